import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang, translate, type Translate } from '../i18n';
import { PRESETS } from '../core/rules';
import { fold, initialTable, REFUSAL_REASONS, replay, type HandResult, type RefusalReasonId } from '../ledger';
import { describeHand, editRefusalText, gameTimeText, handFacts, nameClass, refusalText, rulesLabel } from './labels';

const inLang =
  (lang: 'en' | 'pl'): Translate =>
  (key, params) =>
    translate(lang, key, params);

beforeAll(async () => {
  await loadLang('pl');
});

describe('refusalText', () => {
  // A real refusal: 1 han 20 fu cannot be a ron.
  const refused = fold(
    initialTable(PRESETS.ema2025),
    { v: 1, type: 'ron', from: 0, wins: [{ winner: 1, han: 1, fu: 20 }], riichi: [] },
    PRESETS.ema2025,
  );
  if (refused.ok) throw new Error('1 han 20 fu ron was accepted');

  it('says a game ended before its first hand alone: it is no question of the hand as entered nor of the rules', () => {
    const early = fold(initialTable(PRESETS.ema2025), { v: 1, type: 'end', reason: 'time' }, PRESETS.ema2025);
    if (early.ok) throw new Error('an end before the first hand was accepted');
    expect(refusalText(inLang('en'), 'en', { ...early, hand: 1 })).toBe('A game can be ended only after its first hand. (hand 1)');
    expect(refusalText(inLang('pl'), 'pl', { ...early, hand: 1 })).toBe('Grę można zakończyć dopiero po pierwszym rozdaniu. (rozdanie 1)');
  });

  it('says why in Polish, from the ledger’s reason and its values, and names the hand', () => {
    expect(refusalText(inLang('pl'), 'pl', refused)).toBe(
      'Tego rozdania nie można zapisać w tej postaci. 1 han 20 fu nie jest możliwe przy ronie. (rozdanie 1)',
    );
    // The kind of win in the locative after "przy": ronie, and tsumo, which does not inflect.
    const tsumo = fold(initialTable(PRESETS.ema2025), { v: 1, type: 'tsumo', winner: 1, han: 1, fu: 25, riichi: [] }, PRESETS.ema2025);
    if (tsumo.ok) throw new Error('1 han 25 fu tsumo was accepted');
    expect(refusalText(inLang('pl'), 'pl', tsumo)).toBe(
      'Tego rozdania nie można zapisać w tej postaci. 1 han 25 fu nie jest możliwe przy tsumo. (rozdanie 1)',
    );
  });
  it('says why in English the same way', () => {
    expect(refusalText(inLang('en'), 'en', refused)).toBe(
      'This hand cannot be recorded as entered. 1 han 20 fu is not possible on a ron. (hand 1)',
    );
  });

  it('says once that the rules have no such abortive draw, and names the draw', () => {
    // EMA 2025 has no abortive draws: the refusal's head and its reason would say the same thing.
    const abortive = replay(PRESETS.ema2025, [
      { v: 1, type: 'draw', tenpai: [], riichi: [] },
      { v: 1, type: 'abortive', reason: 'suufon', riichi: [] },
    ]);
    if (abortive.ok) throw new Error('an abortive draw was accepted under ema2025');
    expect(refusalText(inLang('en'), 'en', abortive)).toBe(
      'These rules do not allow this abortive draw: Four same winds (suufon). (hand 2)',
    );
    expect(refusalText(inLang('pl'), 'pl', abortive)).toBe(
      'Te zasady nie dopuszczają tego remisu przerwanego: Cztery takie same wiatry (suufon). (rozdanie 2)',
    );
  });

  // The store's own refusals carry no reason id.
  const error = { error: 'result_not_allowed', message: 'That hand is no longer the last one.', hand: 3 } as const;
  it('without a reason id: Polish names the hand, without the English detail', () => {
    expect(refusalText(inLang('pl'), 'pl', error)).toBe('Te zasady nie dopuszczają takiego wyniku. (rozdanie 3)');
  });
  it('without a reason id: English adds the exact sentence', () => {
    expect(refusalText(inLang('en'), 'en', error)).toBe(`These rules do not allow this result. ${error.message}`);
  });

  it('says in words that pao applies only to the preset’s liability yakuman, when the kept yaku hold none', () => {
    const rules = PRESETS.ema2025;
    const pao = replay(rules, [{ v: 1, type: 'tsumo', winner: 1, yakuman: 1, pao: 3, yaku: { suukantsu: 1 }, riichi: [] }]);
    if (pao.ok) throw new Error('pao on suukantsu was accepted under ema2025');
    expect(refusalText(inLang('en'), 'en', pao)).toBe(
      'These rules do not allow this result. Pao applies only to daisangen, daisuushii; the yaku recorded with this hand (suukantsu) include none of them. (hand 1)',
    );
    expect(refusalText(inLang('pl'), 'pl', pao)).toBe(
      'Te zasady nie dopuszczają takiego wyniku. Pao dotyczy tylko: daisangen, daisuushii; wśród yaku zapisanych z tym rozdaniem (suukantsu) nie ma żadnego z nich. (rozdanie 1)',
    );
  });

  it('words every reason of the ledger with only the values the ledger gives it', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const [id, english] of Object.entries(REFUSAL_REASONS)) {
      const words = translate('en', `refusal.why.${id as RefusalReasonId}`);
      expect(typeof words === 'string' && words.length > 0, id).toBe(true);
      for (const name of placeholders(words)) expect(placeholders(english), `${id}: {${name}}`).toContain(name);
    }
  });
});

