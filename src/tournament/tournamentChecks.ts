import { changedFields, PRESETS, withOverrides, type Rules } from '../core/rules';
import { canonicalJson, recordRules, replayRecord } from '../ledger';
import { cut } from '../schema';
import type { Tournament, TournamentGame } from './tournamentTypes';

/**
 * Whether a tournament's parts fit together (issue 27 "Checks on every game"): unique player ids,
 * a seating of known players each seated once per session, and every game at a table that exists,
 * once, played by the four players seated there under the tournament's rules, and a game the
 * ledger can replay. Each problem names its path and says what is wrong in words.
 * The four players must be the ones seated at that table; the seats they took may differ from the
 * seating's (the record says who sat East in the first hand, and its settlement is by those seats).
 */
export function tournamentProblems(t: Tournament): string[] {
  return [
    ...playerProblems(t),
    ...seatingProblems(t),
    ...t.games.flatMap((g, i) => gameProblems(t, g, `games[${i}]`)),
    ...duplicateGames(t),
  ];
}

const quoted = (id: string): string => JSON.stringify(cut(id));

function playerProblems(t: Tournament): string[] {
  const first = new Map<string, number>();
  const problems: string[] = [];
  t.players.forEach((p, i) => {
    const earlier = first.get(p.id);
    if (earlier === undefined) first.set(p.id, i);
    else problems.push(`players[${i}].id: ${quoted(p.id)} is already the id of players[${earlier}]`);
  });
  return problems;
}

function seatingProblems(t: Tournament): string[] {
  const known = new Set(t.players.map((p) => p.id));
  const problems: string[] = [];
  const numbers = new Map<number, number>();
  t.sessions.forEach((s, k) => {
    const earlier = numbers.get(s.number);
    if (earlier !== undefined) problems.push(`sessions[${k}].number: session ${s.number} is already sessions[${earlier}]`);
    else numbers.set(s.number, k);
    const seatedAt = new Map<string, number>();
    s.tables.forEach((table, tIndex) => {
      table.forEach((playerId, seat) => {
        const at = `sessions[${k}].tables[${tIndex}][${seat}]`;
        if (!known.has(playerId)) problems.push(`${at}: no player has the id ${quoted(playerId)}`);
        const other = seatedAt.get(playerId);
        if (other !== undefined)
          problems.push(`${at}: ${quoted(playerId)} is already seated in session ${s.number}, at table ${other + 1}`);
        else seatedAt.set(playerId, tIndex);
      });
    });
  });
  return problems;
}

/** The tournament's rules: its preset with its house rules. */
export function tournamentRules(t: Pick<Tournament, 'rules' | 'overrides'>): Rules {
  return withOverrides(PRESETS[t.rules], t.overrides ?? {});
}

function rulesText(rules: Rules): string {
  const changed = changedFields(PRESETS[rules.id], rules);
  return changed.length === 0 ? rules.id : `${rules.id} with house rules (${changed.join(', ')})`;
}

function playerName(t: Tournament, playerId: string): string {
  const p = t.players.find((x) => x.id === playerId);
  return p ? cut(`${p.first} ${p.last}`.trim() || playerId) : quoted(playerId);
}

/**
 * Why a game does not belong where it says it was played, or under these rules: the first problem
 * found (the organiser's screens say it in their language), or null when it fits.
 */
export type GameProblem =
  | { readonly code: 'noSession'; readonly session: number }
  | { readonly code: 'noTable'; readonly session: number; readonly table: number; readonly tables: number }
  /** `strangers` and `seated` are names as the players list writes them. */
  | {
      readonly code: 'notSeated';
      readonly session: number;
      readonly table: number;
      readonly strangers: readonly string[];
      readonly seated: readonly string[];
    }
  | { readonly code: 'playerTwice' }
  | { readonly code: 'otherRules'; readonly played: string; readonly expected: string }
  | { readonly code: 'replay'; readonly message: string };

export function gameProblem(t: Tournament, g: TournamentGame): GameProblem | null {
  const session = t.sessions.find((s) => s.number === g.session);
  if (!session) return { code: 'noSession', session: g.session };
  const seated = session.tables[g.table - 1];
  if (!seated) return { code: 'noTable', session: g.session, table: g.table, tables: session.tables.length };
  const strangers = g.record.players.filter((p) => !seated.includes(p));
  if (strangers.length > 0)
    return {
      code: 'notSeated',
      session: g.session,
      table: g.table,
      strangers: strangers.map((p) => playerName(t, p)),
      seated: seated.map((p) => playerName(t, p)),
    };
  if (new Set(g.record.players).size !== 4) return { code: 'playerTwice' };
  const expected = tournamentRules(t);
  const played = recordRules(g.record);
  if (canonicalJson(expected) !== canonicalJson(played))
    return { code: 'otherRules', played: rulesText(played), expected: rulesText(expected) };
  const replayed = replayRecord(g.record);
  return replayed.ok ? null : { code: 'replay', message: replayed.message };
}

/** A game's problem in English, with the path of the field it is in (the file's refusals, the `results` command). */
function gameProblems(t: Tournament, g: TournamentGame, at: string): string[] {
  const problem = gameProblem(t, g);
  if (problem === null) return [];
  switch (problem.code) {
    case 'noSession':
      return [`${at}.session: the tournament has no session ${problem.session}`];
    case 'noTable':
      return [`${at}.table: session ${problem.session} has ${problem.tables} tables, not ${problem.table}`];
    case 'notSeated': {
      const verb = problem.strangers.length === 1 ? 'was' : 'were';
      return [
        `${at}.record.players: ${problem.strangers.join(', ')} ${verb} not seated at session ${problem.session}, table ${problem.table} (seated there: ${problem.seated.join(', ')})`,
      ];
    }
    case 'playerTwice':
      return [`${at}.record.players: a player is listed twice`];
    case 'otherRules':
      return [`${at}.record.rules: played under ${problem.played}, but the tournament's rules are ${problem.expected}`];
    case 'replay':
      return [`${at}.record: ${problem.message}`];
  }
}

/** One game per table and session: a second one is refused (which version counts is the organiser's call at import). */
function duplicateGames(t: Tournament): string[] {
  const seen = new Map<string, number>();
  const problems: string[] = [];
  t.games.forEach((g, i) => {
    const key = `${g.session}/${g.table}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) problems.push(`games[${i}]: session ${g.session}, table ${g.table} already has a game (games[${earlier}])`);
    else seen.set(key, i);
  });
  return problems;
}
