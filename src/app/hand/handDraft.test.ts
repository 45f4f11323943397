import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../core/rules';
import { translate, type Translate } from '../../i18n';
import type { HandResult } from '../../ledger';
import type { Players } from '../../store/types';
import {
  decodeDraft,
  draftFrom,
  draftResult,
  missingChoice,
  readyFromPicker,
  restoredDraftOf,
  riichiForReason,
  sameEntered,
  withPickedWin,
  withWinners,
} from './handDraft';

/** The hand dialog's draft without a DOM: what it starts with, what the ledger gets, how a kept one reads back. */
const rules = PRESETS.ema2025;
const players: Players = ['Anna', 'Bartek', 'Celina', 'Darek'];
const t: Translate = (key, params) => translate('en', key, params);

const RESULTS: readonly HandResult[] = [
  {
    v: 1,
    type: 'ron',
    from: 1,
    wins: [
      { winner: 0, han: 3, fu: 30, yaku: { riichi: 1, pinfu: 1, tanyao: 1 } },
      { winner: 2, yakuman: 1, pao: 3, yaku: { daisangen: 1 } },
    ],
    riichi: [0],
  },
  { v: 1, type: 'tsumo', winner: 2, han: 5, riichi: [2] },
  { v: 1, type: 'draw', tenpai: [0, 3], riichi: [3] },
  { v: 1, type: 'abortive', reason: 'kyuushu', riichi: [] },
  { v: 1, type: 'chombo', offender: 1, riichi: [] },
  { v: 1, type: 'penalty', player: 3, points: -2000, reason: 'slow play' },
];

describe('handDraft', () => {
  it('a recorded hand opened for an edit gives back the same result, and the draft reads back through its decoder as it was', () => {
    for (const result of RESULTS) {
      const d = draftFrom(result.type === 'end' ? 'ron' : result.type, [], result);
      expect(draftResult(d, rules), result.type).toEqual(result);
      const kept: unknown = JSON.parse(JSON.stringify(d));
      expect(decodeDraft(kept, 'draft'), result.type).toEqual({ ok: true, value: d });
      expect(restoredDraftOf(kept, d.kind)).toEqual(d);
      // A draft of another kind than the dialog opens with is not taken up.
      expect(restoredDraftOf(kept, d.kind === 'ron' ? 'tsumo' : 'ron')).toBeNull();
    }
  });

  it('refuses a kept draft that does not fit, naming each field by its path', () => {
    const d = JSON.parse(JSON.stringify(draftFrom('ron', [], RESULTS[0]))) as Record<string, unknown>;
    const read = decodeDraft({ ...d, from: 7, wins: [{ winner: 0, han: 'lots', fu: null, units: 1, pao: null }], riichi: 'all' }, 'draft');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual([
      'draft.from: expected a seat 0-3, got 7',
      'draft.wins[0].han: expected a whole number from 0 to 200, got "lots"',
      'draft.riichi: expected a list of seats, got "all"',
    ]);
    expect(decodeDraft(null, 'draft').ok).toBe(false);
    expect(restoredDraftOf({ kind: 'ron' }, 'ron')).toBeNull();
  });

  it('says the first choice a win lacks: the winner, the discarder, then each winner’s han and fu', () => {
    let d = draftFrom('ron', []);
    expect(draftResult(d, rules)).toBeNull();
    expect(missingChoice(d, rules, players, t)).toBe('Choose who won.');
    d = { ...d, ...withWinners(d, [2]) };
    expect(missingChoice(d, rules, players, t)).toBe('Choose who discarded.');
    d = { ...d, from: 0 };
    expect(missingChoice(d, rules, players, t)).toBe('Choose the han for Celina.');
    d = { ...d, wins: [{ ...d.wins[0]!, han: 2 }] };
    expect(missingChoice(d, rules, players, t)).toBe('Choose the fu for Celina.');
    d = { ...d, wins: [{ ...d.wins[0]!, fu: 40 }] };
    expect(missingChoice(d, rules, players, t)).toBeNull();
    expect(draftResult(d, rules)).toEqual({ v: 1, type: 'ron', from: 0, wins: [{ winner: 2, han: 2, fu: 40 }], riichi: [] });
    expect(missingChoice(draftFrom('draw', []), rules, players, t)).toBeNull();
  });

  it('one winner changed for another takes the value along; with none chosen it is kept aside for the next', () => {
    const d = { ...draftFrom('ron', []), wins: [{ winner: 1 as const, han: 3, fu: 30, units: 1, pao: null }] };
    expect(withWinners(d, [2]).wins).toEqual([{ winner: 2, han: 3, fu: 30, units: 1, pao: null }]);
    const none = { ...d, ...withWinners(d, []) };
    expect(none.wins).toEqual([]);
    expect(withWinners(none, [3]).wins).toEqual([{ winner: 3, han: 3, fu: 30, units: 1, pao: null }]);
    // Two winners: the second gets a value of its own.
    expect(withWinners(d, [1, 3]).wins[1]).toEqual({ winner: 3, han: null, fu: null, units: 1, pao: null });
  });

  it('suucha marks all four sticks; another reason after it brings back the sticks the dialog opened with', () => {
    const d = draftFrom('abortive', [1]);
    expect(riichiForReason(d, 'suucha', [1])).toEqual([0, 1, 2, 3]);
    expect(riichiForReason({ ...d, reason: 'suucha', riichi: [0, 1, 2, 3] }, 'kyuushu', [1])).toEqual([1]);
    expect(riichiForReason({ ...d, riichi: [1, 2] }, 'kyuushu', [1])).toEqual([1, 2]);
  });

  it('the picker’s hand fills the win and its riichi; the hand records at once only when nothing else is left', () => {
    const d = {
      ...draftFrom('ron', [2]),
      from: 1 as const,
      wins: [{ winner: 0 as const, han: null, fu: null, units: 1, pao: null }],
      picker: { win: 0 },
    };
    const after = withPickedWin(d, 0, { han: 2, fu: 30, yaku: { riichi: 1, pinfu: 1 }, tiles: { concealed: '234m' }, riichi: true }, rules);
    expect(after.picker).toBeNull();
    expect(after.riichi).toEqual([0, 2]);
    expect(readyFromPicker(after, rules, false)).toEqual({
      v: 1,
      type: 'ron',
      from: 1,
      wins: [{ winner: 0, han: 2, fu: 30, yaku: { riichi: 1, pinfu: 1 }, tiles: { concealed: '234m' } }],
      riichi: [0, 2],
    });
    // An edit goes back to the dialog; so does a second winner still without a value.
    expect(readyFromPicker(after, rules, true)).toBeNull();
    expect(
      readyFromPicker({ ...after, wins: [...after.wins, { winner: 3, han: null, fu: null, units: 1, pao: null }] }, rules, false),
    ).toBeNull();
  });

  it('closing as it opened throws nothing away: the picker and its sketch are not the hand', () => {
    const fresh = draftFrom('tsumo', [1]);
    expect(sameEntered({ ...fresh, picker: { tenpai: 2 }, sketch: { any: 1 } }, fresh)).toBe(true);
    expect(sameEntered({ ...fresh, riichi: [] }, fresh)).toBe(false);
  });
});
