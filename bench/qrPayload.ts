/**
 * QR payload sizes (issue 27 "npm run bench: ... the QR payload size of a 20-hand game with
 * tiles"): a game handed off from a table as the app would (tournament/codes.ts), its bytes as
 * JSON, compressed (deflate-raw, as src/devices does), the codes that takes at FRAME_DATA_BYTES a
 * code and the largest code's QR version; the same game without its tiles, and a table's join code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { packPayload } from '../src/devices/compression';
import { qrMatrix } from '../src/devices/qrMatrix';
import type { GameRecord } from '../src/ledger';
import { encodeHandOff, encodeJoinCode, FRAME_DATA_BYTES, framesOf } from '../src/tournament/codes';
import { gameWithTiles } from '../src/tournament/testGameWithTiles';

const VECTORS = resolve('..', 'shared', 'vectors', 'oracle-ema2025.hands.jsonl');

async function line(what: string, bytes: Uint8Array): Promise<string> {
  const packed = await packPayload(bytes);
  const framed = framesOf(packed.bytes, packed.encoding);
  if (!framed.ok) return `qr: ${what}: ${framed.error}`;
  const largest = Math.max(...framed.frames.map((frame) => qrMatrix(frame).size));
  const version = (largest - 17) / 4;
  return `qr: ${what.padEnd(30)} ${String(bytes.length).padStart(6)} bytes JSON, ${String(packed.bytes.length).padStart(5)} compressed (${packed.encoding}), ${framed.frames.length} code${framed.frames.length === 1 ? '' : 's'} of ${FRAME_DATA_BYTES} bytes, largest version ${version} (${largest} modules a side)`;
}

function withoutTiles(record: GameRecord): GameRecord {
  return {
    ...record,
    hands: record.hands.map((hand) => {
      if (hand.type === 'tsumo') return { ...hand, tiles: undefined, yaku: undefined };
      if (hand.type === 'ron') return { ...hand, wins: hand.wins.map((win) => ({ ...win, tiles: undefined, yaku: undefined })) };
      return hand;
    }),
  };
}

export async function benchQrPayload(): Promise<string[]> {
  if (!existsSync(VECTORS)) return [`qr: NOT RUN: ${VECTORS} is missing (the 20-hand game is built from it)`];
  const record = gameWithTiles(readFileSync(VECTORS, 'utf8').split('\n'));
  const handOff = { tournamentId: 'wro-2027', session: 3, table: 12, confirmations: [0, 1, 2, 3] as const };
  const join = encodeJoinCode({
    tournamentId: 'wro-2027',
    tournamentName: 'Wrocław Riichi Open 2027',
    rules: 'ema2025',
    overrides: {},
    session: 3,
    table: 12,
    players: ['Anna Kowalska', 'Bartek Nowak', 'Celina Wiśniewska', 'Darek Wójcik'],
    endsAt: 1_800_000_000_000,
    ending: 'finishHand',
  });
  return [
    await line('20-hand game, tiles kept', encodeHandOff({ ...handOff, confirmations: [...handOff.confirmations], record })),
    await line(
      '20-hand game, no tiles',
      encodeHandOff({ ...handOff, confirmations: [...handOff.confirmations], record: withoutTiles(record) }),
    ),
    await line("a table's join code", join),
  ];
}
