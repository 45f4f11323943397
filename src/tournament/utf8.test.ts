import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Bytes, utf8Text } from './utf8';

/** What the platform's strict decoder reads from the bytes, or null where it refuses them. */
function platformText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

describe('UTF-8 written and read by hand', () => {
  it('writes any text as the platform writes it, and reads it back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const bytes = utf8Bytes(text);
        expect(bytes).toEqual(new TextEncoder().encode(text));
        expect(utf8Text(bytes)).toBe(new TextDecoder().decode(bytes));
      }),
    );
  });

  it('reads any bytes as the platform strict decoder does: refused where it refuses', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(utf8Text(bytes)).toBe(platformText(bytes));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses overlong forms, surrogates, code points past U+10FFFF and cut sequences', () => {
    expect(utf8Text(Uint8Array.of(0xc0, 0xaf))).toBeNull();
    expect(utf8Text(Uint8Array.of(0xe0, 0x80, 0xaf))).toBeNull();
    expect(utf8Text(Uint8Array.of(0xed, 0xa0, 0x80))).toBeNull();
    expect(utf8Text(Uint8Array.of(0xf4, 0x90, 0x80, 0x80))).toBeNull();
    expect(utf8Text(Uint8Array.of(0xc5))).toBeNull();
    expect(utf8Text(utf8Bytes('Łukasz Wójcik 😀'))).toBe('Łukasz Wójcik 😀');
    expect(utf8Bytes('\ud800')).toEqual(Uint8Array.of(0xef, 0xbf, 0xbd));
  });

  it('reads a long text (more code units than a call may take as arguments)', () => {
    const text = 'ż'.repeat(300_000);
    expect(utf8Text(utf8Bytes(text))).toBe(text);
  });
});
