import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang, translate, type Translate } from '../i18n';
import { refusalText } from './labels';

const inLang = (lang: 'en' | 'pl'): Translate => (key, params) => translate(lang, key, params);

beforeAll(async () => {
  await loadLang('pl');
});

describe('refusalText', () => {
  const error = { error: 'result_not_allowed', message: 'Hand 3 (E2, 1 counter): wins[0].yaku: wrc2022 needs 2 han', hand: 3 } as const;
  it('speaks Polish in Polish, naming the hand, without the English detail', () => {
    expect(refusalText(inLang('pl'), 'pl', error)).toBe('Te zasady nie dopuszczają takiego wyniku. (rozdanie 3)');
  });
  it('adds the ledger’s exact sentence in English', () => {
    expect(refusalText(inLang('en'), 'en', error)).toBe(`These rules do not allow this result. ${error.message}`);
  });
});
