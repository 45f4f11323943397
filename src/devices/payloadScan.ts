import { FrameCollector } from '../tournament/codes';
import { unpackPayload } from './compression';

/**
 * What the scanner does with the texts the camera reads: the frames collected (tournament/
 * frames.ts), then unpacked (compression.ts) into the payload's bytes. A note says why a text did
 * not help, for the one line under the camera.
 */
export type ScanNote = 'other' | 'notOurs' | 'damaged' | 'mismatch' | 'unsupported' | 'tooLarge';

export interface ScanState {
  readonly have: number;
  readonly count: number;
  readonly note: ScanNote | null;
  /** The payload, once every frame is in and it unpacked. */
  readonly bytes: Uint8Array | null;
}

export class PayloadScan {
  private collector = new FrameCollector();
  private note: ScanNote | null = null;

  /** `maxBytes`: the most the payload may hold unpacked (the decoder's own limit). */
  constructor(private readonly maxBytes: number) {}

  /** Takes the texts of one camera frame; the state after them. */
  async take(texts: readonly string[]): Promise<ScanState> {
    for (const text of texts) {
      const step = this.collector.add(text);
      if (step.kind === 'other') this.note = 'other';
      else if (step.kind === 'refused') this.note = step.reason === 'malformed' ? 'damaged' : step.reason;
      else if (step.kind === 'added') this.note = null;
      else if (step.kind === 'complete') {
        const unpacked = await unpackPayload(step.bytes, step.encoding, this.maxBytes);
        if (unpacked.ok)
          return {
            have: step.bytes.length === 0 ? 1 : this.collector.progress.have,
            count: this.collector.progress.count,
            note: null,
            bytes: unpacked.bytes,
          };
        // Damaged once collected: start again, as for frames that do not add up.
        this.collector = new FrameCollector();
        this.note = unpacked.reason === 'damaged' ? 'mismatch' : unpacked.reason;
      }
    }
    return { ...this.collector.progress, note: this.note, bytes: null };
  }
}
