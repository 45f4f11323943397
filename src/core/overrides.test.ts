import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseOverrides } from './overrides';

describe('parseOverrides', () => {
  it('reads valid overrides', () => {
    expect(parseOverrides({ kiriage: false, uma: [20000, 10000, -10000, -20000], pao: ['daisangen'], renhou: 'none' })).toEqual({
      ok: true,
      overrides: { kiriage: false, uma: [20000, 10000, -10000, -20000], pao: ['daisangen'], renhou: 'none' },
    });
    expect(parseOverrides(undefined)).toEqual({ ok: true, overrides: {} });
  });
  it('refuses unknown fields and values that do not fit, naming them', () => {
    const r = parseOverrides({ id: 'tenhou', kiriage: 'yes', renhou: 'sometimes', uma: [1, 2, 3], pao: ['chiitoitsu'], startPoints: 1.5 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toHaveLength(6);
      expect(r.errors.join(' ')).toMatch(/overrides\.id: not a rule field/);
      expect(r.errors.join(' ')).toMatch(/overrides\.renhou/);
    }
    expect(parseOverrides([1]).ok).toBe(false);
    expect(parseOverrides(null).ok).toBe(false);
  });
  it('never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const r = parseOverrides(value);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
  });
});
