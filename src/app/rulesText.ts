import { changedFields, PRESETS, RULE_FIELDS, withOverrides, type RuleField, type Rules } from '../core/rules';
import { formatPoints, type Lang, type MessageKey, type Translate } from '../i18n';
import { settlementBalance } from '../ledger';
import type { GameRow } from '../store/types';

/** Rule values in words: what the house rules changed, and whether the final results still add up. */

export type SetField = 'abortiveDraws' | 'pao' | 'localYaku';
/** Which message prefix names the options of a set field. */
export const SET_LABELS: Readonly<Record<SetField, 'abortive' | 'yakuman' | 'yaku'>> = {
  abortiveDraws: 'abortive',
  pao: 'yakuman',
  localYaku: 'yaku',
};
export const isSetField = (field: RuleField): field is SetField => Object.hasOwn(SET_LABELS, field);

/** A rule's value as the house rules show it: points grouped, uma signed, yes/no and choices in words. */
export function ruleValueText(t: Translate, lang: Lang, rules: Rules, field: RuleField): string {
  if (field === 'uma') return rules.uma.map((uma) => formatPoints(uma, lang, true)).join('/');
  if (isSetField(field)) {
    const chosen: readonly string[] = rules[field];
    return chosen.length === 0 ? t('rule.setNone') : chosen.map((option) => t(`${SET_LABELS[field]}.${option}` as MessageKey)).join(', ');
  }
  const value = rules[field];
  if (typeof value === 'boolean') return t(value ? 'rule.yes' : 'rule.no');
  // A numeric choice (fu) is shown as it is; a number field holds points or a count of tiles.
  if (typeof value === 'number') return RULE_FIELDS[field].kind === 'choice' ? String(value) : formatPoints(value, lang);
  return t(`rule.${field}.${value}` as MessageKey);
}

/**
 * The fields a game's house rules changed, in the house rules' order, each with its value and the
 * preset's: "Uma for 1st / 2nd / 3rd / 4th: +20,000/… (preset +15,000/…)". A stored override equal
 * to the preset (an imported record may carry one) changed nothing and is left out.
 */
export function changedRulesText(t: Translate, lang: Lang, game: Pick<GameRow, 'presetId' | 'overrides'>): string[] {
  const preset = PRESETS[game.presetId];
  const rules = withOverrides(preset, game.overrides);
  return changedFields(preset, game.overrides).map((field) =>
    t('rules.changedItem', {
      rule: t(`rule.${field}`),
      value: ruleValueText(t, lang, rules, field),
      preset: ruleValueText(t, lang, preset, field),
    }),
  );
}

/**
 * Why the final results cannot add up to zero under these rules, or null when they do
 * (settlementBalance: 4 × (start − return) + oka + uma). Only the parts that miss are named; "no
 * oka" where the returns take more than the table started with and nothing gives it back.
 */
export function unbalancedText(t: Translate, lang: Lang, rules: Rules, key: 'rules.unbalanced' | 'rules.unbalancedEnd'): string | null {
  const balance = settlementBalance(rules);
  if (balance.total === 0) return null;
  const signed = (points: number) => formatPoints(points, lang, true);
  const reasons: string[] = [];
  if (balance.points !== 0) {
    reasons.push(
      t('rules.unbalanced.points', {
        start: formatPoints(rules.startPoints, lang),
        return: formatPoints(rules.returnPoints, lang),
        points: signed(balance.points),
      }),
    );
  }
  if (balance.oka !== 0) reasons.push(t('rules.unbalanced.oka', { oka: signed(balance.oka) }));
  else if (balance.points !== 0) reasons.push(t('rules.unbalanced.noOka'));
  if (balance.uma !== 0) reasons.push(t('rules.unbalanced.uma', { uma: signed(balance.uma) }));
  return t(key, { total: signed(balance.total), reasons: reasons.join('; ') });
}
