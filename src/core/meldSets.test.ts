import { describe, expect, it } from 'vitest';
import { isKan, isOpenMeld, parseMeld, type Meld } from './hand';
import { MELD_SETS, meldShape, NOT_A_RUN, NOT_IDENTICAL, UNKNOWN_MELD_KIND, WRONG_MELD_SIZE } from './meldSets';
import { kindOf } from './tiles';

function meld(text: string): Meld {
  const parsed = parseMeld(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.meld;
}

describe('meldShape', () => {
  it.each(['c123m', 'c789p', 'c406s', 'p111z', 'p505m', 'm9999s', 'k7777z', 'a2222p'])('names the set of %s', (text) => {
    const m = meld(text);
    const shape = meldShape(m);
    expect(shape).toBeGreaterThanOrEqual(0);
    const set = MELD_SETS[shape]!;
    expect(set.kind).toBe(m.kind === 'chi' ? 'sequence' : isKan(m) ? 'kan' : 'triplet');
    expect(set.first).toBe(Math.min(...m.tiles.map(kindOf)));
    expect(set.called).toBe(isOpenMeld(m));
    expect(set.concealed).toBe(!isOpenMeld(m));
    expect(set.winning).toBe(false);
  });

  it.each([
    ['a chi with a gap', 'c124m'],
    ['a chi with a tile twice', 'c113m'],
    ['a chi with the middle tile missing', 'c133p'],
    ['a chi across two suits', 'c89m1p'],
    ['a chi of honours', 'c123z'],
  ])('refuses %s as no run', (_name, text) => {
    expect(meldShape(meld(text))).toBe(NOT_A_RUN);
  });

  it.each(['p112m', 'p11z2z', 'm1112s', 'a5556p'])('refuses %s as not identical', (text) => {
    expect(meldShape(meld(text))).toBe(NOT_IDENTICAL);
  });

  it.each(['c1234m', 'p11m', 'm111m', 'a11111z'])('refuses %s as the wrong size', (text) => {
    expect(meldShape(meld(text))).toBe(WRONG_MELD_SIZE);
  });

  it('refuses a kind it does not know', () => {
    expect(meldShape({ kind: 'pung', tiles: [0, 0, 0] } as unknown as Meld)).toBe(UNKNOWN_MELD_KIND);
  });
});
