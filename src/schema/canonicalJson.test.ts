import { describe, expect, it } from 'vitest';
import { canonicalJson, sameJson } from './canonicalJson';

describe('sameJson', () => {
  it('is equality of plain data whatever the order of keys, a key holding undefined as no key', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('tells apart lists in another order, other values, other types', () => {
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameJson(['Anna'], ['Anna', 'Bartek'])).toBe(false);
  });
});
