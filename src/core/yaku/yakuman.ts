import { FEATURE as F } from '../facts';
import { isWind } from '../tiles';
import { dragonTriplets, pair, standard, windTriplets, type YakuDefinition } from './definition';

/** The yakuman of every preset, in registry order (renhou apart: RENHOU_DEFINITION). */
export const YAKUMAN_DEFINITIONS: readonly YakuDefinition[] = [
  { id: 'kokushi', needs: F.kokushi, closedHan: 0, openHan: 0, yakuman: 1, decidedByNeeds: true, test: (c) => c.shape === 'kokushi' },
  {
    id: 'kokushi_13',
    needs: F.kokushi,
    closedHan: 0,
    openHan: 0,
    yakuman: 1,
    doubleWhenPresetAllows: true,
    replaces: ['kokushi'],
    test: (c) => c.shape === 'kokushi' && c.wait === 'kokushi_13',
  },
  {
    id: 'chuuren',
    needs: F.closed | F.chinitsuShape | F.chuurenShape,
    closedHan: 0,
    openHan: 0,
    yakuman: 1,
    test: (c) => c.input.melds.length === 0 && c.hand.chuurenShape,
  },
  {
    id: 'junsei_chuuren',
    needs: F.closed | F.chinitsuShape | F.chuurenShape,
    closedHan: 0,
    openHan: 0,
    yakuman: 1,
    doubleWhenPresetAllows: true,
    replaces: ['chuuren'],
    test: (c) => c.input.melds.length === 0 && c.hand.nineSidedWait,
  },
  // On a ron the winning triplet is not concealed, so a ron counts only with a tanki wait.
  { id: 'suuankou', needs: F.threeConcealedTriplets, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.facts.concealedTriplets === 4 },
  {
    id: 'suuankou_tanki',
    needs: F.threeConcealedTriplets,
    closedHan: 0,
    openHan: 0,
    yakuman: 1,
    doubleWhenPresetAllows: true,
    replaces: ['suuankou'],
    test: (c) => c.facts.concealedTriplets === 4 && c.wait === 'tanki',
  },
  { id: 'suukantsu', needs: F.threeKans, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.facts.kans === 4 },
  { id: 'ryuuiisou', needs: F.allGreen, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.hand.allGreen },
  { id: 'chinroutou', needs: F.allTerminalOrHonor, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.hand.allTerminal },
  { id: 'tsuuiisou', needs: F.allTerminalOrHonor, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.hand.allHonor },
  { id: 'daisangen', needs: F.dragonTriplet, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => dragonTriplets(c) === 3 },
  {
    id: 'shousuushii',
    needs: F.windTriplet,
    closedHan: 0,
    openHan: 0,
    yakuman: 1,
    test: (c) => standard(c) && windTriplets(c) === 3 && isWind(pair(c)),
  },
  {
    id: 'daisuushii',
    needs: F.windTriplet,
    closedHan: 0,
    openHan: 0,
    yakuman: 1,
    doubleWhenPresetAllows: true,
    test: (c) => windTriplets(c) === 4,
  },
  { id: 'tenhou', needs: F.tenhou, closedHan: 0, openHan: 0, yakuman: 1, decidedByNeeds: true, test: (c) => c.flags.tenhou },
  { id: 'chihou', needs: F.chihou, closedHan: 0, openHan: 0, yakuman: 1, decidedByNeeds: true, test: (c) => c.flags.chihou },
];

/**
 * Renhou as a yakuman (EMA 2008); as a fixed 5 han or mangan it is a separate reading (score.ts).
 * It stands last in the registry, after the local yaku: a registry position is a bit of a
 * reading's yaku and the order yaku are listed in.
 */
export const RENHOU_DEFINITION: YakuDefinition = {
  id: 'renhou',
  needs: F.renhou,
  closedHan: 0,
  openHan: 0,
  yakuman: 1,
  test: (c) => c.flags.renhou && c.rules.renhou === 'yakuman',
};
