// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useModalFocus } from './useModalFocus';

afterEach(cleanup);

function Modal({ name, children }: { name: string; children?: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref);
  return (
    <div role="dialog" aria-label={name} ref={ref} tabIndex={-1}>
      <button type="button">{`${name} first`}</button>
      {children}
      <button type="button">{`${name} last`}</button>
    </div>
  );
}

function Screen() {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal name="outer">
          <button type="button" onClick={() => setInner(true)}>
            Open inner
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
          {inner && (
            <Modal name="inner">
              <button type="button" onClick={() => setInner(false)}>
                Close inner
              </button>
            </Modal>
          )}
        </Modal>
      )}
    </main>
  );
}

/** A dialog opening on a radio group (South checked): its radios but the checked one are out of the tab order. */
function SeatDialog() {
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref);
  return (
    <div role="dialog" aria-label="seat" ref={ref} tabIndex={-1}>
      <button type="button" tabIndex={-1}>
        East
      </button>
      <button type="button">South</button>
      <button type="button" tabIndex={-1}>
        West
      </button>
      <button type="button">Record</button>
    </div>
  );
}

const tab = (shiftKey = false) => fireEvent.keyDown(document, { key: 'Tab', shiftKey });

describe('modal focus', () => {
  it('moves focus in, keeps Tab inside, and gives focus back to the opener on close', () => {
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'outer' }));
    screen.getByRole('button', { name: 'outer last' }).focus();
    tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'outer first' }));
    tab(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'outer last' }));
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    expect(document.activeElement).toBe(opener);
  });

  it('wraps Tab between the first and last tab stops, not onto radios out of the tab order', () => {
    render(<SeatDialog />);
    screen.getByRole('button', { name: 'South' }).focus();
    tab(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Record' }));
    tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'South' }));
  });

  it('with dialogs stacked, only the topmost keeps the focus, and closing it returns to the one below', () => {
    render(<Screen />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const openInner = screen.getByRole('button', { name: 'Open inner' });
    openInner.focus();
    fireEvent.click(openInner);
    screen.getByRole('button', { name: 'inner last' }).focus();
    tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'inner first' }));
    const closeInner = screen.getByRole('button', { name: 'Close inner' });
    closeInner.focus();
    fireEvent.click(closeInner);
    expect(document.activeElement).toBe(openInner);
  });
});
