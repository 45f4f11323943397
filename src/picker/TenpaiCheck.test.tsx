// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PRESETS } from '../core/rules';
import { useLang } from '../i18n';
import { PickerDialog } from './PickerDialog';

/** The picker opened from the exhaustive-draw dialog to check one seat's tenpai claim. */

beforeEach(() => useLang.setState({ lang: 'en' }));
afterEach(cleanup);

function tap(...names: string[]) {
  const grid = screen.getByRole('group', { name: 'Tiles' });
  for (const name of names) fireEvent.click(within(grid).getByRole('button', { name: new RegExp(`^${name}( \\(|$)`) }));
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

function renderCheck(marks: boolean[], riichi = false) {
  return render(
    <PickerDialog
      mode="tenpai"
      seat={2}
      player="Rysia"
      seatWind="W"
      roundWind="E"
      honba={1}
      riichi={riichi}
      rules={PRESETS.ema2025}
      onMark={(tenpai) => marks.push(tenpai)}
      onCancel={() => {}}
    />,
  );
}

// Each test enters a whole hand, tile by tile, on the whole picker dialog: every tap renders the
// dialog again, and the hand's 13th tile has each of the 34 tiles tried as its wait. That took 2 to
// 4 s a test on a loaded machine (one over 6 s), past the default 5 s with nothing wrong.
describe('tenpai check', { timeout: 30_000 }, () => {
  it('names the player, takes winds and counters from the table, offers no win and no record', () => {
    renderCheck([]);
    expect(screen.getByRole('dialog', { name: 'Tenpai check: Rysia' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Seat wind' }) as HTMLSelectElement).value).toBe('W');
    expect(screen.queryByRole('button', { name: 'Record this hand' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ron' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark winning tile' })).toBeNull();
    expect(screen.getByTestId('picker-count').textContent).toBe('0 of 13 tiles');
    expect(button('Mark tenpai').disabled).toBe(true);
    expect(button('Mark noten').disabled).toBe(true);
  });

  it('a tenpai hand: says on which tiles, which have no yaku, and marks the seat tenpai', () => {
    const marks: boolean[] = [];
    renderCheck(marks);
    // 456p 888s 345s 22p 23m: 1m gives no yaku on a ron, 4m gives tanyao (both complete the hand).
    tap('4 pin', '5 pin', '6 pin', '8 sou', '8 sou', '8 sou', '3 sou', '4 sou', '5 sou', '2 pin', '2 pin', '2 man');
    expect(button('Mark tenpai').disabled).toBe(true);
    expect(screen.getByTestId('picker-result').textContent).toContain('Add 1 more tile.');
    tap('3 man');
    const result = screen.getByTestId('picker-result');
    expect(within(result).getByRole('heading').textContent).toBe('Tenpai on 1 man, 4 man (no yaku on 1 man).');
    expect(result.textContent).toContain('tenpai for the draw payment');
    // The verdict also stays in sight beside the mark buttons.
    expect(screen.getByTestId('picker-summary').textContent).toBe('Tenpai on 1 man, 4 man (no yaku on 1 man).');
    expect(within(result).getAllByRole('listitem')).toHaveLength(2);
    expect(button('Mark noten').disabled).toBe(true);
    fireEvent.click(button('Mark tenpai'));
    expect(marks).toEqual([true]);
  });

  it('with the riichi from the table every wait has a yaku', () => {
    renderCheck([], true);
    tap('4 pin', '5 pin', '6 pin', '8 sou', '8 sou', '8 sou', '3 sou', '4 sou', '5 sou', '2 pin', '2 pin', '2 man', '3 man');
    expect(within(screen.getByTestId('picker-result')).getByRole('heading').textContent).toBe('Tenpai on 1 man, 4 man.');
  });

  it('a noten hand: says noten and marks the seat noten', () => {
    const marks: boolean[] = [];
    renderCheck(marks);
    tap('1 man', '2 man', '4 man', '7 man', '9 man', '1 pin', '3 pin', '5 pin', '7 pin', '1 sou', '3 sou', 'East', 'South');
    expect(within(screen.getByTestId('picker-result')).getByRole('heading').textContent).toBe('Noten: no tile completes this hand.');
    expect(button('Mark tenpai').disabled).toBe(true);
    fireEvent.click(button('Mark noten'));
    expect(marks).toEqual([false]);
  });

  it('a hand waiting only on a tile it holds all four of is noten', () => {
    renderCheck([]);
    // 1111m 234p 567p 789s: only a fifth 1 man would complete it.
    tap('1 man', '1 man', '1 man', '1 man', '2 pin', '3 pin', '4 pin', '5 pin', '6 pin', '7 pin', '7 sou', '8 sou', '9 sou');
    expect(within(screen.getByTestId('picker-result')).getByRole('heading').textContent).toBe('Noten: no tile completes this hand.');
    expect(button('Mark tenpai').disabled).toBe(true);
    expect(button('Mark noten').disabled).toBe(false);
  });

  it('refuses a 14th tile: there is no winning tile at a draw', () => {
    renderCheck([]);
    tap('4 pin', '5 pin', '6 pin', '8 sou', '8 sou', '8 sou', '3 sou', '4 sou', '5 sou', '2 pin', '2 pin', '2 man', '3 man', '4 man');
    expect(screen.getByTestId('picker-count').textContent).toBe('13 of 13 tiles');
    expect(screen.getByText(/^The hand is full/)).toBeTruthy();
    expect(button('Mark tenpai').disabled).toBe(false);
  });

  it('a hand with a call counts 13 with the call', () => {
    // Pon of white dragons, 678s 234m 345p 5s: a single wait on 5s or 8s (5678s).
    const marks: boolean[] = [];
    renderCheck(marks);
    fireEvent.click(button('Pon'));
    tap('White dragon');
    tap('6 sou', '7 sou', '8 sou', '2 man', '3 man', '4 man', '3 pin', '4 pin', '5 pin', '5 sou');
    expect(screen.getByTestId('picker-count').textContent).toBe('13 of 13 tiles');
    expect(within(screen.getByTestId('picker-result')).getByRole('heading').textContent).toBe('Tenpai on 5 sou, 8 sou.');
    fireEvent.click(button('Mark tenpai'));
    expect(marks).toEqual([true]);
  });
});
