/**
 * Optional local yaku of seed 002, in no preset; a table may switch them on (`Rules.localYaku`).
 * A file of their own: the rules and the hand types both name them, and neither imports the other.
 */
export type LocalYakuId = 'sanrenpon' | 'suurenpon' | 'daisharin';
export const LOCAL_YAKU: readonly LocalYakuId[] = ['sanrenpon', 'suurenpon', 'daisharin'];
