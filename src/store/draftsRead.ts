import { isSeat, type Seat } from '../ledger';
import { Fields, guarded, int, isObj, list, oneOf, opaque, text, type Decoder } from '../schema';
import { CALCULATOR_KEY, editKeyOf, kept, keptInDb, type CalculatorDraft, type StoredDraft, type StoredEdit } from './drafts';
import type { SeenTable } from './games';
import { discardedKey, draftKey, KEPT_VERSION } from './keptKeys';

/**
 * Kept drafts read back (drafts.ts keeps them) through the schema kit, as all untrusted input is
 * (issue 32): storage may hold what another version wrote, or anything at all. What cannot be read
 * is null, as if nothing were kept: the screen starts afresh. Apart from drafts.ts, which the first
 * screen loads (the game last shown): the kit stays out of the initial JS, and the screens that
 * restore a draft load it with them.
 */

/** A dialog's kind: ron, tsumo, draw... (the dialog checks it is one). */
const kind = text({ max: 32 });
const count = int(0, Number.MAX_SAFE_INTEGER);
const seat: Decoder<Seat> = guarded(isSeat, 'a seat 0-3');
/** A dialog's own state, or a picker's sketch: read by its owner; here only bounded (a penalty's reason is the longest text in one). */
const dialogState = opaque({ maxDepth: 16, maxNodes: 10_000, maxTextChars: 10_000 });

const seenTable: Decoder<SeenTable> = (value, at) => {
  if (!isObj(value)) return { ok: false, errors: [`${at}: expected an object`] };
  const f = new Fields(value, at);
  const hands = f.get('hands', count);
  const pendingRiichi = f.get('pendingRiichi', list(seat, { max: 4, of: 'seats' }));
  return f.errors.length > 0 || hands === undefined || pendingRiichi === undefined
    ? { ok: false, errors: f.errors }
    : { ok: true, value: { hands, pendingRiichi } };
};

/** The fields of a value this version kept (`v`), or null. */
function keptFields(value: unknown): Fields | null {
  if (!isObj(value)) return null;
  const f = new Fields(value, 'kept');
  return f.get('v', oneOf([KEPT_VERSION])) === undefined ? null : f;
}

function read<T>(value: unknown, decode: (f: Fields) => T | undefined): T | null {
  const f = keptFields(value);
  const decoded = f && decode(f);
  return f && f.errors.length === 0 && decoded !== undefined ? decoded : null;
}

function storedDraftOf(value: unknown): StoredDraft | null {
  return read(value, (f) => {
    const [k, seen, draft] = [f.get('kind', kind), f.get('seen', seenTable), f.opt('draft', dialogState)];
    return k === undefined || seen === undefined ? undefined : { kind: k, seen, draft };
  });
}

export async function loadDraft(gameId: string): Promise<StoredDraft | null> {
  return storedDraftOf(await keptInDb(draftKey(gameId)));
}

export async function loadDiscardedDraft(gameId: string): Promise<StoredDraft | null> {
  return storedDraftOf(await keptInDb(discardedKey(gameId)));
}

export function loadEditDraft(gameId: string): StoredEdit | null {
  return read(kept(editKeyOf(gameId)), (f) => {
    const [seq, original, k, draft] = [
      f.get('seq', count),
      f.opt('original', dialogState),
      f.get('kind', kind),
      f.opt('draft', dialogState),
    ];
    return seq === undefined || k === undefined ? undefined : { seq, original, kind: k, draft };
  });
}

export function loadCalculatorDraft(): CalculatorDraft | null {
  return read(kept(CALCULATOR_KEY), (f) => {
    const [preset, sketch] = [f.get('preset', kind), f.opt('sketch', dialogState)];
    return preset === undefined ? undefined : { preset, sketch };
  });
}
