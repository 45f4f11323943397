import { useId } from 'react';
import { RULE_FIELD_NAMES, RULE_FIELDS, type RuleField, type Rules } from '../core/rules';
import { useT, type MessageKey } from '../i18n';
import type { RuleOverrides } from '../store/types';
import { isSetField, SET_LABELS, type SetField } from './rulesText';

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

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function applyOverride(preset: Rules, overrides: RuleOverrides, field: Field, value: unknown): RuleOverrides {
  const next: Record<string, unknown> = { ...overrides };
  if (same(preset[field], value)) delete next[field];
  else next[field] = value;
  return next satisfies RuleOverrides;
}

export function HouseRules({ preset, overrides, onChange }: { preset: Rules; overrides: RuleOverrides; onChange: (next: RuleOverrides) => void }) {
  const t = useT();
  // Names each choice's radio group: unique on the page.
  const id = useId();
  const rules: Rules = { ...preset, ...overrides };
  const set = (field: Field, value: unknown) => onChange(applyOverride(preset, overrides, field, value));
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
          case 'number':
            return (
              <label key={editor.field} className="field">
                <span>
                  {name(editor.field)}
                </span>
                <input type="number" inputMode="numeric" step={editor.step} value={Number(rules[editor.field])} onChange={(e) => set(editor.field, Number(e.target.value))} />
              </label>
            );
          case 'bool':
            return (
              <label key={editor.field} className="field check">
                <input type="checkbox" checked={Boolean(rules[editor.field])} onChange={(e) => set(editor.field, e.target.checked)} />
                <span>
                  {name(editor.field)}
                </span>
              </label>
            );
          case 'choice':
            // Radio buttons, not a select: a closed select cuts its option to one line ("Double ron;
            // triple ron is an…" on a phone), a radio's label wraps and every option is in view.
            return (
              <fieldset key={editor.field} className="field">
                <legend>
                  {name(editor.field)}
                </legend>
                {editor.options.map((option) => (
                  <label key={option} className="check">
                    <input type="radio" name={`${id}-${editor.field}`} checked={rules[editor.field] === option} onChange={() => set(editor.field, option)} />
                    <span>{editor.labels ? t(`rule.${editor.field}.${option}` as MessageKey) : option}</span>
                  </label>
                ))}
              </fieldset>
            );
          case 'uma':
            return (
              <fieldset key="uma" className="field">
                <legend>
                  {name('uma')}
                </legend>
                <div className="uma-places">
                  {rules.uma.map((value, place) => (
                    <input
                      key={place}
                      type="number"
                      inputMode="numeric"
                      step={1000}
                      aria-label={t('rule.uma.place', { place: place + 1 })}
                      value={value}
                      onChange={(e) => {
                        const uma = [...rules.uma];
                        uma[place] = Number(e.target.value);
                        set('uma', uma);
                      }}
                    />
                  ))}
                </div>
              </fieldset>
            );
          case 'set': {
            const current: readonly string[] = rules[editor.field];
            return (
              <fieldset key={editor.field} className="field">
                <legend>
                  {name(editor.field)}
                </legend>
                {editor.options.map((option) => (
                  <label key={option} className="check">
                    <input
                      type="checkbox"
                      checked={current.includes(option)}
                      onChange={(e) => set(editor.field, e.target.checked ? editor.options.filter((o) => o === option || current.includes(o)) : current.filter((o) => o !== option))}
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
