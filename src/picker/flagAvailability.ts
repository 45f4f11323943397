/**
 * Which situational flags the picker offers for the hand as entered so far. Pure; the core
 * still validates the finished hand (an impossible combination comes back as invalid_flags).
 */
import { FLAGS, isKan, isOpenMeld, type Flag, type Meld } from '../core/hand';
import type { Rules } from '../core/rules';
import { validateFlags } from '../core/validate';
import type { WindLetter } from '../core/tiles';

export interface FlagSituation {
  readonly melds: readonly Meld[];
  readonly win: 'ron' | 'tsumo';
  readonly seatWind: WindLetter;
  readonly flags: readonly Flag[];
}

/** First-turn wins: nothing else of the situation can go with them. */
const FIRST_TURN: readonly Flag[] = ['tenhou', 'chihou', 'renhou'];

/** The picker's situation rules, and the core's own flag validation on top (the core has the last word). */
export function canApply(flag: Flag, s: FlagSituation, rules: Rules): boolean {
  return situationAllows(flag, s, rules) && coreAccepts(flag, s, rules);
}

function coreAccepts(flag: Flag, s: FlagSituation, rules: Rules): boolean {
  const flags = [...s.flags.filter((f) => f !== flag && canApplyAlone(f, s, rules)), flag];
  const input = { concealed: [], melds: s.melds, winTile: 0, win: s.win, seatWind: s.seatWind, roundWind: 'E' as const, doraIndicators: [], uraIndicators: [], flags, honba: 0 };
  return validateFlags(input, rules) === null;
}

/** A flag that is on but conflicts with the hand is left out when judging the others. */
function canApplyAlone(flag: Flag, s: FlagSituation, rules: Rules): boolean {
  return situationAllows(flag, { ...s, flags: s.flags.filter((f) => f !== flag) }, rules);
}

function situationAllows(flag: Flag, s: FlagSituation, rules: Rules): boolean {
  const closed = !s.melds.some(isOpenMeld);
  const noCalls = s.melds.length === 0;
  const dealer = s.seatWind === 'E';
  const tsumo = s.win === 'tsumo';
  const on = (f: Flag) => s.flags.includes(f);
  const firstTurn = FIRST_TURN.some(on);
  switch (flag) {
    case 'riichi':
    case 'doubleRiichi':
      // Riichi needs a closed hand (a closed kan keeps it closed).
      return closed && !firstTurn;
    case 'ippatsu':
      return (on('riichi') || on('doubleRiichi')) && !firstTurn;
    case 'haitei':
      // Haitei is the last tile drawn; rinshan with it only where the preset allows (RULES.md presets).
      return tsumo && !firstTurn && (rules.rinshanWithHaitei || !on('rinshan'));
    case 'houtei':
      return !tsumo && !firstTurn && !on('chankan');
    case 'rinshan':
      return tsumo && s.melds.some(isKan) && !firstTurn && (rules.rinshanWithHaitei || !on('haitei'));
    case 'chankan':
      return !tsumo && !firstTurn && !on('houtei');
    case 'tenhou':
      return tsumo && dealer && noCalls && onlyFirstTurn(s.flags, 'tenhou');
    case 'chihou':
      return tsumo && !dealer && noCalls && onlyFirstTurn(s.flags, 'chihou');
    case 'renhou':
      return !tsumo && !dealer && noCalls && rules.renhou !== 'none' && onlyFirstTurn(s.flags, 'renhou');
  }
}

function onlyFirstTurn(flags: readonly Flag[], self: Flag): boolean {
  return flags.every((f) => f === self);
}

/** Flags to show: those that can apply, and any that is on (so it can be turned off). */
export function offeredFlags(s: FlagSituation, rules: Rules): { flag: Flag; on: boolean; conflict: boolean }[] {
  return FLAGS.filter((f) => s.flags.includes(f) || canApply(f, s, rules)).map((flag) => {
    const on = s.flags.includes(flag);
    return { flag, on, conflict: on && !canApply(flag, { ...s, flags: s.flags.filter((f) => f !== flag) }, rules) };
  });
}
