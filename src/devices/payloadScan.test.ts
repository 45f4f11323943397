import { afterEach, describe, expect, it, vi } from 'vitest';
import { framesOf } from '../tournament/codes';
import { packPayload } from './compression';
import { PayloadScan } from './payloadScan';

afterEach(() => vi.unstubAllGlobals());

async function codes(bytes: Uint8Array, size = 100): Promise<readonly string[]> {
  const packed = await packPayload(bytes);
  const framed = framesOf(packed.bytes, packed.encoding, size);
  if (!framed.ok) throw new Error(framed.error);
  return framed.frames;
}

/** Bytes that do not compress (a generator's numbers): several frames of 100 bytes. */
function noise(length: number, seed = 7): Uint8Array {
  let x = seed;
  return new Uint8Array(length).map(() => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x >> 16;
  });
}

describe('a scan of payload codes', () => {
  it('says why a code did not help, and the note goes once a code of the payload comes', async () => {
    const [a = '', b = '', c = ''] = await codes(noise(250));
    const [otherCode = ''] = await codes(noise(250, 99));
    const scan = new PayloadScan(10_000);
    expect(await scan.take([a])).toEqual({ have: 1, count: 3, note: null, bytes: null });
    expect(await scan.take(['https://example.com'])).toMatchObject({ have: 1, note: 'notOurs' });
    expect(await scan.take([otherCode])).toMatchObject({ have: 1, note: 'other' });
    expect(await scan.take([`${b.slice(0, 30)}lower`])).toMatchObject({ have: 1, note: 'damaged' });
    expect(await scan.take([b])).toEqual({ have: 2, count: 3, note: null, bytes: null });
    expect(await scan.take([c])).toEqual({ have: 3, count: 3, note: null, bytes: noise(250) });
  });

  it('refuses a payload that unpacks past its limit, and starts again', async () => {
    const frames = await codes(new Uint8Array(5000));
    const scan = new PayloadScan(1000);
    expect(await scan.take(frames)).toEqual({ have: 0, count: 0, note: 'tooLarge', bytes: null });
  });

  it('sends plain codes where the browser cannot compress, and refuses compressed ones it cannot unpack', async () => {
    const compressed = await codes(new Uint8Array(500));
    vi.stubGlobal('CompressionStream', undefined);
    const plain = await codes(new Uint8Array(500));
    expect(plain.every((frame) => frame.startsWith('TB1:P:'))).toBe(true);
    expect(await new PayloadScan(1000).take(plain)).toMatchObject({ note: null, bytes: new Uint8Array(500) });
    expect(await new PayloadScan(1000).take(compressed)).toMatchObject({ note: 'unsupported', bytes: null });
  });
});
