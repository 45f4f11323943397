// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { useUi } from '../nav/ui';
import { ScreenTitle } from './ScreenTitle';

afterEach(cleanup);

const heading = () => screen.getByRole('heading', { level: 1 });

describe('a screen title', () => {
  it('leaves the focus alone on the first screen of a page load, takes it after a move to another screen', async () => {
    // A page load: the modules afresh (useScreenHeading.ts keeps the screen last seen in a module
    // variable, which another test run before this one has set).
    vi.resetModules();
    const { ScreenTitle } = await import('./ScreenTitle');
    const { useUi } = await import('../nav/ui');
    act(() => useUi.getState().navigate({ screen: 'games' }));
    render(
      <StrictMode>
        <ScreenTitle text="Games" />
      </StrictMode>,
    );
    expect(document.activeElement).toBe(document.body);
    cleanup();

    act(() => useUi.getState().navigate({ screen: 'standings' }));
    render(
      <StrictMode>
        <ScreenTitle text="Standings" />
      </StrictMode>,
    );
    expect(document.activeElement).toBe(heading());
    expect(heading().textContent).toBe('Standings');
  });

  it('does not take the focus again while the same screen stays (a screen loading, then ready)', () => {
    // Not the first screen of the page load, whether or not a test ran before this one.
    act(() => useUi.getState().navigate({ screen: 'games' }));
    render(<ScreenTitle text="Games" />);
    cleanup();
    act(() => useUi.getState().navigate({ screen: 'calculator' }));
    const { rerender } = render(<ScreenTitle text="Loading" />);
    expect(document.activeElement).toBe(heading());
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    rerender(<ScreenTitle text="Hand calculator" />);
    expect(document.activeElement).toBe(button);
    button.remove();
  });
});
