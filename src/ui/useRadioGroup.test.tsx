// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useRadioGroup } from './useRadioGroup';

afterEach(cleanup);

const WINDS = ['East', 'South', 'West', 'North'] as const;
type Wind = (typeof WINDS)[number];

/** Four winds as buttons acting as radios; every check, by tap or key, is logged. */
function Winds({
  initial = null,
  disabled = [],
  toggles = false,
  log = [],
}: {
  initial?: Wind | null;
  disabled?: readonly Wind[];
  toggles?: boolean;
  log?: Wind[];
}) {
  const [value, setValue] = useState<Wind | null>(initial);
  const radio = useRadioGroup({
    options: WINDS,
    value,
    // `toggles`: a second tap clears the choice, as the pao seat does.
    onChange: (wind) => {
      log.push(wind);
      setValue(toggles && wind === value ? null : wind);
    },
    isDisabled: (wind) => disabled.includes(wind),
  });
  return (
    <div role="radiogroup" aria-label="Wind">
      {WINDS.map((wind) => (
        <button key={wind} type="button" {...radio(wind)}>
          {wind}
        </button>
      ))}
    </div>
  );
}

const radio = (name: Wind) => screen.getByRole('radio', { name });
const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((r) => r.getAttribute('aria-checked') === 'true')
    .map((r) => r.textContent);
const tabStops = () =>
  screen
    .getAllByRole('radio')
    .filter((r) => r.tabIndex === 0)
    .map((r) => r.textContent);
const focused = () => document.activeElement?.textContent;
/** A key on the focused radio; false when the group took it (the page does not scroll on an arrow). */
const press = (key: string, init: { altKey?: boolean } = {}) => fireEvent.keyDown(document.activeElement!, { key, ...init });

describe('a radio group for keyboards', () => {
  it('is one tab stop: the checked radio, else the first enabled one', () => {
    render(<Winds initial="West" />);
    expect(tabStops()).toEqual(['West']);
    cleanup();
    render(<Winds />);
    expect(tabStops()).toEqual(['East']);
    cleanup();
    render(<Winds disabled={['East']} />);
    expect(tabStops()).toEqual(['South']);
  });

  it('moves with the arrows to the next or previous radio and checks it, wrapping around', () => {
    render(<Winds initial="South" />);
    radio('South').focus();
    expect(press('ArrowRight')).toBe(false);
    expect([focused(), checked(), tabStops()]).toEqual(['West', ['West'], ['West']]);
    press('ArrowDown');
    expect([focused(), checked()]).toEqual(['North', ['North']]);
    press('ArrowDown');
    expect([focused(), checked()]).toEqual(['East', ['East']]);
    press('ArrowLeft');
    expect([focused(), checked()]).toEqual(['North', ['North']]);
    press('ArrowUp');
    expect([focused(), checked()]).toEqual(['West', ['West']]);
  });

  it('skips disabled radios', () => {
    render(<Winds initial="East" disabled={['South', 'North']} />);
    radio('East').focus();
    press('ArrowRight');
    expect([focused(), checked()]).toEqual(['West', ['West']]);
    press('ArrowRight');
    expect([focused(), checked()]).toEqual(['East', ['East']]);
    press('ArrowLeft');
    expect([focused(), checked()]).toEqual(['West', ['West']]);
  });

  it('goes to the first and last enabled radios with Home and End', () => {
    render(<Winds initial="South" disabled={['East']} />);
    radio('South').focus();
    press('End');
    expect([focused(), checked()]).toEqual(['North', ['North']]);
    press('Home');
    expect([focused(), checked()]).toEqual(['South', ['South']]);
  });

  it('checks through the same onChange as a tap, and leaves other keys to the page', () => {
    const log: Wind[] = [];
    render(<Winds log={log} />);
    fireEvent.click(radio('West'));
    radio('West').focus();
    press('ArrowRight');
    expect(press('ArrowRight', { altKey: true })).toBe(true);
    expect(press('Enter')).toBe(true);
    expect(log).toEqual(['West', 'North']);
    expect(checked()).toEqual(['North']);
  });

  it('leaves a lone enabled radio as it is, where checking it again would clear it', () => {
    const log: Wind[] = [];
    render(<Winds initial="West" disabled={['East', 'South', 'North']} toggles log={log} />);
    radio('West').focus();
    press('ArrowRight');
    press('Home');
    expect(log).toEqual([]);
    expect([focused(), checked()]).toEqual(['West', ['West']]);
  });
});
