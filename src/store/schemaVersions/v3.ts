import type { Transaction } from 'dexie';
import { summarizeAgain } from './summarizeAgain';
import { V1 } from './v1';
import type { SchemaVersion } from './version';

/**
 * Version 3: a win whose kept yaku contradict its value (pao on a yakuman that carries none,
 * yakuman units its yaku do not score, ...) loses those yaku, so that the ledger can refuse such
 * a win while every game stored before still replays; then the summaries again.
 *
 * A rewrite step, frozen: it applies the rule as the ledger had it when version 3 shipped
 * (ledger/validate.ts keptYakuConflict), copied here with the registry and preset facts it reads,
 * so that a later change of the ledger or the presets never changes what this upgrade did. It
 * reads only stored fields: the game's preset id and overrides, the events' results.
 */
export const V3 = {
  version: 3,
  stores: V1.stores,
  upgrade: dropConflictingYaku,
} as const satisfies SchemaVersion;

/** The rule fields the step reads, as version 3 knew them. */
interface YakumanRules {
  readonly doubleYakuman: boolean;
  readonly yakumanStack: boolean;
  readonly renhou: string;
  readonly pao: readonly string[];
}

const EMA_PAO = ['daisangen', 'daisuushii'];
const ALL_PAO = ['daisangen', 'daisuushii', 'suukantsu'];
/** The presets of version 3, only the fields the step reads (core/rules.ts then). */
const PRESETS_V3: Readonly<Record<string, YakumanRules>> = {
  ema2025: { doubleYakuman: false, yakumanStack: false, renhou: 'han5', pao: EMA_PAO },
  ema2016: { doubleYakuman: false, yakumanStack: false, renhou: 'mangan', pao: EMA_PAO },
  ema2008: { doubleYakuman: true, yakumanStack: false, renhou: 'yakuman', pao: EMA_PAO },
  wrc2022: { doubleYakuman: false, yakumanStack: false, renhou: 'mangan', pao: EMA_PAO },
  mleague: { doubleYakuman: false, yakumanStack: true, renhou: 'none', pao: ALL_PAO },
  tenhou: { doubleYakuman: false, yakumanStack: true, renhou: 'none', pao: ALL_PAO },
};

/** The registry's yaku that are no yakuman, as version 3 knew them. */
const HAN_YAKU = new Set([
  'riichi',
  'double_riichi',
  'ippatsu',
  'menzen_tsumo',
  'pinfu',
  'tanyao',
  'iipeikou',
  'haku',
  'hatsu',
  'chun',
  'seat_wind',
  'round_wind',
  'rinshan',
  'chankan',
  'haitei',
  'houtei',
  'chiitoitsu',
  'sanshoku',
  'ittsu',
  'chanta',
  'sanshoku_doukou',
  'sanankou',
  'sankantsu',
  'toitoi',
  'shousangen',
  'honroutou',
  'ryanpeikou',
  'honitsu',
  'junchan',
  'chinitsu',
  'sanrenpon',
]);
/** The registry's yakuman then: true for one worth two units where the preset allows double yakuman. */
const YAKUMAN: ReadonlyMap<string, boolean> = new Map([
  ['kokushi', false],
  ['kokushi_13', true],
  ['chuuren', false],
  ['junsei_chuuren', true],
  ['suuankou', false],
  ['suuankou_tanki', true],
  ['suukantsu', false],
  ['ryuuiisou', false],
  ['chinroutou', false],
  ['tsuuiisou', false],
  ['daisangen', false],
  ['shousuushii', false],
  ['daisuushii', true],
  ['tenhou', false],
  ['chihou', false],
  ['suurenpon', false],
  ['daisharin', false],
  ['renhou', false],
]);

