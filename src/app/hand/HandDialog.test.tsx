// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PRESETS, withOverrides, type Rules } from '../../core/rules';
import { initialTable, replay, type HandResult, type Seat, type TableState } from '../../ledger';
import { editRefusal } from '../../store/games';
import { tableAt } from '../../ledger/testkit';
import type { Players } from '../../store/types';
import { loadLang, useLang } from '../../i18n';
import { PickerDialog } from '../../picker/PickerDialog';
import { HandDialog, type DiscardedDraft, type HandKind } from './HandDialog';

/** The hand dialog with the real tile picker plugged in (the picker's dialog, without lazy loading). */

const PLAYERS: Players = ['Ola', 'Piotr', 'Rysia', 'Jan'];

beforeEach(() => useLang.setState({ lang: 'en' }));
afterEach(async () => {
  cleanup();
  // A dialog takes its history entry off as it goes (src/nav/dialogHistory.ts), asynchronously:
  // the next test starts on the page's own entry.
  await waitFor(() => expect(history.state).toBeNull());
});

interface Opened {
  readonly saved: HandResult[];
  closed: number;
  /** What each close handed back (nothing when the dialog was left as it opened). */
  readonly discarded: (DiscardedDraft | undefined)[];
}

interface OpenOptions {
  rules?: Rules;
  /** The table the hand is played on (the first hand of the game when left out). */
  state?: TableState;
  editing?: HandResult;
  riichi?: Seat[];
  /** A draft kept before a reload, and where the dialog's drafts go. */
  restoredDraft?: unknown;
  onDraftChange?: (draft: unknown) => void;
  /** When editing: the check the save makes on the whole game. */
  checkEdit?: (result: HandResult) => string | null;
  /** When editing: the hand's number in the game. */
  number?: number;
}

function open(kind: HandKind, options: OpenOptions = {}): Opened {
  const rules = options.rules ?? PRESETS.ema2025;
  const opened: Opened = { saved: [], closed: 0, discarded: [] };
  render(
    <HandDialog
      kind={kind}
      players={PLAYERS}
      rules={rules}
      state={options.state ?? initialTable(rules)}
      riichi={options.riichi ?? []}
      editing={options.editing ? { result: options.editing, number: options.number ?? 1 } : undefined}
      checkEdit={options.checkEdit}
      onSubmit={(result) => {
        opened.saved.push(result);
        return Promise.resolve(null);
      }}
      onClose={(discarded) => {
        opened.closed += 1;
        opened.discarded.push(discarded);
      }}
      tilePicker={PickerDialog}
      restoredDraft={options.restoredDraft}
      onDraftChange={options.onDraftChange}
    />,
  );
  return opened;
}

function choose(group: string, name: string, role: 'radio' | 'checkbox' = 'radio') {
  // The fieldset and the buttons' own group both carry the legend's name: the first holds the other.
  const container = screen.getAllByRole(role === 'radio' ? 'radiogroup' : 'group', { name: group })[0]!;
  fireEvent.click(within(container).getByRole(role, { name }));
}

/** A ron dialog with Ola and Rysia winning on Piotr's discard, no values yet. */
function openDoubleRon() {
  open('ron');
  choose('Who won?', 'Ola', 'checkbox');
  choose('Who won?', 'Rysia', 'checkbox');
  choose('Who discarded?', 'Piotr');
}

