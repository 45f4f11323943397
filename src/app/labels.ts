import type { HandResult, LedgerError, RefusalReason, Seat, TableState } from '../ledger';
import type { WriteRefusal } from '../store/games';
import type { GameRow, Players } from '../store/types';
import { fuMatters } from '../core/payment';
import { ABORTIVE_REASONS, changedFields, PRESETS, type AbortiveReason } from '../core/rules';
import { formatMoment, formatPoints, type Lang, type MessageKey, type Params, type Translate, type TranslatePlural } from '../i18n';
import { presetName } from '../ui/presetName';

/** Small helpers that turn ledger values into words (no points computed here). */

/** The seat wind of a seat with this dealer: the ledger's rule, under the name the screens use. */
export { seatWind as seatWindOf } from '../ledger';

/**
 * The hand a game ended before (time was up), as the table showed it: with its counters when the
 * dealer repeated, so that "before East 1" never reads as a game that did not start.
 */
export function nextHandText(t: Translate, plural: TranslatePlural, state: Pick<TableState, 'round' | 'hand' | 'honba'>): string {
  const round = roundLabel(t, state);
  return state.honba > 0 ? plural('endGame.roundWithCounters', state.honba, { round }) : round;
}

export function roundLabel(t: Translate, state: Pick<TableState, 'round' | 'hand'>): string {
  return t('table.round', { wind: t(`wind.${state.round}`), hand: state.hand });
}

export function namesOf(players: Players, seats: readonly Seat[]): string {
  return seats.map((s) => players[s]).join(', ');
}

/** The value a win was recorded with, as the table says it: "3 han 30 fu", "6 han", "Yakuman", "2× yakuman". */
export function winValueText(t: Translate, win: { readonly han?: number; readonly fu?: number; readonly yakuman?: number }): string {
  if (win.yakuman !== undefined) return win.yakuman === 1 ? t('hand.yakuman') : t('hand.yakumanN', { n: win.yakuman });
  const han = t('hand.hanN', { n: win.han ?? 0 });
  // Where the fu change nothing (5 han and more) a stored fu is not shown.
  return win.fu === undefined || !fuMatters(win.han ?? 0) ? han : `${han} ${t('hand.fuN', { n: win.fu })}`;
}

/** A hand as the history lists it; a winner's name comes with the value the win was recorded with. */
export function describeHand(t: Translate, players: Players, result: HandResult, pointsText: (n: number) => string): string {
  const winner = (seat: Seat, win: Parameters<typeof winValueText>[1]) => `${players[seat]} (${winValueText(t, win)})`;
  switch (result.type) {
    case 'ron':
      return t('history.ron', { winners: result.wins.map((w) => winner(w.winner, w)).join(', '), from: players[result.from] });
    case 'tsumo':
      return t('history.tsumo', { winner: winner(result.winner, result) });
    case 'draw':
      return result.tenpai.length ? t('history.draw', { names: namesOf(players, result.tenpai) }) : t('history.drawNone');
    case 'abortive':
      return t('history.abortive', { reason: t(`abortive.${result.reason}`) });
    case 'chombo':
      return t('history.chombo', { name: players[result.offender] });
    case 'penalty':
      return t('history.penalty', { name: players[result.player], points: pointsText(result.points) });
    case 'end':
      return t('history.timeUp');
  }
}

/**
 * What a referee checks a hand's line against besides its result: who declared riichi, and who
 * paid as liable (pao) for which winner.
 */
export function handFacts(t: Translate, players: Players, result: HandResult): string[] {
  const facts: string[] = [];
  const riichi = 'riichi' in result ? (result.riichi ?? []) : [];
  if (riichi.length > 0) facts.push(t('history.riichi', { names: namesOf(players, riichi) }));
  return [...facts, ...paoFacts(t, players, result)];
}

/** Who paid as liable (pao) for which winner: said in the hands list, and in the toast as the hand is recorded. */
export function paoFacts(t: Translate, players: Players, result: HandResult): string[] {
  const wins = result.type === 'ron' ? result.wins : result.type === 'tsumo' ? [result] : [];
  return wins.flatMap((win) => (win.pao === undefined ? [] : [t('history.pao', { name: players[win.pao], winner: players[win.winner] })]));
}

/**
 * The toast as a hand is recorded: the hand as the history lists it, and who paid as liable (a
 * pao moves most of the points, and the scores alone do not say from whom).
 */
export function recordedText(t: Translate, lang: Lang, players: Players, result: HandResult, number: number): string {
  const what = describeHand(t, players, result, (n) => formatPoints(n, lang, true));
  // A penalty is not a hand: nothing is played again and the round does not move.
  const said = result.type === 'penalty' ? t('table.recordedPenalty', { what }) : t('table.recorded', { n: number, what });
  return [said, ...paoFacts(t, players, result)].join(' · ');
}

