import { cut, excerpt, fieldPath, isObj } from '../schema';
import { fitsRuleField, isRuleField, type RuleOverrides } from './rules';

/**
 * Reads house-rule overrides from untrusted data (a game record, a tournament file, a join code)
 * through the schema kit: every key must be a rule field and every value must fit it (RULE_FIELDS
 * bounds each). Never throws. Apart from rules.ts, which the first screen loads: the kit is not
 * in the initial JS.
 */
export function parseOverrides(value: unknown): { ok: true; overrides: RuleOverrides } | { ok: false; errors: string[] } {
  const at = 'overrides';
  if (value === undefined) return { ok: true, overrides: {} };
  if (!isObj(value)) return { ok: false, errors: [`${at} must be an object of rule fields`] };
  const errors: string[] = [];
  const overrides: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    // A key or value is quoted in short: an imported record may carry a huge one.
    if (!isRuleField(key)) errors.push(`${fieldPath(at, cut(key))}: not a rule field`);
    else if (!fitsRuleField(key, v)) errors.push(`${fieldPath(at, key)}: ${excerpt(v)} does not fit this field`);
    else overrides[key] = v;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, overrides: overrides satisfies RuleOverrides };
}
