/**
 * Why the ledger refuses a result: one id per reason, with the values it names. The ledger's own
 * message is the English below (records, vectors and tools read it); the app words each reason
 * for players in every language (i18n `refusal.why.<id>`), from the id and the values.
 */
export const REFUSAL_REASONS = {
  notSeat: '{value} is not a seat (0-3)',
  seatTwice: 'seat {seat} is listed twice',
  yakumanWithHan: 'give either yakuman or han/fu, not both',
  notYakumanCount: '{value} is not a number of yakuman (1 or more)',
  tooManyYakuman: '{rules} scores at most {max} yakuman in one hand',
  noHan: 'a win needs han (or yakuman)',
  notHan: '{value} han is not possible (1 or more)',
  fuNeeded: 'fu is needed below 5 han',
  impossibleHanFu: '{han} han {fu} fu is not possible on a {win}',
  twoYakuNeeded: '{rules} needs 2 han from yaku at 5 or more counters',
  paoOwnHand: 'the winner cannot be liable for their own hand',
  noPao: '{rules} has no liability (pao)',
  paoOnlyYakuman: 'liability (pao) is only for a yakuman ({yaku})',
  keptYakumanInHan: 'the yaku kept with this win include a yakuman ({yaku}): it is a yakuman, not han',
  keptNoYakuman: 'the yaku kept with this win include no yakuman (13 han or more without one is given as han)',
  keptYakumanUnits: '{yaku} count {units} yakuman under {rules}, not {value}',
  paoNotLiable: 'pao applies only to {pao}, and the yaku kept with this win ({yaku}) include none of them',
  ronWithoutWinner: 'a ron needs at least one winner',
  tooManyRonWinners: 'at most three players can ron one discard',
  winnerDiscarded: 'seat {seat} is the discarder',
  winsTwice: 'seat {seat} wins twice',
  noTripleRon: '{rules} allows no triple ron',
  noNagashi: '{rules} has no nagashi mangan',
  abortiveNotInRules: '{rules} has no abortive draw ({reason})',
  noChombo: '{rules} does not use chombo',
  penaltyNotWhole: 'a penalty is a whole number of points, at most {max} either way',
  notEndReason: '{value} is not a reason to end a game (time)',
  endBeforeFirstHand: 'a game can be ended only after its first hand',
  unknownResult: 'unknown result {value}',
  gameOver: 'the game is already over',
} as const satisfies Readonly<Record<string, string>>;

export type RefusalReasonId = keyof typeof REFUSAL_REASONS;

export interface RefusalReason {
  readonly id: RefusalReasonId;
  readonly values: Readonly<Record<string, string | number>>;
}

/** The reason in the ledger's English, its values filled in. */
export function reasonText(reason: RefusalReason): string {
  return REFUSAL_REASONS[reason.id].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = reason.values[name];
    return value === undefined ? whole : String(value);
  });
}