describe('editRefusalText', () => {
  // Tenhou ends the game when a score drops below 0: a dealer yakuman ron off seat 1 (25000) does,
  // so an edit that makes hand 1 that yakuman leaves hand 2 after the end.
  const rules = PRESETS.tenhou;
  const replayed = replay(rules, [
    { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, yakuman: 1 }], riichi: [] },
    { v: 1, type: 'draw', tenpai: [], riichi: [] },
  ]);
  if (replayed.ok) throw new Error('a hand after a bust was accepted');

  it('an edit that ends the game before a recorded hand says to undo the later hands first', () => {
    expect(editRefusalText(inLang('en'), 'en', { ok: false, refusal: replayed })).toBe(
      'With this change the game is over before hand 2, which is already recorded. To end the game there, undo the later hands first (from the last one), then edit this hand again.',
    );
  });
  it('an edit that ends the game by the rules before its recorded end for time says to undo that end', () => {
    const ended = replay(rules, [
      { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, yakuman: 1 }], riichi: [] },
      { v: 1, type: 'end', reason: 'time' },
    ]);
    if (ended.ok) throw new Error('an end after a bust was accepted');
    const results: HandResult[] = [
      { v: 1, type: 'draw', tenpai: [], riichi: [] },
      { v: 1, type: 'end', reason: 'time' },
    ];
    expect(editRefusalText(inLang('en'), 'en', { ok: false, refusal: ended }, results)).toBe(
      'With this change the game is over by its rules before the end for time already recorded (hand 2). Undo that end first (and any hand after it), then edit this hand again.',
    );
  });
  it('other refusals are worded as any other write', () => {
    const stale = { ok: false, refusal: replayed, stale: true } as const;
    expect(editRefusalText(inLang('en'), 'en', stale)).toBe(translate('en', 'history.stale'));
  });
});

describe('gameTimeText', () => {
  // 22 November 2026, 14:27 local time.
  const at = new Date(2026, 10, 22, 14, 27).getTime();

  it('says when a game was started here, and when an imported one was imported (its record has no date)', () => {
    expect(gameTimeText(inLang('en'), 'en', { createdAt: at })).toBe('Started 22 Nov 2026, 14:27');
    expect(gameTimeText(inLang('en'), 'en', { createdAt: at, importedAt: at })).toBe('Imported 22 Nov 2026, 14:27');
    expect(gameTimeText(inLang('pl'), 'pl', { createdAt: at })).toBe('Rozpoczęta 22 lis 2026, 14:27');
    expect(gameTimeText(inLang('pl'), 'pl', { createdAt: at, importedAt: at })).toBe('Zaimportowana 22 lis 2026, 14:27');
  });
});

