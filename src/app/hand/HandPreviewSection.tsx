import { formatPoints, useLang, usePlural, useT } from '../../i18n';
import type { Seat, TableState } from '../../ledger';
import type { Players } from '../../store/types';
import { refusalText } from '../labels';
import { OutcomeDeltas } from '../OutcomeDeltas';
import type { HandPreview } from './useHandPreview';

/**
 * The whole preview, scrolling with the form, last before the footer: held at the bottom it took
 * 300 to 435 of a phone's 740 px and covered the form. The footer keeps one line of it.
 */
export function HandPreviewSection({
  shown,
  players,
  state,
  riichi,
  editing,
}: {
  shown: HandPreview;
  players: Players;
  state: TableState;
  riichi: readonly Seat[];
  editing: boolean;
}) {
  const t = useT();
  const plural = usePlural();
  const lang = useLang((s) => s.lang);
  const points = (n: number) => formatPoints(n, lang);
  const { preview, missing, shownOutcome, sticksBack, tripleDraw, editRefused } = shown;
  return (
    <section className="preview" aria-label={t('hand.preview')} aria-live="polite">
      <h3>{t('hand.preview')}</h3>
      {!preview ? (
        <p className="hint">{missing ?? t('hand.previewEmpty')}</p>
      ) : !preview.ok ? (
        <p className="notice error">{refusalText(t, lang, preview)}</p>
      ) : (
        <>
          <OutcomeDeltas outcome={shownOutcome ?? preview.outcome} players={players} sticksBack={sticksBack} />
          {/* The hand history gives the hand's own deltas, sticks included: say why these differ. */}
          {!editing && riichi.length > 0 && (
            <p className="hint">{t('hand.sticksOnScreen', { names: riichi.map((seat) => players[seat]).join(', ') })}</p>
          )}
          {preview.outcome.wins.map((w) => (
            <p key={w.winner} className="hint">
              {players[w.winner]}: {points(w.value)}
              {w.honbaPoints > 0 && ` + ${points(w.honbaPoints)} ${t('hand.plusCounters')}`}
              {w.sticks > 0 && ` + ${points(w.sticks * 1000)} ${plural('hand.plusSticks', w.sticks)}`}
            </p>
          ))}
          {(tripleDraw ? ['sanchahou' as const] : preview.outcome.notes).map((note) => (
            <p key={note} className="notice">
              {t(`outcome.note.${note}`)}
            </p>
          ))}
          <p className="hint">{t('hand.tableAfter', { sticks: preview.state.sticks, counters: preview.state.honba })}</p>
          {editRefused ? (
            <p className="notice error">{t('hand.editBreaks', { message: editRefused })}</p>
          ) : (
            preview.state.over && !state.over && <p className="notice">{t('hand.endsGame')}</p>
          )}
        </>
      )}
    </section>
  );
}
