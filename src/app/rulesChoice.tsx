import { useCallback, useState } from 'react';
import { DEFAULT_PRESET, PRESETS, withOverrides, type PresetId, type RuleField, type RuleOverrides } from '../core/rules';
import { useLang, useT } from '../i18n';
import { unbalancedText } from './rulesText';

export interface RulesChoice {
  readonly presetId: PresetId;
  readonly overrides: RuleOverrides;
  /** House-rule number fields holding no whole number: nothing starts with them (RulesCheckedSubmit names them). */
  readonly invalid: readonly RuleField[];
  /** Why the final results cannot add up to zero under these rules, or null when they do. */
  readonly unbalanced: string | null;
  /** Another preset: the house rules start afresh from it. */
  choosePreset(preset: PresetId): void;
  /** A preset and house rules chosen before (a game's, for a new game with the same players). */
  restore(preset: PresetId, overrides: RuleOverrides): void;
  setOverrides(overrides: RuleOverrides): void;
  setInvalid(invalid: readonly RuleField[]): void;
}

/** The rules being chosen for a game or a tournament: a preset, the house rules changed from it, and what they mean for the finals. */
export function useRulesChoice(): RulesChoice {
  const t = useT();
  const lang = useLang((s) => s.lang);
  const [presetId, setPresetId] = useState<PresetId>(DEFAULT_PRESET);
  const [overrides, setOverrides] = useState<RuleOverrides>({});
  const [invalid, setInvalid] = useState<readonly RuleField[]>([]);
  // The same functions on every render: a screen's effect may restore rules once, not on each render.
  const choosePreset = useCallback((preset: PresetId) => {
    setPresetId(preset);
    setOverrides({});
    setInvalid([]);
  }, []);
  const restore = useCallback((preset: PresetId, kept: RuleOverrides) => {
    setPresetId(preset);
    setOverrides(kept);
  }, []);
  return {
    presetId,
    overrides,
    invalid,
    unbalanced: unbalancedText(t, lang, withOverrides(PRESETS[presetId], overrides), 'rules.unbalanced'),
    choosePreset,
    restore,
    setOverrides,
    setInvalid,
  };
}

/** The house rules' heading, with how many fields differ from the preset ("House rules · 2 changed"). */
export function HouseRulesSummary({ overrides }: { readonly overrides: RuleOverrides }) {
  const t = useT();
  const changed = Object.keys(overrides).length;
  return (
    <summary>
      {t('setup.houseRules')}
      {changed > 0 && ` · ${changed} ${t('setup.changed')}`}
    </summary>
  );
}
