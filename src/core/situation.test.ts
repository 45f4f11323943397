import { describe, expect, it } from 'vitest';
import { setsFacts } from './facts';
import { Situation } from './situation';
import { handOf } from './testHand';
import { kindOf } from './tiles';

const SET_KIND = { chi: 'sequence', pon: 'triplet', minkan: 'kan', shouminkan: 'kan', ankan: 'kan' } as const;

describe('Situation', () => {
  it.each([
    [['c123m']],
    [['p777z']],
    [['c123m', 'c123m']],
    [['a2222z', 'p555p']],
    [['c789s', 'm1111m', 'k7777z']],
    [['c123m', 'c123p', 'c123s', 'p111z']],
  ])('takes the called sets of %j from the melds, and their facts from the sets', (melds) => {
    // Concealed tiles for one to four melds, waiting on 5s.
    const concealed = ['', '456p789s234s5s', '456p789s5s', '456p5s', '5s'][melds.length]!;
    const { input, rules } = handOf({ concealed, melds, winTile: '5s' });
    const shape = new Situation(input, rules).shape;
    expect(shape.meldSets.map((set) => [set.kind, set.first, set.called, set.concealed])).toEqual(
      input.melds.map((m) => [SET_KIND[m.kind], Math.min(...m.tiles.map(kindOf)), m.kind !== 'ankan', m.kind === 'ankan']),
    );
    expect(shape.meldFacts).toEqual(setsFacts(shape.meldSets));
  });

  it('gives hands with the same melds one shared value of their facts, whatever came between them', () => {
    const a = handOf({ concealed: '456p789s5s', melds: ['p777z', 'c123m'], winTile: '5s' });
    const b = handOf({ concealed: '456p789s5s', melds: ['c123m', 'p777z'], winTile: '5s' });
    const c = handOf({ concealed: '456p789s5s', melds: ['p666z', 'c123m'], winTile: '5s' });
    const situation = new Situation(a.input, a.rules);
    const first = situation.shape.meldFacts;
    situation.fill(c.input, c.rules);
    expect(situation.shape.meldFacts).not.toEqual(first);
    situation.fill(a.input, a.rules);
    expect(situation.shape.meldFacts).toBe(first);
    // The same sets in another order: the same facts.
    situation.fill(b.input, b.rules);
    expect(situation.shape.meldFacts).toEqual(first);
  });
});
