/**
 * Which situational flags the picker offers for the hand as entered so far. The rules are the
 * core's; the core validates the finished hand again when it scores it.
 */
import { FLAGS, type Flag } from '../core/hand';
import type { Rules } from '../core/rules';
import type { FlagInput } from '../core/flagRules';
import { availableFlags } from '../core/waits';

/**
 * The hand as entered so far, as far as the flags look at it: the core's FlagInput without the
 * tiles (core/flagRules' FlagSituation is another thing: the facts its rules read off a hand).
 */
export type FlagsHand = Pick<FlagInput, 'melds' | 'win' | 'seatWind' | 'flags'>;

function flagInput(s: FlagsHand): FlagInput {
  // The tiles are not needed to judge flags; chankan's check on them waits for the scored hand.
  return { concealed: [], melds: s.melds, win: s.win, seatWind: s.seatWind, flags: s.flags };
}

/**
 * Flags that take another's place when turned on: double riichi is declared instead of riichi
 * (FORMATS.md: both together is invalid_flags), and haitei and houtei are the same last tile won
 * by tsumo or by ron.
 */
export const FLAG_REPLACES: Readonly<Partial<Record<Flag, readonly Flag[]>>> = {
  riichi: ['doubleRiichi'],
  doubleRiichi: ['riichi'],
  haitei: ['houtei'],
  houtei: ['haitei'],
};

/**
 * The flags that can be turned on now: the core's flag rules decide (availableFlags), and a flag
 * that would take the place of one that is on counts as it would stand without that one, so
 * that double riichi is offered while riichi is on (turning it on swaps them).
 */
function settableFlags(s: FlagsHand, rules: Rules): Flag[] {
  const available = availableFlags(flagInput(s), rules);
  const swaps = FLAGS.filter((flag) => {
    const replaced = FLAG_REPLACES[flag] ?? [];
    if (available.includes(flag) || !replaced.some((f) => s.flags.includes(f))) return false;
    const without = { ...s, flags: s.flags.filter((f) => !replaced.includes(f)) };
    return availableFlags(flagInput(without), rules).includes(flag);
  });
  return [...available, ...swaps];
}

/** Whether a flag can be set now (settableFlags). */
export function canApply(flag: Flag, s: FlagsHand, rules: Rules): boolean {
  return settableFlags(s, rules).includes(flag);
}

/**
 * Flags on after a change of the calls, ron or tsumo, or the seat wind that fitted the hand
 * before it and no longer fit: the change ruled them out. A flag that did not fit before (one
 * that came with the hand, e.g. from another preset) is not the change's doing and is left on.
 */
export function flagsRuledOut(before: FlagsHand, after: FlagsHand, rules: Rules): Flag[] {
  const unchanged = before.melds === after.melds && before.win === after.win && before.seatWind === after.seatWind;
  if (unchanged || after.flags.length === 0) return [];
  const fitted = availableFlags(flagInput(before), rules);
  const fits = availableFlags(flagInput(after), rules);
  return after.flags.filter((flag) => fitted.includes(flag) && !fits.includes(flag));
}

/** Flags to show: those that can apply, and any that is on (so it can be turned off, marked if it no longer fits). */
export function offeredFlags(s: FlagsHand, rules: Rules): { flag: Flag; on: boolean; conflict: boolean }[] {
  const available = settableFlags(s, rules);
  return FLAGS.filter((f) => s.flags.includes(f) || available.includes(f)).map((flag) => {
    const on = s.flags.includes(flag);
    return { flag, on, conflict: on && !available.includes(flag) };
  });
}
