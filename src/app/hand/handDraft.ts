import { ABORTIVE_REASONS, type AbortiveReason, type Rules } from '../../core/rules';
import { canonicalJson, isHandKind, isSeat, isTripleRonDraw, withSeat, type HandKind, type HandResult, type Seat } from '../../ledger';
import { RECORD_LIMITS } from '../../ledger/recordLimits';
import { bool, Fields, guarded, int, isObj, list, mapOf, ok, oneOf, opaque, text, type Decoded, type Decoder } from '../../schema';
import type { Translate } from '../../i18n';
import type { Players } from '../../store/types';
import type { PickedHand } from './tilePickerSlot';
import { draftOf, emptyDraft, movedTo, paoPossible, winOf, withPicked, type WinDraft } from './WinValue';
import { isYakumanId } from './yakumanChoice';

/**
 * The hand being entered in the hand dialog, pure (no React, no DOM): its shape, how a kept one is
 * read back (through src/schema, bounded), how it starts, and what the ledger gets from it.
 */

/** Everything the dialog holds while the user enters a hand. */
export interface Draft {
  readonly kind: HandKind;
  readonly from: Seat | null;
  readonly wins: readonly WinDraft[];
  readonly tenpai: readonly Seat[];
  readonly nagashi: readonly Seat[];
  readonly reason: AbortiveReason | null;
  readonly seat: Seat | null;
  readonly points: string;
  readonly note: string;
  readonly riichi: readonly Seat[];
  /** The tile picker open over the dialog: for a win (its place in `wins`) or a seat's tenpai check. */
  readonly picker?: PickerOpen | null;
  /** The hand in that picker so far (the picker's own sketch), so that a reload brings it back. */
  readonly sketch?: unknown;
  /** The only winner's value, kept while no winner is chosen: tapping another winner moves it there. */
  readonly spare?: WinDraft | null;
}

export type PickerOpen = { readonly win: number } | { readonly tenpai: Seat };

/** A draft closed without saving, to hand back as the dialog's `restoredDraft` with its `kind`. */
export interface DiscardedDraft {
  readonly kind: HandKind;
  readonly draft: unknown;
}

const seat = guarded(isSeat, 'a seat 0-3');
const seats = list(seat, { max: 4, of: 'seats' });
const orNull =
  <T>(decoder: Decoder<T>): Decoder<T | null> =>
  (value, at) =>
    value === null ? ok(null) : decoder(value, at);
const hanValue: Decoder<number | 'yakuman'> = (value, at) =>
  value === 'yakuman' ? ok('yakuman') : int(0, RECORD_LIMITS.maxHan)(value, at);
const fuValue = int(0, RECORD_LIMITS.maxFu);
const units = int(0, RECORD_LIMITS.maxYakuman);
/** The picker's sketch is the picker's own shape, kept as it is within these bounds (picker/sketch.ts reads it). */
const SKETCH_LIMITS = { maxDepth: 6, maxNodes: 2_000, maxTextChars: 200 } as const;

/** Reads an object's fields with `read`, or says it is no object. */
function fieldsOf<T>(read: (f: Fields) => T, what: string): Decoder<T> {
  return (value, at) => {
    if (!isObj(value)) return { ok: false, errors: [`${at}: expected ${what}`] };
    const f = new Fields(value, at);
    const out = read(f);
    return f.errors.length > 0 ? { ok: false, errors: f.errors } : ok(out);
  };
}

const pickedHand: Decoder<PickedHand> = fieldsOf((f) => {
  const han = f.opt('han', int(0, RECORD_LIMITS.maxHan));
  const fu = f.opt('fu', fuValue);
  const yakuman = f.opt('yakuman', units);
  const yaku = f.opt(
    'yaku',
    mapOf(int(0, RECORD_LIMITS.maxYakuHan), {
      maxKeys: RECORD_LIMITS.maxYaku,
      maxKeyChars: RECORD_LIMITS.maxYakuIdChars,
      of: 'a map of yaku to han',
    }),
  );
  const tiles = f.opt('tiles', opaque(RECORD_LIMITS.tiles));
  const riichi = f.opt('riichi', bool);
  return { han, fu, yakuman, yaku, tiles, ...(riichi === undefined ? {} : { riichi }) };
}, 'the picker’s hand');

const winDraft: Decoder<WinDraft> = fieldsOf((f) => {
  const winner = f.get('winner', seat) ?? 0;
  const han = f.get('han', orNull(hanValue)) ?? null;
  const fu = f.get('fu', orNull(fuValue)) ?? null;
  const count = f.get('units', units) ?? 1;
  const pao = f.get('pao', orNull(seat)) ?? null;
  const yakumanIds = f.opt('yakumanIds', list(guarded(isYakumanId, 'a yakuman id'), { max: RECORD_LIMITS.maxYaku, of: 'yakuman ids' }));
  const picked = f.opt('picked', pickedHand);
  const dropped = f.opt('dropped', pickedHand);
  return {
    winner,
    han,
    fu,
    units: count,
    pao,
    ...(yakumanIds ? { yakumanIds } : {}),
    ...(picked ? { picked } : {}),
    ...(dropped ? { dropped } : {}),
  };
}, 'a winner’s value');

