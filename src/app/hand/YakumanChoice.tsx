import type { YakuId } from '../../core/hand';
import type { Rules } from '../../core/rules';
import { yakumanOf, yakumanUnits } from '../../core/yaku';
import { useT } from '../../i18n';
import { winValueText } from '../labels';
import { toggledYakuman, yakumanValue } from './yakumanChoice';

/**
 * Which yakuman a hand entered by buttons holds: the preset's yakuman (local ones where the table
 * switched them on), any number of them, as big toggle buttons. A double yakuman is one that
 * counts two here, or two chosen together where the preset adds them up; the value is said below.
 */
export function YakumanChoice({
  chosen,
  rules,
  onChange,
}: {
  chosen: readonly YakuId[];
  rules: Rules;
  onChange: (chosen: YakuId[]) => void;
}) {
  const t = useT();
  const label = t('hand.whichYakuman');
  const value = yakumanValue(chosen, rules);
  return (
    <fieldset className="pick">
      <legend>{label}</legend>
      <p className="hint">
        {value ? t('hand.yakumanCounts', { value: winValueText(t, { yakuman: value.units }) }) : t('hand.whichYakumanHint')}
      </p>
      <div role="group" aria-label={label} className="option-buttons yakuman-buttons">
        {yakumanOf(rules).map((def) => {
          const on = chosen.includes(def.id);
          const name = t(`yaku.${def.id}`);
          return (
            <button
              key={def.id}
              type="button"
              role="checkbox"
              aria-checked={on}
              className="btn choice"
              onClick={() => onChange(toggledYakuman(chosen, def.id, !on))}
            >
              {yakumanUnits(def, rules) > 1 ? t('hand.yakumanDouble', { name }) : name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
