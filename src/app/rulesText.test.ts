import { beforeAll, describe, expect, it } from 'vitest';
import { PRESET_IDS, PRESETS, withOverrides } from '../core/rules';
import { loadLang, translate, type Translate } from '../i18n';
import { changedRulesText, unbalancedText } from './rulesText';

const inLang =
  (lang: 'en' | 'pl'): Translate =>
  (key, params) =>
    translate(lang, key, params);
const en = inLang('en');

beforeAll(async () => {
  await loadLang('pl');
});

describe('changedRulesText', () => {
  it('lists each changed field by its house-rules name, with its value and the preset’s', () => {
    const game = { presetId: 'ema2025', overrides: { uma: [20000, 10000, -10000, -20000], startPoints: 25000 } } as const;
    expect(changedRulesText(en, 'en', game)).toEqual([
      // The house rules' order, whatever the order stored.
      'Starting points: 25,000 (preset 30,000)',
      'Uma for 1st / 2nd / 3rd / 4th: +20,000/+10,000/−10,000/−20,000 (preset +15,000/+5,000/−5,000/−15,000)',
    ]);
    expect(changedRulesText(inLang('pl'), 'pl', game)).toEqual([
      'Punkty na start: 25\u00a0000 (w zestawie 30\u00a0000)',
      'Uma za 1. / 2. / 3. / 4. miejsce: +20\u00a0000/+10\u00a0000/−10\u00a0000/−20\u00a0000 (w zestawie +15\u00a0000/+5\u00a0000/−5\u00a0000/−15\u00a0000)',
    ]);
  });

  it('words yes/no, choices, numeric choices and sets; an empty set is “none”', () => {
    const game = {
      presetId: 'tenhou',
      overrides: { kiriage: true, multipleRon: 'head_bump', doubleWindPairFu: 2, abortiveDraws: [], localYaku: ['daisharin'] },
    } as const;
    expect(changedRulesText(en, 'en', game)).toEqual([
      'Kiriage mangan (4 han 30 fu, 3 han 60 fu pay mangan): Yes (preset No)',
      'Fu for a pair of a double wind: 2 (preset 4)',
      'Several players win on one discard: Only the nearest winner (head bump) (preset Double ron; triple ron is an abortive draw)',
      'Abortive draws in use: none (preset Nine different terminals (kyuushu), Four same winds (suufon), Four riichi (suucha), Four kans (suukaikan), Triple ron (sanchahou))',
      'Optional local yaku: Big wheels (daisharin, local) (preset none)',
    ]);
  });

  it('leaves out an override equal to the preset, and a game without house rules lists nothing', () => {
    expect(changedRulesText(en, 'en', { presetId: 'ema2025', overrides: { startPoints: 30000, oka: 5000 } })).toEqual([
      'Oka paid to 1st: 5,000 (preset 0)',
    ]);
    expect(changedRulesText(en, 'en', { presetId: 'mleague', overrides: {} })).toEqual([]);
  });
});

describe('unbalancedText', () => {
  it('says nothing for any preset of RULES.md', () => {
    for (const id of PRESET_IDS) expect(unbalancedText(en, 'en', PRESETS[id], 'rules.unbalanced'), id).toBeNull();
  });

  it('says by how much the final results miss zero, and why, in an organiser’s words', () => {
    // The organiser's review: start 25,000, return 30,000, no oka, 4th's uma −5,000: −20,000 + 10,000.
    const rules = withOverrides(PRESETS.ema2025, { startPoints: 25000, uma: [15000, 5000, -5000, -5000] });
    expect(unbalancedText(en, 'en', rules, 'rules.unbalanced')).toBe(
      'Final results will add up to −10,000, not 0: starting points 25,000 × 4 less return 30,000 × 4 makes −20,000; no oka; uma adds up to +10,000.',
    );
    expect(unbalancedText(en, 'en', rules, 'rules.unbalancedEnd')).toBe(
      'Under these rules the final results add up to −10,000, not 0 (penalties aside): starting points 25,000 × 4 less return 30,000 × 4 makes −20,000; no oka; uma adds up to +10,000.',
    );
    expect(unbalancedText(inLang('pl'), 'pl', rules, 'rules.unbalanced')).toBe(
      'Wyniki końcowe zsumują się do −10\u00a0000, a nie do 0: punkty na start 25\u00a0000 × 4 minus zwrot 30\u00a0000 × 4 daje −20\u00a0000; bez oka; uma sumuje się do +10\u00a0000.',
    );
  });

  it('names only what misses: an oka with nothing taken for it', () => {
    const rules = withOverrides(PRESETS.ema2025, { oka: 20000 });
    expect(unbalancedText(en, 'en', rules, 'rules.unbalanced')).toBe('Final results will add up to +20,000, not 0: oka +20,000.');
  });
});
