import { describe, expect, it } from 'vitest';
import { handOf } from '../core/testHand';
import { readRecordedTiles, recordTiles } from './recorded';

describe('tiles kept with a recorded win', () => {
  const { input } = handOf({ concealed: '123m456p789s23s55m', winTile: '4s', flags: ['riichi'], honba: 2 });
  const kept = recordTiles(input, 'ema2025');

  it('read back as the hand they were kept from (concealed tiles in notation order)', () => {
    const sorted = [...input.concealed].sort((a, b) => a - b);
    expect(readRecordedTiles(JSON.parse(JSON.stringify(kept)))?.input).toEqual({ ...input, concealed: sorted });
  });

  it('are not ours when the counters are not a whole number from 0 up', () => {
    for (const honba of [-1, 1.5, Number.NaN, '2']) {
      expect(readRecordedTiles({ ...kept, honba }), String(honba)).toBeNull();
    }
    expect(readRecordedTiles({ ...kept, honba: 0 })?.input.honba).toBe(0);
    // Read as a hand vector is (FORMATS.md): no counters are 0 counters.
    expect(readRecordedTiles({ ...kept, honba: undefined })?.input.honba).toBe(0);
  });
});
