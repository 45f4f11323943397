// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { useUi } from '../nav/ui';
import { ScreenTitle } from './ScreenTitle';

afterEach(cleanup);

const heading = () => screen.getByRole('heading', { level: 1 });

describe('a screen title', () => {
  it('leaves the focus alone on the first screen of a page load, takes it after a move to another screen', () => {
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
