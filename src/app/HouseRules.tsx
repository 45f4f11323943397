import { useId, useState } from 'react';
import { fitsRuleField, RULE_FIELD_NAMES, RULE_FIELDS, type RuleField, type Rules } from '../core/rules';
import { formatPoints, useLang, useT, type MessageKey } from '../i18n';
import { sameJson } from '../ledger';
import type { RuleOverrides } from '../store/types';
import { isSetField, ruleValueText, SET_LABELS, unbalancedText, type SetField } from './rulesText';

/**
 * Every preset field, editable in plain words. `overrides` holds only the fields that differ
 * from the preset; a field set back to the preset's value is dropped from it.
 */
type Field = RuleField;

type Editor =
  | { kind: 'number'; field: Field; step: number }
  | { kind: 'bool'; field: Field }
  | { kind: 'choice'; field: Field; options: readonly (string | number)[]; labels: boolean }
  | { kind: 'uma' }
  | { kind: 'set'; field: SetField; options: readonly string[]; labelPrefix: 'abortive' | 'yakuman' | 'yaku' };

/** One editor per rule field, from the core's description of the fields (RULE_FIELDS). */
function editorOf(field: Field): Editor {
  const spec = RULE_FIELDS[field];
  switch (spec.kind) {
    case 'number':
      return { kind: 'number', field, step: spec.step };
    case 'bool':
      return { kind: 'bool', field };
    case 'choice':
      // Numbers (fu) are shown as they are; words are translated.
      return { kind: 'choice', field, options: spec.options, labels: typeof spec.options[0] === 'string' };
    case 'uma':
      return { kind: 'uma' };
    case 'set':
      if (!isSetField(field)) throw new Error(`no labels for the set field ${field}`);
      return { kind: 'set', field, options: spec.options, labelPrefix: SET_LABELS[field] };
  }
}

const EDITORS: readonly Editor[] = RULE_FIELD_NAMES.map(editorOf);

export function applyOverride(preset: Rules, overrides: RuleOverrides, field: Field, value: unknown): RuleOverrides {
  const next: Record<string, unknown> = { ...overrides };
  if (sameJson(preset[field], value)) delete next[field];
  else next[field] = value;
  return next satisfies RuleOverrides;
}

/**
 * The number a number field's text stands for when the field's own check (`fits`, from RULE_FIELDS)
 * takes it, else null: an empty field is no 0, and a fraction or a typo is no rule.
 */
function typedNumber(text: string, fits: (value: number) => boolean): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return fits(value) ? value : null;
}

/**
 * Number fields whose text is no whole number, by field (`uma.0` … `uma.3` for the uma): the field
 * keeps showing what was typed, marked invalid, while the rule keeps its value.
 */
type Drafts = Readonly<Record<string, string>>;

/** The rule fields with a number field that holds no whole number. */
function invalidFields(drafts: Drafts): RuleField[] {
  return RULE_FIELD_NAMES.filter((field) => Object.keys(drafts).some((key) => key === field || key.startsWith(`${field}.`)));
}

/**
 * `onInvalidChange` hears which fields hold text that is no whole number (Setup will not start a game
 * then). A warning follows the uma when the final results cannot add up to zero: clubs may want
 * that, so it only warns.
 */
