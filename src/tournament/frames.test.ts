import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FRAME_DATA_BYTES,
  FrameCollector,
  framesOf,
  MAX_FRAMES,
  payloadId,
  readFrame,
  type CollectStep,
  type PayloadEncoding,
} from './frames';

/** A frame's header (up to its fourth colon) and its data. */
function partsOf(frame: string): { head: string; data: string } {
  const head = /^(?:[^:]*:){4}/.exec(frame)?.[0] ?? '';
  return { head, data: frame.slice(head.length) };
}

function framesOrFail(bytes: Uint8Array, encoding: PayloadEncoding = 'deflate-raw', size?: number): readonly string[] {
  const framed = framesOf(bytes, encoding, size);
  if (!framed.ok) throw new Error(framed.error);
  return framed.frames;
}

/** Feeds texts to a new collector; every step. */
function collect(texts: readonly string[]): { collector: FrameCollector; steps: CollectStep[] } {
  const collector = new FrameCollector();
  return { collector, steps: texts.map((t) => collector.add(t)) };
}

describe('frames of a payload', { timeout: 30_000 }, () => {
  it('are one code when the payload fits, numbered k of n otherwise, each at most FRAME_DATA_BYTES', () => {
    const small = framesOrFail(Uint8Array.of(1, 2, 3));
    expect(small).toEqual([`TB1:Z:${payloadId(Uint8Array.of(1, 2, 3))}:1/1:X5030`]);
    const bytes = new Uint8Array(FRAME_DATA_BYTES * 2 + 1).fill(7);
    const big = framesOrFail(bytes, 'plain');
    expect(big.map((f) => partsOf(f).head)).toEqual([1, 2, 3].map((i) => `TB1:P:${payloadId(bytes)}:${i}/3:`));
    expect(big.map((f) => partsOf(f).data.length)).toEqual([540, 540, 2]);
  });

  it('refuse a payload that needs more than MAX_FRAMES codes', () => {
    expect(framesOf(new Uint8Array(MAX_FRAMES * 10 + 1), 'plain', 10)).toEqual({
      ok: false,
      error: `too large for QR codes (${MAX_FRAMES * 10 + 1} bytes, ${MAX_FRAMES + 1} codes; at most ${MAX_FRAMES})`,
    });
    expect(framesOf(new Uint8Array(MAX_FRAMES * 10), 'plain', 10).ok).toBe(true);
  });

  it('collect in any order, duplicated, among frames of another payload, to the same bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 2000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom<PayloadEncoding>('deflate-raw', 'plain'),
        fc.uint8Array({ minLength: 1, maxLength: 300 }),
        fc.infiniteStream(fc.nat()),
        (bytes, size, encoding, otherBytes, dice) => {
          const frames = framesOrFail(bytes, encoding, size);
          const other = framesOrFail(otherBytes, 'plain', 50);
          fc.pre(payloadId(otherBytes) !== payloadId(bytes));
          // The camera sees every frame of the loop a few times, in any order, and the code shown before it.
          const seen = [...frames, ...frames.filter(() => (dice.next().value ?? 0) % 2 === 0), ...other.slice(1)];
          const shuffled = seen
            .map((f) => ({ f, key: dice.next().value ?? 0 }))
            .sort((a, b) => a.key - b.key)
            .map((s) => s.f);
          const { collector, steps } = collect([frames[frames.length - 1]!, ...shuffled]);
          const done = steps.filter((s) => s.kind === 'complete');
          expect(done.length).toBe(1);
          expect(done[0]).toEqual({ kind: 'complete', bytes, encoding });
          expect(steps.some((s) => s.kind === 'refused')).toBe(false);
          expect(steps.filter((s) => s.kind === 'other').length).toBe(other.length - 1);
          expect(collector.progress).toEqual({ have: frames.length, count: frames.length });
        },
      ),
    );
  });

  it('report progress k of n, a duplicate as a duplicate', () => {
    const frames = framesOrFail(
      new Uint8Array(1000).map((_, i) => i % 251),
      'deflate-raw',
      300,
    );
    const { steps } = collect([frames[2]!, frames[2]!, frames[0]!, frames[3]!]);
    expect(steps).toEqual([
      { kind: 'added', have: 1, count: 4 },
      { kind: 'duplicate', have: 1, count: 4 },
      { kind: 'added', have: 2, count: 4 },
      { kind: 'added', have: 3, count: 4 },
    ]);
  });

  it('refuse what is not a Tenbō code, and damaged frames, without losing what was collected', () => {
    const frames = framesOrFail(new Uint8Array(100).fill(3), 'deflate-raw', 40);
    const [first = '', second = ''] = frames;
    const { head, data } = partsOf(second);
    const id = head.slice(6, 14);
    const { steps } = collect([
      first,
      'https://example.com/',
      'TB1:Z:XYZ:1/3:00',
      'TB1:Z:0123ABCD:4/3:00',
      'TB1:Z:0123ABCD:0/3:00',
      `${head}lower case`,
      `${head}0`,
      `TB1:Z:${id}:2/4:${data}`,
      `TB1:P:${id}:2/3:${data}`,
      `TB1:Z:${id}:2/3:${'0'.repeat(5000)}`,
    ]);
    expect(steps.map((s) => (s.kind === 'refused' ? s.reason : s.kind))).toEqual([
      'added',
      'notOurs',
      'malformed',
      'malformed',
      'malformed',
      'malformed',
      'malformed',
      'malformed',
      'malformed',
      'malformed',
    ]);
    for (const s of steps) if (s.kind === 'refused') expect(s.error.length).toBeLessThan(80);
    expect(readFrame('https://example.com/')).toEqual({ ok: false, reason: 'notOurs', error: 'not a Tenbō code: "https://example.com/"' });
  });

  it('start again when the collected frames do not add up to their id', () => {
    const frames = framesOrFail(new Uint8Array(100).fill(3), 'plain', 40);
    const { head, data } = partsOf(frames[2]!);
    // The same header, other data: every frame reads, the whole does not match its id.
    const tampered = `${head}${data.startsWith('0') ? '1' : '0'}${data.slice(1)}`;
    const { collector, steps } = collect([frames[0]!, frames[1]!, tampered]);
    expect(steps[2]).toEqual({ kind: 'refused', reason: 'mismatch', error: 'the codes do not add up to what they say: scan them again' });
    expect(collector.progress).toEqual({ have: 0, count: 0 });
    expect(frames.map((f) => collector.add(f)).at(-1)).toEqual({ kind: 'complete', bytes: new Uint8Array(100).fill(3), encoding: 'plain' });
  });
});
