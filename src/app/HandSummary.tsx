import { formatPoints, useLang, useT } from '../i18n';
import type { HandStep } from '../store/derive';
import type { Players } from '../store/types';
import { describeHand, handFacts, roundLabel } from './labels';

/**
 * One recorded hand in words: its number and round (with counters), what happened, the facts kept
 * with it, the ledger's notes and the record's note. The hands list and the table's last hands
 * (a tablet) say a hand alike.
 */
export function HandSummary({ step, number, players }: { step: HandStep; number: number; players: Players }) {
  const t = useT();
  const lang = useLang((s) => s.lang);
  return (
    <>
      <div className="hand-title">
        <strong>
          {number}. {roundLabel(t, step.before)}
          {step.before.honba > 0 && ` · ${t('table.counters')} ${step.before.honba}`}
        </strong>
        {step.edited && <span className="tag">{t('history.edited')}</span>}
      </div>
      <p>{describeHand(t, players, step.result, (n) => formatPoints(n, lang, true))}</p>
      {handFacts(t, players, step.result).map((fact) => (
        <p key={fact} className="hand-fact">
          {fact}
        </p>
      ))}
      {step.outcome.notes.map((note) => (
        <p key={note} className="hint">
          {t(`outcome.note.${note}`)}
        </p>
      ))}
      {step.note !== undefined && <p className="note">{t('history.note', { text: step.note })}</p>}
    </>
  );
}