describe('rulesLabel', () => {
  it('names the preset, and says when the table changed some of its fields', () => {
    expect(rulesLabel(inLang('en'), { presetId: 'ema2025', overrides: {} })).toBe('EMA 2025 (default)');
    expect(rulesLabel(inLang('en'), { presetId: 'ema2016', overrides: { kiriage: true } })).toBe(
      `${translate('en', 'preset.ema2016')} with house rules`,
    );
    expect(rulesLabel(inLang('pl'), { presetId: 'ema2016', overrides: { kiriage: true } })).toBe(
      `${translate('pl', 'preset.ema2016')} z zasadami domowymi`,
    );
  });

  it('does not say house rules for overrides equal to the preset (an imported record may carry them)', () => {
    expect(rulesLabel(inLang('en'), { presetId: 'ema2016', overrides: { kiriage: false, startPoints: 30000 } })).toBe(
      translate('en', 'preset.ema2016'),
    );
    expect(rulesLabel(inLang('en'), { presetId: 'ema2016', overrides: { kiriage: false, startPoints: 25000 } })).toBe(
      `${translate('en', 'preset.ema2016')} with house rules`,
    );
  });
});

describe('describeHand', () => {
  const players = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;
  const points = (n: number) => String(n);

  it('gives each winner the value the win was recorded with', () => {
    const ron: HandResult = {
      v: 1,
      type: 'ron',
      from: 2,
      wins: [
        { winner: 0, han: 3, fu: 40 },
        { winner: 1, yakuman: 2 },
      ],
      riichi: [],
    };
    expect(describeHand(inLang('en'), players, ron, points)).toBe('Ron: Anna (3 han 40 fu), Bartek (2× yakuman) from Celina');
    expect(describeHand(inLang('pl'), players, ron, points)).toBe('Ron: Anna (3 han 40 fu), Bartek (2× yakuman) (odrzut: Celina)');
  });

  it('from 5 han on leaves out the fu, which change nothing; one yakuman is just "Yakuman"', () => {
    expect(describeHand(inLang('en'), players, { v: 1, type: 'tsumo', winner: 3, han: 6, fu: 40, riichi: [] }, points)).toBe(
      'Tsumo: Darek (6 han)',
    );
    expect(describeHand(inLang('en'), players, { v: 1, type: 'tsumo', winner: 3, yakuman: 1, riichi: [] }, points)).toBe(
      'Tsumo: Darek (Yakuman)',
    );
  });
});

describe('handFacts', () => {
  const players = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;

  it('names who declared riichi and who was liable for which winner', () => {
    const ron: HandResult = {
      v: 1,
      type: 'ron',
      from: 2,
      wins: [
        { winner: 0, han: 3, fu: 40 },
        { winner: 1, yakuman: 1, pao: 3 },
      ],
      riichi: [0, 2],
    };
    expect(handFacts(inLang('en'), players, ron)).toEqual(['Riichi: Anna, Celina', 'Pao (win of Bartek): Darek is liable']);
    expect(handFacts(inLang('pl'), players, ron)).toEqual(['Riichi: Anna, Celina', 'Pao (wygrana: Bartek): płaci Darek']);
    const tsumo: HandResult = { v: 1, type: 'tsumo', winner: 3, yakuman: 1, pao: 1, riichi: [] };
    expect(handFacts(inLang('en'), players, tsumo)).toEqual(['Pao (win of Darek): Bartek is liable']);
  });

  it('says nothing more of a hand without riichi or pao', () => {
    expect(handFacts(inLang('en'), players, { v: 1, type: 'draw', tenpai: [1], riichi: [] })).toEqual([]);
    expect(handFacts(inLang('en'), players, { v: 1, type: 'chombo', offender: 2 })).toEqual([]);
    expect(handFacts(inLang('en'), players, { v: 1, type: 'draw', tenpai: [1], riichi: [1] })).toEqual(['Riichi: Bartek']);
  });
});

describe('nameClass', () => {
  it('sizes a seat name by its longest word: two words that each fit a line keep the larger small face', () => {
    expect(nameClass('Ola')).toBe('name');
    expect(nameClass('Małgorzata')).toBe('name long');
    expect(nameClass('Łucja Wiśniewska')).toBe('name long');
    expect(nameClass('Żaneta Szczęśniak')).toBe('name long');
    expect(nameClass('Grzegorz Brzęczyszczykiewicz')).toBe('name longer');
    expect(nameClass('Konstantynopolitańczyk')).toBe('name longer');
    // Three words or more take more than two lines at the larger face.
    expect(nameClass('Anna Maria Zofia Kowalska')).toBe('name longer');
  });
});
