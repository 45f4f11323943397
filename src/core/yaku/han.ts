import { FEATURE as F, hasIttsu, inThreeSuits, isYakuhai } from '../facts';
import { CHUN, HAKU, HATSU, isDragon } from '../tiles';
import { dragonTriplets, hasTriplet, pair, standard, type YakuDefinition } from './definition';

/** The yaku worth han, from riichi to chinitsu (RULES.md "Yaku"), in registry order. */
export const HAN_YAKU_DEFINITIONS: readonly YakuDefinition[] = [
  { id: 'riichi', needs: F.riichi, closedHan: 1, openHan: 0, yakuman: 0, decidedByNeeds: true, test: (c) => c.flags.riichi },
  // Double riichi replaces riichi (RULES.md); validation refuses both flags together.
  { id: 'double_riichi', needs: F.doubleRiichi, closedHan: 2, openHan: 0, yakuman: 0, decidedByNeeds: true, test: (c) => c.flags.doubleRiichi },
  { id: 'ippatsu', needs: F.ippatsu, closedHan: 1, openHan: 0, yakuman: 0, decidedByNeeds: true, test: (c) => c.flags.ippatsu },
  { id: 'menzen_tsumo', needs: F.closed | F.tsumo, closedHan: 1, openHan: 0, yakuman: 0, decidedByNeeds: true, test: (c) => c.closed && c.tsumo },
  // Seed 000 §4.2.1: four concealed sequences, a pair that scores no fu, a two-sided wait.
  {
    id: 'pinfu', needs: F.closed | F.pinfuShape, closedHan: 1, openHan: 0, yakuman: 0, decidedByNeeds: true,
    test: (c) => c.closed && standard(c) && c.facts.sequences === 4 && c.wait === 'ryanmen' && !isYakuhai(c, pair(c)),
  },
  // EMA 2008 (seed 000 §4.2.1): tanyao only in a closed hand; later presets allow it open.
  { id: 'tanyao', needs: F.tanyaoShape, closedHan: 1, openHan: 1, yakuman: 0, decidedByNeeds: true, test: (c) => (c.closed || c.rules.openTanyao) && c.hand.allSimple },
  { id: 'iipeikou', needs: F.oneIdenticalPair, closedHan: 1, openHan: 0, yakuman: 0, decidedByNeeds: true, test: (c) => c.facts.identicalSequencePairs === 1 },
  { id: 'haku', needs: F.dragonTriplet, closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, HAKU) },
  { id: 'hatsu', needs: F.dragonTriplet, closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, HATSU) },
  { id: 'chun', needs: F.dragonTriplet, closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, CHUN) },
  { id: 'seat_wind', needs: F.windTriplet, closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, c.seatWind) },
  { id: 'round_wind', needs: F.windTriplet, closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, c.roundWind) },
  { id: 'rinshan', needs: F.rinshan, closedHan: 1, openHan: 1, yakuman: 0, decidedByNeeds: true, test: (c) => c.flags.rinshan },
  { id: 'chankan', needs: F.chankan, closedHan: 1, openHan: 1, yakuman: 0, decidedByNeeds: true, test: (c) => c.flags.chankan },
  { id: 'haitei', needs: F.haitei, closedHan: 1, openHan: 1, yakuman: 0, decidedByNeeds: true, test: (c) => c.flags.haitei },
  { id: 'houtei', needs: F.houtei, closedHan: 1, openHan: 1, yakuman: 0, decidedByNeeds: true, test: (c) => c.flags.houtei },
  { id: 'chiitoitsu', needs: F.chiitoitsu, closedHan: 2, openHan: 0, yakuman: 0, decidedByNeeds: true, test: (c) => c.shape === 'chiitoitsu' },
  { id: 'sanshoku', needs: F.sanshokuShape, closedHan: 2, openHan: 1, yakuman: 0, decidedByNeeds: true, test: (c) => inThreeSuits(c.facts.sequenceMask) !== 0 },
  { id: 'ittsu', needs: F.ittsuShape, closedHan: 2, openHan: 1, yakuman: 0, decidedByNeeds: true, test: (c) => hasIttsu(c.facts.sequenceMask) },
  // Seed 000 §4.2.1: every group holds a terminal or honour, at least one is a sequence.
  { id: 'chanta', needs: F.outside, closedHan: 2, openHan: 1, yakuman: 0, test: (c) => c.facts.outside && c.facts.sequences > 0 && c.hand.hasHonor },
  { id: 'sanshoku_doukou', needs: F.threeTriplets, closedHan: 2, openHan: 2, yakuman: 0, test: (c) => inThreeSuits(c.facts.suitedTripletMask) !== 0 },
  { id: 'sanankou', needs: F.threeConcealedTriplets, closedHan: 2, openHan: 2, yakuman: 0, test: (c) => c.facts.concealedTriplets === 3 },
  { id: 'sankantsu', needs: F.threeKans, closedHan: 2, openHan: 2, yakuman: 0, test: (c) => c.facts.kans === 3 },
  { id: 'toitoi', needs: F.threeTriplets, closedHan: 2, openHan: 2, yakuman: 0, test: (c) => c.facts.triplets === 4 },
  { id: 'shousangen', needs: F.dragonTriplet, closedHan: 2, openHan: 2, yakuman: 0, test: (c) => standard(c) && dragonTriplets(c) === 2 && isDragon(pair(c)) },
  { id: 'honroutou', needs: F.allTerminalOrHonor, closedHan: 2, openHan: 2, yakuman: 0, test: (c) => c.shape !== 'kokushi' && c.hand.allTerminalOrHonor },
  { id: 'ryanpeikou', needs: F.twoIdenticalPairs, closedHan: 3, openHan: 0, yakuman: 0, replaces: ['iipeikou'], decidedByNeeds: true, test: (c) => c.facts.identicalSequencePairs === 2 },
  { id: 'honitsu', needs: F.honitsuShape, closedHan: 3, openHan: 2, yakuman: 0, decidedByNeeds: true, test: (c) => c.hand.suitCount === 1 && c.hand.hasHonor },
  // Junchan is chanta without honours; the chanta test requires an honour, so they never meet.
  { id: 'junchan', needs: F.outside, closedHan: 3, openHan: 2, yakuman: 0, test: (c) => c.facts.outside && c.facts.sequences > 0 && !c.hand.hasHonor },
  { id: 'chinitsu', needs: F.chinitsuShape, closedHan: 6, openHan: 5, yakuman: 0, decidedByNeeds: true, test: (c) => c.hand.suitCount === 1 && !c.hand.hasHonor },
];
