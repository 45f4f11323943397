// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadLang, useLang } from '../i18n';
import { createGame } from '../store/games';
import { diskFullAfter, recordsFileOf } from '../store/testDb';
import { Notices } from './Notices';
import { freshApp } from './testApp';
import { GamesList } from './GamesList';
import { CLUB_NIGHT } from './testClubNight';

type Names = readonly [string, string, string, string];

/** Seven of a club night's tables. */
const TABLES: readonly Names[] = CLUB_NIGHT.slice(0, 7);

/** The start of the last game seed() stored (set a day back before each test). */
let seededAt = 0;

/**
 * A game for each table, each started a minute after the one before, so the list (newest first)
 * shows them in the reverse of this order. On the wall clock two games stored back to back can
 * share a millisecond, and the list orders those by their random ids.
 */
async function seed(tables: readonly Names[]): Promise<void> {
  // Only Date is set by hand: IndexedDB's own timers run as they do.
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    for (const players of tables) {
      vi.setSystemTime((seededAt += 60_000));
      await createGame({ players, presetId: 'ema2025', overrides: {} });
    }
  } finally {
    vi.useRealTimers();
  }
}

/** The players of each game card on the list, in its order (the newest first). */
function listedGames(): string[] {
  const list = screen.queryByRole('list', { name: 'Games' });
  return list ? [...list.querySelectorAll(':scope > li')].map((card) => card.getAttribute('aria-label') ?? '') : [];
}

beforeAll(async () => {
  await loadLang('pl');
  // The import report's module (GamesImport.tsx loads it with the first import), loaded here as a
  // browser has it cached: the list still loads it on demand, and a test waits for the report, not
  // for a cold load of the module timed with it. (store/records.ts is in already: testDb imports it.)
  await import('./importReport');
});
beforeEach(() => {
  freshApp();
  // A day ago: the games seeded are older than anything the test does on the wall clock.
  seededAt = Date.now() - 24 * 60 * 60_000;
});
afterEach(cleanup);

describe('finding a player on the games list', () => {
  it('has no search field over a handful of games, and one from six games on', async () => {
    await seed(TABLES.slice(0, 5));
    render(<GamesList />);
    await waitFor(() => expect(listedGames()).toHaveLength(5));
    expect(screen.queryByLabelText('Find a player')).toBeNull();
    cleanup();

    await seed(TABLES.slice(5, 6));
    render(<GamesList />);
    expect(await screen.findByLabelText('Find a player')).toBeTruthy();
  });

  it('shows only the games of a player typed without diacritics, says how many of all, and clears back to all of them', async () => {
    await seed(TABLES);
    render(<GamesList />);
    const field = await screen.findByLabelText('Find a player');

    fireEvent.change(field, { target: { value: 'lukasz' } });
    expect(listedGames()).toEqual(['Kasia, Łukasz, Marek, Nina', 'Łukasz, Anna, Bartek, Celina']);
    expect(screen.getByRole('status').textContent).toBe('2 of 7 games');

    fireEvent.change(field, { target: { value: 'ZOLW' } });
    expect(listedGames()).toEqual(['Henryk, Iza, Żółw, Jan']);
    expect(screen.getByRole('status').textContent).toBe('1 of 7 games');

    fireEvent.change(field, { target: { value: 'Xavier ' } });
    expect(listedGames()).toEqual([]);
    expect(screen.getByText('No player’s name contains “Xavier”. Check the spelling, or clear the search.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 of 7 games');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(listedGames()).toHaveLength(7);
    expect(screen.getByLabelText<HTMLInputElement>('Find a player').value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Find a player'));
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the count in Polish with the genitive the number of all games asks for', async () => {
    useLang.setState({ lang: 'pl' });
    await seed(TABLES);
    render(<GamesList />);
    fireEvent.change(await screen.findByLabelText('Znajdź gracza'), { target: { value: 'łukasz' } });
    expect(screen.getByRole('status').textContent).toBe('2 z 7 gier');
    fireEvent.change(screen.getByLabelText('Znajdź gracza'), { target: { value: 'ktoś' } });
    expect(screen.getByText('Nie ma gracza, którego imię zawiera „ktoś”. Sprawdź pisownię albo wyczyść wyszukiwanie.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyczyść' })).toBeTruthy();
  });

  it('keeps the field while its query hides games, also once deletes bring the list under six; the deleted games stay listed', async () => {
    await seed(TABLES.slice(0, 6));
    render(<GamesList />);
    fireEvent.change(await screen.findByLabelText('Find a player'), { target: { value: 'zolw' } });
    expect(listedGames()).toEqual(['Henryk, Iza, Żółw, Jan']);

    fireEvent.click(screen.getByRole('button', { name: /^Delete: Henryk, Iza, Żółw, Jan \(Started / }));
    // Five games left, none of them Żółw's: the field that hides them is still there to clear.
    expect(await screen.findByText('No player’s name contains “zolw”. Check the spelling, or clear the search.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 of 5 games');
    expect(screen.getByText('Deleted games (1)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(listedGames()).toHaveLength(5);
    // Nothing searched among five games: the field goes.
    expect(screen.queryByLabelText('Find a player')).toBeNull();
  });
});

describe('an import on a disk that fills up', () => {
  let spaceAgain: () => void = () => undefined;
  afterEach(() => spaceAgain());

  it('says which records were not saved and why, keeps saying it once the list is read again, and saves them when tried again', async () => {
    render(
      <>
        <GamesList />
        <Notices />
      </>,
    );
    await screen.findByText('No games yet. Start one.');
    spaceAgain = diskFullAfter('games', 3);
    const file = new File([recordsFileOf(5)], 'night.records.jsonl', { type: 'application/json' });
    fireEvent.change(screen.getByLabelText('Import game records'), { target: { files: [file] } });

    // The three stored are listed: the list was read again after the import, and the report is still there.
    await waitFor(() => expect(listedGames()).toHaveLength(3));
    const report = screen.getByRole('alert');
    expect(report.textContent).toContain('Line 4: not saved: no storage space is left on this device.');
    expect(report.textContent).toContain('Line 5: not saved: no storage space is left on this device.');
    expect(screen.getByText('3 games imported.')).toBeTruthy();

    spaceAgain();
    fireEvent.click(screen.getByRole('button', { name: 'Try again to save the 2 games not saved' }));
    await waitFor(() => expect(listedGames()).toHaveLength(5));
    expect(screen.getByText('2 games imported.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