type Stored = Record<string, unknown>;
const isObject = (value: unknown): value is Stored => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The preset's fields with the game's stored overrides of them (as withOverrides spread them then); null for an unknown preset. */
export function yakumanRulesOf(presetId: unknown, overrides: unknown): YakumanRules | null {
  const preset = typeof presetId === 'string' && Object.hasOwn(PRESETS_V3, presetId) ? PRESETS_V3[presetId] : undefined;
  if (!preset) return null;
  const own = isObject(overrides) ? overrides : {};
  const pick = <T>(field: keyof YakumanRules, fits: (value: unknown) => value is T, fallback: T): T => {
    const value = own[field];
    return fits(value) ? value : fallback;
  };
  return {
    doubleYakuman: pick('doubleYakuman', (v): v is boolean => typeof v === 'boolean', preset.doubleYakuman),
    yakumanStack: pick('yakumanStack', (v): v is boolean => typeof v === 'boolean', preset.yakumanStack),
    renhou: pick('renhou', (v): v is string => typeof v === 'string', preset.renhou),
    pao: pick('pao', (v): v is string[] => Array.isArray(v) && v.every((id) => typeof id === 'string'), preset.pao),
  };
}

function unitsOf(id: string, rules: YakumanRules): number {
  const double = YAKUMAN.get(id);
  if (double === undefined) return 0;
  if (id === 'renhou' && rules.renhou !== 'yakuman') return 0;
  return double && rules.doubleYakuman ? 2 : 1;
}

/** Whether a stored win's (or tsumo's) kept yaku contradict its value: keptYakuConflict as of version 3. */
function conflicts(win: Stored, rules: YakumanRules): boolean {
  const kept = win['yaku'];
  if (!isObject(kept)) return false;
  const ids = Object.keys(kept);
  // None kept, or an id the registry did not know: nothing about them is certain.
  if (ids.length === 0 || !ids.every((id) => HAN_YAKU.has(id) || YAKUMAN.has(id))) return false;
  const yakuman = ids.filter((id) => unitsOf(id, rules) > 0);
  if (win['yakuman'] === undefined) return yakuman.length > 0;
  if (yakuman.length === 0) return true;
  const units = yakuman.map((id) => unitsOf(id, rules));
  const scored = rules.yakumanStack ? units.reduce((sum, n) => sum + n, 0) : Math.max(...units);
  if (scored !== win['yakuman']) return true;
  return win['pao'] !== undefined && rules.pao.length > 0 && !yakuman.some((id) => rules.pao.includes(id));
}

function withoutYaku(win: Stored): Stored {
  const { yaku: _dropped, ...rest } = win;
  return rest;
}

/** A stored result without the kept yaku its wins contradict; the same object when nothing is dropped. */
export function resultWithoutConflicts(result: unknown, rules: YakumanRules): unknown {
  // Stored results are read back as they are (an upgrade must never fail on one).
  if (!isObject(result)) return result;
  if (result['type'] === 'tsumo') return conflicts(result, rules) ? withoutYaku(result) : result;
  const wins = result['wins'];
  if (result['type'] !== 'ron' || !Array.isArray(wins)) return result;
  const kept = wins.map((win: unknown) => (isObject(win) && conflicts(win, rules) ? withoutYaku(win) : win));
  return kept.some((win, i) => win !== wins[i]) ? { ...result, wins: kept } : result;
}

interface StoredGame {
  readonly id: string;
  readonly presetId?: unknown;
  readonly overrides?: unknown;
}
interface StoredEvent {
  readonly event?: unknown;
}

/** Every stored hand and edit rewritten (resultWithoutConflicts): the value the table paid, the pao and the tiles stay. */
async function dropConflictingYaku(tx: Transaction): Promise<void> {
  const games = tx.table<StoredGame, string>('games');
  const events = tx.table<StoredEvent, [string, number]>('events');
  for (const game of await games.toArray()) {
    const rules = yakumanRulesOf(game.presetId, game.overrides);
    // A failed upgrade leaves the database closed for good: a row under an unknown preset stays as it is.
    if (!rules) continue;
    const rows = await events.where('gameId').equals(game.id).toArray();
    await events.bulkPut(rows.flatMap((row) => rewritten(row, rules)));
  }
  await summarizeAgain(tx);
}

/** The row with its hand or edit rewritten, or nothing to write when it stays the same. */
function rewritten(row: StoredEvent, rules: YakumanRules): StoredEvent[] {
  const event = row.event;
  if (!isObject(event) || (event['kind'] !== 'hand' && event['kind'] !== 'edit')) return [];
  const result = resultWithoutConflicts(event['result'], rules);
  return result === event['result'] ? [] : [{ ...row, event: { ...event, result } }];
}
