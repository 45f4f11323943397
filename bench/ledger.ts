/** Ledger benchmark: replaying a 30-hand game, fold per event in microseconds. */
import { PRESETS } from '../src/core/rules';
import { fold, initialTable, replay, settle, type HandResult, type Seat, type TableState } from '../src/ledger';

/** A 30-hand ema2025 game: every dealer repeats three times (tsumo, two tenpai draws), then loses the deal to a ron; S4 ends it. */
function thirtyHandGame(): HandResult[] {
  const hands: HandResult[] = [];
  for (let deal = 0; deal < 8; deal++) {
    const dealer = (deal % 4) as Seat;
    const next = ((dealer + 1) % 4) as Seat;
    const other = ((dealer + 2) % 4) as Seat;
    if (deal < 7) {
      hands.push({ v: 1, type: 'tsumo', winner: dealer, han: 2, fu: 30, riichi: [dealer] });
      hands.push({ v: 1, type: 'draw', tenpai: [dealer, other], riichi: [other] });
    }
    hands.push({ v: 1, type: 'draw', tenpai: [dealer], riichi: [] });
    hands.push({ v: 1, type: 'ron', from: other, wins: [{ winner: next, han: 3, fu: 40 }], riichi: [next] });
  }
  return hands;
}

function time(iterations: number, run: () => void): number {
  for (let i = 0; i < Math.min(200, iterations); i++) run(); // warm-up
  const start = performance.now();
  for (let i = 0; i < iterations; i++) run();
  return ((performance.now() - start) * 1000) / iterations; // microseconds per run
}

export async function benchLedger(): Promise<string[]> {
  const rules = PRESETS.ema2025;
  const game = thirtyHandGame();
  const check = replay(rules, game);
  if (!check.ok || check.states.length !== 30 || !check.final.over) throw new Error('bench game is not a complete 30-hand game');
  const iterations = 5000;
  const perReplay = time(iterations, () => {
    replay(rules, game);
  });
  const states: TableState[] = [initialTable(rules), ...check.states];
  const perFold =
    time(iterations, () => {
      for (let i = 0; i < game.length; i++) fold(states[i] as TableState, game[i] as HandResult, rules);
    }) / game.length;
  const perSettle = time(iterations, () => {
    settle(check.final, rules);
  });
  return [
    `ledger: replay of a 30-hand game: ${perReplay.toFixed(1)} µs (${iterations} runs)`,
    `ledger: fold per event: ${perFold.toFixed(2)} µs`,
    `ledger: end-of-game settlement: ${perSettle.toFixed(2)} µs`,
  ];
}
