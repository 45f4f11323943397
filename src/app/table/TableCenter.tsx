import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import type { TableState } from '../../ledger';
import { roundLabel } from '../labels';

/**
 * The middle of the table: the round, counters and riichi sticks; in the facing layout the button
 * that turns the table so another seat is at the bottom; and the room kept for a tournament's
 * session clock (a tablet's, empty until there is one; a phone shows it only for a tournament's game).
 */
export function TableCenter({ state, onTurn, clock }: { state: TableState; onTurn?: () => void; clock?: ReactNode }) {
  const t = useT();
  return (
    <section className="center" aria-label={roundLabel(t, state)}>
      <p className="round">{roundLabel(t, state)}</p>
      <p className="counters">
        <span>
          {t('table.counters')}: <strong>{state.honba}</strong>
        </span>
        <span>
          {t('table.sticks')}: <strong>{state.sticks}</strong>
        </span>
      </p>
      {clock ? <div className="clock-slot has-clock">{clock}</div> : <div className="clock-slot" aria-hidden="true" />}
      {onTurn && (
        <button type="button" className="btn turn" aria-label={t('table.turn')} title={t('table.turn')} onClick={onTurn}>
          <TurnIcon />
        </button>
      )}
    </section>
  );
}

function TurnIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path d="M20 12a8 8 0 1 1-2.34-5.66" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M20.5 3.5v5h-5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
