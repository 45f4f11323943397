import { useCallback, useRef, useState } from 'react';
import { DEFAULT_PRESET, isPresetId, PRESETS, type PresetId } from '../core/rules';
import { loadCalculatorDraft, saveCalculatorDraft } from '../store/drafts';
import { PresetSelect } from '../ui/PresetSelect';
import { useT } from '../i18n';
import { Picker } from './Picker';

/** The picker on its own: a hand calculator for any preset, no game needed. */
export function CalculatorScreen({ onBack }: { readonly onBack?: () => void }) {
  const t = useT();
  // The hand being worked out comes back after a reload or a killed tab (src/store/drafts.ts).
  const [kept] = useState(loadCalculatorDraft);
  const [preset, setPreset] = useState<PresetId>(() => (kept && isPresetId(kept.preset) ? kept.preset : DEFAULT_PRESET));
  // The hand goes on to another preset, so that one hand can be compared under several.
  const [initialSketch, setInitialSketch] = useState(() => kept?.sketch);
  const latest = useRef<unknown>(kept?.sketch);
  const keep = useCallback(
    (sketch: unknown) => {
      latest.current = sketch;
      saveCalculatorDraft({ preset, sketch });
    },
    [preset],
  );
  const choosePreset = (next: PresetId) => {
    setInitialSketch(latest.current);
    setPreset(next);
  };
  return (
    <main className="pk-calculator">
      <div className="pk-calc-bar">
        {onBack && (
          <button type="button" className="pk-btn" onClick={onBack}>
            {t('app.back')}
          </button>
        )}
        {/* Its label only read out: on a phone the picker's grid needs that row. */}
        <PresetSelect className="pk-select" value={preset} onChange={choosePreset} hideLabel />
      </div>
      {/* A new preset starts a new picker on the same tiles: red fives and flags depend on it. */}
      <Picker key={preset} rules={PRESETS[preset]} heading={t('picker.title')} headingLevel={1} initialSketch={initialSketch} onSketch={keep} />
    </main>
  );
}
