/**
 * How much a game record may hold (issue 31 items 4-5): every number, text and list an imported
 * record carries has a bound, chosen far above any real game so that no real record is refused,
 * and low enough that nothing a game computes from them leaves the safe integers (or reaches
 * Infinity, which an export would write as `null`).
 */
export const RECORD_LIMITS = Object.freeze({
  /** Characters of one record's JSON. A long real game with the tiles of every win kept is ~30 KB (the shared vectors' longest line is 3.3 KB). */
  maxChars: 1_000_000,
  /** Characters of a file read as one JSON document (an array of records); a larger one is read line by line. 10,000 long records are ~50 MB. */
  maxFileChars: 100_000_000,
  /** Nesting: record > hands > hand > wins > win > tiles > melds is 7 deep. */
  maxDepth: 16,
  /** Values in one record (every field and item counts one); a 1000-hand record with tiles kept has ~60,000. */
  maxValues: 200_000,
  /** Results in one game. A hanchan is 8 hands without repeats, and the longest real ones (a West round, long dealer repeats) run to ~30. */
  maxHands: 1_000,
  /** Characters of a player's name (on screen a name is cut long before this). */
  maxNameChars: 100,
  /** Characters of a record's id (another tool's ids are UUIDs or short names). */
  maxIdChars: 200,
  /** Characters of a note (the record's, a hand's) or a penalty's reason: free text, a paragraph or two. */
  maxNoteChars: 5_000,
  /**
   * Han of one win. Yaku add up to at most ~30 han (kazoe hands), dora to at most ~40 (every kan
   * dora and ura indicator pointing at four tiles of the hand); the payment is a limit from 13 on.
   */
  maxHan: 200,
  /** Fu: from 20; the most a hand can count is 170 (four closed terminal kans, a double wind pair, menzen ron). */
  minFu: 20,
  maxFu: 200,
  /** Yakuman units of one win: the presets pay at most 6 (core/rules.ts maxYakumanUnits); a larger count is refused by the ledger, naming the preset, up to this. */
  maxYakuman: 20,
  /** Han (or units) of one yaku kept with a win: chinitsu's 6 is the most; the ledger checks them against the value. */
  maxYakuHan: 100,
  /** Yaku kept with one win: the registry has ~50 ids, local yaku included. */
  maxYaku: 64,
  maxYakuIdChars: 32,
  /**
   * Points of a penalty: EMA's are thousands (chombo 20,000); the same bound as a house rule's
   * points (core/rules.ts MAX_RULE_POINTS). A thousand of them stay safe integers.
   */
  maxPenalty: 1_000_000,
  /**
   * Table points and final results a record states (`after`, `expect`): start points are at most
   * 1,000,000 (a house rule's bound), and 1,000 hands of the largest payment (six yakuman, a
   * dealer's tsumo: 288,000) stay below this.
   */
  maxPoints: 1_000_000_000,
  /** Counters: at most one more a hand. Sticks on the table: at most four more a hand. */
  maxHonba: 1_000,
  maxSticks: 4_000,
  /** The tiles kept with a win (picker/recorded.ts): a dozen fields, four melds, up to ten indicators; no text longer than a hand in mpsz (28 characters). */
  tiles: Object.freeze({ maxDepth: 3, maxNodes: 100, maxTextChars: 64 }),
  /** A record's `tournament` (Tenbō's extension): the tournament file's own bounds (tournament/tournamentFile.ts). */
  maxTournamentIdChars: 64,
  maxTournamentNameChars: 200,
  maxSessions: 50,
  maxTables: 250,
  /** A moment in ms since the epoch: up to the year 10,000. */
  maxMoment: 253_402_300_800_000,
});
