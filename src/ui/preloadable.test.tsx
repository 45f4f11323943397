// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { preloadable } from './preloadable';

afterEach(cleanup);

function Counter({ name }: { readonly name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${name} ${count}`}
    </button>
  );
}

/** A chunk whose load the test resolves when it chooses. */
function chunk() {
  let arrive: (component: typeof Counter) => void = () => undefined;
  let loads = 0;
  const load = () => {
    loads++;
    return new Promise<typeof Counter>((resolve) => (arrive = resolve));
  };
  return { load, arrive: (component: typeof Counter) => arrive(component), loads: () => loads };
}

const shown = (Part: (props: { name: string }) => React.ReactNode) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Part name="dialog" />
    </Suspense>,
  );

describe('preloadable', () => {
  it('renders at once, with no fallback, once its chunk was preloaded', async () => {
    const { load, arrive, loads } = chunk();
    const Part = preloadable(load);
    Part.preload();
    Part.preload();
    await act(async () => arrive(Counter));
    shown(Part);
    // Synchronously after the render: a lazy component would show the fallback here.
    expect(screen.getByRole('button', { name: 'dialog 0' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loads()).toBe(1);
  });

  it('suspends until its chunk arrives when it was not preloaded, loading it once', async () => {
    const { load, arrive, loads } = chunk();
    const Part = preloadable(load);
    shown(Part);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive(Counter));
    expect(await screen.findByRole('button', { name: 'dialog 0' })).toBeTruthy();
    expect(loads()).toBe(1);
  });

  it('keeps a component mounted through its lazy path when the chunk arrives: its state stays', async () => {
    const { load, arrive } = chunk();
    const Part = preloadable(load);
    const { rerender } = shown(Part);
    await act(async () => arrive(Counter));
    act(() => screen.getByRole('button', { name: 'dialog 0' }).click());
    // Rendered again now that the chunk is in memory: the same component instance, its count kept.
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <Part name="dialog" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'dialog 1' })).toBeTruthy();
  });

  it('tries the load again after a failure', async () => {
    let fail = true;
    const Part = preloadable(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(Counter)));
    Part.preload();
    await act(async () => undefined);
    fail = false;
    Part.preload();
    await act(async () => undefined);
    shown(Part);
    expect(screen.getByRole('button', { name: 'dialog 0' })).toBeTruthy();
  });
});