const pickerOpen: Decoder<PickerOpen> = (value, at) => {
  if (isObj(value) && 'win' in value) return fieldsOf((f) => ({ win: f.get('win', int(0, 3)) ?? 0 }), 'a picker open')(value, at);
  return fieldsOf((f) => ({ tenpai: f.get('tenpai', seat) ?? 0 }), 'a picker open')(value, at);
};

/** A draft kept across a reload, as this version of the dialog writes it; every field that does not fit is named by its path. */
export const decodeDraft: Decoder<Draft> = fieldsOf((f) => {
  const picker = f.opt('picker', orNull(pickerOpen));
  const sketch = f.opt('sketch', opaque(SKETCH_LIMITS));
  const spare = f.opt('spare', orNull(winDraft));
  return {
    kind: f.get('kind', guarded(isHandKind, 'a kind of hand')) ?? 'ron',
    from: f.get('from', orNull(seat)) ?? null,
    wins: f.get('wins', list(winDraft, { max: 3, of: 'winners' })) ?? [],
    tenpai: f.get('tenpai', seats) ?? [],
    nagashi: f.get('nagashi', seats) ?? [],
    reason: f.get('reason', orNull(oneOf(ABORTIVE_REASONS))) ?? null,
    seat: f.get('seat', orNull(seat)) ?? null,
    points: f.get('points', text({ max: 40 })) ?? '',
    note: f.get('note', text({ max: RECORD_LIMITS.maxNoteChars })) ?? '',
    riichi: f.get('riichi', seats) ?? [],
    ...(picker === undefined ? {} : { picker }),
    ...(sketch === undefined ? {} : { sketch }),
    ...(spare === undefined ? {} : { spare }),
  };
}, 'a hand being entered');

/** The kept draft when it reads as one of this kind; null otherwise (the dialog then opens fresh). */
export function restoredDraftOf(kept: unknown, kind: HandKind): Draft | null {
  const read: Decoded<Draft> = decodeDraft(kept, 'draft');
  return read.ok && read.value.kind === kind ? read.value : null;
}

/** The draft a dialog opens with: empty, or the recorded hand being edited. */
export function draftFrom(kind: HandKind, riichi: readonly Seat[], result?: HandResult): Draft {
  const base: Draft = {
    kind,
    from: null,
    wins: [],
    tenpai: [],
    nagashi: [],
    reason: null,
    seat: null,
    points: '-1000',
    note: '',
    riichi: [...riichi],
  };
  // The end of a game is never edited in this dialog (it has no fields): it is undone.
  if (!result || result.type === 'end') return base;
  const withRiichi = { ...base, kind: result.type, riichi: 'riichi' in result ? [...(result.riichi ?? [])] : [...riichi] };
  switch (result.type) {
    case 'ron':
      return { ...withRiichi, from: result.from, wins: result.wins.map(draftOf) };
    case 'tsumo':
      return { ...withRiichi, wins: [draftOf(result)] };
    case 'draw':
      return { ...withRiichi, tenpai: [...result.tenpai], nagashi: [...(result.nagashi ?? [])] };
    case 'abortive':
      return { ...withRiichi, reason: result.reason };
    case 'chombo':
      return { ...withRiichi, seat: result.offender };
    case 'penalty':
      return { ...withRiichi, seat: result.player, points: String(result.points), note: result.reason ?? '' };
  }
}

/**
 * Three ron winners where the preset makes that the abortive draw sanchahou (tenhou, RULES.md
 * "multiple ron"): nobody is paid, so no value is asked for.
 */
export function isTripleRonDraft(d: Draft, rules: Rules): boolean {
  return d.kind === 'ron' && isTripleRonDraw(d.wins.length, rules) && rules.abortiveDraws.includes('sanchahou');
}

