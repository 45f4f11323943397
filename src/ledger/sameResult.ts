import { canonicalJson } from '../schema/canonicalJson';
import type { HandResult } from './types';

export { canonicalJson };

/**
 * Whether two hand results say the same, as their JSON would: keys in any order, a key holding
 * undefined the same as no key. A result goes through drafts, IndexedDB and record files, each of
 * which may reorder keys or keep an undefined one; an edit, a kept draft and a re-imported game
 * are compared with this.
 */
export function sameResult(a: HandResult, b: HandResult): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