export function HouseRules({
  preset,
  overrides,
  onChange,
  onInvalidChange,
}: {
  preset: Rules;
  overrides: RuleOverrides;
  onChange: (next: RuleOverrides) => void;
  onInvalidChange?: (fields: readonly RuleField[]) => void;
}) {
  const t = useT();
  const lang = useLang((s) => s.lang);
  // Names each choice's radio group and each field's message: unique on the page.
  const id = useId();
  const [drafts, setDrafts] = useState<Drafts>({});
  const rules: Rules = { ...preset, ...overrides };
  const set = (field: Field, value: unknown) => onChange(applyOverride(preset, overrides, field, value));
  /** A number field's new text: a value the field takes changes the rule, anything else is kept as a draft. */
  const typed = (key: string, text: string, fits: (value: number) => boolean, apply: (value: number) => void) => {
    const value = typedNumber(text, fits);
    const next: Record<string, string> = { ...drafts };
    if (value === null) next[key] = text;
    else delete next[key];
    setDrafts(next);
    if (value !== null) apply(value);
    const [before, after] = [invalidFields(drafts), invalidFields(next)];
    if (!sameJson(before, after)) onInvalidChange?.(after);
  };
  const messageId = (key: string) => `${id}-${key}-invalid`;
  const unbalanced = unbalancedText(t, lang, rules, 'rules.unbalanced');
  const changed = (field: Field) => field in overrides;
  /** A field's name in plain words, marked when it differs from the preset. */
  const name = (field: Field) => (
    <>
      {t(`rule.${field}`)}
      {changed(field) && <span className="changed"> · {t('setup.changed')}</span>}
    </>
  );

  return (
    <div className="house-rules">
      <p className="hint">{t('setup.houseRulesHint')}</p>
      {EDITORS.map((editor) => {
        switch (editor.kind) {
          case 'number': {
            const draft = drafts[editor.field];
            return (
              <div key={editor.field}>
                <label className="field">
                  <span>{name(editor.field)}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    step={editor.step}
                    value={draft ?? Number(rules[editor.field])}
                    aria-invalid={draft !== undefined}
                    aria-describedby={draft !== undefined ? messageId(editor.field) : undefined}
                    onChange={(e) =>
                      typed(
                        editor.field,
                        e.target.value,
                        (value) => fitsRuleField(editor.field, value),
                        (value) => set(editor.field, value),
                      )
                    }
                  />
                </label>
                {draft !== undefined && (
                  <p id={messageId(editor.field)} className="field-error">
                    {t('setup.numberInvalid', { value: ruleValueText(t, lang, rules, editor.field) })}
                  </p>
                )}
              </div>
            );
          }
          case 'bool':
            return (
              <label key={editor.field} className="field check">
                <input type="checkbox" checked={Boolean(rules[editor.field])} onChange={(e) => set(editor.field, e.target.checked)} />
                <span>{name(editor.field)}</span>
              </label>
            );
          case 'choice':
            // Radio buttons, not a select: a closed select cuts its option to one line ("Double ron;
            // triple ron is an…" on a phone), a radio's label wraps and every option is in view.
            return (
              <fieldset key={editor.field} className="field">
                <legend>{name(editor.field)}</legend>
                {editor.options.map((option) => (
                  <label key={option} className="check">
                    <input
                      type="radio"
                      name={`${id}-${editor.field}`}
                      checked={rules[editor.field] === option}
                      onChange={() => set(editor.field, option)}
                    />
                    <span>{editor.labels ? t(`rule.${editor.field}.${option}` as MessageKey) : option}</span>
                  </label>
                ))}
              </fieldset>
            );
          case 'uma':
            return (
              <div key="uma">
                <fieldset className="field">
                  <legend>{name('uma')}</legend>
                  <div className="uma-places">
                    {rules.uma.map((value, place) => {
                      const draft = drafts[`uma.${place}`];
                      return (
                        <input
                          key={place}
                          type="number"
                          inputMode="numeric"
                          step={1000}
                          aria-label={t('rule.uma.place', { place: place + 1 })}
                          value={draft ?? value}
                          aria-invalid={draft !== undefined}
                          aria-describedby={draft !== undefined ? messageId(`uma.${place}`) : undefined}
                          onChange={(e) => {
                            const umaWith = (typedValue: number) => rules.uma.map((other, i) => (i === place ? typedValue : other));
                            typed(
                              `uma.${place}`,
                              e.target.value,
                              (typedValue) => fitsRuleField('uma', umaWith(typedValue)),
                              (typedValue) => set('uma', umaWith(typedValue)),
                            );
                          }}
                        />
                      );
                    })}
                  </div>
                  {rules.uma.map(
                    (value, place) =>
                      drafts[`uma.${place}`] !== undefined && (
                        <p key={place} id={messageId(`uma.${place}`)} className="field-error">
                          {t('setup.umaInvalid', { place: place + 1, value: formatPoints(value, lang, true) })}
                        </p>
                      ),
                  )}
                </fieldset>
                {/* Start, return, oka and uma are the first fields: the warning follows the last of them. */}
                <div role="status">{unbalanced && <p className="notice warn">{unbalanced}</p>}</div>
              </div>
            );
          case 'set': {
            const current: readonly string[] = rules[editor.field];
            return (
              <fieldset key={editor.field} className="field">
                <legend>{name(editor.field)}</legend>
                {editor.options.map((option) => (
                  <label key={option} className="check">
                    <input
                      type="checkbox"
                      checked={current.includes(option)}
                      onChange={(e) =>
                        set(
                          editor.field,
                          e.target.checked
                            ? editor.options.filter((o) => o === option || current.includes(o))
                            : current.filter((o) => o !== option),
                        )
                      }
                    />
                    <span>{t(`${editor.labelPrefix}.${option}` as MessageKey)}</span>
                  </label>
                ))}
              </fieldset>
            );
          }
        }
      })}
    </div>
  );
}
