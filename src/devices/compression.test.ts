import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packPayload, unpackPayload } from './compression';

describe('payload compression (deflate-raw streams)', { timeout: 30_000 }, () => {
  it('round-trips any bytes, compressed only where that is smaller', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 3000 }),
          fc.string({ maxLength: 3000 }).map((s) => new TextEncoder().encode(s)),
        ),
        async (bytes) => {
          const packed = await packPayload(bytes);
          if (packed.encoding === 'plain') expect(packed.bytes).toEqual(bytes);
          else expect(packed.bytes.length).toBeLessThan(bytes.length);
          expect(await unpackPayload(packed.bytes, packed.encoding, 3000)).toEqual({ ok: true, bytes });
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses damaged bytes and a payload that unpacks past the limit, without unpacking all of it', async () => {
    expect(await unpackPayload(Uint8Array.of(0xff, 0xff, 0xff, 0xff), 'deflate-raw', 1000)).toEqual({ ok: false, reason: 'damaged' });
    const bomb = await packPayload(new Uint8Array(10_000_000));
    expect(bomb.encoding).toBe('deflate-raw');
    expect(bomb.bytes.length).toBeLessThan(20_000);
    expect(await unpackPayload(bomb.bytes, 'deflate-raw', 100_000)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(await unpackPayload(new Uint8Array(11), 'plain', 10)).toEqual({ ok: false, reason: 'tooLarge' });
  });
});
