// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FileButton } from './FileButton';

afterEach(cleanup);

describe('a file button', () => {
  it('is named by its words, offers the types given, and hands over the files picked, none when the pick is cancelled', () => {
    const onFiles = vi.fn();
    render(<FileButton label="Import game records" accept=".json,application/json" multiple onFiles={onFiles} />);
    const input = screen.getByLabelText<HTMLInputElement>('Import game records');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.json,application/json');
    expect(input.multiple).toBe(true);
    const files = [new File(['{}'], 'a.json'), new File(['{}'], 'b.json')];
    fireEvent.change(input, { target: { files } });
    expect(onFiles).toHaveBeenCalledExactlyOnceWith(files);
    fireEvent.change(input, { target: { files: [] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it('takes one file unless told it may take several', () => {
    render(<FileButton label="Open a tournament file" accept=".json" onFiles={() => undefined} />);
    expect(screen.getByLabelText<HTMLInputElement>('Open a tournament file').multiple).toBe(false);
  });
});
