import { lazy, Suspense, useMemo, useState } from 'react';
import type { Seat } from '../../ledger';
import type { DerivedGame } from '../../store/derive';
import type { LoadedGame } from '../../store/games';
import { useSession } from '../../store/session';
import { confirmResults } from '../../store/tableDevice';
import { useBottomSeat, useUi } from '../../nav/ui';
import { recordOf } from '../../store/records';
import { encodeHandOff } from '../../tournament/codes';
import { sideOf } from '../table/SeatPanel';
import { handOff, handOffWay } from './handOff';
import './tableDevice.css';
import { useT, withStrings } from '../../i18n';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

// The QR codes (their drawing library) load with the score slip's first showing, never in the first load.
const QrPayload = lazy(() => withStrings('devices', import('../../devices')).then((m) => ({ default: m.QrPayload })));

/**
 * A tournament game's score slip, under its final results (issue 27): each player confirms them
 * by tapping their own seat (in the facing layout each button is on its player's side, turned to
 * them); a correction afterwards clears the confirmations, and the slip says so. Then the game's
 * file goes to the organiser.
 */
export function ScoreSlip({ loaded, derived }: { loaded: LoadedGame; derived: Extract<DerivedGame, { ok: true }> }) {
  const t = useT();
  const write = useSession((s) => s.write);
  const { layout, showToast } = useUi();
  const bottom = useBottomSeat(loaded.game.id);
  const [busy, setBusy] = useState(false);
  const table = loaded.game.tournament;
  // The game handed to the organiser's camera: its table, its record and who confirmed it (tqr's payload).
  const payload = useMemo(() => {
    const record = recordOf(loaded.game, derived);
    return table && derived.state.over
      ? encodeHandOff({ tournamentId: table.id, session: table.session, table: table.table, record, confirmations: derived.confirmed })
      : null;
  }, [loaded.game, derived, table]);
  if (!table || !derived.state.over) return null;
  const { confirmed } = derived;
  const players = loaded.game.players;
  const facing = layout === 'facing';

  async function confirm(seat: Seat) {
    if (busy) return;
    setBusy(true);
    await write(loaded.game.id, (id) => confirmResults(id, seat));
    setBusy(false);
  }

  async function send() {
    const done = await handOff(loaded.game, derived);
    if (done === 'fellBack') showToast({ text: ({ t }) => t('slip.shareFailed') });
  }

  const count = confirmed.length === 4 ? t('slip.all') : t('slip.count', { n: confirmed.length });
  return (
    <section className="score-slip" aria-label={t('slip.title')}>
      <h2>{t('slip.title')}</h2>
      <p>{t('clock.where', { name: table.name, session: table.session, table: table.table })}</p>
      {derived.confirmationsCleared && confirmed.length < 4 && (
        <p role="alert" className="notice warn">
          {t('slip.cleared')}
        </p>
      )}
      <p className="hint">{t('slip.ask')}</p>
      <div className={`slip-seats${facing ? ' facing' : ''}`}>
        {SEATS.map((seat) => {
          const done = confirmed.includes(seat);
          const name = players[seat];
          return (
            <button
              key={seat}
              type="button"
              className={`btn at-${sideOf(seat, facing ? bottom : 0)}`}
              aria-pressed={done}
              disabled={busy}
              onClick={() => void (done ? undefined : confirm(seat))}
            >
              {done && <span aria-hidden="true">✓ </span>}
              {done ? t('slip.confirmed', { name }) : t('slip.confirm', { name })}
            </button>
          );
        })}
        <p className="slip-count" role="status">
          {count}
        </p>
      </div>
      <h3>{t('slip.handOff')}</h3>
      <div className="hand-off">
        <button type="button" className={`btn big${confirmed.length === 4 ? ' primary' : ''}`} onClick={() => void send()}>
          {handOffWay() === 'share' ? t('slip.share') : t('slip.download')}
        </button>
      </div>
      {payload && (
        <>
          <p className="hint">{t('slip.codes')}</p>
          <Suspense fallback={null}>
            <QrPayload bytes={payload} />
          </Suspense>
        </>
      )}
    </section>
  );
}
