import { PRESET_IDS, isPresetId, type PresetId } from '../core/rules';
import { useT } from '../i18n';
import { presetName } from './presetName';

/**
 * The rule-preset dropdown (setup and calculator): every preset by its name in the player's language.
 * `hideLabel`: "Rules" is only read out (the preset names say what the list is), where a row counts.
 * `plainNames`: the names without the default's mark ("EMA 2025", not "EMA 2025 (default)"): a select is as
 * wide as its longest option, and the calculator's bar has its title and Back beside it on a 360 px phone.
 */
export function PresetSelect(props: {
  value: PresetId;
  onChange: (preset: PresetId) => void;
  className: string;
  hideLabel?: boolean;
  plainNames?: boolean;
}) {
  const { value, onChange, className, hideLabel = false, plainNames = false } = props;
  const t = useT();
  return (
    <label className={className}>
      <span className={hideLabel ? 'visually-hidden' : undefined}>{t('setup.preset')}</span>
      <select value={value} onChange={(e) => isPresetId(e.target.value) && onChange(e.target.value)}>
        {PRESET_IDS.map((id) => (
          <option key={id} value={id}>
            {presetName(t, id, !plainNames)}
          </option>
        ))}
      </select>
    </label>
  );
}
