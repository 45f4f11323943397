import { useCallback, useMemo, useRef, useState } from 'react';
import { DEFAULT_PRESET, isPresetId, PRESETS, type PresetId } from '../core/rules';
import { saveCalculatorDraft } from '../store/drafts';
import { loadCalculatorDraft } from '../store/draftsRead';
import { BackButton } from '../ui/BackButton';
import { PresetSelect } from '../ui/PresetSelect';
import { ScreenTitle } from '../ui/ScreenTitle';
import { useT } from '../i18n';
import { useUi } from '../nav/ui';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { Picker } from './Picker';
import type { PickerSketch } from './sketch';

/** The picker on its own: a hand calculator for any preset, no game needed. */
export function CalculatorScreen({ onBack }: { readonly onBack?: () => void }) {
  const t = useT();
  // The hand being worked out comes back after a reload or a killed tab (src/store/drafts.ts).
  const [kept] = useState(loadCalculatorDraft);
  const [preset, setPreset] = useState<PresetId>(() => (kept && isPresetId(kept.preset) ? kept.preset : DEFAULT_PRESET));
  // The hand goes on to another preset, so that one hand can be compared under several.
  const [initialSketch, setInitialSketch] = useState(() => kept?.sketch);
  const latest = useRef<unknown>(kept?.sketch);
  // A new hand starts at the seat wind chosen last (East at first): a preference, kept across visits.
  const seatWind = useUi((s) => s.calculatorSeatWind);
  const setSeatWind = useUi((s) => s.setCalculatorSeatWind);
  const context = useMemo(() => ({ seatWind }), [seatWind]);
  const keep = useCallback(
    (sketch: PickerSketch) => {
      latest.current = sketch;
      saveCalculatorDraft({ preset, sketch });
      if (sketch.seatWind !== useUi.getState().calculatorSeatWind) setSeatWind(sketch.seatWind);
    },
    [preset, setSeatWind],
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
      <Picker key={preset} rules={PRESETS[preset]} context={context} initialSketch={initialSketch} onSketch={keep} />
      {/*
       * The language switch of every screen's bar, here under the picker: on a 360 px phone the bar's one row holds
       * Back, the title and the rules only (a second row would push the grid's last row under the footer).
       */}
      <footer className="pk-calc-lang">
        <span>{t('app.language')}</span>
        <LanguageSwitch className="lang pk-lang" />
      </footer>
    </main>
  );
}