/** The ledger's result the draft describes, or null while something is missing. */
export function draftResult(d: Draft, rules: Rules): HandResult | null {
  const riichi = [...d.riichi].sort((a, b) => a - b);
  // Recorded as the abortive draw it is (the ledger folds a three-win ron the same way: src/ledger/index.ts).
  if (isTripleRonDraft(d, rules)) return { v: 1, type: 'abortive', reason: 'sanchahou', riichi };
  switch (d.kind) {
    case 'ron': {
      if (d.from === null || d.wins.length === 0) return null;
      const wins = d.wins.map((w) => winOf(w, 'ron', rules));
      if (wins.some((w) => w === null)) return null;
      return { v: 1, type: 'ron', from: d.from, wins: wins.filter((w) => w !== null), riichi };
    }
    case 'tsumo': {
      const draft = d.wins[0];
      const win = draft ? winOf(draft, 'tsumo', rules) : null;
      if (!win) return null;
      return { v: 1, type: 'tsumo', ...win, riichi };
    }
    case 'draw':
      return { v: 1, type: 'draw', tenpai: [...d.tenpai], ...(d.nagashi.length ? { nagashi: [...d.nagashi] } : {}), riichi };
    case 'abortive':
      return d.reason ? { v: 1, type: 'abortive', reason: d.reason, riichi } : null;
    case 'chombo':
      return d.seat === null ? null : { v: 1, type: 'chombo', offender: d.seat, riichi };
    case 'penalty': {
      const points = Number(d.points);
      if (d.seat === null || !Number.isInteger(points) || points === 0) return null;
      return { v: 1, type: 'penalty', player: d.seat, points, ...(d.note.trim() ? { reason: d.note.trim() } : {}) };
    }
  }
}

/**
 * The first choice a win still lacks, said in the preview: a value not taken yet (above all a fu,
 * which is never chosen for the user) must read as missing, not as a score. Null when nothing of a
 * win is missing (the other kinds say "fill in the hand").
 */
export function missingChoice(d: Draft, rules: Rules, players: Players, t: Translate): string | null {
  if ((d.kind !== 'ron' && d.kind !== 'tsumo') || isTripleRonDraft(d, rules)) return null;
  if (d.wins.length === 0) return t('hand.missing.winner');
  if (d.kind === 'ron' && d.from === null) return t('hand.missing.discarder');
  for (const w of d.wins) {
    if (w.han === null) return t('hand.missing.han', { name: players[w.winner] });
    if (winOf(w, d.kind, rules) === null)
      return t(w.han === 'yakuman' ? 'hand.missing.yakuman' : 'hand.missing.fu', { name: players[w.winner] });
  }
  return null;
}

/** What the user entered: the picker open over the dialog, and its sketch, are not the hand. */
function entered(d: Draft): Omit<Draft, 'picker' | 'sketch' | 'spare'> {
  const { picker: _picker, sketch: _sketch, spare: _spare, ...rest } = d;
  return rest;
}

/** Whether two drafts hold the same hand entered (closing a dialog as it opened throws nothing away). */
export function sameEntered(a: Draft, b: Draft): boolean {
  return canonicalJson(entered(a)) === canonicalJson(entered(b));
}

/**
 * The winners chosen: each keeps its value. One winner changed for another (a radio, or the only
 * checkbox off and another on) takes the value along: it was entered for the hand, not the seat.
 */
export function withWinners(d: Draft, chosen: readonly Seat[]): Pick<Draft, 'wins' | 'spare'> {
  const only = d.wins.length === 1 ? d.wins[0] : d.wins.length === 0 ? d.spare : undefined;
  const wins = chosen.map(
    (winner) => d.wins.find((w) => w.winner === winner) ?? (chosen.length === 1 && only ? movedTo(only, winner) : emptyDraft(winner)),
  );
  return { wins, spare: chosen.length === 0 && d.wins.length === 1 ? d.wins[0] : null };
}

/**
 * Four riichi (suucha) is all four players declaring: their four sticks go to the pot, and a
 * table that toggled fewer would leave the next winner short. So all four are marked (one can
 * still be unticked); another reason tapped after it brings back the sticks the dialog opened with.
 */
export function riichiForReason(d: Draft, reason: AbortiveReason, opened: readonly Seat[]): Seat[] {
  if (reason === 'suucha') return [0, 1, 2, 3];
  return d.reason === 'suucha' ? [...opened] : [...d.riichi];
}

/**
 * The draft once the picker returned win `index`'s hand: its value, and the winner's riichi as the
 * picker marked it (a riichi marked there is the winner's stick on the table, and no riichi there
 * none: the hand's riichi han and its stick are recorded together, FORMATS.md "riichi"). The picker closes.
 */
export function withPickedWin(d: Draft, index: number, value: PickedHand, rules: Rules): Draft {
  const win = d.wins[index];
  if (!win) return { ...d, picker: null, sketch: null };
  const riichi = value.riichi === undefined ? d.riichi : withSeat(d.riichi, win.winner, value.riichi);
  return { ...d, wins: d.wins.map((w, j) => (j === index ? withPicked(win, value, rules) : w)), riichi, picker: null, sketch: null };
}

/**
 * The result the picker's "Record this hand" records at once: when its value was all the dialog
 * lacked (issue 29). Null when there is more to enter or to check: another winner's value, a
 * liable player (pao) for a yakuman, or an edit of a past hand.
 */
export function readyFromPicker(after: Draft, rules: Rules, editing: boolean): HandResult | null {
  if (editing || after.wins.some((w) => paoPossible(w, rules))) return null;
  return draftResult(after, rules);
}
