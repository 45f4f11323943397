import { excerpt } from '../schema';
import { base45Decode, base45Encode } from './base45';

/**
 * A payload (a table's join code, a game handed off) split into QR-sized frames and collected
 * again (issue 27 "Hand-off": "one code when the record fits, otherwise a short sequence of codes
 * shown in a loop, which the organiser's scanner collects in any order"). Each frame is one text:
 *
 *     TB1:Z:4F3A9C21:3/5:<base45 data>
 *
 * the magic `TB1`, how the payload's bytes are written (`Z` deflate-raw, `P` plain), the payload's
 * id (a 32-bit FNV-1a hash of its bytes, in hex: a frame of another payload is told apart, and the
 * whole is checked once collected), the frame's place and the count, then its share of the bytes
 * in base45 (every character is one of the QR alphanumeric mode's, so the code is as small as it
 * can be). Pure: the compression and the camera are src/devices'.
 */
export const FRAME_MAGIC = 'TB1';

export type PayloadEncoding = 'deflate-raw' | 'plain';
const ENCODING_LETTERS: Readonly<Record<PayloadEncoding, string>> = { 'deflate-raw': 'Z', plain: 'P' };

/**
 * Bytes of payload per frame: 360 bytes are 540 base45 characters, 560 with the header, which a
 * version 15 code (77 modules a side) holds at error correction M: big enough modules for a phone
 * camera at arm's length from another phone's screen. A 20-hand game with tiles, compressed, is a
 * few frames (npm run bench prints it).
 */
export const FRAME_DATA_BYTES = 360;
/** Frames of one payload at most: 99 × 360 bytes is 35 kB compressed, far above any game; a header with a larger count is refused. */
export const MAX_FRAMES = 99;
/** Characters of one frame's text at most (a code never holds more than 4,296); longer text is refused before it is read. */
const MAX_FRAME_CHARS = 4_296;

/** The payload's id: FNV-1a over its bytes, 8 hex digits (upper case: alphanumeric mode has no lower case). */
export function payloadId(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).toUpperCase().padStart(8, '0');
}

export type Framed = { readonly ok: true; readonly frames: readonly string[] } | { readonly ok: false; readonly error: string };

/** The frames of a payload, in order; refused when it would take more than MAX_FRAMES. */
export function framesOf(bytes: Uint8Array, encoding: PayloadEncoding, frameBytes: number = FRAME_DATA_BYTES): Framed {
  const count = Math.max(1, Math.ceil(bytes.length / frameBytes));
  if (count > MAX_FRAMES)
    return { ok: false, error: `too large for QR codes (${bytes.length} bytes, ${count} codes; at most ${MAX_FRAMES})` };
  const id = payloadId(bytes);
  const letter = ENCODING_LETTERS[encoding];
  const frames = Array.from(
    { length: count },
    (_, i) => `${FRAME_MAGIC}:${letter}:${id}:${i + 1}/${count}:${base45Encode(bytes.subarray(i * frameBytes, (i + 1) * frameBytes))}`,
  );
  return { ok: true, frames };
}

export interface Frame {
  readonly encoding: PayloadEncoding;
  readonly id: string;
  /** From 1 to count. */
  readonly index: number;
  readonly count: number;
  readonly data: Uint8Array;
}

/** Why a text is not a frame: not ours at all (another app's code, a web address), or ours but damaged. */
export type FrameRefusal = { readonly ok: false; readonly reason: 'notOurs' | 'malformed'; readonly error: string };

const HEADER = /^TB1:([ZP]):([0-9A-F]{8}):([1-9]\d?)\/([1-9]\d?):/;

/** One frame read from a scanned text; never throws. */
export function readFrame(text: string): { readonly ok: true; readonly frame: Frame } | FrameRefusal {
  if (!text.startsWith(`${FRAME_MAGIC}:`)) return { ok: false, reason: 'notOurs', error: `not a Tenbō code: ${excerpt(text)}` };
  if (text.length > MAX_FRAME_CHARS) return { ok: false, reason: 'malformed', error: `code longer than ${MAX_FRAME_CHARS} characters` };
  const header = HEADER.exec(text);
  if (header === null) return { ok: false, reason: 'malformed', error: `damaged code header: ${excerpt(text.slice(0, 24))}` };
  const [head, letter, id = '', indexText = '', countText = ''] = header;
  const index = Number(indexText);
  const count = Number(countText);
  if (index > count) return { ok: false, reason: 'malformed', error: `code ${index} of ${count}` };
  const data = base45Decode(text.slice(head.length));
  if (data === null)
    return { ok: false, reason: 'malformed', error: `damaged code data: ${excerpt(text.slice(head.length, head.length + 24))}` };
  return { ok: true, frame: { encoding: letter === 'Z' ? 'deflate-raw' : 'plain', id, index, count, data } };
}

/** What one scanned text did to a collection. */
export type CollectStep =
  | { readonly kind: 'added' | 'duplicate'; readonly have: number; readonly count: number }
  /** A frame of another payload than the one being collected (the code shown before, another table's). */
  | { readonly kind: 'other' }
  | { readonly kind: 'complete'; readonly bytes: Uint8Array; readonly encoding: PayloadEncoding }
  /** Damaged or foreign text, or (`mismatch`) frames that do not add up to their id: the collection starts again. */
  | { readonly kind: 'refused'; readonly reason: 'notOurs' | 'malformed' | 'mismatch'; readonly error: string };

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Collects the frames of one payload in any order: duplicates are counted once, frames of another
 * payload are ignored (the first frame read decides which payload is collected), damaged ones are
 * refused without changing what was collected.
 */
export class FrameCollector {
  private first: Frame | null = null;
  private readonly parts = new Map<number, Uint8Array>();

  /** Frames collected so far, and how many the payload has (0 before the first). */
  get progress(): { readonly have: number; readonly count: number } {
    return { have: this.parts.size, count: this.first?.count ?? 0 };
  }

  add(text: string): CollectStep {
    const read = readFrame(text);
    if (!read.ok) return { kind: 'refused', reason: read.reason, error: read.error };
    const frame = read.frame;
    const first = this.first ?? frame;
    if (frame.id !== first.id) return { kind: 'other' };
    if (frame.count !== first.count || frame.encoding !== first.encoding)
      return {
        kind: 'refused',
        reason: 'malformed',
        error: `code ${frame.index} of ${frame.count} does not belong with ${first.count} codes`,
      };
    this.first = first;
    if (this.parts.has(frame.index)) return { kind: 'duplicate', ...this.progress };
    this.parts.set(frame.index, frame.data);
    if (this.parts.size < first.count) return { kind: 'added', ...this.progress };
    const bytes = joined(Array.from({ length: first.count }, (_, i) => this.parts.get(i + 1) ?? new Uint8Array()));
    if (payloadId(bytes) !== first.id) {
      this.first = null;
      this.parts.clear();
      return { kind: 'refused', reason: 'mismatch', error: 'the codes do not add up to what they say: scan them again' };
    }
    return { kind: 'complete', bytes, encoding: first.encoding };
  }
}
