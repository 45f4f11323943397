import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang, translate, type Translate } from '../i18n';
import { PRESETS } from '../core/rules';
import { fold, initialTable, REFUSAL_REASONS, type RefusalReasonId } from '../ledger';
import { refusalText } from './labels';

const inLang = (lang: 'en' | 'pl'): Translate => (key, params) => translate(lang, key, params);

beforeAll(async () => {
  await loadLang('pl');
});

describe('refusalText', () => {
  // A real refusal: 1 han 20 fu cannot be a ron.
  const refused = fold(initialTable(PRESETS.ema2025), { v: 1, type: 'ron', from: 0, wins: [{ winner: 1, han: 1, fu: 20 }], riichi: [] }, PRESETS.ema2025);
  if (refused.ok) throw new Error('1 han 20 fu ron was accepted');

  it('says why in Polish, from the ledger’s reason and its values, and names the hand', () => {
    expect(refusalText(inLang('pl'), 'pl', refused)).toBe('Tego rozdania nie można zapisać w tej postaci. 1 han 20 fu nie jest możliwe przy ron. (rozdanie 1)');
  });
  it('says why in English the same way', () => {
    expect(refusalText(inLang('en'), 'en', refused)).toBe('This hand cannot be recorded as entered. 1 han 20 fu is not possible on a ron. (hand 1)');
  });

  // The store's own refusals carry no reason id.
  const error = { error: 'result_not_allowed', message: 'That hand is no longer the last one.', hand: 3 } as const;
  it('without a reason id: Polish names the hand, without the English detail', () => {
    expect(refusalText(inLang('pl'), 'pl', error)).toBe('Te zasady nie dopuszczają takiego wyniku. (rozdanie 3)');
  });
  it('without a reason id: English adds the exact sentence', () => {
    expect(refusalText(inLang('en'), 'en', error)).toBe(`These rules do not allow this result. ${error.message}`);
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
