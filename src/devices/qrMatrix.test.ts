import jsQR from 'jsqr';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeHandOff, encodeHandOff, framesOf } from '../tournament/codes';
import { gameWithTiles } from '../tournament/testGameWithTiles';
import { packPayload } from './compression';
import { PayloadScan } from './payloadScan';
import { qrMatrix, type QrMatrix } from './qrMatrix';

const vectorsFile = new URL('../../../shared/vectors/oracle-ema2025.hands.jsonl', import.meta.url);
const sharedThere = existsSync(vectorsFile);

/** A code as the pixels a camera would see: `scale` pixels a module, a quiet zone of 4, black on white. */
function pixels(matrix: QrMatrix, scale = 4): { data: Uint8ClampedArray; side: number } {
  const side = (matrix.size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - 4;
      const col = Math.floor(x / scale) - 4;
      if (row >= 0 && col >= 0 && row < matrix.size && col < matrix.size && matrix.isDark(row, col))
        data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  return { data, side };
}

function read(text: string): string | null {
  const { data, side } = pixels(qrMatrix(text));
  return jsQR(data, side, side, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

// jsqr takes ~0.3 s a code on a loaded machine (2 s for the first, cold).
describe('QR codes drawn and read back', { timeout: 60_000 }, () => {
  it('writes a frame in alphanumeric mode, a full frame in a version 15 code at most, read back by jsqr', () => {
    // The longest header (a two-digit count) and a full frame's base45.
    const frame = `TB1:Z:0123ABCD:12/34:${'0A%'.repeat(180)}`;
    expect(frame.length).toBe(561);
    expect(qrMatrix(frame).size).toBeLessThanOrEqual(77);
    expect(read(frame)).toBe(frame);
    expect(read('Łódź, not alphanumeric')).toBe('Łódź, not alphanumeric');
  });

  it.skipIf(!sharedThere)('carries a 20-hand game with tiles through drawn codes, read in any order, to the same game', async () => {
    const record = gameWithTiles(readFileSync(vectorsFile, 'utf8').split('\n'));
    const bytes = encodeHandOff({ tournamentId: 'wro-2027', session: 2, table: 4, record, confirmations: [0, 1, 2, 3] });
    const packed = await packPayload(bytes);
    const framed = framesOf(packed.bytes, packed.encoding);
    if (!framed.ok) throw new Error(framed.error);
    expect(framed.frames.length).toBeGreaterThan(1);
    const scan = new PayloadScan(10_000_000);
    // Last to first, the last twice: the scan is complete at the first code, read second last.
    const order = [...framed.frames.keys()].reverse();
    let last = null;
    for (const i of [order[0]!, ...order]) {
      const text = read(framed.frames[i]!);
      expect(text).toBe(framed.frames[i]);
      last = await scan.take([text ?? '']);
    }
    expect(last?.bytes).toEqual(bytes);
    const handOff = decodeHandOff(last?.bytes ?? new Uint8Array());
    expect(handOff.ok && handOff.value.record).toEqual(decodeHandOff(bytes).ok && record);
  });
  if (!sharedThere) it.skip('NOT RUN: ../shared/vectors/oracle-ema2025.hands.jsonl is missing, the 20-hand game is not built', () => {});
});
