import { anyRiichi, flagSet, UNKNOWN_FLAG, type FlagSet, type Mutable } from './context';
import { FLAGS, hasOpenMeld, isFlag, isKan, type Flag, type HandInput, type ScoreError } from './hand';
import { IntTable } from './intTable';
import { bit } from './packed';
import type { Rules } from './rules';
import { kindOf, type Tile } from './tiles';

/**
 * The flag rules (FORMATS.md `invalid_flags`): flags that contradict each other, the hand or the
 * preset. The tiles and the situation of a hand are checked in validate.ts.
 */

/** Flag rules: seed 000 §4.2.1 (riichi, ippatsu, rinshan counts as tsumo, chankan as ron, haitei, houtei), §4.2.5 (tenhou, chihou, renhou). */
function flagsError(message: string, detail: string): ScoreError {
  return { ok: false, error: 'invalid_flags', message, detail };
}

/**
 * What the flag rules look at. A hand still being entered or waiting (findWaits, the picker) may
 * have no winning tile yet; the check that needs one (chankan) then waits for it.
 */
export type FlagInput = Pick<HandInput, 'concealed' | 'melds' | 'win' | 'seatWind' | 'flags'> & { readonly winTile?: Tile };

function holdsCopyOfWinTile(input: FlagInput): boolean {
  if (input.winTile === undefined) return false;
  const win = kindOf(input.winTile);
  return input.concealed.some((t) => kindOf(t) === win) || input.melds.some((m) => m.tiles.some((t) => kindOf(t) === win));
}

/**
 * Flags that contradict each other, the hand or the preset (FORMATS.md `invalid_flags`). The
 * verdict is a function of the flag key alone (flagKey), so the checks run once per key met and
 * a hand looks its verdict up.
 */
export function validateFlags(input: FlagInput, rules: Rules, f: FlagSet = flagSet(input.flags)): ScoreError | null {
  if (input.flags.length === 0) return null;
  // A typed caller can pass any string among the flags: flagSet marks a name that is none.
  if ((f.bits & UNKNOWN_FLAG) !== 0) return unknownFlagError(input.flags);
  const key = flagKey(input, rules, f);
  const check = firstBroken(key, f);
  if (check === null) return null;
  const detail = typeof check.flag === 'string' ? check.flag : check.flag(situationOf(key, f, ownSituation()));
  return flagsError(check.message, detail);
}

function unknownFlagError(flags: readonly string[]): ScoreError {
  const unknown = String(flags.find((flag) => !isFlag(flag)));
  return flagsError(`"${unknown}" is not a situation of a win (${FLAGS.join(', ')}).`, unknown);
}

/**
 * The first check (FLAG_RULES order) a hand with this flag key breaks, null for none. A check can
 * fail only with one of its `when` flags marked (flagRules.test.ts walks every case), so only those
 * run; worked out on the first hand with the key, looked up after.
 */
function firstBroken(key: number, f: FlagSet): RunCheck | null {
  const known = VERDICTS.get(key);
  if (known !== undefined) return known;
  const situation = situationOf(key, f, ownSituation());
  const broken = FLAG_CHECKS.find((check) => (check.whenBits & key) !== 0 && check.broken(situation)) ?? null;
  VERDICTS.add(key, broken);
  return broken;
}

/** Verdicts by flag key. At most 2^18 keys (flagKey); a table meets a few dozen. */
const VERDICTS = new IntTable<RunCheck | null>();

/**
 * Everything the flag rules look at, as bits above the flags' own (FlagSet `bits`, bits 0 to 9).
 * Validation and flagSituation both go through these bits, so the rules cannot read anything that
 * the verdict is not keyed by.
 */
const OPEN = 1 << 10;
const ANY_MELD = 1 << 11;
const DEALER = 1 << 12;
const TSUMO = 1 << 13;
const KAN = 1 << 14;
const HOLDS_COPY = 1 << 15;
const RINSHAN_WITH_HAITEI = 1 << 16;
const NO_RENHOU = 1 << 17;

/**
 * The flag key of a hand: its marked flags (FlagSet `bits`) and the facts the flag rules read. A
 * kan among the melds and a copy of the winning tile are looked for only when the one flag whose
 * checks read them (rinshan, chankan) is marked: the walk over the tiles costs more than the rest.
 */
