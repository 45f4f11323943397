import type { AbortiveReason, PaoYakuman, Rules } from '../core/rules';
import { useT, type MessageKey } from '../i18n';
import type { RuleOverrides } from '../store/types';

/**
 * Every preset field, editable in plain words. `overrides` holds only the fields that differ
 * from the preset; a field set back to the preset's value is dropped from it.
 */
type Field = keyof Omit<Rules, 'id'>;

type Editor =
  | { kind: 'number'; field: Field; step: number }
  | { kind: 'bool'; field: Field }
  | { kind: 'choice'; field: Field; options: readonly (string | number)[]; labels?: boolean }
  | { kind: 'uma' }
  | { kind: 'set'; field: 'abortiveDraws' | 'pao'; options: readonly string[]; labelPrefix: 'abortive' | 'yakuman' }
  | { kind: 'list'; field: 'localYaku' };

const ABORTIVE: readonly AbortiveReason[] = ['kyuushu', 'suufon', 'suucha', 'suukaikan', 'sanchahou'];
const PAO: readonly PaoYakuman[] = ['daisangen', 'daisuushii', 'suukantsu'];

const EDITORS: readonly Editor[] = [
  { kind: 'number', field: 'startPoints', step: 1000 },
  { kind: 'number', field: 'returnPoints', step: 1000 },
  { kind: 'number', field: 'oka', step: 1000 },
  { kind: 'uma' },
  { kind: 'choice', field: 'ties', options: ['split', 'seat_order'], labels: true },
  { kind: 'bool', field: 'redFives' },
  { kind: 'bool', field: 'openTanyao' },
  { kind: 'bool', field: 'kiriage' },
  { kind: 'choice', field: 'doubleWindPairFu', options: [2, 4] },
  { kind: 'bool', field: 'kazoeYakuman' },
  { kind: 'bool', field: 'doubleYakuman' },
  { kind: 'bool', field: 'yakumanStack' },
  { kind: 'choice', field: 'renhou', options: ['han5', 'mangan', 'yakuman', 'none'], labels: true },
  { kind: 'bool', field: 'rinshanWithHaitei' },
  { kind: 'number', field: 'riichiMinWallTiles', step: 1 },
  { kind: 'bool', field: 'twoYakuAtFiveCounters' },
  { kind: 'choice', field: 'chankanOnClosedKan', options: ['kokushi', 'none'], labels: true },
  { kind: 'choice', field: 'multipleRon', options: ['double_triple', 'head_bump', 'double_only'], labels: true },
  { kind: 'choice', field: 'multiRonSplit', options: ['each_winner', 'nearest_winner'], labels: true },
  { kind: 'set', field: 'abortiveDraws', options: ABORTIVE, labelPrefix: 'abortive' },
  { kind: 'choice', field: 'nagashi', options: ['none', 'win', 'draw'], labels: true },
  { kind: 'set', field: 'pao', options: PAO, labelPrefix: 'yakuman' },
  { kind: 'choice', field: 'chombo', options: ['penalty', 'reverse_mangan', 'none'], labels: true },
  { kind: 'number', field: 'chomboPenalty', step: 1000 },
  { kind: 'bool', field: 'bustEnds' },
  { kind: 'bool', field: 'allLastDealerEnds' },
  { kind: 'bool', field: 'westExtension' },
  { kind: 'list', field: 'localYaku' },
];

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
  const rules: Rules = { ...preset, ...overrides };
  const set = (field: Field, value: unknown) => onChange(applyOverride(preset, overrides, field, value));
  const changed = (field: Field) => field in overrides;
  const label = (field: Field) => t(`rule.${field}`);
  const mark = (field: Field) => (changed(field) ? <span className="changed"> · {t('setup.changed')}</span> : null);

  return (
    <div className="house-rules">
      <p className="hint">{t('setup.houseRulesHint')}</p>
      {EDITORS.map((editor) => {
        switch (editor.kind) {
          case 'number':
            return (
              <label key={editor.field} className="field">
                <span>
                  {label(editor.field)}
                  {mark(editor.field)}
                </span>
                <input type="number" inputMode="numeric" step={editor.step} value={Number(rules[editor.field])} onChange={(e) => set(editor.field, Number(e.target.value))} />
              </label>
            );
          case 'bool':
            return (
              <label key={editor.field} className="field check">
                <input type="checkbox" checked={Boolean(rules[editor.field])} onChange={(e) => set(editor.field, e.target.checked)} />
                <span>
                  {label(editor.field)}
                  {mark(editor.field)}
                </span>
              </label>
            );
          case 'choice':
            return (
              <label key={editor.field} className="field">
                <span>
                  {label(editor.field)}
                  {mark(editor.field)}
                </span>
                <select
                  value={String(rules[editor.field])}
                  onChange={(e) => set(editor.field, typeof editor.options[0] === 'number' ? Number(e.target.value) : e.target.value)}
                >
                  {editor.options.map((option) => (
                    <option key={option} value={option}>
                      {editor.labels ? t(`rule.${editor.field}.${option}` as MessageKey) : option}
                    </option>
                  ))}
                </select>
              </label>
            );
          case 'uma':
            return (
              <fieldset key="uma" className="field">
                <legend>
                  {t('rule.uma')}
                  {mark('uma')}
                </legend>
                <div className="row">
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
                  {label(editor.field)}
                  {mark(editor.field)}
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
          case 'list':
            return (
              <label key="localYaku" className="field">
                <span>
                  {label('localYaku')}
                  {mark('localYaku')}
                </span>
                <input
                  type="text"
                  defaultValue={rules.localYaku.join(', ')}
                  onBlur={(e) =>
                    set(
                      'localYaku',
                      e.target.value
                        .split(',')
                        .map((s) => s.trim())
                        .filter(Boolean),
                    )
                  }
                />
              </label>
            );
        }
      })}
    </div>
  );
}