/**
 * Reasons said alone, under no head: one that repeats its head about the one draw ("These rules
 * have no abortive draws"), and one about the game, not the hand as entered nor the rules.
 */
const REASON_ALONE: ReadonlySet<RefusalReason['id']> = new Set(['abortiveNotInRules', 'endBeforeFirstHand']);

function isAbortiveReason(value: unknown): value is AbortiveReason {
  return ABORTIVE_REASONS.some((reason) => reason === value);
}

/**
 * A reason's values as its sentence uses them: the ledger gives ids ("ron", "suufon"); the player
 * reads words, and Polish puts the kind of win in the locative ("przy ronie").
 */
function reasonParams(t: Translate, values: RefusalReason['values']): Params {
  const { win, reason } = values;
  return {
    ...values,
    ...(win === 'ron' || win === 'tsumo' ? { win: t(`refusal.winAt.${win}`) } : {}),
    ...(isAbortiveReason(reason) ? { reason: t(`abortive.${reason}`) } : {}),
  };
}

/**
 * A refusal from the ledger in the player's language: what kind of problem, why (from the
 * ledger's reason id and values), and which hand. The ledger's own English sentence, which names
 * the exact field, is for records and tools.
 */
export function refusalText(t: Translate, lang: Lang, error: Pick<LedgerError, 'error' | 'message' | 'hand' | 'reason'>): string {
  const head = t(`refusal.${error.error}`);
  const where = error.hand ? ` ${t('refusal.hand', { n: error.hand })}` : '';
  if (error.reason) {
    const why = t(`refusal.why.${error.reason.id}`, reasonParams(t, error.reason.values));
    return `${REASON_ALONE.has(error.reason.id) ? why : `${head} ${why}`}${where}`;
  }
  // A refusal without a reason id (a record that cannot be read) has English words only: the
  // store's own refusals carry a reason or are `stale`, which the screens word themselves.
  if (lang === 'en') return `${head} ${error.message}`;
  return `${head}${where}`;
}

/**
 * Why an edit of a past hand was refused. An edit after which the game ends before a hand that is
 * already recorded says how to get there (the later hands are undone first, never dropped by an
 * edit); when what stands after the new end is the game's end for time, it says so (that end is
 * no hand). Anything else as writeRefusalText. `results` are the game's, by hand number - 1.
 */
export function editRefusalText(t: Translate, lang: Lang, written: WriteRefusal, results: readonly HandResult[] = []): string {
  if (!written.stale && written.refusal.error === 'hand_after_game_over' && written.refusal.hand !== undefined) {
    const after = results[written.refusal.hand - 1];
    return t(after?.type === 'end' ? 'history.editEndsBeforeTimeUp' : 'history.editEndsGame', { n: written.refusal.hand });
  }
  return writeRefusalText(t, lang, written, 'history.stale');
}

/** A refused write in words: a stale one by the screen's own sentence (what to do next differs), else the ledger's reason. */
export function writeRefusalText(t: Translate, lang: Lang, written: WriteRefusal, staleKey: MessageKey): string {
  return written.stale ? t(staleKey) : refusalText(t, lang, written.refusal);
}

/**
 * When a game was started on this device, or when it was imported: a record carries no date, so
 * an imported game's time is the import's, and saying "Started" would date an old game tonight.
 */
export function gameTimeText(t: Translate, lang: Lang, game: Pick<GameRow, 'createdAt' | 'importedAt'>): string {
  const at = (time: number) => formatMoment(time, lang);
  return game.importedAt === undefined
    ? t('games.startedAt', { date: at(game.createdAt) })
    : t('games.importedAt', { date: at(game.importedAt) });
}

/**
 * A game's rules by name: its preset, and that the table changed some of its fields (an override
 * equal to the preset's value changed nothing, as the list of changed rules says).
 */
export function rulesLabel(t: Translate, game: Pick<GameRow, 'presetId' | 'overrides'>): string {
  const preset = presetName(t, game.presetId, true);
  return changedFields(PRESETS[game.presetId], game.overrides).length > 0 ? t('games.withHouseRules', { preset }) : preset;
}

/**
 * The face of a seat's name (app.css, .name): smaller as it grows. The name wraps between its words
 * on two lines, so its longest word, not its length, says whether a line holds it: "Łucja
 * Wiśniewska" keeps the larger of the small faces, one line a word; "Brzęczyszczykiewicz" takes the
 * smallest.
 */
export function nameClass(name: string): string {
  const longestWord = Math.max(...name.split(/\s+/).map((word) => word.length));
  if (longestWord > 11 || name.length > 22) return 'name longer';
  return name.length > 7 ? 'name long' : 'name';
}
