import { serializeRecord } from '../../ledger';
import type { DerivedGame } from '../../store/derive';
import { recordOf } from '../../store/records';
import type { GameRow } from '../../store/types';
import { downloadText } from '../download';
import { gameRecordFileName } from '../fileNames';

export type HandOffWay = 'share' | 'download';

/** The way this browser hands a file on: Web Share with files where it has it (a phone's share sheet), a download otherwise. */
export function handOffWay(): HandOffWay {
  const probe = new File([''], 'probe.json', { type: 'application/json' });
  return typeof navigator.share === 'function' && navigator.canShare?.({ files: [probe] }) === true ? 'share' : 'download';
}

/**
 * Hands the game's record (its table and confirmations with it) on as a file: shared, or
 * downloaded. 'shared' or 'downloaded'; 'cancelled' when the person closed the share sheet; a share
 * that fails otherwise falls back to the download ('fellBack').
 */
export async function handOff(
  game: GameRow,
  derived: Extract<DerivedGame, { ok: true }>,
): Promise<'shared' | 'downloaded' | 'cancelled' | 'fellBack'> {
  const text = serializeRecord(recordOf(game, derived));
  const name = gameRecordFileName(game);
  if (handOffWay() === 'download') {
    downloadText(name, text);
    return 'downloaded';
  }
  try {
    await navigator.share({ files: [new File([text], name, { type: 'application/json' })], title: name });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    downloadText(name, text);
    return 'fellBack';
  }
}
