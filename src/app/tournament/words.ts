import type { TournamentWords } from '../../i18n/tournament';
import type { ChangeRefusal } from '../../store/tournaments';
import type { PasteRefusal } from '../../tournament/playerList';
import type { ResultRefusal } from '../../tournament/results';
import type { Tournament, TournamentPlayer } from '../../tournament/tournamentFile';

/** What the organiser's screens say about refusals, in the language shown. */

export function playerName(p: Pick<TournamentPlayer, 'first' | 'last'>): string {
  return `${p.first} ${p.last}`.trim();
}

/** A player id's name in this tournament (the id itself where it is no player's). */
export function nameOf(t: Tournament, id: string): string {
  const p = t.players.find((x) => x.id === id);
  return p ? playerName(p) : id;
}

export function resultRefusalText({ t }: TournamentWords, refusal: ResultRefusal): string {
  switch (refusal.code) {
    case 'noSession':
      return t('result.refused.noSession', { session: refusal.session });
    case 'noTable':
      return t('result.refused.noTable', { session: refusal.session, table: refusal.table, tables: refusal.tables });
    case 'notSeated':
      return t('result.refused.notSeated', {
        session: refusal.session,
        table: refusal.table,
        strangers: refusal.strangers.join(', '),
        seated: refusal.seated.join(', '),
      });
    case 'playerTwice':
      return t('result.refused.playerTwice');
    case 'otherRules':
      return t('result.refused.otherRules', { played: refusal.played, expected: refusal.expected });
    case 'replay':
      return t('result.refused.replay', { message: refusal.message });
    case 'noSuchTable':
      return t('result.refused.noSuchTable', { players: refusal.players.join(', ') });
    case 'notSeatedYet':
      return t('result.refused.notSeatedYet');
  }
}

export function pasteRefusalText({ t }: TournamentWords, refusal: PasteRefusal): string {
  switch (refusal.code) {
    case 'empty':
      return t('players.paste.empty');
    case 'tooLong':
      return t('players.paste.tooLong', { maxChars: refusal.maxChars });
    case 'tooManyLines':
      return t('players.paste.tooManyLines', { maxLines: refusal.maxLines });
    case 'cellTooLong':
      return t('players.paste.cellTooLong', { line: refusal.line, excerpt: refusal.excerpt });
    case 'noName':
      return t('players.paste.noName', { line: refusal.line, excerpt: refusal.excerpt });
    case 'noNameColumn':
      return t('players.paste.noNameColumn');
  }
}

export function changeRefusalText({ t }: TournamentWords, refusal: ChangeRefusal): string {
  switch (refusal.code) {
    case 'notFound':
      return t('tournament.notFound');
    case 'resultsIn':
      return t('players.locked');
    case 'sessionLocked':
      return t('seating.refused.locked');
    case 'invalid':
      return `${t('seating.refused.other')} ${refusal.errors.slice(0, 2).join('; ')}`;
  }
}
