import { useCallback, useRef, useState } from 'react';
import { DEFAULT_PRESET, isPresetId, PRESETS, type PresetId } from '../core/rules';
import { loadCalculatorDraft, saveCalculatorDraft } from '../store/drafts';
import { BackButton } from '../ui/BackButton';
import { PresetSelect } from '../ui/PresetSelect';
import { ScreenTitle } from '../ui/ScreenTitle';
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
      {/*
       * One row over the picker: Back, the page's title and the rules. Undo and Clear are in the picker's footer,
       * so that on a short phone the grid's four rows stay above it (the title had a row of its own).
       */}
      <header className="pk-calc-bar">
        {onBack && (
          // The other screens' arrow (src/app/Header.tsx), not the word: the title needs the width.
          <BackButton className="pk-btn pk-back" onClick={onBack} />
        )}
        <ScreenTitle text={t('picker.title')} />
        {/* Its label only read out, the names without "(default)": the row has the title beside it. */}
        <PresetSelect className="pk-select" value={preset} onChange={choosePreset} hideLabel plainNames />
      </header>
      {/* A new preset starts a new picker on the same tiles: red fives and flags depend on it. */}
      <Picker key={preset} rules={PRESETS[preset]} initialSketch={initialSketch} onSketch={keep} />
    </main>
  );
}
