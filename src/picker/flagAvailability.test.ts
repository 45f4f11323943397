import { describe, expect, it } from 'vitest';
import type { Flag, Meld } from '../core/hand';
import { PRESETS } from '../core/rules';
import { canApply, flagsRuledOut, offeredFlags, type FlagsHand } from './flagAvailability';

const ema = PRESETS.ema2025;
const pon: Meld = { kind: 'pon', tiles: [31, 31, 31] };
const ankan: Meld = { kind: 'ankan', tiles: [0, 0, 0, 0] };

function offered(s: Partial<FlagsHand>, rules = ema): Flag[] {
  return offeredFlags({ melds: [], win: 'ron', seatWind: 'S', flags: [], ...s }, rules).map((f) => f.flag);
}

describe('flag availability', () => {
  it('offers riichi only to a closed hand (a closed kan keeps it closed)', () => {
    expect(offered({})).toContain('riichi');
    expect(offered({ melds: [ankan] })).toContain('doubleRiichi');
    expect(offered({ melds: [pon] })).not.toContain('riichi');
  });

  it("offers double riichi while riichi is on, and riichi while double riichi is (one takes the other's place)", () => {
    expect(offered({ flags: ['riichi'] })).toContain('doubleRiichi');
    expect(offered({ flags: ['doubleRiichi', 'ippatsu'] })).toContain('riichi');
    expect(offered({ flags: ['riichi'], melds: [pon] })).not.toContain('doubleRiichi');
    expect(offeredFlags({ melds: [], win: 'ron', seatWind: 'S', flags: ['riichi'] }, ema).find((f) => f.flag === 'doubleRiichi')).toEqual({
      flag: 'doubleRiichi',
      on: false,
      conflict: false,
    });
  });

  it('offers ippatsu only after a riichi', () => {
    expect(offered({})).not.toContain('ippatsu');
    expect(offered({ flags: ['riichi'] })).toContain('ippatsu');
    expect(offered({ flags: ['doubleRiichi'] })).toContain('ippatsu');
  });

  it('haitei and rinshan on a tsumo, houtei and chankan on a ron', () => {
    expect(offered({ win: 'tsumo' })).toEqual(expect.arrayContaining(['haitei']));
    expect(offered({ win: 'tsumo' })).not.toContain('rinshan');
    expect(offered({ win: 'tsumo', melds: [ankan] })).toContain('rinshan');
    expect(offered({ win: 'ron' })).toEqual(expect.arrayContaining(['houtei', 'chankan']));
    expect(offered({ win: 'ron' })).not.toContain('haitei');
  });

  it('rinshan with haitei only where the preset allows it', () => {
    const s: FlagsHand = { melds: [ankan], win: 'tsumo', seatWind: 'S', flags: ['rinshan'] };
    expect(canApply('haitei', s, PRESETS.ema2025)).toBe(false);
    expect(canApply('haitei', s, PRESETS.ema2016)).toBe(true);
  });

  it('tenhou for the dealer, chihou and renhou for the others, without calls', () => {
    expect(offered({ win: 'tsumo', seatWind: 'E' })).toContain('tenhou');
    expect(offered({ win: 'tsumo', seatWind: 'E' })).not.toContain('chihou');
    expect(offered({ win: 'tsumo' })).toContain('chihou');
    expect(offered({ win: 'ron' })).toContain('renhou');
    expect(offered({ win: 'ron' }, PRESETS.mleague)).not.toContain('renhou');
    expect(offered({ win: 'tsumo', melds: [ankan] })).not.toContain('chihou');
  });

  it('a first-turn win stands alone', () => {
    const flags = offered({ win: 'tsumo', seatWind: 'E', flags: ['tenhou'] });
    expect(flags).toEqual(['tenhou']);
    expect(offered({ win: 'tsumo', seatWind: 'E', flags: ['riichi'] })).not.toContain('tenhou');
  });

  it('a change rules out the flags that fitted before it and fit no more', () => {
    const before: FlagsHand = { melds: [ankan], win: 'tsumo', seatWind: 'S', flags: ['rinshan', 'riichi'] };
    expect(flagsRuledOut(before, { ...before, win: 'ron' }, ema)).toEqual(['rinshan']);
    expect(flagsRuledOut(before, { ...before, melds: [ankan, pon] }, ema)).toEqual(['riichi']);
    expect(flagsRuledOut(before, { ...before, flags: [...before.flags] }, ema)).toEqual([]);
  });

  it('keeps a flag that is on but cannot apply, marked as a conflict (a hand that came in so, not a change made here)', () => {
    const list = offeredFlags({ melds: [pon], win: 'ron', seatWind: 'S', flags: ['riichi'] }, ema);
    expect(list.find((f) => f.flag === 'riichi')).toEqual({ flag: 'riichi', on: true, conflict: true });
  });
});
