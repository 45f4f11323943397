import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base45Decode, base45Encode, BASE45_CHARS } from './base45';
import { utf8Bytes, utf8Text } from './utf8';

describe('base45 (RFC 9285)', () => {
  it("gives the RFC's examples", () => {
    expect(base45Encode(utf8Bytes('AB'))).toBe('BB8');
    expect(base45Encode(utf8Bytes('Hello!!'))).toBe('%69 VD92EX0');
    expect(base45Encode(utf8Bytes('base-45'))).toBe('UJCLQE7W581');
    expect(utf8Text(base45Decode('QED8WEX0')!)).toBe('ietf!');
  });

  it('refuses what is not base45: a character outside the set, a group above 65535, one character left over', () => {
    expect(base45Decode('GGW')).toBeNull();
    expect(base45Decode('ab8')).toBeNull();
    expect(base45Decode('BB8B')).toBeNull();
    expect(base45Decode('::')).toBeNull();
    expect(base45Decode('')).toEqual(new Uint8Array());
  });

  it('round-trips any bytes, in the QR alphanumeric characters only', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = base45Encode(bytes);
        expect([...text].every((c) => BASE45_CHARS.includes(c))).toBe(true);
        expect(text.length).toBe(Math.floor(bytes.length / 2) * 3 + (bytes.length % 2) * 2);
        expect(base45Decode(text)).toEqual(bytes);
      }),
    );
  });
});
