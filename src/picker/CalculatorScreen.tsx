import { useState } from 'react';
import { DEFAULT_PRESET, PRESETS, type PresetId } from '../core/rules';
import { PresetSelect } from '../ui/PresetSelect';
import { useT } from '../i18n';
import { Picker } from './Picker';

/** The picker on its own: a hand calculator for any preset, no game needed. */
export function CalculatorScreen({ onBack }: { readonly onBack?: () => void }) {
  const t = useT();
  const [preset, setPreset] = useState<PresetId>(DEFAULT_PRESET);
  return (
    <main className="pk-calculator">
      <div className="pk-calc-bar">
        {onBack && (
          <button type="button" className="pk-btn" onClick={onBack}>
            {t('app.back')}
          </button>
        )}
        <PresetSelect className="pk-select" value={preset} onChange={setPreset} />
      </div>
      {/* A new preset starts a new picker: red fives and flags depend on it. */}
      <Picker key={preset} rules={PRESETS[preset]} heading={t('picker.title')} />
    </main>
  );
}
