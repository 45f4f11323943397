import type { YakuId } from '../../core/hand';
import type { Rules } from '../../core/rules';
import { handYakumanUnits, yakuById, yakumanOf, yakumanUnits, type RegisteredYaku } from '../../core/yaku';

/**
 * A yakuman entered by buttons: which of the preset's yakuman the hand holds. The yaku decide the
 * units (the core's rule: double yakuman, different ones adding up) and are kept with the win as
 * the picker's are (id → yakuman units), so the ledger checks them the same way.
 */

/** The registry's yakuman among `ids`, in registry order; an id that is no yakuman here is left out. */
function definitionsOf(ids: readonly string[], rules: Rules): RegisteredYaku[] {
  return yakumanOf(rules).filter((def) => ids.includes(def.id));
}

/** Whether `id` names a yakuman of the registry (a draft kept across a reload is checked with it). */
export function isYakumanId(id: unknown): id is YakuId {
  return typeof id === 'string' && (yakuById(id)?.yakuman ?? 0) > 0;
}

/**
 * The chosen yakuman with `id` switched on or off. One that replaces another (13-sided kokushi
 * replaces kokushi) cannot be chosen with it: choosing either takes the other off.
 */
export function toggledYakuman(chosen: readonly YakuId[], id: YakuId, on: boolean): YakuId[] {
  const others = chosen.filter((other) => other !== id);
  if (!on) return others;
  const def = yakuById(id);
  const related = (other: YakuId) => def?.replaces.includes(other) === true || yakuById(other)?.replaces.includes(id) === true;
  return [...others.filter((other) => !related(other)), id];
}

/** The value of the chosen yakuman under these rules: their units, and the yaku to keep with the win; null when none is chosen. */
export function yakumanValue(chosen: readonly string[], rules: Rules): { units: number; yaku: Record<string, number> } | null {
  const defs = definitionsOf(chosen, rules);
  if (defs.length === 0) return null;
  return { units: handYakumanUnits(defs, rules), yaku: Object.fromEntries(defs.map((def) => [def.id, yakumanUnits(def, rules)])) };
}

/** The yakuman among yaku kept with a win (the picker's, or a recorded win's). */
export function yakumanIdsOf(yaku: Readonly<Record<string, number>> | undefined): YakuId[] {
  return Object.keys(yaku ?? {}).filter(isYakumanId);
}
