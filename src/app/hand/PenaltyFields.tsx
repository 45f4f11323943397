import { useT } from '../../i18n';
import type { Players } from '../../store/types';
import type { Draft } from './handDraft';
import { RECORD_LIMITS } from '../../ledger';
import { SeatRadio } from './SeatPick';

/** A penalty: the player, the points (typed, or by steps) and why. */
export function PenaltyFields({ d, players, onChange }: { d: Draft; players: Players; onChange: (patch: Partial<Draft>) => void }) {
  const t = useT();
  return (
    <>
      <SeatRadio label={t('hand.player')} players={players} value={d.seat} onChange={(seat) => onChange({ seat })} />
      <label className="field">
        <span>{t('hand.points')}</span>
        <input type="number" inputMode="numeric" step={1000} value={d.points} onChange={(e) => onChange({ points: e.target.value })} />
      </label>
      <PointSteps points={d.points} onChange={(points) => onChange({ points })} />
      <label className="field">
        <span>{t('hand.penaltyReason')}</span>
        <input type="text" maxLength={RECORD_LIMITS.maxNoteChars} value={d.note} onChange={(e) => onChange({ note: e.target.value })} />
      </label>
    </>
  );
}

/**
 * Big steps and a sign toggle for penalty points: a phone's numeric keypad has no minus key, and
 * a penalty usually takes points away.
 */
function PointSteps({ points, onChange }: { points: string; onChange: (points: string) => void }) {
  const t = useT();
  const current = Number.isFinite(Number(points)) ? Number(points) : 0;
  const set = (n: number) => onChange(String(n));
  return (
    <div role="group" aria-label={t('hand.pointSteps')} className="option-buttons">
      <button type="button" className="btn" onClick={() => set(current - 1000)}>
        {t('hand.minus1000')}
      </button>
      <button type="button" className="btn" onClick={() => set(current + 1000)}>
        {t('hand.plus1000')}
      </button>
      <button type="button" className="btn" disabled={current === 0} onClick={() => set(-current)}>
        {t('hand.flipSign')}
      </button>
    </div>
  );
}
