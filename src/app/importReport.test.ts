import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadLang, translate, translatePlural, type Lang, type Translate, type TranslatePlural } from '../i18n';
import { importRecordsText } from '../store/records';
import { deleteGame } from '../store/games';
import { freshDb } from '../store/testDb';
import { importReport } from './importReport';

const inLang = (lang: Lang): [Translate, TranslatePlural] => [(key, params) => translate(lang, key, params), (key, count, params) => translatePlural(lang, key, count, params)];

const players = (name: string) => [`${name}1`, `${name}2`, `${name}3`, `${name}4`];
const record = (name: string, hands: readonly object[]) => JSON.stringify({ format: 'riichi-record/1', rules: 'ema2025', players: players(name), hands });
const draw = { type: 'draw', tenpai: [], riichi: [] };
// A JSON Lines file: two games, an abortive draw EMA 2025 does not have, and a line that is no JSON.
const jsonl = [record('A', [draw]), record('B', [draw, { type: 'abortive', reason: 'suufon', riichi: [] }]), record('C', [draw]), '{"format":'].join('\n');

beforeAll(async () => {
  await loadLang('pl');
});

beforeEach(() => {
  freshDb();
});

async function reportIn(lang: Lang, text: string) {
  const [t, plural] = inLang(lang);
  return importReport(t, plural, lang, await importRecordsText(text));
}

describe('importReport', () => {
  it('a JSON Lines file: how many games came in, and each refused line with why, in words', async () => {
    expect(await reportIn('en', jsonl)).toEqual({
      toast: null,
      done: '2 games imported.',
      notes: [],
      errors: [
        '2 lines were not imported:',
        'Line 2: These rules do not allow this abortive draw: Four same winds (suufon). (hand 2)',
        'Line 4: it is not valid JSON (damaged, or not a game record at all).',
      ],
    });
  });

  it('the same in Polish, counts in their plural forms', async () => {
    expect(await reportIn('pl', jsonl)).toEqual({
      toast: null,
      done: 'Zaimportowano 2 gry.',
      notes: [],
      errors: [
        '2 wiersze nie zostały zaimportowane:',
        'Wiersz 2: Te zasady nie dopuszczają tego remisu przerwanego: Cztery takie same wiatry (suufon). (rozdanie 2)',
        'Wiersz 4: to nie jest poprawny JSON (tekst jest uszkodzony albo to w ogóle nie jest zapis gry).',
      ],
    });
  });

  it('one file, one record: a toast when imported; when not, why in the player’s language, never the parser’s English', async () => {
    expect(await reportIn('en', record('A', [draw]))).toMatchObject({ toast: 'Game imported.', errors: [] });
    expect((await reportIn('pl', '{"format":')).errors).toEqual([
      'Tenbō nie umie odczytać tego pliku jako zapisu gry: to nie jest poprawny JSON (tekst jest uszkodzony albo to w ogóle nie jest zapis gry).',
    ]);
    expect((await reportIn('en', JSON.stringify({ format: 'riichi-record/1', rules: 'ema1999', players: players('D'), hands: [] }))).errors).toEqual([
      'This file is not a game record Tenbō can read: it was played under rules Tenbō does not know (ema1999).',
    ]);
  });

  it('a record of a game already on this device: not imported again, and which game it is, in either language', async () => {
    const again = JSON.stringify({ id: 'club-7', format: 'riichi-record/1', rules: 'ema2025', players: players('A'), hands: [draw] });
    expect(await reportIn('en', again)).toMatchObject({ toast: 'Game imported.', errors: [] });
    expect(await reportIn('en', again)).toEqual({
      toast: null,
      done: null,
      notes: [],
      errors: ['This game is already on this device (A1, A2, A3, A4): it was not imported again.'],
    });
    expect((await reportIn('pl', again)).errors).toEqual(['Ta gra jest już na tym urządzeniu (A1, A2, A3, A4): nie została zaimportowana ponownie.']);
    // A JSON Lines file: a line like any other that was not imported.
    const lines = [again, JSON.stringify({ id: 'club-8', format: 'riichi-record/1', rules: 'ema2025', players: players('B'), hands: [draw] })].join('\n');
    expect(await reportIn('en', lines)).toEqual({
      toast: null,
      done: '1 game imported.',
      notes: [],
      errors: ['1 line was not imported:', 'Line 1: this game is already on this device (A1, A2, A3, A4).'],
    });
    expect((await reportIn('pl', lines)).errors).toEqual([
      '2 wiersze nie zostały zaimportowane:',
      'Wiersz 1: ta gra jest już na tym urządzeniu (A1, A2, A3, A4).',
      'Wiersz 2: ta gra jest już na tym urządzeniu (B1, B2, B3, B4).',
    ]);
  });

  it('a record of a deleted game: it is among the deleted games, to restore from there', async () => {
    const again = JSON.stringify({ id: 'club-7', format: 'riichi-record/1', rules: 'ema2025', players: players('A'), hands: [draw] });
    const [first] = await importRecordsText(again);
    if (first?.status !== 'imported') throw new Error('not imported');
    await deleteGame(first.game.id);
    expect((await reportIn('en', again)).errors).toEqual([
      'This game is already on this device, among the deleted games (A1, A2, A3, A4): restore it from there instead of importing it again.',
    ]);
    expect((await reportIn('pl', again)).errors).toEqual([
      'Ta gra jest już na tym urządzeniu, wśród usuniętych gier (A1, A2, A3, A4): zamiast importować ją ponownie, przywróć ją stamtąd.',
    ]);
    expect((await reportIn('en', `${again}\n${again}`)).errors).toEqual([
      '2 lines were not imported:',
      'Line 1: this game is among the deleted games on this device (A1, A2, A3, A4): restore it from there.',
      'Line 2: this game is among the deleted games on this device (A1, A2, A3, A4): restore it from there.',
    ]);
  });
});
