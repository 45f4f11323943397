// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PRESETS, type Rules } from '../core/rules';
import { scoreHand } from '../core';
import { useLang } from '../i18n';
import { Picker, type PickerValue } from './Picker';
import { PickerDialog, type WinPickerDialogProps } from './PickerDialog';
import { readRecordedTiles } from './recorded';

beforeEach(() => useLang.setState({ lang: 'en' }));
afterEach(cleanup);

function tap(...names: string[]) {
  const grid = screen.getByRole('group', { name: 'Tiles' });
  for (const name of names) fireEvent.click(within(grid).getByRole('button', { name: new RegExp(`^${name}( \\(|$)`) }));
}

function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** The picker in the hand dialog: a win by seat 1, South, in East round, no counters, no riichi; a test passes what it sets otherwise. */
function renderDialog(props: Partial<WinPickerDialogProps>) {
  return render(
    <PickerDialog
      win="ron"
      winner={1}
      seatWind="S"
      roundWind="E"
      honba={0}
      riichi={false}
      rules={PRESETS.ema2025}
      onDone={() => {}}
      onCancel={() => {}}
      {...props}
    />,
  );
}

function renderPicker(rules: Rules = PRESETS.ema2025, onRecord?: (v: PickerValue) => void) {
  return render(<Picker rules={rules} heading="Calc" onRecord={onRecord} />);
}

