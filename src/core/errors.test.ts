import { describe, expect, it } from 'vitest';
import { parseMeld, type HandInput, type ScoreErrorCode } from './hand';
import { handInputFromVector } from './handVectors';
import { findWaits } from './waits';
import { scoreHand } from './score';
import { handOf, type HandSpec } from './testHand';

function refusal(spec: HandSpec): { error: ScoreErrorCode; message: string; detail?: string } | null {
  const { input, rules } = handOf(spec);
  const result = scoreHand(input, rules);
  return result.ok ? null : { error: result.error, message: result.message, ...(result.detail ? { detail: result.detail } : {}) };
}

const PLAIN: HandSpec = { concealed: '123m456p789s234s5s', winTile: '5s' };

describe('refusals come back as values with a message a player understands', () => {
  it.each<[string, HandSpec, ScoreErrorCode, RegExp]>([
    ['a fifth copy', { concealed: '1111m456p789s234s', winTile: '1m' }, 'invalid_tiles', /only four 1m/],
    ['too few concealed tiles', { concealed: '123m456p789s11z', winTile: '1z' }, 'invalid_tiles', /needs 13 concealed tiles/],
    ['a red five where the preset has none', { ...PLAIN, concealed: '123m406p789s234s5s' }, 'invalid_tiles', /no red fives/],
    [
      'four plain fives where the preset has a red one',
      { rules: 'tenhou', concealed: '555m456p789s234s1z', winTile: '5m' },
      'invalid_tiles',
      /only three plain 5m/,
    ],
    ['two red fives of a suit', { rules: 'tenhou', concealed: '00m456p789s234s55s', winTile: '5s' }, 'invalid_tiles', /only one red five/],
    ['a chi that is not a run', { concealed: '456p789s234s5s', melds: ['c124m'], winTile: '5s' }, 'invalid_tiles', /consecutive/],
    ['a pon of different tiles', { concealed: '456p789s234s5s', melds: ['p112m'], winTile: '5s' }, 'invalid_tiles', /identical/],
    [
      'riichi with an open meld',
      { concealed: '456p789s234s5s', melds: ['c123m'], winTile: '5s', flags: ['riichi'] },
      'invalid_flags',
      /concealed hand/,
    ],
    ['riichi and double riichi', { ...PLAIN, flags: ['riichi', 'doubleRiichi'] }, 'invalid_flags', /only one/],
    ['ippatsu without riichi', { ...PLAIN, flags: ['ippatsu'] }, 'invalid_flags', /needs a riichi/],
    ['haitei on a ron', { ...PLAIN, flags: ['haitei'] }, 'invalid_flags', /this is a ron/],
    ['houtei on a tsumo', { ...PLAIN, win: 'tsumo', flags: ['houtei'] }, 'invalid_flags', /this is a tsumo/],
    ['rinshan without a kan', { ...PLAIN, win: 'tsumo', flags: ['rinshan'] }, 'invalid_flags', /needs a kan/],
    [
      'rinshan on a ron',
      { concealed: '123m456p789s5s', melds: ['a2222z'], winTile: '5s', flags: ['rinshan'] },
      'invalid_flags',
      /this is a ron/,
    ],
    [
      'rinshan with haitei in ema2025',
      { concealed: '123m456p789s5s', melds: ['a2222z'], winTile: '5s', win: 'tsumo', flags: ['rinshan', 'haitei'] },
      'invalid_flags',
      /together/,
    ],
    ['chankan on a tsumo', { ...PLAIN, win: 'tsumo', flags: ['chankan'] }, 'invalid_flags', /this is a tsumo/],
    ['tenhou for a non-dealer', { ...PLAIN, win: 'tsumo', flags: ['tenhou'] }, 'invalid_flags', /dealer/],
    ['chihou for the dealer', { ...PLAIN, win: 'tsumo', seatWind: 'E', flags: ['chihou'] }, 'invalid_flags', /non-dealer/],
    ['renhou where the preset has none', { ...PLAIN, rules: 'tenhou', flags: ['renhou'] }, 'invalid_flags', /does not score renhou/],
    ['renhou on a tsumo', { ...PLAIN, win: 'tsumo', flags: ['renhou'] }, 'invalid_flags', /before their first draw/],
    [
      'a first-turn win on the last tile',
      { ...PLAIN, win: 'tsumo', flags: ['chihou', 'haitei'] },
      'invalid_flags',
      /first-turn win goes with no other/,
    ],
    ['a first-turn win after riichi', { ...PLAIN, win: 'tsumo', flags: ['chihou', 'riichi'] }, 'invalid_flags', /cannot follow a riichi/],
    ['not a winning shape', { concealed: '123m456p789s1357z', winTile: '2z' }, 'not_complete', /do not form a winning hand/],
    ['no yaku', PLAIN, 'no_yaku', /no yaku/],
    [
      'ema2008 two yaku at five counters',
      { ...PLAIN, rules: 'ema2008', honba: 5, flags: ['riichi'] },
      'needs_two_yaku',
      /two han from yaku/,
    ],
  ])('%s', (_name, spec, error, message) => {
    const r = refusal(spec);
    expect(r?.error).toBe(error);
    expect(r?.message).toMatch(message);
  });

  it('names the tile, meld or flag at fault', () => {
    expect(refusal({ concealed: '1111m456p789s234s', winTile: '1m' })?.detail).toBe('1m');
    expect(refusal({ ...PLAIN, flags: ['ippatsu'] })?.detail).toBe('ippatsu');
  });

  it('red fives: each suit on its own, the first suit at fault named, every copy on the table counted', () => {
    const tiles = (spec: HandSpec) => {
      const r = refusal(spec);
      return r && [r.message, r.detail];
    };
    // Where the preset has none: any red five, two of a suit too, in the hand or among the indicators.
    expect(tiles({ ...PLAIN, concealed: '123m456p789s234s0s' })).toEqual(['This rule set has no red fives (0s).', '0s']);
    expect(tiles({ ...PLAIN, concealed: '123m406p789s234s0s' })).toEqual(['This rule set has no red fives (0p).', '0p']);
    expect(tiles({ ...PLAIN, concealed: '123m006p789s234s5s' })).toEqual(['This rule set has no red fives (0p).', '0p']);
    expect(tiles({ ...PLAIN, doraIndicators: ['0m'] })).toEqual(['This rule set has no red fives (0m).', '0m']);
    expect(tiles({ ...PLAIN, flags: ['riichi'], uraIndicators: ['0s'] })).toEqual(['This rule set has no red fives (0s).', '0s']);
    // Ura indicators are no tiles without a riichi (FORMATS.md).
    expect(refusal({ ...PLAIN, uraIndicators: ['0s'] })?.error).toBe('no_yaku');
    // Where the preset has them: one per suit, and then three plain fives.
    const TENHOU = { ...PLAIN, rules: 'tenhou' } as const;
    expect(tiles({ ...TENHOU, concealed: '123m456p789s200s5s', winTile: '5s' })).toEqual(['There is only one red five (0s).', '0s']);
    expect(tiles({ ...TENHOU, doraIndicators: ['0p', '0p'] })).toEqual(['There is only one red five (0p).', '0p']);
    expect(tiles({ ...TENHOU, concealed: '123m555p789s234s1z', winTile: '5p' })).toEqual([
      'With red fives in play there are only three plain 5p.',
      '5p',
    ]);
    expect(tiles({ ...TENHOU, concealed: '123m456p789s55s11z', winTile: '1z', doraIndicators: ['5s', '5s'] })).toEqual([
      'With red fives in play there are only three plain 5s.',
      '5s',
    ]);
    // The first suit at fault, whatever its fault.
    expect(tiles({ ...TENHOU, concealed: '555m456p789s00s11z', winTile: '5m' })).toEqual([
      'With red fives in play there are only three plain 5m.',
      '5m',
    ]);
    expect(tiles({ ...TENHOU, concealed: '123m555p789s00s11z', winTile: '5p' })).toEqual([
      'With red fives in play there are only three plain 5p.',
      '5p',
    ]);
    expect(tiles({ ...TENHOU, concealed: '123m400p789s234s5s', doraIndicators: ['5s', '5s'] })).toEqual([
      'There is only one red five (0p).',
      '0p',
    ]);
    // A red five with three plain ones is a full set of fives; a fifth five is a fifth copy.
    expect(refusal({ ...TENHOU, concealed: '555m406p789s234s0m', winTile: '5s' })?.error).not.toBe('invalid_tiles');
    expect(tiles({ ...TENHOU, concealed: '505m456p789s234s5m', winTile: '5m' })).toEqual([
      'There are only four 5m tiles; the hand has 5.',
      '5m',
    ]);
  });

  it('bad notation never throws', () => {
    expect(parseMeld('x123m')).toMatchObject({ ok: false, error: 'invalid_tiles' });
    expect(parseMeld('c12')).toMatchObject({ ok: false, error: 'invalid_tiles' });
    const bad = handInputFromVector({
      rules: 'ema2025',
      concealed: '123m456p789s1188z',
      winTile: '1z',
      win: 'ron',
      seatWind: 'S',
      roundWind: 'E',
    });
    expect(bad).toMatchObject({ ok: false, error: 'invalid_tiles' });
  });

  it('the two-yaku rule counts han from yaku, not dora, and only at five counters', () => {
    const twoYaku = { ...PLAIN, rules: 'ema2008' as const, win: 'tsumo' as const, flags: ['riichi'], honba: 5 };
    expect(refusal(twoYaku)).toBeNull();
    expect(refusal({ ...PLAIN, rules: 'ema2008', honba: 4, flags: ['riichi'] })).toBeNull();
    expect(refusal({ ...PLAIN, rules: 'ema2008', honba: 5, flags: ['riichi'], doraIndicators: ['4s'] })?.error).toBe('needs_two_yaku');
  });

  describe('typed input that no parser checked (numbers, letters and counters from code)', () => {
    /** A riichi tsumo pinfu that scores as it stands, then changed by the test. */
    const good = handOf({ concealed: '234m456p789s23s55z', winTile: '1s', win: 'tsumo', flags: ['riichi'] }).input;
    const rules = handOf(PLAIN).rules;
    const scored = (change: Partial<Record<keyof HandInput, unknown>>) => scoreHand({ ...good, ...change } as HandInput, rules);

    it('scores the unchanged hand', () => {
      expect(scored({}).ok).toBe(true);
    });

    it.each<[string, Partial<Record<keyof HandInput, unknown>>, string]>([
      ['a concealed tile past the last red five', { concealed: [...good.concealed.slice(1), 37] }, '37'],
      ['a negative winning tile', { winTile: -1 }, '-1'],
      ['a fractional tile', { concealed: [1.5, ...good.concealed.slice(1)] }, '1.5'],
      ['a dora indicator that is not a tile', { doraIndicators: [99] }, '99'],
    ])('refuses %s as invalid_tiles, naming it', (_name, change, detail) => {
      expect(scored(change)).toMatchObject({
        ok: false,
        error: 'invalid_tiles',
        detail,
        message: expect.stringMatching(/is not a tile number/),
      });
    });

    it('refuses a meld of no known kind as invalid_tiles', () => {
      const called = handOf({ concealed: '456p789s23s55z', melds: ['p777z'], winTile: '1s' }).input;
      expect(scoreHand(called, rules).ok).toBe(true);
      const unknown = { ...called, melds: [{ kind: 'pung', tiles: called.melds[0]!.tiles }] };
      expect(scoreHand(unknown as HandInput, rules)).toMatchObject({
        ok: false,
        error: 'invalid_tiles',
        message: expect.stringMatching(/not pung/),
      });
    });

    it.each<[string, Partial<Record<keyof HandInput, unknown>>, string]>([
      ['counters that are not a number', { honba: Number.NaN }, 'honba'],
      ['negative counters', { honba: -1 }, 'honba'],
      ['fractional counters', { honba: 1.5 }, 'honba'],
      ['a win that is neither ron nor tsumo', { win: 'draw' }, 'win'],
      ['a seat wind that is no wind letter', { seatWind: 'X' }, 'seatWind'],
      ['a lower-case seat wind', { seatWind: 'e' }, 'seatWind'],
      ['a missing seat wind', { seatWind: undefined }, 'seatWind'],
      ['a round wind that is a number', { roundWind: 1 }, 'roundWind'],
    ])('refuses %s as invalid_situation', (_name, change, detail) => {
      expect(scored(change)).toMatchObject({ ok: false, error: 'invalid_situation', detail });
    });

    it('refuses a flag that is no situation as invalid_flags, naming it, and lets a repeated one pass', () => {
      expect(scored({ flags: ['riichi', 'tsumo'] })).toMatchObject({
        ok: false,
        error: 'invalid_flags',
        detail: 'tsumo',
        message: expect.stringMatching(/is not a situation/),
      });
      expect(scored({ flags: ['riichi', 'riichi'] }).ok).toBe(true);
    });

    it('refuses them when asking for waits too', () => {
      const waiting = { ...good, concealed: good.concealed, flags: [] };
      expect(findWaits(waiting, rules).ok).toBe(true);
      expect(findWaits({ ...waiting, honba: -2 }, rules)).toMatchObject({ ok: false, error: 'invalid_situation', detail: 'honba' });
      expect(findWaits({ ...waiting, roundWind: 'Z' as never }, rules)).toMatchObject({
        ok: false,
        error: 'invalid_situation',
        detail: 'roundWind',
      });
      expect(findWaits({ ...waiting, concealed: [...good.concealed.slice(1), 40] }, rules)).toMatchObject({
        ok: false,
        error: 'invalid_tiles',
        detail: '40',
      });
    });
  });
});
