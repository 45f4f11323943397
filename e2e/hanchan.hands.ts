import type { HandResult } from '../src/ledger';

/**
 * A whole EMA 2025 hanchan as a table would play it: riichi, a double ron, draws with tenpai,
 * dealer repeats, a chombo and the end with uma. The spec enters these through the UI and
 * checks every number the app shows against the ledger folding the same list.
 */
export const HANCHAN: readonly HandResult[] = [
  // East 1: the dealer (Anna) declares riichi and wins by tsumo: she repeats.
  { v: 1, type: 'tsumo', winner: 0, han: 3, fu: 30, riichi: [0] },
  // East 1, 1 counter: exhaustive draw, Anna and Celina tenpai: the dealer repeats again.
  { v: 1, type: 'draw', tenpai: [0, 2], riichi: [] },
  // East 1, 2 counters: Bartek in riichi; Celina deals into a double ron (Bartek and Darek).
  {
    v: 1,
    type: 'ron',
    from: 2,
    wins: [
      { winner: 1, han: 2, fu: 30 },
      { winner: 3, han: 3, fu: 40 },
    ],
    riichi: [1],
  },
  // East 2: Darek declares riichi, then Celina's chombo: the hand is replayed, his stick returns.
  { v: 1, type: 'chombo', offender: 2, riichi: [3] },
  // East 2 again: Anna wins by ron from Bartek.
  { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, han: 1, fu: 30 }], riichi: [] },
  // East 3: draw, nobody tenpai; Bartek's riichi stick stays on the table.
  { v: 1, type: 'draw', tenpai: [], riichi: [1] },
  // East 4 (Darek deals), 1 counter: Darek's mangan tsumo, he repeats.
  { v: 1, type: 'tsumo', winner: 3, han: 5, riichi: [] },
  // East 4, 2 counters: Celina wins 4 han 30 fu by ron from Darek (kiriage mangan in EMA 2025).
  { v: 1, type: 'ron', from: 3, wins: [{ winner: 2, han: 4, fu: 30 }], riichi: [2] },
  // South 1: Bartek tsumo 2 han 40 fu.
  { v: 1, type: 'tsumo', winner: 1, han: 2, fu: 40, riichi: [] },
  // South 2: draw, Bartek (the dealer) alone tenpai: he repeats.
  { v: 1, type: 'draw', tenpai: [1], riichi: [] },
  // South 2, 1 counter: Anna ron from Celina, haneman.
  { v: 1, type: 'ron', from: 2, wins: [{ winner: 0, han: 6 }], riichi: [0] },
  // South 3: Darek ron from Anna, 2 han 25 fu (chiitoitsu).
  { v: 1, type: 'ron', from: 0, wins: [{ winner: 3, han: 2, fu: 25 }], riichi: [] },
  // South 4: Darek riichi, exhaustive draw, Bartek tenpai: the deal passes and the game ends
  // with Darek's stick still on the table (it goes to 1st at the end).
  { v: 1, type: 'draw', tenpai: [1], riichi: [3] },
];
