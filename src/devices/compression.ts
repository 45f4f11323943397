import type { PayloadEncoding } from '../tournament/codes';

/**
 * A payload's bytes made smaller for the codes, and back (issue 27: "The payload is compressed").
 * The browser's own CompressionStream, 'deflate-raw' (Chrome 103, Safari 16.4, Firefox 113, Node
 * 21): no library is needed where it exists. Where it does not, the bytes go plain (the frames
 * say which), so an old browser still shows codes any device reads; reading compressed codes
 * there is refused with a message, not a library shipped for it.
 */
export type Unpacked =
  { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly reason: 'unsupported' | 'damaged' | 'tooLarge' };

function hasStreams(): boolean {
  return typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';
}

/** Every chunk a stream gives, joined; null once more than `maxBytes` came (the rest is not read: a small code may unpack to a huge one). */
async function readAll(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Bytes through a transform stream: written and read at once, so that neither side waits for the other. */
function through(bytes: Uint8Array, transform: CompressionStream | DecompressionStream, maxBytes: number): Promise<Uint8Array | null> {
  const writer = transform.writable.getWriter();
  // A write into a damaged stream rejects too: the reader's error says it.
  writer
    .write(new Uint8Array(bytes))
    .then(() => writer.close())
    .catch(() => undefined);
  return readAll(transform.readable, maxBytes);
}

/** The bytes to put in the codes: compressed where the browser can, and where that makes them smaller. */
export async function packPayload(bytes: Uint8Array): Promise<{ readonly bytes: Uint8Array; readonly encoding: PayloadEncoding }> {
  if (!hasStreams()) return { bytes, encoding: 'plain' };
  const packed = await through(bytes, new CompressionStream('deflate-raw'), Number.MAX_SAFE_INTEGER);
  return packed !== null && packed.length < bytes.length ? { bytes: packed, encoding: 'deflate-raw' } : { bytes, encoding: 'plain' };
}

/** The payload's own bytes from what the codes carried; refused when damaged or larger than `maxBytes` unpacked. */
export async function unpackPayload(bytes: Uint8Array, encoding: PayloadEncoding, maxBytes: number): Promise<Unpacked> {
  if (encoding === 'plain') return bytes.length > maxBytes ? { ok: false, reason: 'tooLarge' } : { ok: true, bytes };
  if (!hasStreams()) return { ok: false, reason: 'unsupported' };
  try {
    const unpacked = await through(bytes, new DecompressionStream('deflate-raw'), maxBytes);
    return unpacked === null ? { ok: false, reason: 'tooLarge' } : { ok: true, bytes: unpacked };
  } catch {
    // The stream's own error for bytes that are not deflate: an expected refusal of a damaged payload.
    return { ok: false, reason: 'damaged' };
  }
}