function flagKey(input: FlagInput, rules: Rules, f: FlagSet): number {
  const melds = input.melds;
  let key =
    f.bits |
    (bit(hasOpenMeld(melds)) * OPEN) |
    (bit(melds.length > 0) * ANY_MELD) |
    (bit(input.seatWind === 'E') * DEALER) |
    (bit(input.win === 'tsumo') * TSUMO) |
    (bit(rules.rinshanWithHaitei) * RINSHAN_WITH_HAITEI) |
    (bit(rules.renhou === 'none') * NO_RENHOU);
  if (f.rinshan && melds.some(isKan)) key |= KAN;
  if (f.chankan && holdsCopyOfWinTile(input)) key |= HOLDS_COPY;
  return key;
}

/** What the flag rules look at, written into `into` (validateFlags' own, reused hand after hand). */
export function flagSituation(
  input: FlagInput,
  rules: Rules,
  f: FlagSet,
  into: Mutable<FlagSituation> = blankFlagSituation(),
): FlagSituation {
  return situationOf(flagKey(input, rules, f), f, into);
}

/** The situation a flag key stands for (`f` the flags it was made from), written into `into`. */
function situationOf(key: number, f: FlagSet, into: Mutable<FlagSituation>): FlagSituation {
  into.f = f;
  into.riichi = anyRiichi(f);
  into.open = (key & OPEN) !== 0;
  into.anyMeld = (key & ANY_MELD) !== 0;
  into.dealer = (key & DEALER) !== 0;
  into.tsumo = (key & TSUMO) !== 0;
  into.kan = (key & KAN) !== 0;
  into.holdsCopy = (key & HOLDS_COPY) !== 0;
  into.rinshanWithHaitei = (key & RINSHAN_WITH_HAITEI) !== 0;
  into.noRenhou = (key & NO_RENHOU) !== 0;
  return into;
}

function blankFlagSituation(): Mutable<FlagSituation> {
  return {
    f: flagSet([]),
    riichi: false,
    open: false,
    anyMeld: false,
    dealer: false,
    tsumo: false,
    kan: false,
    holdsCopy: false,
    rinshanWithHaitei: false,
    noRenhou: false,
  };
}

/** validateFlags' own situation, made on first use (a check never re-enters itself). */
let ownFlagSituation: Mutable<FlagSituation> | null = null;

function ownSituation(): Mutable<FlagSituation> {
  return (ownFlagSituation ??= blankFlagSituation());
}

/** What the flag rules look at: the facts of a flag key (flagKey), nothing else. */
export interface FlagSituation {
  readonly f: FlagSet;
  readonly riichi: boolean;
  readonly open: boolean;
  readonly anyMeld: boolean;
  readonly dealer: boolean;
  readonly tsumo: boolean;
  /** A kan among the melds: looked for only with rinshan marked (false otherwise). */
  readonly kan: boolean;
  /** The winner holds another copy of the winning tile: looked for only with chankan marked (false otherwise). */
  readonly holdsCopy: boolean;
  /** The preset's `rinshanWithHaitei`. */
  readonly rinshanWithHaitei: boolean;
  /** The preset does not score renhou (`renhou: 'none'`). */
  readonly noRenhou: boolean;
}

export interface FlagCheck {
  /** The flags at least one of which must be marked for the check to fail. */
  readonly when: readonly Flag[];
  readonly broken: (s: FlagSituation) => boolean;
  readonly message: string;
  /** The flag at fault (for highlighting in the picker). */
  readonly flag: Flag | ((s: FlagSituation) => Flag);
}

