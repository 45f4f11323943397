import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadLang, translate, translatePlural, type Lang } from '../i18n';
import { importRecordsText } from '../store/records';
import { freshDb } from '../store/testDb';
import { importReport } from './importReport';

/** Issue 31 items 3 and 5 as the import screen says them: a broken first line, a huge or deep value. */
const record = (name: string, patch: object = {}) =>
  JSON.stringify({
    format: 'riichi-record/1',
    rules: 'ema2025',
    players: [`${name}1`, `${name}2`, `${name}3`, `${name}4`],
    hands: [{ type: 'draw', tenpai: [], riichi: [] }],
    ...patch,
  });

beforeAll(async () => {
  await loadLang('pl');
});

beforeEach(() => {
  freshDb();
});

async function reportIn(lang: Lang, text: string) {
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(lang, key, params);
  const plural = (key: Parameters<typeof translatePlural>[1], count: number, params?: Parameters<typeof translatePlural>[3]) =>
    translatePlural(lang, key, count, params);
  return importReport(t, plural, lang, await importRecordsText(text));
}

describe('the import report on bounded input', () => {
  it('a JSON Lines file whose first line is cut short: the other lines come in, the first is named', async () => {
    const text = [record('A').slice(0, 30), record('B'), record('C')].join('\n');
    expect(await reportIn('en', text)).toMatchObject({
      done: '2 games imported.',
      errors: ['1 line was not imported:', 'Line 1: it is not valid JSON (damaged, or not a game record at all).'],
    });
  });

  it('never shows a long rules name whole, in either language', async () => {
    // A record of 1 MB or more is refused for its size before it is read; below that, the name is quoted in short.
    const rules = 'x'.repeat(900_000);
    for (const lang of ['en', 'pl'] as const) {
      freshDb();
      const { errors } = await reportIn(lang, record('A', { rules }));
      expect(errors).toHaveLength(1);
      expect(errors[0]!.length).toBeLessThan(300);
      expect(errors[0]).toContain(`${'x'.repeat(40)}…`);
      const [tooLarge] = (await reportIn(lang, record('A', { rules: 'x'.repeat(1_000_000) }))).errors;
      expect(tooLarge!.length).toBeLessThan(300);
    }
  });

  it('says a record nested too deep is too large or deep, not that it is no JSON', async () => {
    const deep = record('A', { note: 'DEEP' }).replace('"DEEP"', `${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect((await reportIn('en', deep)).errors).toEqual([
      'This file is not a game record Tenbō can read: it is larger, or nested deeper, than any game record (damaged, or not a game record at all).',
    ]);
    expect((await reportIn('pl', deep)).errors).toEqual([expect.stringMatching(/głębiej zagnieżdżony/)]);
  });
});