describe('Picker component', () => {
  it('disables a tile once all four copies are in the hand', () => {
    renderPicker();
    tap('1 man', '1 man', '1 man');
    expect((screen.getByRole('button', { name: /^1 man( \(|$)/ }) as HTMLButtonElement).disabled).toBe(false);
    tap('1 man');
    expect((screen.getByRole('button', { name: /^1 man( \(|$)/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('button', { name: /^1 man: tap to remove$/ })).toHaveLength(4);
  });

  it('offers red fives only where the preset has them', () => {
    renderPicker(PRESETS.ema2025);
    expect(screen.queryByRole('button', { name: 'red 5 pin' })).toBeNull();
    cleanup();
    renderPicker(PRESETS.mleague);
    tap('red 5 pin');
    expect((screen.getByRole('button', { name: /^red 5 pin( \(|$)/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('builds a pon in two taps and shows it as a call', () => {
    renderPicker();
    press('Pon');
    tap('Red dragon');
    expect(screen.getByRole('button', { name: 'Remove Pon Red dragon, Red dragon, Red dragon' })).toBeTruthy();
    expect(screen.getByTestId('picker-count').textContent).toContain('3 of 14 tiles');
    // A call makes the hand open: riichi is no longer offered.
    expect(screen.queryByRole('button', { name: 'Riichi' })).toBeNull();
  });

  it('shows the calls in the hand, after its tiles: a tap removes one, the swap beside a five changes its red five', () => {
    renderPicker(PRESETS.mleague);
    tap('9 sou');
    press('Chi');
    tap('3 man');
    press('Closed kan');
    tap('East');
    const hand = screen.getByRole('region', { name: 'Hand' });
    const calls = within(hand).getByRole('list', { name: 'Calls' });
    expect(within(calls).getAllByRole('listitem')).toHaveLength(2);
    // In the same box as the concealed tiles, after them (where the grid's room is kept for both).
    const inHand = within(hand).getByRole('button', { name: '9 sou: tap to remove' });
    expect(inHand.parentElement).toBe(calls.parentElement);
    expect(inHand.compareDocumentPosition(calls) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(within(calls).getByRole('button', { name: 'Swap the red five in Chi 3 man, 4 man, 5 man' }));
    expect(within(calls).getByRole('button', { name: 'Remove Chi 3 man, 4 man, red 5 man' })).toBeTruthy();
    expect(within(calls).queryByRole('button', { name: /^Swap the red five in Closed kan/ })).toBeNull();
    fireEvent.click(within(calls).getByRole('button', { name: 'Remove Closed kan East, East, East, East' }));
    expect(within(calls).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('picker-count').textContent).toContain('4 of 14 tiles');
  });

  it('scores a complete hand with the core and records han, fu, yaku and tiles', () => {
    let recorded: PickerValue | null = null;
    renderPicker(PRESETS.ema2025, (v) => (recorded = v));
    tap('2 man', '3 man', '4 man', '5 pin', '6 pin', '7 pin', '3 sou', '4 sou', '6 sou', '7 sou', '8 sou', '2 pin', '2 pin', '5 sou');
    expect(screen.getByTestId('picker-value').textContent).toContain('2 han 30 fu');
    expect(screen.getByTestId('picker-total').textContent).toContain('2,000');
    // 20 + 10 for a closed ron: nothing to round.
    expect(screen.getByText('Total 30 fu')).toBeTruthy();
    press('Record this hand');
    expect(recorded).not.toBeNull();
    const value = recorded! as PickerValue;
    expect(value).toMatchObject({ han: 2, fu: 30, yaku: { pinfu: 1, tanyao: 1 } });
    // The tiles kept with the event recompute to the same result (what a referee does).
    const back = readRecordedTiles(value.tiles);
    expect(back).not.toBeNull();
    const again = scoreHand(back!.input, PRESETS.ema2025);
    expect(again.ok && again.best.han).toBe(2);
  });

  it('says how the fu were rounded when they were', () => {
    renderPicker();
    press('Pon');
    tap('Red dragon');
    // 20 + 4 for the open dragon triplet: 24, rounded up to 30.
    tap('2 man', '3 man', '4 man', '5 pin', '6 pin', '7 pin', '3 sou', '4 sou', '2 pin', '2 pin', '5 sou');
    expect(screen.getByTestId('picker-value').textContent).toContain('1 han 30 fu');
    expect(screen.getByText('Total 24 fu, rounded up to 30')).toBeTruthy();
  });

  it('says what is wrong with a hand that is not complete', () => {
    renderPicker(PRESETS.ema2025, () => {});
    tap('1 man', '2 man', '4 man', '5 pin', '6 pin', '7 pin', '3 sou', '4 sou', '6 sou', '7 sou', '8 sou', '2 pin', '2 pin', 'East');
    expect(screen.getByRole('alert').textContent).toContain('Not a winning hand');
    // Said once: the core's own sentence for it would repeat the line.
    expect(screen.getByRole('alert').textContent).not.toContain('These tiles do not form a winning hand');
    expect((screen.getByRole('button', { name: 'Record this hand' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('points at the tile that keeps a hand from being complete', () => {
    renderPicker();
    tap('1 man', '2 man', '3 man', '4 pin', '5 pin', '6 pin', '7 sou', '8 sou', '9 sou', 'East', 'East', '2 man', '3 man', '9 pin');
    const misfits = screen.getByRole('list', { name: 'Tiles that may not belong' });
    expect(
      within(misfits)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['Without 9 pin the hand waits on 1 man, 4 man.']);
  });

  it('says what would have given a hand without a yaku one', () => {
    renderPicker();
    tap('4 pin', '5 pin', '6 pin', '8 sou', '8 sou', '8 sou', '3 sou', '4 sou', '5 sou', '2 pin', '2 pin', '2 man', '3 man', '1 man');
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-error')).toBe('no_yaku');
    expect(alert.textContent).not.toContain('has no yaku (dora are not yaku)');
    expect(alert.textContent).toContain('With a riichi this hand would score.');
    expect(alert.textContent).toContain('Won by tsumo this hand would score');
  });

  it('shows the waits of a 13-tile hand, with and without a yaku', () => {
    renderPicker();
    // 456p 888s 345s 22p 23m: 1m gives no yaku on a ron, 4m gives tanyao.
    tap('4 pin', '5 pin', '6 pin', '8 sou', '8 sou', '8 sou', '3 sou', '4 sou', '5 sou', '2 pin', '2 pin', '2 man', '3 man');
    const waits = screen.getByRole('list', { name: 'Waits' });
    expect(within(waits).getByText(/1 man:/).textContent).toContain('no yaku');
    expect(within(waits).getByText(/4 man:/).textContent).toContain('1 han');
    expect(within(waits).getAllByRole('listitem')).toHaveLength(2);
    // A waiting hand has no winning tile yet: its slot is empty, the last tap sits among the others.
    expect(screen.getByRole('button', { name: 'Winning tile: none yet. Tap to choose it.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Winning tile: \d/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: '3 man: tap to remove' })).toHaveLength(1);
  });

  it('says a wait whose four copies are all in sight cannot be won, not that it has no yaku', () => {
    renderPicker();
    // 123m 456p 888s 345s 9m waits on 9m alone; with three 9m indicators the fourth is in the hand.
    press('Dora indicators');
    tap('9 man', '9 man', '9 man');
    press('Dora indicators');
    tap('1 man', '2 man', '3 man', '4 pin', '5 pin', '6 pin', '8 sou', '8 sou', '8 sou', '3 sou', '4 sou', '5 sou', '9 man');
    const waits = screen.getByRole('list', { name: 'Waits' });
    expect(within(waits).getByText(/9 man:/).textContent).toContain('cannot win: all four in sight');
    expect(within(waits).getByText(/9 man:/).textContent).not.toContain('no yaku');
  });

  it('keeps taking dora indicators, marked as the active mode, until its button is tapped again', () => {
    renderPicker();
    press('Dora indicators');
    tap('3 man', '6 pin');
    expect(screen.getByRole('button', { name: 'Remove indicator 3 man' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove indicator 6 pin' })).toBeTruthy();
    expect(screen.getByTestId('picker-count').textContent).toContain('0 of 14 tiles');
    expect(screen.getByRole('button', { name: 'Dora indicators' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Tap each dora indicator on the wall. Tap “Dora indicators” again when done.')).toBeTruthy();
    press('Dora indicators');
    tap('9 sou');
    expect(screen.getByTestId('picker-count').textContent).toContain('1 of 14 tiles');
    expect(screen.getByRole('button', { name: 'Dora indicators' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('offers ippatsu only after riichi, and ura indicators only with a riichi', () => {
    renderPicker();
    expect(screen.queryByRole('button', { name: 'Ippatsu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ura indicators' })).toBeNull();
    press('Riichi');
    expect(screen.getByRole('button', { name: 'Ippatsu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ura indicators' })).toBeTruthy();
  });

  it('names a yakuman once: "1× yakuman", not "1× yakuman Yakuman"; a counted yakuman keeps its han and the limit', () => {
    renderPicker();
    press('Hand in mpsz notation');
    const input = screen.getByRole('textbox', { name: 'Hand in mpsz notation' });
    fireEvent.change(input, { target: { value: '19m19p19s1234567z 1m' } });
    expect(screen.getByTestId('picker-value').parentElement!.textContent).toMatch(/^1× yakuman32,000/);
    cleanup();
    // EMA 2008: 13 han without a yakuman pays as one (counted): the han say why, the limit says what.
    renderPicker(PRESETS.ema2008);
    press('Hand in mpsz notation');
    // Riichi, ippatsu, pinfu, tanyao, ryanpeikou and chinitsu on a ron: 13 han.
    fireEvent.change(screen.getByRole('textbox', { name: 'Hand in mpsz notation' }), { target: { value: '2233445566778m 8m' } });
    press('Riichi');
    press('Ippatsu');
    expect(screen.getByTestId('picker-value').parentElement!.textContent).toMatch(/^13 hanYakuman32,000/);
  });

  it('keeps the mpsz text and the taps in sync', () => {
    renderPicker();
    tap('1 man', '9 pin');
    press('Hand in mpsz notation');
    const input = screen.getByRole('textbox', { name: 'Hand in mpsz notation' });
    expect((input as HTMLInputElement).value).toBe('1m9p');
    fireEvent.change(input, { target: { value: '123m456p789s111z2z 5z' } });
    expect(screen.getByRole('button', { name: /^Winning tile: White dragon/ })).toBeTruthy();
    expect(screen.getByTestId('picker-count').textContent).toBe('14 of 14 tiles');
    expect(screen.getByRole('button', { name: '1 man: tap to remove' })).toBeTruthy();
  });

  it('for a screen reader (issue 33 item 7): a grid tile is named with the count its badge shows, a tap says which tile went in', () => {
    renderPicker();
    const grid = screen.getByRole('group', { name: 'Tiles' });
    const added = within(grid).getByRole('status');
    expect(added.textContent).toBe('');
    tap('3 pin', '3 pin');
    expect(within(grid).getByRole('button', { name: '3 pin (2 entered)' })).toBeTruthy();
    expect(added.textContent).toBe('3 pin added.');
    tap('East');
    expect(added.textContent).toBe('East added.');
  });

  it('in the hand dialog: the dialog is named by its heading, Ron or Tsumo, after what it is (issue 33 item 7)', () => {
    renderDialog({ win: 'tsumo' });
    // jsdom's name computation drops the space that ends the heading's hidden part; the heading's text keeps it.
    const dialog = screen.getByRole('dialog', { name: /^Hand calculator:\s*Tsumo$/ });
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Hand calculator: Tsumo');
  });

  it('in the hand dialog: ron/tsumo and riichi come from the table', () => {
    renderDialog({ win: 'tsumo', honba: 2, riichi: true });
    expect(screen.getByRole('button', { name: 'Tsumo' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'Ron' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Riichi' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('ron after a rinshan tsumo turns rinshan off, says why, and the hand scores', () => {
    renderPicker();
    press('Tsumo');
    press('Closed kan');
    tap('2 man');
    press('Rinshan (after a kan)');
    tap('3 pin', '4 pin', '5 pin', '6 sou', '7 sou', '8 sou', '2 pin', '3 pin', '4 pin', '5 sou', '5 sou');
    press('Ron');
    // In the hint line above the grid, and beside the flags, where the thumb is after Ron.
    const reason = 'Rinshan is off: it is a tsumo after a kan.';
    expect(screen.getByText(reason, { selector: '[role="status"]' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Situation' })).getByText(reason)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rinshan (after a kan)' })).toBeNull();
    expect(screen.getByTestId('picker-value').textContent).toBe('1 han 50 fu');
  });

  it('Clear starts a fresh hand: the flags go back to none, the winds and counters stay', () => {
    renderPicker();
    fireEvent.change(screen.getByRole('combobox', { name: 'Seat wind' }), { target: { value: 'E' } });
    press('One counter more');
    press('Tsumo');
    press('Riichi');
    press('Ippatsu');
    tap('1 man');
    press('Clear');
    expect(screen.getByRole('button', { name: 'Riichi' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Ippatsu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ron' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Seat wind' }) as HTMLSelectElement).value).toBe('E');
    expect(screen.getByRole('status', { name: 'Counters' }).textContent).toBe('1');
  });

  it('in the hand dialog: Clear keeps the riichi from the table', () => {
    renderDialog({ win: 'ron', riichi: true });
    press('Ippatsu');
    tap('1 man');
    press('Clear');
    expect(screen.getByRole('button', { name: 'Riichi' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Ippatsu' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('reopens a recorded hand for editing', () => {
    let recorded: PickerValue | null = null;
    const first = renderDialog({ win: 'ron', onDone: (v) => (recorded = v) });
    press('Pon');
    tap('White dragon');
    tap('6 sou', '7 sou', '8 sou', '2 man', '3 man', '4 man', '3 pin', '4 pin', '5 pin', '5 sou', '5 sou');
    press('Record this hand');
    first.unmount();
    expect(recorded).not.toBeNull();
    renderDialog({ win: 'ron', initialTiles: (recorded! as PickerValue).tiles });
    expect(screen.getByRole('button', { name: 'Remove Pon White dragon, White dragon, White dragon' })).toBeTruthy();
    expect(screen.getByTestId('picker-value').textContent).toBe('1 han 30 fu');
  });
});