/** Flag rules, in the order a player would want them explained. */
const FLAG_RULES: readonly FlagCheck[] = [
  {
    when: ['riichi'],
    broken: (s) => s.f.riichi && s.f.doubleRiichi,
    message: 'Double riichi replaces riichi; mark only one of them.',
    flag: 'doubleRiichi',
  },
  {
    when: ['riichi', 'doubleRiichi'],
    broken: (s) => s.riichi && s.open,
    message: 'Riichi needs a concealed hand; this hand has an open meld.',
    flag: (s) => (s.f.riichi ? 'riichi' : 'doubleRiichi'),
  },
  { when: ['ippatsu'], broken: (s) => s.f.ippatsu && !s.riichi, message: 'Ippatsu needs a riichi.', flag: 'ippatsu' },
  {
    when: ['haitei'],
    broken: (s) => s.f.haitei && !s.tsumo,
    message: 'Haitei is a win by tsumo on the last tile; this is a ron.',
    flag: 'haitei',
  },
  {
    when: ['houtei'],
    broken: (s) => s.f.houtei && s.tsumo,
    message: 'Houtei is a ron on the last discard; this is a tsumo.',
    flag: 'houtei',
  },
  {
    when: ['rinshan'],
    broken: (s) => s.f.rinshan && !s.tsumo,
    message: 'Rinshan kaihou is a tsumo on the replacement tile; this is a ron.',
    flag: 'rinshan',
  },
  { when: ['rinshan'], broken: (s) => s.f.rinshan && !s.kan, message: 'Rinshan kaihou needs a kan in the hand.', flag: 'rinshan' },
  {
    when: ['rinshan'],
    broken: (s) => s.f.rinshan && s.f.haitei && !s.rinshanWithHaitei,
    message: 'This rule set does not allow rinshan and haitei together.',
    flag: 'haitei',
  },
  {
    when: ['chankan'],
    broken: (s) => s.f.chankan && s.tsumo,
    message: 'Chankan is a ron on a tile added to a kan; this is a tsumo.',
    flag: 'chankan',
  },
  // The robbed tile is the fourth of its kind: the other three are in the kan.
  {
    when: ['chankan'],
    broken: (s) => s.f.chankan && s.holdsCopy,
    message: 'Chankan robs the fourth tile of a kan, so the winner cannot hold another copy of it.',
    flag: 'chankan',
  },
  {
    when: ['chankan'],
    broken: (s) => s.f.chankan && s.f.houtei,
    message: 'Houtei is a win on the last discard, chankan on a tile added to a kan; not both.',
    flag: 'chankan',
  },
  // Seed 000 §4.2.1: any kan after the riichi, a closed one included, ends the ippatsu chance.
  {
    when: ['ippatsu'],
    broken: (s) => s.f.ippatsu && s.f.rinshan,
    message: 'A kan ends the ippatsu chance, so ippatsu cannot come with rinshan kaihou.',
    flag: 'ippatsu',
  },
  {
    when: ['tenhou'],
    broken: (s) => s.f.tenhou && (!s.dealer || !s.tsumo || s.anyMeld),
    message: 'Tenhou is the dealer’s tsumo on the first draw, with no calls.',
    flag: 'tenhou',
  },
  {
    when: ['chihou'],
    broken: (s) => s.f.chihou && (s.dealer || !s.tsumo || s.anyMeld),
    message: 'Chihou is a non-dealer’s tsumo on the first draw, with no calls.',
    flag: 'chihou',
  },
  { when: ['renhou'], broken: (s) => s.f.renhou && s.noRenhou, message: 'This rule set does not score renhou.', flag: 'renhou' },
  {
    when: ['renhou'],
    broken: (s) => s.f.renhou && (s.dealer || s.tsumo || s.anyMeld),
    message: 'Renhou is a non-dealer’s ron before their first draw, with no calls.',
    flag: 'renhou',
  },
  {
    when: ['tenhou', 'chihou', 'renhou'],
    broken: (s) => (s.f.tenhou || s.f.chihou || s.f.renhou) && s.riichi,
    message: 'A first-turn win cannot follow a riichi.',
    flag: 'riichi',
  },
  {
    when: ['tenhou', 'chihou', 'renhou'],
    broken: (s) => Number(s.f.tenhou) + Number(s.f.chihou) + Number(s.f.renhou) > 1,
    message: 'Tenhou, chihou and renhou exclude each other.',
    flag: 'renhou',
  },
  // Seed 000 §4.2.5: a first-turn win comes before any call, kan, riichi or last tile.
  {
    when: ['tenhou', 'chihou', 'renhou'],
    broken: (s) => (s.f.tenhou || s.f.chihou || s.f.renhou) && (s.f.ippatsu || s.f.haitei || s.f.houtei || s.f.rinshan || s.f.chankan),
    message: 'A first-turn win goes with no other situation (last tile, kan, ippatsu).',
    flag: (s) => (s.f.tenhou ? 'tenhou' : s.f.chihou ? 'chihou' : 'renhou'),
  },
];

/** The checks as run: every one with the same fields, its `when` flags as bits (FlagSet `bits`). */
const FLAG_CHECKS = FLAG_RULES.map((check) => ({
  whenBits: flagSet(check.when).bits,
  broken: check.broken,
  message: check.message,
  flag: check.flag,
}));

type RunCheck = (typeof FLAG_CHECKS)[number];

/** The flag rules, for tests. */
export const FLAG_RULE_LIST: readonly FlagCheck[] = FLAG_RULES;
