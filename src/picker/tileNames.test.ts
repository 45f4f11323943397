import { describe, expect, it } from 'vitest';
import { loadLang, translate, type Lang, type Translate } from '../i18n';
import { parseTiles } from '../core/tiles';
import { tileNames } from './tileNames';

async function tIn(lang: Lang): Promise<Translate> {
  await loadLang(lang);
  return (key, params) => translate(lang, key, params);
}

function namesOf(t: Translate, mpsz: string): string {
  const parsed = parseTiles(mpsz);
  if (!parsed.ok) throw new Error(parsed.message);
  return tileNames(t, parsed.tiles);
}

describe('tile names', () => {
  it('in English, as the riichi terms go: man, pin, sou, the honours by name', async () => {
    expect(namesOf(await tIn('en'), '2m4p7s0s15z')).toBe('2 man, 4 pin, 7 sou, red 5 sou, East, White dragon');
  });

  it('in Polish, as Polish players say them (the seeds: "7 bambusów", "4 kółek", cyfry)', async () => {
    expect(namesOf(await tIn('pl'), '2m4p7s0p37z')).toBe('2 cyfr, 4 kółek, 7 bambusów, czerwona 5 kółek, Zachód, Czerwony smok');
  });
});
