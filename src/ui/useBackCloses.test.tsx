// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { useUi } from '../nav/ui';
import { useBackCloses } from './useBackCloses';

/** A screen with a dialog and a second layer over it, as the tile picker over the hand dialog. */
function Screen({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [outer, setOuter] = useState(initiallyOpen);
  const [inner, setInner] = useState(initiallyOpen);
  const navigate = useUi((s) => s.navigate);
  useBackCloses(outer, () => setOuter(false));
  useBackCloses(outer && inner, () => setInner(false));
  return (
    <main>
      <button type="button" onClick={() => setOuter(true)}>
        Open
      </button>
      {outer && (
        <div role="dialog" aria-label="outer">
          <button type="button" onClick={() => setInner(true)}>
            Open inner
          </button>
          <button type="button" onClick={() => setOuter(false)}>
            Close
          </button>
          {/* Like recording the hand that ends the game: the dialog closes and the final results open. */}
          <button
            type="button"
            onClick={() => {
              setOuter(false);
              navigate({ screen: 'standings' });
            }}
          >
            Finish
          </button>
          {inner && (
            <div role="dialog" aria-label="inner">
              <button type="button" onClick={() => setInner(false)}>
                Close inner
              </button>
            </div>
          )}
        </div>
      )}
    </main>
  );
}

/** The next popstate: Back landing, or a traversal the dialogs made themselves. */
function nextPopState(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
}

/** The phone's Back, and what it closed. */
async function back(): Promise<void> {
  await act(async () => {
    // A layer's entry is pushed once the render that opened it has run all its effects.
    await Promise.resolve();
    const landed = nextPopState();
    history.back();
    await landed;
  });
}

/** The hashchange that lands on `hash`: it comes after its navigation's popstate, so none is left queued. */
function arrived(hash: string): Promise<void> {
  return new Promise((resolve) => {
    const on = (e: HashChangeEvent) => {
      if (new URL(e.newURL).hash !== hash) return;
      window.removeEventListener('hashchange', on);
      resolve();
    };
    window.addEventListener('hashchange', on);
  });
}

/** A tap, as its own task: what it opens or closes reaches the history before the next one. */
async function tap(name: string): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });
}

const dialog = (name: string) => screen.queryByRole('dialog', { name });
const GAMES = '#/';
const TABLE = '#/game/g1';

beforeEach(async () => {
  // The games list, then the table: Back from the table goes to the list.
  const atTable = arrived(TABLE);
  useUi.getState().navigate({ screen: 'games' });
  useUi.getState().navigate({ screen: 'table', gameId: 'g1' });
  await atTable;
});

afterEach(async () => {
  const settled = dialog('outer') ? nextPopState() : Promise.resolve();
  cleanup();
  await settled;
});

describe('Back with dialogs open', () => {
  it('closes the topmost layer a press, then leaves the screen', async () => {
    render(<Screen />);
    await tap('Open');
    await tap('Open inner');

    await back();
    expect(dialog('inner')).toBeNull();
    expect(dialog('outer')).not.toBeNull();
    expect(location.hash).toBe(TABLE);

    await back();
    expect(dialog('outer')).toBeNull();
    expect(location.hash).toBe(TABLE);

    await back();
    expect(location.hash).toBe(GAMES);
  });

  it('a dialog open as the screen opens (a draft kept across a reload) has one entry, under StrictMode too', async () => {
    render(
      <StrictMode>
        <Screen initiallyOpen />
      </StrictMode>,
    );
    // StrictMode opens, closes and opens again: that is one open, with one entry a layer.
    await back();
    expect(dialog('inner')).toBeNull();
    await back();
    expect(dialog('outer')).toBeNull();
    expect(location.hash).toBe(TABLE);
    await back();
    expect(location.hash).toBe(GAMES);
  });

  it('after a reload with both layers open, they find their entries again: no stray one is left', async () => {
    // The entries the two layers had before the reload (history.state survives it).
    history.pushState({ tenboLayer: 1 }, '', location.href);
    history.pushState({ tenboLayer: 2 }, '', location.href);
    render(
      <StrictMode>
        <Screen initiallyOpen />
      </StrictMode>,
    );
    await back();
    expect(dialog('inner')).toBeNull();
    expect(dialog('outer')).not.toBeNull();
    await back();
    expect(dialog('outer')).toBeNull();
    await back();
    expect(location.hash).toBe(GAMES);
  });
});

describe('a dialog closed by its own buttons', () => {
  it('leaves no entry behind: one Back then leaves the screen', async () => {
    render(<Screen />);
    await tap('Open');
    await tap('Open inner');
    let landed = nextPopState();
    await tap('Close inner');
    await act(() => landed);
    landed = nextPopState();
    await tap('Close');
    await act(() => landed);
    expect(location.hash).toBe(TABLE);

    await back();
    expect(location.hash).toBe(GAMES);
  });

  it('a navigation right after the close lands after the screen, not undone by the entry going', async () => {
    render(<Screen />);
    await tap('Open');
    const atStandings = arrived('#/standings');
    await tap('Finish');
    await act(() => atStandings);
    expect(useUi.getState().route).toEqual({ screen: 'standings' });

    await back();
    expect(location.hash).toBe(TABLE);
    await back();
    expect(location.hash).toBe(GAMES);
  });

  it('a navigation while its entry is still being taken off waits for it', async () => {
    render(<Screen />);
    await tap('Open');
    const atStandings = arrived('#/standings');
    await tap('Close');
    // The close's history.back() is on its way, not landed, when the screen is left (after an await, a fast tap).
    act(() => useUi.getState().navigate({ screen: 'standings' }));
    expect(useUi.getState().route).toEqual({ screen: 'standings' });
    await act(() => atStandings);

    await back();
    expect(location.hash).toBe(TABLE);
    await back();
    expect(location.hash).toBe(GAMES);
  });
});