/** Taps a han or fu button in one winner's value. */
function valueFor(name: string, option: string) {
  fireEvent.click(within(screen.getByRole('region', { name: `Value for ${name}` })).getByRole('radio', { name: option }));
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

function escape() {
  fireEvent.keyDown(window, { key: 'Escape' });
}

// 234m 567p 345678s 22p, ron on 5s: pinfu tanyao, 2 han 30 fu (as the picker records it).
const TILES = {
  format: 'tenbo-hand/1',
  rules: 'ema2025',
  concealed: '234m567p34678s22p',
  melds: [],
  winTile: '5s',
  win: 'ron',
  seatWind: 'S',
  roundWind: 'E',
  doraIndicators: [],
  uraIndicators: [],
  flags: [],
  honba: 0,
};
const RON: HandResult = {
  v: 1,
  type: 'ron',
  from: 0,
  wins: [{ winner: 1, han: 2, fu: 30, yaku: { pinfu: 1, tanyao: 1 }, tiles: TILES }],
  riichi: [],
};

describe('editing a hand', () => {
  it('keeps the yaku and tiles recorded with the win and reopens the picker on them', () => {
    const opened = open('ron', { editing: RON });
    fireEvent.click(within(screen.getByRole('region', { name: 'Value for Piotr' })).getByRole('button', { name: 'Tiles…' }));
    const picker = screen.getByRole('dialog', { name: /^Hand calculator/ });
    expect(within(picker).getByTestId('picker-count').textContent).toContain('14 of 14 tiles');
    expect(within(picker).getByTestId('picker-value').textContent).toContain('2 han 30 fu');
    fireEvent.click(within(picker).getByRole('button', { name: 'Back' }));

    // A change elsewhere in the hand: the win is saved with its yaku and tiles.
    choose('Riichi', 'Jan', 'checkbox');
    fireEvent.click(button('Save changes'));
    expect(opened.saved).toEqual([{ ...RON, riichi: [3] }]);
  });

  it('an edit goes back to the dialog from the picker: the reopened hand takes a dora indicator at once, and Save changes records it', () => {
    const opened = open('ron', { editing: RON });
    fireEvent.click(within(screen.getByRole('region', { name: 'Value for Piotr' })).getByRole('button', { name: 'Tiles…' }));
    const picker = screen.getByRole('dialog', { name: /^Hand calculator/ });
    expect(within(picker).getByRole('button', { name: 'Dora indicators' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(within(picker).getByRole('group', { name: 'Tiles' })).getByRole('button', { name: '1 man' }));
    fireEvent.click(button('Record this hand'));
    expect(opened.saved).toEqual([]);
    fireEvent.click(button('Save changes'));
    const win = opened.saved[0]?.type === 'ron' ? opened.saved[0].wins[0] : undefined;
    expect(win).toMatchObject({ han: 3, fu: 30, tiles: { doraIndicators: ['1m'] } });
  });

  it('keeps a win of more fu than the buttons offer (2 han 120 fu, three closed terminal kans) and shows its fu', () => {
    const heavy: HandResult = { v: 1, type: 'ron', from: 0, wins: [{ winner: 1, han: 2, fu: 120 }], riichi: [] };
    const opened = open('ron', { editing: heavy });
    const value = screen.getByRole('region', { name: 'Value for Piotr' });
    expect(within(value).getByRole('radio', { name: '120 fu' }).getAttribute('aria-checked')).toBe('true');
    choose('Riichi', 'Jan', 'checkbox');
    fireEvent.click(button('Save changes'));
    expect(opened.saved).toEqual([{ ...heavy, riichi: [3] }]);
  });

  it('says that a value chosen by hand drops the tiles kept with the win, and offers them back', () => {
    const opened = open('ron', { editing: RON });
    const value = screen.getByRole('region', { name: 'Value for Piotr' });
    expect(within(value).queryByRole('status')).toBeNull();
    choose('Han', '3 han');
    expect(within(value).getByRole('status').textContent).toContain('The tiles kept with this hand no longer match the value chosen');
    // Back to the recorded value by hand: the tiles are still set aside until the scorer keeps them.
    choose('Han', '2 han');
    fireEvent.click(within(value).getByRole('button', { name: 'Keep the tiles (2 han 30 fu)' }));
    expect(within(value).queryByRole('status')).toBeNull();
    choose('Han', '4 han');
    choose('Han', '3 han');
    fireEvent.click(within(value).getByRole('button', { name: 'Keep the tiles (2 han 30 fu)' }));
    expect(within(value).getByRole('radio', { name: '2 han' }).getAttribute('aria-checked')).toBe('true');
    choose('Riichi', 'Jan', 'checkbox');
    fireEvent.click(button('Save changes'));
    expect(opened.saved).toEqual([{ ...RON, riichi: [3] }]);
  });

  it('saves a value chosen by hand without the tiles that no longer match', () => {
    const opened = open('ron', { editing: RON });
    choose('Han', '3 han');
    fireEvent.click(button('Save changes'));
    expect(opened.saved).toEqual([{ ...RON, wins: [{ winner: 1, han: 3, fu: 30 }] }]);
  });

  it('offers no save while nothing has changed', () => {
    open('ron', { editing: RON });
    expect(button('Save changes').disabled).toBe(true);
    expect(screen.getByText('Nothing has changed: there is nothing to save.')).toBeTruthy();
    // A tap on the han or fu already chosen keeps the picker's yaku and tiles with the win.
    choose('Han', '2 han');
    choose('Fu', '30 fu');
    expect(button('Save changes').disabled).toBe(true);
    choose('Riichi', 'Jan', 'checkbox');
    expect(button('Save changes').disabled).toBe(false);
    choose('Riichi', 'Jan', 'checkbox');
    expect(button('Save changes').disabled).toBe(true);
  });
});

describe('a yakuman scored by the picker', () => {
  const yakuman = (yaku: Record<string, number>, units = 1): HandResult => ({
    v: 1,
    type: 'tsumo',
    winner: 1,
    yakuman: units,
    yaku,
    tiles: TILES,
    riichi: [],
  });
  const paoGroup = () => screen.queryAllByRole('radiogroup', { name: 'Liable player (pao)' });

  it('offers a liable player only when one of its yakuman carries liability in the preset', () => {
    open('tsumo', { editing: yakuman({ daisangen: 1 }) });
    expect(paoGroup().length).toBeGreaterThan(0);
    cleanup();
    // Suukantsu carries no liability in EMA 2025 (it does in M-League and Tenhou).
    open('tsumo', { editing: yakuman({ suukantsu: 1 }) });
    expect(paoGroup()).toEqual([]);
    cleanup();
    open('tsumo', { rules: PRESETS.tenhou, editing: yakuman({ suukantsu: 1 }) });
    expect(paoGroup().length).toBeGreaterThan(0);
  });

  it('other yakuman than the picker found are saved without its tiles; the picker’s own yaku keep them', () => {
    const hand = yakuman({ tsuuiisou: 1, daisangen: 1 }, 2);
    const opened = open('tsumo', { rules: PRESETS.mleague, editing: hand });
    // The picker's yakuman show as chosen; the same value saved again changes nothing.
    expect(yakumanButton('All honours (tsuuiisou)').getAttribute('aria-checked')).toBe('true');
    expect(button('Save changes').disabled).toBe(true);
    choose('Which yakuman?', 'All honours (tsuuiisou)', 'checkbox');
    fireEvent.click(button('Save changes'));
    expect(opened.saved).toEqual([{ v: 1, type: 'tsumo', winner: 1, yakuman: 1, yaku: { daisangen: 1 }, riichi: [] }]);
  });
});

const yakumanButton = (name: string) =>
  within(screen.getAllByRole('group', { name: 'Which yakuman?' })[0]!).getByRole('checkbox', { name });
const offered = () =>
  within(screen.getAllByRole('group', { name: 'Which yakuman?' })[0]!)
    .getAllByRole('checkbox')
    .map((b) => b.textContent);

describe('a yakuman by buttons', () => {
  const paoGroup = () => screen.queryAllByRole('radiogroup', { name: 'Liable player (pao)' });

  it('asks which yakuman, keeps it with the hand, and offers pao only for a liability yakuman', () => {
    const opened = open('tsumo');
    choose('Who won?', 'Piotr');
    choose('Han', 'Yakuman');
    expect(screen.getByTestId('hand-summary').textContent).toBe('Choose which yakuman Piotr won with.');
    expect(button('Record hand').disabled).toBe(true);
    // EMA 2025 makes nobody liable for all honours.
    choose('Which yakuman?', 'All honours (tsuuiisou)', 'checkbox');
    expect(paoGroup()).toEqual([]);
    choose('Which yakuman?', 'Big three dragons (daisangen)', 'checkbox');
    choose('Liable player (pao)', 'Jan');
    // Daisangen off again: the liable player goes with it.
    choose('Which yakuman?', 'Big three dragons (daisangen)', 'checkbox');
    expect(paoGroup()).toEqual([]);
    choose('Which yakuman?', 'Big three dragons (daisangen)', 'checkbox');
    choose('Liable player (pao)', 'Jan');
    fireEvent.click(button('Record hand'));
    // EMA 2025 counts the largest yakuman only: one.
    expect(opened.saved).toEqual([
      { v: 1, type: 'tsumo', winner: 1, yakuman: 1, pao: 3, yaku: { tsuuiisou: 1, daisangen: 1 }, riichi: [] },
    ]);
  });

  it('offers the preset’s yakuman: suukantsu liable in Tenhou only, renhou a yakuman in EMA 2008 only, local ones where switched on', () => {
    open('tsumo');
    choose('Who won?', 'Piotr');
    choose('Han', 'Yakuman');
    choose('Which yakuman?', 'Four kans (suukantsu)', 'checkbox');
    expect(paoGroup()).toEqual([]);
    expect(offered()).not.toContain('Blessing of man (renhou)');
    expect(offered()).not.toContain('Four identical sequences (suurenpon, local)');
    cleanup();
    open('tsumo', { rules: PRESETS.tenhou });
    choose('Who won?', 'Piotr');
    choose('Han', 'Yakuman');
    choose('Which yakuman?', 'Four kans (suukantsu)', 'checkbox');
    expect(paoGroup().length).toBeGreaterThan(0);
    cleanup();
    open('tsumo', { rules: PRESETS.ema2008 });
    choose('Who won?', 'Piotr');
    choose('Han', 'Yakuman');
    expect(offered()).toContain('Blessing of man (renhou)');
    cleanup();
    open('tsumo', { rules: withOverrides(PRESETS.ema2025, { localYaku: ['suurenpon'] }) });
    choose('Who won?', 'Piotr');
    choose('Han', 'Yakuman');
    expect(offered()).toContain('Four identical sequences (suurenpon, local)');
  });

  it('says a double yakuman: one that counts two in the preset, or two that add up', () => {
    // EMA 2008 counts a 13-sided kokushi as two yakuman; it replaces the plain one.
    let opened = open('tsumo', { rules: PRESETS.ema2008 });
    choose('Who won?', 'Piotr');
    choose('Han', 'Yakuman');
    choose('Which yakuman?', 'Thirteen orphans (kokushi)', 'checkbox');
    choose('Which yakuman?', 'Thirteen orphans, 13-sided wait (double)', 'checkbox');
    expect(yakumanButton('Thirteen orphans (kokushi)').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Counts as: 2× yakuman')).toBeTruthy();
    fireEvent.click(button('Record hand'));
    expect(opened.saved).toEqual([{ v: 1, type: 'tsumo', winner: 1, yakuman: 2, yaku: { kokushi_13: 2 }, riichi: [] }]);
    cleanup();
    // M-League adds different yakuman up.
    opened = open('tsumo', { rules: PRESETS.mleague });
    choose('Who won?', 'Piotr');
    choose('Han', 'Yakuman');
    choose('Which yakuman?', 'All honours (tsuuiisou)', 'checkbox');
    choose('Which yakuman?', 'Big three dragons (daisangen)', 'checkbox');
    fireEvent.click(button('Record hand'));
    expect(opened.saved).toEqual([{ v: 1, type: 'tsumo', winner: 1, yakuman: 2, yaku: { tsuuiisou: 1, daisangen: 1 }, riichi: [] }]);
  });

  it('an edit brings the chosen yakuman back as buttons', () => {
    const hand: HandResult = { v: 1, type: 'tsumo', winner: 1, yakuman: 1, pao: 2, yaku: { daisangen: 1 }, riichi: [] };
    const opened = open('tsumo', { editing: hand });
    expect(yakumanButton('Big three dragons (daisangen)').getAttribute('aria-checked')).toBe('true');
    choose('Riichi', 'Jan', 'checkbox');
    fireEvent.click(button('Save changes'));
    expect(opened.saved).toEqual([{ ...hand, riichi: [3] }]);
  });
});

describe('the preview', () => {
  it('says what the table holds after the hand, and when the hand ends the game', () => {
    const rules = PRESETS.ema2025;
    open('tsumo', { state: tableAt(rules, { round: 'S', dealer: 2, honba: 1 }) });
    choose('Who won?', 'Rysia');
    choose('Han', '1 han');
    choose('Fu', '30 fu');
    // The dealer wins in South 3: the deal stays, one more counter, and the game goes on.
    expect(screen.getByRole('region', { name: 'Who pays what' }).textContent).toContain('After the hand: sticks 0 · counters 2');
    expect(screen.queryByText('This hand ends the game: the final results come next.')).toBeNull();
    cleanup();
    // South 4, a non-dealer wins: the last hand of the game.
    open('tsumo', { state: tableAt(rules, { round: 'S', dealer: 3 }) });
    choose('Who won?', 'Rysia');
    choose('Han', '1 han');
    choose('Fu', '30 fu');
    expect(screen.getByText('This hand ends the game: the final results come next.')).toBeTruthy();
  });
});

describe('the fu of a value entered by hand', () => {
  const preview = () => screen.getByRole('region', { name: 'Who pays what' });
  const fuChosen = () => within(screen.getAllByRole('radiogroup', { name: 'Fu' })[0]!).queryAllByRole('radio', { checked: true });

  it('is never chosen for the user: the preview asks for it and Record hand stays off until one is tapped', () => {
    const opened = open('ron');
    expect(preview().textContent).toContain('Choose who won.');
    choose('Who won?', 'Ola', 'checkbox');
    expect(preview().textContent).toContain('Choose who discarded.');
    choose('Who discarded?', 'Piotr');
    expect(preview().textContent).toContain('Choose the han for Ola.');
    choose('Han', '2 han');
    // A hurried 2 han 40 fu must not record as 2 han 30 fu (2,000 instead of 2,600).
    expect(fuChosen()).toEqual([]);
    expect(preview().textContent).toContain('Choose the fu for Ola.');
    expect(button('Record hand').hasAttribute('disabled')).toBe(true);
    choose('Fu', '40 fu');
    fireEvent.click(button('Record hand'));
    expect(opened.saved).toEqual([{ v: 1, type: 'ron', from: 1, wins: [{ winner: 0, han: 2, fu: 40 }], riichi: [] }]);
  });

  it('is asked for each winner of a double ron, and not at all from 5 han', () => {
    openDoubleRon();
    valueFor('Ola', '5 han');
    valueFor('Rysia', '1 han');
    expect(preview().textContent).toContain('Choose the fu for Rysia.');
    expect(button('Record hand').hasAttribute('disabled')).toBe(true);
  });
});

describe('the footer', () => {
  const summary = () => screen.getByTestId('hand-summary');

  it('holds one line of the preview, each winner’s gain, and Record hand; the full preview scrolls with the form above it', () => {
    openDoubleRon();
    valueFor('Ola', '2 han');
    valueFor('Ola', '30 fu');
    valueFor('Rysia', '1 han');
    expect(summary().textContent).toBe('Choose the fu for Rysia.');
    valueFor('Rysia', '40 fu');
    expect(summary().textContent).toBe('Ola +2,900 · Rysia +1,300');
    const footer = summary().closest('footer')!;
    expect(footer.contains(button('Record hand'))).toBe(true);
    expect(footer.contains(screen.getByRole('region', { name: 'Who pays what' }))).toBe(false);
  });

  it('says who loses when nobody gains (a chombo)', () => {
    open('chombo');
    choose('Who made the chombo?', 'Rysia');
    expect(summary().textContent).toBe('Rysia −20,000');
  });

  it('says a riichi stick coming back with a chombo as such, not as a gain', async () => {
    open('chombo', { riichi: [1, 2] });
    choose('Who made the chombo?', 'Rysia');
    expect(summary().textContent).toBe('Piotr +1,000 (riichi stick back) · Rysia −20,000, +1,000 (riichi stick back)');
    expect(within(screen.getByRole('region', { name: 'Who pays what' })).getAllByRole('listitem')[1]!.textContent).toBe(
      'Piotr+1,000 (riichi stick back)',
    );
    cleanup();
    await loadLang('pl');
    useLang.setState({ lang: 'pl' });
    open('chombo', { riichi: [1] });
    choose('Kto popełnił chombo?', 'Rysia');
    expect(summary().textContent?.replace(/\s/g, ' ')).toBe('Piotr +1 000 (zwrot patyczka riichi) · Rysia −20 000');
  });
});

describe('the preview of a hand after riichi toggled on the table', () => {
  /** Each player's change as the preview shows it. */
  function shownDeltas(): Record<string, string> {
    const region = screen.getByRole('region', { name: 'Who pays what' });
    const rows = within(region).getAllByRole('listitem');
    return Object.fromEntries(rows.map((row) => [row.querySelector('span')!.textContent, row.querySelector('strong')!.textContent]));
  }

  it('counts from the scores on the screen, where the stick is already paid: a winner gets it back on top of the value', () => {
    // Ola (dealer) declared riichi on the table, which shows her 29,000; 3 han 30 fu tsumo is 2,000 all.
    open('tsumo', { riichi: [0] });
    choose('Who won?', 'Ola');
    choose('Han', '3 han');
    choose('Fu', '30 fu');
    expect(shownDeltas()).toEqual({ Ola: '+7,000', Piotr: '−2,000', Rysia: '−2,000', Jan: '−2,000' });
    expect(screen.getByText('Ola: 6,000 + 1,000 (riichi stick)')).toBeTruthy();
    // The hand history will say +8,000 for Ola (its own deltas): the preview says why it shows +7,000.
    expect(
      screen.getByText('Counted from the scores on the screen, where the riichi sticks put down this hand (Ola) are already taken off.'),
    ).toBeTruthy();
  });

  it('says nothing of sticks on the screen when none was put down this hand', () => {
    open('tsumo');
    choose('Who won?', 'Ola');
    choose('Han', '3 han');
    choose('Fu', '30 fu');
    expect(shownDeltas()).toEqual({ Ola: '+6,000', Piotr: '−2,000', Rysia: '−2,000', Jan: '−2,000' });
    expect(screen.queryByText(/Counted from the scores on the screen/)).toBeNull();
  });

  it('names what is added to the value: the counters, and one riichi stick or several', () => {
    // A counter and a stick left from the hand before, and Ola's own riichi: 2 sticks.
    open('tsumo', { riichi: [0], state: { ...initialTable(PRESETS.ema2025), honba: 1, sticks: 1 } });
    choose('Who won?', 'Ola');
    choose('Han', '3 han');
    choose('Fu', '30 fu');
    expect(screen.getByText('Ola: 6,000 + 300 (counters) + 2,000 (riichi sticks)')).toBeTruthy();
  });

  it('a riichi player who deals in loses only the value: the stick was taken when riichi was tapped', () => {
    open('ron', { riichi: [1] });
    choose('Who discarded?', 'Piotr');
    choose('Who won?', 'Rysia', 'checkbox');
    choose('Han', '1 han');
    choose('Fu', '30 fu');
    expect(shownDeltas()).toEqual({ Ola: '0', Piotr: '−1,000', Rysia: '+2,000', Jan: '0' });
  });

  it('an edit shows the hand’s own deltas, stick included: no screen shows it paid', () => {
    open('tsumo', { editing: { v: 1, type: 'tsumo', winner: 0, han: 3, fu: 30, riichi: [0] }, riichi: [0] });
    expect(shownDeltas()).toMatchObject({ Ola: '+6,000', Piotr: '−2,000' });
  });
});

describe('an edit the game cannot stand', () => {
  it('says before the tap that it cannot be saved, and why, and Save stays off', () => {
    const rules = PRESETS.ema2025;
    const tsumo = (winner: Seat): HandResult => ({ v: 1, type: 'tsumo', winner, han: 1, fu: 30, riichi: [] });
    // Seven deals passed by non-dealer wins, then South 4: the dealer (Jan) wins and deals again, and one more hand.
    const hands: HandResult[] = [
      ...([1, 2, 3, 0, 1, 2, 3] satisfies Seat[]).map(tsumo),
      tsumo(3),
      { v: 1, type: 'draw', tenpai: [], riichi: [] },
    ];
    const before = replay(rules, hands.slice(0, 7));
    if (!before.ok) throw new Error('the hands replay');
    const checkEdit = (result: HandResult) => editRefusal(rules, hands, 7, result)?.message ?? null;
    open('tsumo', { rules, state: before.final, editing: hands[7], number: 8, checkEdit });
    expect(screen.queryByText(/cannot be saved/)).toBeNull();
    // A non-dealer wins South 4 instead: the game would end before hand 9, already recorded.
    choose('Who won?', 'Ola');
    choose('Han', '1 han');
    expect(within(screen.getByRole('region', { name: 'Who pays what' })).getByText(/This change cannot be saved/)).toBeTruthy();
    expect(screen.queryByText('This hand ends the game: the final results come next.')).toBeNull();
    expect(button('Save changes').disabled).toBe(true);
  });
});

describe('a ron on a discarder in riichi', () => {
  it('reminds that a riichi declared with that very discard put no stick down', () => {
    open('ron', { riichi: [0] });
    choose('Who won?', 'Piotr', 'checkbox');
    const hint = () => screen.queryByText(/declared riichi with this very discard/);
    expect(hint()).toBeNull();
    choose('Who discarded?', 'Ola');
    expect(hint()?.textContent).toContain('untick Ola');
    choose('Riichi', 'Ola', 'checkbox');
    expect(hint()).toBeNull();
  });
});

describe('special handling is said in the preview', () => {
  function threeWinners(rules: Rules) {
    const opened = open('ron', { rules, riichi: [2] });
    for (const name of ['Piotr', 'Rysia', 'Jan']) choose('Who won?', name, 'checkbox');
    choose('Who discarded?', 'Ola');
    return opened;
  }

  it('a triple ron in tenhou is an abortive draw (sanchahou): said so, no values asked, recorded at once', () => {
    const opened = threeWinners(PRESETS.tenhou);
    expect(screen.getByText('Tap two for a double ron. Three winners are an abortive draw (sanchahou): no values to enter.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Value for/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Who pays what' })).getByText(/triple ron is an abortive draw/)).toBeTruthy();
    fireEvent.click(button('Record hand'));
    expect(opened.saved).toEqual([{ v: 1, type: 'abortive', reason: 'sanchahou', riichi: [2] }]);
  });

  it('EMA pays all three winners: each is valued, and the hint offers a triple ron', () => {
    threeWinners(PRESETS.ema2025);
    expect(screen.getByText('Tap more than one for a double or triple ron.')).toBeTruthy();
    expect(screen.getAllByRole('region', { name: /^Value for/ })).toHaveLength(3);
    expect(button('Record hand').disabled).toBe(true);
    expect(screen.queryByText(/abortive draw/)).toBeNull();
  });
});

describe('Escape', () => {
  it('closes the tile picker, not the hand under it', () => {
    const opened = open('ron');
    choose('Who won?', 'Piotr', 'checkbox');
    choose('Who discarded?', 'Ola');
    fireEvent.click(within(screen.getByRole('region', { name: 'Value for Piotr' })).getByRole('button', { name: 'Tiles…' }));
    expect(screen.getByRole('dialog', { name: /^Hand calculator/ })).toBeTruthy();
    escape();
    expect(screen.queryByRole('dialog', { name: /^Hand calculator/ })).toBeNull();
    expect(opened.closed).toBe(0);
    // The hand is still as entered; the next Escape closes the dialog.
    expect(
      within(screen.getByRole('radiogroup', { name: 'Who discarded?' }))
        .getByRole('radio', { name: 'Ola' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    escape();
    expect(opened.closed).toBe(1);
  });

  it('closes the tenpai check, not the draw under it', () => {
    const opened = open('draw');
    fireEvent.click(button('Rysia: check tiles…'));
    expect(screen.getByRole('dialog', { name: 'Tenpai check: Rysia' })).toBeTruthy();
    escape();
    expect(screen.queryByRole('dialog', { name: 'Tenpai check: Rysia' })).toBeNull();
    expect(opened.closed).toBe(0);
  });
});

describe('the phone’s Back', () => {
  /** Back, once the dialog's layers have their history entries (one each, the page's own under them). */
  async function back(layers: number) {
    await waitFor(() => expect(history.state).toEqual({ tenboLayer: layers }));
    act(() => history.back());
  }

  it('closes the tile picker, not the hand under it; the next Back closes the dialog', async () => {
    const opened = open('ron');
    choose('Who won?', 'Piotr', 'checkbox');
    choose('Who discarded?', 'Ola');
    fireEvent.click(within(screen.getByRole('region', { name: 'Value for Piotr' })).getByRole('button', { name: 'Tiles…' }));
    await back(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Hand calculator/ })).toBeNull());
    expect(opened.closed).toBe(0);
    expect(
      within(screen.getByRole('radiogroup', { name: 'Who discarded?' }))
        .getByRole('radio', { name: 'Ola' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await back(1);
    await waitFor(() => expect(opened.closed).toBe(1));
  });

  it('closes the tenpai check, not the draw under it', async () => {
    const opened = open('draw');
    fireEvent.click(button('Rysia: check tiles…'));
    await back(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tenpai check: Rysia' })).toBeNull());
    expect(opened.closed).toBe(0);
  });
});

describe('another winner tapped', () => {
  const hanOf = (name: string) =>
    within(within(screen.getByRole('region', { name: `Value for ${name}` })).getAllByRole('radiogroup', { name: 'Han' })[0]!)
      .getAllByRole('radio')
      .find((r) => r.getAttribute('aria-checked') === 'true')
      ?.getAttribute('aria-label');

  it('a tsumo edited to another winner keeps the value entered, now for that winner', () => {
    const opened = open('tsumo', { editing: { v: 1, type: 'tsumo', winner: 1, han: 3, fu: 40, riichi: [] } });
    choose('Who won?', 'Rysia');
    expect(hanOf('Rysia')).toBe('3 han');
    fireEvent.click(button('Save changes'));
    expect(opened.saved).toEqual([{ v: 1, type: 'tsumo', winner: 2, han: 3, fu: 40, riichi: [] }]);
  });

  it('a single ron winner changed (head bump radio, or the only checkbox off and another on) keeps the value; a second winner starts empty', () => {
    open('ron', { rules: PRESETS.wrc2022 });
    choose('Who won?', 'Piotr');
    choose('Han', '5 han');
    choose('Who won?', 'Jan');
    expect(hanOf('Jan')).toBe('5 han');
    cleanup();
    open('ron');
    choose('Who won?', 'Piotr', 'checkbox');
    choose('Han', '2 han');
    choose('Who won?', 'Piotr', 'checkbox');
    choose('Who won?', 'Rysia', 'checkbox');
    expect(hanOf('Rysia')).toBe('2 han');
    choose('Who won?', 'Jan', 'checkbox');
    expect(hanOf('Rysia')).toBe('2 han');
    expect(hanOf('Jan')).toBeUndefined();
  });
});

describe('closing without saving', () => {
  const checked = (group: string, name: string) =>
    within(screen.getAllByRole('group', { name: group })[0]!)
      .getByRole('checkbox', { name })
      .getAttribute('aria-checked');

  it('hands back nothing when the dialog is left as it opened, by Cancel or Escape', () => {
    const opened = open('ron', { riichi: [2] });
    fireEvent.click(button('Cancel'));
    cleanup();
    const edited = open('ron', { editing: RON });
    escape();
    expect(opened.discarded).toEqual([undefined]);
    expect(edited.discarded).toEqual([undefined]);
  });

  it('hands back what was entered, which reopens the dialog as it was', () => {
    const opened = open('ron');
    choose('Who won?', 'Piotr', 'checkbox');
    choose('Who discarded?', 'Ola');
    choose('Han', '3 han');
    fireEvent.click(button('Cancel'));
    const [kept] = opened.discarded;
    expect(kept?.kind).toBe('ron');
    cleanup();
    open('ron', { restoredDraft: kept?.draft });
    expect(checked('Who won?', 'Piotr')).toBe('true');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Who discarded?' }))
        .getByRole('radio', { name: 'Ola' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      within(screen.getAllByRole('radiogroup', { name: 'Han' })[0]!)
        .getByRole('radio', { name: '3 han' })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('hands back an edit changed and closed by Back', async () => {
    const opened = open('ron', { editing: RON });
    choose('Riichi', 'Jan', 'checkbox');
    await waitFor(() => expect(history.state).toEqual({ tenboLayer: 1 }));
    act(() => history.back());
    await waitFor(() => expect(opened.closed).toBe(1));
    const [kept] = opened.discarded;
    cleanup();
    open('ron', { editing: RON, restoredDraft: kept?.draft });
    expect(checked('Riichi', 'Jan')).toBe('true');
  });
});

describe('one ron winner (head bump)', () => {
  for (const id of ['wrc2022', 'mleague'] as const) {
    it(`${id}: the seat tapped becomes the winner, in either direction`, () => {
      expect(PRESETS[id].multipleRon).toBe('head_bump');
      const opened = open('ron', { rules: PRESETS[id] });
      choose('Who won?', 'Jan');
      choose('Who won?', 'Piotr');
      expect(screen.getByRole('region', { name: 'Value for Piotr' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Value for Jan' })).toBeNull();
      choose('Who won?', 'Rysia');
      expect(screen.queryByRole('region', { name: 'Value for Piotr' })).toBeNull();
      choose('Who discarded?', 'Ola');
      choose('Han', '5 han');
      fireEvent.click(button('Record hand'));
      expect(opened.saved).toEqual([{ v: 1, type: 'ron', from: 0, wins: [{ winner: 2, han: 5 }], riichi: [] }]);
    });
  }
});

describe('penalty points', () => {
  it('are entered without a minus key: steps of 1,000 and a sign toggle', () => {
    const opened = open('penalty');
    choose('Who?', 'Rysia');
    const field = screen.getByLabelText('Points (negative takes points away)') as HTMLInputElement;
    expect(field.value).toBe('-1000');
    fireEvent.click(button('−1,000'));
    fireEvent.click(button('−1,000'));
    expect(field.value).toBe('-3000');
    fireEvent.click(button('+1,000'));
    expect(field.value).toBe('-2000');
    // A typed amount (the keypad gives only digits) turned negative by the toggle.
    fireEvent.change(field, { target: { value: '8000' } });
    fireEvent.click(button('Flip sign (±)'));
    expect(field.value).toBe('-8000');
    // A penalty is not a hand: the button says what it records.
    expect(screen.queryByRole('button', { name: 'Record hand' })).toBeNull();
    fireEvent.click(button('Record penalty'));
    expect(opened.saved).toEqual([{ v: 1, type: 'penalty', player: 2, points: -8000 }]);
  });
});

describe('riichi in a new hand', () => {
  it('a riichi forgotten on the table is added in the dialog and recorded', () => {
    const opened = open('draw');
    choose('Who was tenpai?', 'Jan', 'checkbox');
    choose('Riichi', 'Jan', 'checkbox');
    fireEvent.click(button('Record hand'));
    expect(opened.saved).toEqual([{ v: 1, type: 'draw', tenpai: [3], riichi: [3] }]);
  });
});

describe('four riichi (suucha)', () => {
  it('marks all four players’ riichi, whatever the table toggled, so their sticks reach the pot; one can be unticked', () => {
    const opened = open('abortive', { rules: PRESETS.tenhou, riichi: [1] });
    choose('Reason', 'Four riichi (suucha)');
    const riichi = screen.getAllByRole('group', { name: 'Riichi' })[0]!;
    expect(
      within(riichi)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-checked')),
    ).toEqual(['true', 'true', 'true', 'true']);
    // Three sticks come from the players the table had not marked: the pot shows four.
    expect(screen.getByRole('region', { name: 'Who pays what' }).textContent).toContain('After the hand: sticks 4');
    choose('Reason', 'Four same winds (suufon)');
    expect(
      within(riichi)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-checked')),
    ).toEqual(['false', 'true', 'false', 'false']);
    choose('Reason', 'Four riichi (suucha)');
    choose('Riichi', 'Jan', 'checkbox');
    fireEvent.click(button('Record hand'));
    expect(opened.saved).toEqual([{ v: 1, type: 'abortive', reason: 'suucha', riichi: [0, 1, 2] }]);
  });
});

describe('a riichi without tenpai at an exhaustive draw', () => {
  const note = () => screen.queryByRole('note', { name: 'Riichi without tenpai' });

  it('is pointed out, and gone once the player is marked tenpai', () => {
    open('draw', { riichi: [1] });
    expect(note()?.textContent).toContain('Riichi but not marked tenpai: Piotr. A riichi declared without tenpai is chombo.');
    choose('Who was tenpai?', 'Piotr', 'checkbox');
    expect(note()).toBeNull();
  });

  it('is recorded as that player’s chombo in one tap, the sticks of this hand going back', () => {
    const opened = open('draw', { riichi: [1, 3] });
    choose('Who was tenpai?', 'Jan', 'checkbox');
    fireEvent.click(button('Record chombo for Piotr'));
    expect(screen.getByRole('heading', { name: 'Chombo' })).toBeTruthy();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Who made the chombo?' }))
        .getByRole('radio', { name: 'Piotr' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(button('Record hand'));
    expect(opened.saved).toEqual([{ v: 1, type: 'chombo', offender: 1, riichi: [1, 3] }]);
  });

  it('offers no chombo where the rules have none (tenhou), only the reminder', () => {
    open('draw', { rules: PRESETS.tenhou, riichi: [2] });
    expect(note()?.textContent).toBe('Riichi but not marked tenpai: Rysia.');
    expect(screen.queryByRole('button', { name: 'Record chombo for Rysia' })).toBeNull();
  });
});

describe('a reload while the tile picker is open', () => {
  // 234m 567p 34678s 22p waiting on 5s (pinfu tanyao on the ron).
  const WAITING = ['2 man', '3 man', '4 man', '5 pin', '6 pin', '7 pin', '3 sou', '4 sou', '6 sou', '7 sou', '8 sou', '2 pin', '2 pin'];
  /** Piotr's win on 5s with those tiles, as the picker records it. */
  const PIOTRS_WIN_ON_5S = { winner: 1, han: 2, fu: 30, yaku: { pinfu: 1, tanyao: 1 }, tiles: { format: 'tenbo-hand/1', winTile: '5s' } };
  const grid = () => within(screen.getByRole('dialog', { name: /^Hand calculator/ })).getByRole('group', { name: 'Tiles' });
  const tapTiles = (names: readonly string[]) =>
    names.forEach((name) => fireEvent.click(within(grid()).getByRole('button', { name: new RegExp(`^${name}( \\(|$)`) })));

  /** Piotr's ron from Ola with the picker open on his tiles; the drafts the dialog keeps are returned as they come. */
  function pickerOnRon(): { kept: unknown } {
    const drafts: { kept: unknown } = { kept: null };
    open('ron', { onDraftChange: (draft) => (drafts.kept = draft) });
    choose('Who won?', 'Piotr', 'checkbox');
    choose('Who discarded?', 'Ola');
    fireEvent.click(within(screen.getByRole('region', { name: 'Value for Piotr' })).getByRole('button', { name: 'Tiles…' }));
    return drafts;
  }

  it('brings the picker back over the dialog with the tiles tapped so far, and they still score', () => {
    const drafts = pickerOnRon();
    tapTiles(WAITING);
    expect(screen.getByTestId('picker-count').textContent).toContain('13 of 14 tiles');
    const kept = drafts.kept;
    cleanup();

    // The page is reloaded: the dialog starts from the kept draft.
    open('ron', { restoredDraft: JSON.parse(JSON.stringify(kept)) as unknown });
    expect(screen.getByRole('dialog', { name: /^Hand calculator/ })).toBeTruthy();
    expect(screen.getByTestId('picker-count').textContent).toContain('13 of 14 tiles');
    tapTiles(['5 sou']);
    expect(screen.getByTestId('picker-value').textContent).toContain('2 han 30 fu');
  });

  it('records a single win straight from the picker’s “Record this hand”, its yaku and tiles with it', () => {
    const drafts: { kept: unknown } = { kept: null };
    const opened = open('ron', { onDraftChange: (draft) => (drafts.kept = draft) });
    choose('Who won?', 'Piotr', 'checkbox');
    choose('Who discarded?', 'Ola');
    fireEvent.click(within(screen.getByRole('region', { name: 'Value for Piotr' })).getByRole('button', { name: 'Tiles…' }));
    tapTiles([...WAITING, '5 sou']);
    fireEvent.click(button('Record this hand'));
    expect(opened.saved).toHaveLength(1);
    const win = opened.saved[0]?.type === 'ron' ? opened.saved[0].wins[0] : undefined;
    expect(win).toMatchObject(PIOTRS_WIN_ON_5S);
  });

  it('with another winner still to value, the picker goes back to the dialog, and what it returned is kept across a reload', () => {
    const drafts: { kept: unknown } = { kept: null };
    const first = open('ron', { onDraftChange: (draft) => (drafts.kept = draft) });
    choose('Who won?', 'Piotr', 'checkbox');
    choose('Who won?', 'Rysia', 'checkbox');
    choose('Who discarded?', 'Ola');
    fireEvent.click(within(screen.getByRole('region', { name: 'Value for Piotr' })).getByRole('button', { name: 'Tiles…' }));
    tapTiles([...WAITING, '5 sou']);
    fireEvent.click(button('Record this hand'));
    expect(first.saved).toEqual([]);
    expect(screen.queryByRole('dialog', { name: /^Hand calculator/ })).toBeNull();
    const kept = drafts.kept;
    cleanup();

    const opened = open('ron', { restoredDraft: JSON.parse(JSON.stringify(kept)) as unknown });
    expect(screen.queryByRole('dialog', { name: /^Hand calculator/ })).toBeNull();
    valueFor('Rysia', '3 han');
    valueFor('Rysia', '30 fu');
    fireEvent.click(button('Record hand'));
    const win = opened.saved[0]?.type === 'ron' ? opened.saved[0].wins[0] : undefined;
    expect(win).toMatchObject(PIOTRS_WIN_ON_5S);
  });

  it('a yakuman that can have a liable player (pao) goes back to the dialog, which asks for one', () => {
    const opened = open('ron');
    choose('Who won?', 'Piotr', 'checkbox');
    choose('Who discarded?', 'Ola');
    fireEvent.click(within(screen.getByRole('region', { name: 'Value for Piotr' })).getByRole('button', { name: 'Tiles…' }));
    // Daisangen: pons of the three dragons, 234m, a pair of 9p.
    for (const dragon of ['White dragon', 'Green dragon', 'Red dragon']) {
      fireEvent.click(within(pickerDialog()).getByRole('button', { name: 'Pon' }));
      tapTiles([dragon]);
    }
    tapTiles(['2 man', '3 man', '4 man', '9 pin', '9 pin']);
    fireEvent.click(button('Record this hand'));
    expect(opened.saved).toEqual([]);
    expect(screen.getAllByRole('radiogroup', { name: 'Liable player (pao)' }).length).toBeGreaterThan(0);
  });

  const pickerDialog = () => screen.getByRole('dialog', { name: /^Hand calculator/ });

  it('a riichi marked in the picker puts the winner’s stick down with the hand, and its riichi han', () => {
    const opened = open('ron');
    choose('Who won?', 'Piotr', 'checkbox');
    choose('Who discarded?', 'Ola');
    fireEvent.click(within(screen.getByRole('region', { name: 'Value for Piotr' })).getByRole('button', { name: 'Tiles…' }));
    tapTiles([...WAITING, '5 sou']);
    fireEvent.click(within(pickerDialog()).getByRole('button', { name: 'Riichi' }));
    fireEvent.click(button('Record this hand'));
    expect(opened.saved[0]).toMatchObject({ riichi: [1], wins: [{ winner: 1, han: 3, fu: 30 }] });
  });

  it('a riichi taken off in the picker records the hand without the winner’s stick', () => {
    const opened = open('ron', { riichi: [1, 3] });
    choose('Who won?', 'Piotr', 'checkbox');
    choose('Who discarded?', 'Ola');
    fireEvent.click(within(screen.getByRole('region', { name: 'Value for Piotr' })).getByRole('button', { name: 'Tiles…' }));
    const riichiFlag = within(pickerDialog()).getByRole('button', { name: 'Riichi' });
    expect(riichiFlag.getAttribute('aria-pressed')).toBe('true');
    tapTiles([...WAITING, '5 sou']);
    fireEvent.click(riichiFlag);
    fireEvent.click(button('Record this hand'));
    expect(opened.saved[0]).toMatchObject({ riichi: [3], wins: [{ winner: 1, han: 2, fu: 30 }] });
  });

  it('a call entered after the table’s riichi turns the riichi off in the picker, says why, and the hand records without the stick', () => {
    const opened = open('ron', { riichi: [1] });
    choose('Who won?', 'Piotr', 'checkbox');
    choose('Who discarded?', 'Ola');
    fireEvent.click(within(screen.getByRole('region', { name: 'Value for Piotr' })).getByRole('button', { name: 'Tiles…' }));
    fireEvent.click(within(pickerDialog()).getByRole('button', { name: 'Pon' }));
    tapTiles(['White dragon']);
    expect(within(pickerDialog()).getAllByText('Riichi is off: it needs a closed hand.')).toHaveLength(2);
    tapTiles(['6 sou', '7 sou', '8 sou', '2 man', '3 man', '4 man', '3 pin', '4 pin', '5 pin', '5 sou', '5 sou']);
    fireEvent.click(button('Record this hand'));
    expect(opened.saved[0]).toMatchObject({ riichi: [], wins: [{ winner: 1, han: 1, fu: 30 }] });
  });

  it('a draft kept by the version before (no picker in it) still comes back, with no picker open', () => {
    const older = {
      kind: 'draw',
      from: null,
      wins: [],
      tenpai: [3],
      nagashi: [],
      reason: null,
      seat: null,
      points: '-1000',
      note: '',
      riichi: [],
    };
    open('draw', { restoredDraft: older });
    expect(
      within(screen.getAllByRole('group', { name: 'Who was tenpai?' })[0]!)
        .getByRole('checkbox', { name: 'Jan' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.queryByRole('dialog', { name: /Tenpai check/ })).toBeNull();
  });
});
