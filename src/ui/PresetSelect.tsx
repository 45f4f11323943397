import { PRESET_IDS, isPresetId, type PresetId } from '../core/rules';
import { useT } from '../i18n';

/** The rule-preset dropdown (setup and calculator): every preset by its name in the player's language. */
export function PresetSelect({ value, onChange, className }: { value: PresetId; onChange: (preset: PresetId) => void; className: string }) {
  const t = useT();
  return (
    <label className={className}>
      <span>{t('setup.preset')}</span>
      <select value={value} onChange={(e) => isPresetId(e.target.value) && onChange(e.target.value)}>
        {PRESET_IDS.map((id) => (
          <option key={id} value={id}>
            {t(`preset.${id}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
