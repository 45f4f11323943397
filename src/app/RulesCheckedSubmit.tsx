import type { RuleField } from '../core/rules';
import { useT } from '../i18n';

export interface RulesCheckedSubmitProps {
  /** A submit was tried: only then are the house rules that stop it named. */
  readonly tried: boolean;
  /** The house-rule fields left empty or not whole (HouseRules' onInvalid). */
  readonly invalid: readonly RuleField[];
  readonly busy: boolean;
  /** The submit button's words ("Start game", "Create tournament"). */
  readonly label: string;
}

/** The end of a form with house rules (a game's setup, a tournament's): the rules that stop it, named, and its submit button. */
export function RulesCheckedSubmit({ tried, invalid, busy, label }: RulesCheckedSubmitProps) {
  const t = useT();
  return (
    <>
      {tried && invalid.length > 0 && (
        <p role="alert" className="notice error">
          {t('setup.rulesInvalid', { fields: invalid.map((field) => t(`rule.${field}`)).join(', ') })}
        </p>
      )}
      <button type="submit" className="btn primary big" disabled={busy}>
        {label}
      </button>
    </>
  );
}
