import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadLang, translate, translatePlural, type Lang, type Translate, type TranslatePlural } from '../i18n';
import { importRecordsText, replaceGames, type ImportOutcome, type VersionOutcome } from '../store/records';
import { deleteGame } from '../store/games';
import { freshDb } from '../store/testDb';
import { answersByFile, filesImportReport, importReport, versionsByFile, type FileOutcomes } from './importReport';

const inLang = (lang: Lang): [Translate, TranslatePlural] => [
  (key, params) => translate(lang, key, params),
  (key, count, params) => translatePlural(lang, key, count, params),
];

const players = (name: string) => [`${name}1`, `${name}2`, `${name}3`, `${name}4`];
const record = (name: string, hands: readonly object[]) =>
  JSON.stringify({ format: 'riichi-record/1', rules: 'ema2025', players: players(name), hands });
const draw = { type: 'draw', tenpai: [], riichi: [] };
// A JSON Lines file: two games, an abortive draw EMA 2025 does not have, and a line that is no JSON.
const jsonl = [
  record('A', [draw]),
  record('B', [draw, { type: 'abortive', reason: 'suufon', riichi: [] }]),
  record('C', [draw]),
  '{"format":',
].join('\n');

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
      offer: null,
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
      offer: null,
    });
  });

  it('one file, one record: a toast when imported; when not, why in the player’s language, never the parser’s English', async () => {
    expect(await reportIn('en', record('A', [draw]))).toMatchObject({ toast: 'Game imported.', errors: [] });
    expect((await reportIn('pl', '{"format":')).errors).toEqual([
      'Tenbō nie umie odczytać tego pliku jako zapisu gry: to nie jest poprawny JSON (tekst jest uszkodzony albo to w ogóle nie jest zapis gry).',
    ]);
    expect(
      (await reportIn('en', JSON.stringify({ format: 'riichi-record/1', rules: 'ema1999', players: players('D'), hands: [] }))).errors,
    ).toEqual(['This file is not a game record Tenbō can read: it was played under rules Tenbō does not know (ema1999).']);
  });

  it('a record of a game already on this device: not imported again, and which game it is, in either language', async () => {
    const again = JSON.stringify({ id: 'club-7', format: 'riichi-record/1', rules: 'ema2025', players: players('A'), hands: [draw] });
    expect(await reportIn('en', again)).toMatchObject({ toast: 'Game imported.', errors: [] });
    expect(await reportIn('en', again)).toEqual({
      toast: null,
      done: null,
      notes: [],
      errors: ['This game is already on this device (A1, A2, A3, A4): it was not imported again.'],
      offer: null,
    });
    expect((await reportIn('pl', again)).errors).toEqual([
      'Ta gra jest już na tym urządzeniu (A1, A2, A3, A4): nie została zaimportowana ponownie.',
    ]);
    // A JSON Lines file: a line like any other that was not imported.
    const lines = [
      again,
      JSON.stringify({ id: 'club-8', format: 'riichi-record/1', rules: 'ema2025', players: players('B'), hands: [draw] }),
    ].join('\n');
    expect(await reportIn('en', lines)).toEqual({
      toast: null,
      done: '1 game imported.',
      notes: [],
      errors: ['1 line was not imported:', 'Line 1: this game is already on this device (A1, A2, A3, A4).'],
      offer: null,
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

  describe('a record of another version of a game on this device', () => {
    const ron = { type: 'ron', from: 1, wins: [{ winner: 2, han: 3, fu: 30 }], riichi: [] };
    const ronEdited = { type: 'ron', from: 1, wins: [{ winner: 2, han: 4, fu: 30 }], riichi: [] };
    const version = (name: string, hands: readonly object[], id = `club-${name}`) =>
      JSON.stringify({ id, format: 'riichi-record/1', rules: 'ema2025', players: players(name), hands });
    const versions = (outcomes: readonly ImportOutcome[]) => outcomes.filter((o): o is VersionOutcome => o.status === 'version');

    async function imported(text: string) {
      const outcomes = await importRecordsText(text);
      expect(outcomes.every((o) => o.status === 'imported')).toBe(true);
    }

    it('says how it differs and offers to replace the game, in either language; the replace is said too', async () => {
      await imported(version('A', [ron, draw]));
      expect(await reportIn('en', version('A', [ron, draw, draw, draw]))).toEqual({
        toast: null,
        done: null,
        notes: [],
        errors: [],
        offer: {
          lines: [
            'This file holds another version of a game already on this device (A1, A2, A3, A4): the file has 4 hands, this device 2. Replace it with this version? The game now on this device goes to the deleted games, from where it can be restored.',
          ],
          button: 'Replace with this version',
        },
      });
      expect(await reportIn('pl', version('A', [ronEdited, draw]))).toMatchObject({
        errors: [],
        offer: {
          lines: [
            'Ten plik zawiera inną wersję gry, która jest już na tym urządzeniu (A1, A2, A3, A4): rozdanie 1 jest inne. Zastąpić ją tą wersją? Gra, która jest teraz na tym urządzeniu, trafi do usuniętych gier, skąd można ją przywrócić.',
          ],
          button: 'Zastąp tą wersją',
        },
      });

      const [t, plural] = inLang('en');
      const offered = versions(await importRecordsText(version('A', [ronEdited, draw])));
      expect(importReport(t, plural, 'en', await replaceGames(offered))).toEqual({
        toast: 'Game replaced with the version in the file; the earlier version is among the deleted games.',
        done: null,
        notes: [],
        errors: [],
        offer: null,
      });
      // Replaced: the file is the game now, a plain duplicate as before.
      expect((await reportIn('en', version('A', [ronEdited, draw]))).errors).toEqual([
        'This game is already on this device (A1, A2, A3, A4): it was not imported again.',
      ]);
      const [tPl, pluralPl] = inLang('pl');
      const again = versions(await importRecordsText(version('A', [ron, ron])));
      expect(importReport(tPl, pluralPl, 'pl', await replaceGames(again)).toast).toBe(
        'Gra zastąpiona wersją z pliku; poprzednia wersja jest wśród usuniętych gier.',
      );
    });

    it('says both when there are more hands and some differ, and several differing hands by the first', async () => {
      await imported(version('A', [ron, ron, draw]));
      expect((await reportIn('en', version('A', [ronEdited, ron, draw, draw]))).offer?.lines).toEqual([
        'This file holds another version of a game already on this device (A1, A2, A3, A4): the file has 4 hands, this device 3, and hand 1 differs. Replace it with this version? The game now on this device goes to the deleted games, from where it can be restored.',
      ]);
      expect((await reportIn('pl', version('A', [ronEdited, ronEdited, draw]))).offer?.lines[0]).toContain(
        ': 2 rozdania są inne, pierwsze z nich to rozdanie 1.',
      );
      expect((await reportIn('en', version('A', [ron]))).offer?.lines[0]).toContain(': the file has 1 hand, this device 3.');
    });

    it('of a deleted game: restoring it is offered beside the replace', async () => {
      const [first] = await importRecordsText(version('A', [ron]));
      if (first?.status !== 'imported') throw new Error('not imported');
      await deleteGame(first.game.id);
      expect((await reportIn('en', version('A', [ron, draw]))).offer).toEqual({
        lines: [
          'This file holds another version of a game among the deleted games on this device (A1, A2, A3, A4): the file has 2 hands, this device 1. Restore that one from there, or replace it with this version (it stays among the deleted games).',
        ],
        button: 'Replace with this version',
      });
    });

    it('a JSON Lines file: each such line named, with one button for all of them; the other lines as before', async () => {
      await imported([version('A', [ron]), version('B', [ron])].join('\n'));
      const file = [version('A', [ron, draw]), version('B', [ronEdited]), version('C', [ron]), version('A', [ron])].join('\n');
      expect(await reportIn('en', file)).toEqual({
        toast: null,
        done: '1 game imported.',
        notes: [],
        errors: ['1 line was not imported:', 'Line 4: this game is already on this device (A1, A2, A3, A4).'],
        offer: {
          lines: [
            '2 lines hold other versions of games already on this device:',
            'Line 1: the file has 2 hands, this device 1 (A1, A2, A3, A4).',
            'Line 2: hand 1 differs (B1, B2, B3, B4).',
            'Each game replaced goes to the deleted games, from where it can be restored.',
          ],
          button: 'Replace all 2 games with the versions in the file',
        },
      });
      expect((await reportIn('pl', file)).offer).toEqual({
        lines: [
          '2 wiersze zawierają inne wersje gier, które są już na tym urządzeniu:',
          'Wiersz 1: w pliku są 2 rozdania, na tym urządzeniu 1 (A1, A2, A3, A4).',
          'Wiersz 2: rozdanie 1 jest inne (B1, B2, B3, B4).',
          'Każda zastąpiona gra trafi do usuniętych gier, skąd można ją przywrócić.',
        ],
        button: 'Zastąp wszystkie 2 gry wersjami z pliku',
      });

      const [t, plural] = inLang('en');
      const replaced = await replaceGames(versions(await importRecordsText(file)));
      expect(importReport(t, plural, 'en', replaced)).toEqual({
        toast: null,
        done: '2 games replaced with their versions in the file; the earlier ones are among the deleted games.',
        notes: [],
        errors: [],
        offer: null,
      });
    });

    it('a JSON array of records: each such item named by its place, as lines are, in either language', async () => {
      await imported([version('A', [ron]), version('B', [ron])].join('\n'));
      const file = `[${[version('A', [ron, draw]), version('C', [ron]), version('B', [ron]), record('D', [draw, { type: 'abortive', reason: 'suufon', riichi: [] }])].join(',\n')}]`;
      expect(await reportIn('en', file)).toEqual({
        toast: null,
        done: '1 game imported.',
        notes: [],
        errors: [
          '2 items were not imported:',
          'Item 3: this game is already on this device (B1, B2, B3, B4).',
          'Item 4: These rules do not allow this abortive draw: Four same winds (suufon). (hand 2)',
        ],
        offer: {
          lines: [
            '1 item holds another version of a game already on this device:',
            'Item 1: the file has 2 hands, this device 1 (A1, A2, A3, A4).',
            'Each game replaced goes to the deleted games, from where it can be restored.',
          ],
          button: 'Replace 1 game with the version in the file',
        },
      });
      expect(await reportIn('pl', file)).toMatchObject({
        errors: [
          '3 pozycje nie zostały zaimportowane:',
          'Pozycja 2: ta gra jest już na tym urządzeniu (C1, C2, C3, C4).',
          'Pozycja 3: ta gra jest już na tym urządzeniu (B1, B2, B3, B4).',
          'Pozycja 4: Te zasady nie dopuszczają tego remisu przerwanego: Cztery takie same wiatry (suufon). (rozdanie 2)',
        ],
        offer: {
          lines: [
            '1 pozycja zawiera inną wersję gry, która jest już na tym urządzeniu:',
            'Pozycja 1: w pliku są 2 rozdania, na tym urządzeniu 1 (A1, A2, A3, A4).',
            expect.any(String),
          ],
        },
      });
    });
  });
});

describe('filesImportReport: several files chosen at once', () => {
  const ron = { type: 'ron', from: 1, wins: [{ winner: 2, han: 3, fu: 30 }], riichi: [] };
  const game = (name: string, hands: readonly object[]) =>
    JSON.stringify({ id: `club-${name}`, format: 'riichi-record/1', rules: 'ema2025', players: players(name), hands });

  /** The files imported one after another, as the games list does, and the report on them in `lang`. */
  async function filesIn(lang: Lang, files: readonly { name: string; text: string }[]) {
    const read: FileOutcomes[] = [];
    for (const file of files) read.push({ name: file.name, outcomes: await importRecordsText(file.text) });
    const [t, plural] = inLang(lang);
    return { read, report: filesImportReport(t, plural, lang, read) };
  }

  it('one file chosen alone is reported as before', async () => {
    const [t, plural] = inLang('en');
    const outcomes = await importRecordsText(jsonl);
    expect(filesImportReport(t, plural, 'en', [{ name: null, outcomes }])).toEqual({
      ...importReport(t, plural, 'en', outcomes),
      files: [],
      retry: null,
    });
  });

  it('says how many games came in from them all, then each file under its name: imported, already here, refused and why', async () => {
    await importRecordsText(game('A', [draw]));
    const { report } = await filesIn('en', [
      { name: 'table-1.json', text: game('B', [draw]) },
      { name: 'table-2.records.jsonl', text: jsonl },
      { name: 'table-3.json', text: game('A', [draw]) },
      { name: 'notes.txt', text: 'table 4 played no game' },
    ]);
    expect(report).toEqual({
      toast: null,
      done: '3 games imported from 4 files.',
      notes: [],
      errors: [],
      offer: null,
      retry: null,
      files: [
        { name: 'table-1.json', tone: null, lines: ['Game imported.'] },
        {
          name: 'table-2.records.jsonl',
          tone: 'error',
          lines: [
            '2 games imported.',
            '2 lines were not imported:',
            'Line 2: These rules do not allow this abortive draw: Four same winds (suufon). (hand 2)',
            'Line 4: it is not valid JSON (damaged, or not a game record at all).',
          ],
        },
        {
          name: 'table-3.json',
          tone: 'error',
          lines: ['This game is already on this device (A1, A2, A3, A4): it was not imported again.'],
        },
        {
          name: 'notes.txt',
          tone: 'error',
          lines: ['This file is not a game record Tenbō can read: it is not valid JSON (damaged, or not a game record at all).'],
        },
      ],
    });
  });

  it('other versions of games here, from any of the files: each file says which, one button replaces them all, and the replace is said file by file', async () => {
    await importRecordsText([game('A', [ron]), game('B', [ron]), game('C', [ron])].join('\n'));
    const { read, report } = await filesIn('en', [
      { name: 'table-1.json', text: game('A', [ron, draw]) },
      { name: 'table-2.records.jsonl', text: [game('B', [ron, draw]), game('C', [ron, draw]), game('D', [draw])].join('\n') },
      { name: 'table-3.json', text: game('F', [draw]) },
    ]);
    expect(report).toMatchObject({
      done: '2 games imported from 3 files.',
      offer: {
        lines: ['Each game replaced goes to the deleted games, from where it can be restored.'],
        button: 'Replace all 3 games with the versions in the files',
      },
      retry: null,
      files: [
        {
          name: 'table-1.json',
          tone: 'warn',
          lines: [
            expect.stringContaining(
              'This file holds another version of a game already on this device (A1, A2, A3, A4): the file has 2 hands, this device 1.',
            ),
          ],
        },
        {
          name: 'table-2.records.jsonl',
          tone: 'warn',
          lines: [
            '1 game imported.',
            '2 lines hold other versions of games already on this device:',
            'Line 1: the file has 2 hands, this device 1 (B1, B2, B3, B4).',
            'Line 2: the file has 2 hands, this device 1 (C1, C2, C3, C4).',
            'Each game replaced goes to the deleted games, from where it can be restored.',
          ],
        },
        { name: 'table-3.json', tone: null, lines: ['Game imported.'] },
      ],
    });
    expect(
      (
        await filesIn('pl', [
          { name: 'a.json', text: game('A', [ron, draw, draw]) },
          { name: 'b.json', text: game('E', [draw]) },
        ])
      ).report,
    ).toMatchObject({
      done: 'Zaimportowano 1 grę z 2 plików.',
      offer: { button: 'Zastąp 1 grę wersją z jej pliku' },
    });

    // What the games list hands replaceGames (the file without another version left out), and each file's answers back.
    const offered = versionsByFile(read);
    expect(offered.map((file) => [file.name, file.outcomes.length])).toEqual([
      ['table-1.json', 1],
      ['table-2.records.jsonl', 2],
    ]);
    const replaced = await replaceGames(offered.flatMap((file) => file.outcomes));
    const [t, plural] = inLang('en');
    expect(filesImportReport(t, plural, 'en', answersByFile(offered, replaced))).toEqual({
      toast: null,
      done: null,
      notes: [],
      errors: [],
      offer: null,
      retry: null,
      files: [
        {
          name: 'table-1.json',
          tone: null,
          lines: ['Game replaced with the version in the file; the earlier version is among the deleted games.'],
        },
        {
          name: 'table-2.records.jsonl',
          tone: null,
          lines: ['2 games replaced with their versions in the file; the earlier ones are among the deleted games.'],
        },
      ],
    });
  });
});
