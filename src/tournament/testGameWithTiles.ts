import { PRESETS } from '../core/rules';
import { fold, initialTable, seatWind, settle, type GameRecord, type RecordHand, type HandResult, type Seat, type Win } from '../ledger';

/**
 * A real EMA 2025 hanchan of 20 hands with the tiles kept on every win, as the picker keeps them
 * (picker/recorded.ts `tenbo-hand/1`): what a table hands off at its largest in practice, for the
 * QR payload's tests, `npm run bench` and the camera e2e (test support; not used by the app).
 * Each win is a hand vector of ../shared/vectors whose seat and round wind are those of its
 * winner at that point of the game, its value and yaku the vector's expected ones. Written as the
 * app exports a game (store/records.ts `recordOf`): every hand's `after`, and `expect` with the final results.
 */
interface Vector {
  readonly rules: string;
  readonly concealed: string;
  readonly melds: readonly string[];
  readonly winTile: string;
  readonly win: 'ron' | 'tsumo';
  readonly seatWind: string;
  readonly roundWind: string;
  readonly doraIndicators: readonly string[];
  readonly uraIndicators: readonly string[];
  readonly flags: readonly string[];
  readonly expect: {
    readonly han?: number;
    readonly fu?: number;
    readonly yaku?: Record<string, number>;
    readonly yakuman?: number;
    readonly limit?: string | null;
    readonly error?: string;
  };
}

/** The hands where the deal passes (a non-dealer wins); the others are the dealer's repeats, every fourth a draw with the dealer tenpai. */
function four(values: readonly number[]): [number, number, number, number] {
  const [a = 0, b = 0, c = 0, d = 0] = values;
  return [a, b, c, d];
}

const PASSES = new Set([2, 5, 7, 10, 12, 15, 17, 19]);
const HANDS = 20;

function usable(v: Vector): boolean {
  return (
    v.rules === 'ema2025' && v.expect.error === undefined && v.expect.han !== undefined && !v.expect.yakuman && v.expect.limit !== 'yakuman'
  );
}

/** The game, from the lines of a `*.hands.jsonl` file of EMA 2025 vectors (oracle-ema2025.hands.jsonl has all it needs). */
export function gameWithTiles(vectorLines: readonly string[]): GameRecord {
  const vectors = vectorLines
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Vector)
    .filter(usable);
  const used = new Set<Vector>();
  const rules = PRESETS.ema2025;
  let state = initialTable(rules);
  const hands: RecordHand[] = [];
  for (let i = 0; i < HANDS; i++) {
    const dealer = state.dealer;
    const winner = (PASSES.has(i) ? (dealer + 1 + (i % 3)) % 4 : dealer) as Seat;
    const hand: HandResult =
      !PASSES.has(i) && i % 4 === 3 ? { v: 1, type: 'draw', tenpai: [dealer], riichi: [] } : winOf(i, winner, state.round, state.honba);
    const next = fold(state, hand, rules);
    if (!next.ok) throw new Error(`hand ${i + 1}: ${JSON.stringify(next)}`);
    state = next.state;
    const { honba, sticks } = state;
    const scores = four(state.scores);
    hands.push({
      ...hand,
      after: state.over ? { scores, honba, sticks } : { scores, honba, sticks, dealer: state.dealer, round: state.round, hand: state.hand },
    });
  }
  const final = four([...settle(state, rules)].sort((a, b) => a.seat - b.seat).map((r) => r.final));
  const players: [string, string, string, string] = ['Anna Kowalska', 'Bartek Nowak', 'Celina Wiśniewska', 'Darek Wójcik'];
  return {
    id: 'test-hanchan-20-tiles',
    format: 'riichi-record/1',
    rules: 'ema2025',
    players,
    hands,
    expect: { scores: four(state.scores), sticks: state.sticks, over: state.over, final },
  };

  function winOf(i: number, winner: Seat, round: string, honba: number): HandResult {
    const wind = seatWind(winner, state.dealer);
    const win = i % 3 === 0 ? 'tsumo' : 'ron';
    const v = vectors.find((c) => !used.has(c) && c.win === win && c.seatWind === wind && c.roundWind === round);
    if (v === undefined) throw new Error(`no ${win} vector for seat wind ${wind}, round ${round}`);
    used.add(v);
    const { concealed, melds, winTile, seatWind: sw, roundWind, doraIndicators, uraIndicators, flags } = v;
    const tiles = {
      format: 'tenbo-hand/1',
      rules: 'ema2025',
      concealed,
      melds,
      winTile,
      win,
      seatWind: sw,
      roundWind,
      doraIndicators,
      uraIndicators,
      flags,
      honba,
    };
    const value = { han: v.expect.han, ...(v.expect.fu === undefined ? {} : { fu: v.expect.fu }), yaku: v.expect.yaku ?? {}, tiles };
    const riichi: Seat[] = flags.includes('riichi') || flags.includes('doubleRiichi') ? [winner] : [];
    if (win === 'tsumo') return { v: 1, type: 'tsumo', winner, ...value, riichi };
    const w: Win = { winner, ...value };
    return { v: 1, type: 'ron', from: ((winner + 1 + (i % 3)) % 4) as Seat, wins: [w], riichi };
  }
}
