// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLang, useLang } from '../i18n';
import { devicesEn } from '../i18n/devices.en';
import { devicesPl } from '../i18n/devices.pl';
import { framesOf } from '../tournament/codes';
import { CameraScanner } from './CameraScanner';
import { QrPayload } from './QrPayload';
import { FRAME_MS, QrSequence } from './QrSequence';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function frames(bytes: number): readonly string[] {
  const framed = framesOf(
    new Uint8Array(bytes).map((_, i) => (i * 7) % 256),
    'plain',
  );
  if (!framed.ok) throw new Error(framed.error);
  return framed.frames;
}

describe('the QR view', () => {
  it('loops through a sequence, k of n; paused it stays, and Previous and Next step', () => {
    vi.useFakeTimers();
    render(<QrSequence frames={frames(1000)} />);
    expect(screen.getByRole('img', { name: 'QR code 1 of 3' })).toBeTruthy();
    expect(screen.getByText('Code 1 of 3')).toBeTruthy();
    act(() => vi.advanceTimersByTime(FRAME_MS));
    expect(screen.getByText('Code 2 of 3')).toBeTruthy();
    act(() => vi.advanceTimersByTime(FRAME_MS * 2));
    expect(screen.getByText('Code 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(FRAME_MS * 5));
    expect(screen.getByText('Code 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous code' }));
    expect(screen.getByText('Code 3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next code' }));
    expect(screen.getByRole('img', { name: 'QR code 2 of 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.queryByRole('button', { name: 'Next code' })).toBeNull();
  });

  it('shows one code, with no controls, when the payload fits', async () => {
    render(<QrPayload bytes={new TextEncoder().encode('{"format":"tenbo-join/1"}')} />);
    expect(await screen.findByRole('img', { name: 'QR code 1 of 1' })).toBeTruthy();
    expect(screen.getByText('Scan this code')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the camera scanner', () => {
  it('says so where there is no camera, and offers a file and Cancel', () => {
    const onCancel = vi.fn();
    render(<CameraScanner maxBytes={1000} onResult={() => undefined} onCancel={onCancel} />);
    expect(screen.getByRole('alert').textContent).toBe(devicesEn['devices.scan.noCamera']);
    expect(screen.getByLabelText('Choose a file instead')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('hands files that are not pictures to the caller', () => {
    const onResult = vi.fn();
    render(<CameraScanner maxBytes={1000} onResult={onResult} onCancel={() => undefined} accept="image/*,.json" />);
    const file = new File(['{}'], 'game.json', { type: 'application/json' });
    fireEvent.change(screen.getByLabelText('Choose a file instead'), { target: { files: [file] } });
    expect(onResult).toHaveBeenCalledWith({ kind: 'files', files: [file] });
  });
});

describe("the devices' strings", () => {
  it('follow the app language', async () => {
    // As in the app, where a switch loads the areas' strings before Polish shows.
    await loadLang('pl');
    useLang.setState({ lang: 'pl' });
    try {
      render(<QrSequence frames={frames(1000)} />);
      expect(screen.getByText('Kod 1 z 3')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Zatrzymaj' })).toBeTruthy();
    } finally {
      useLang.setState({ lang: 'en' });
    }
  });

  it('keep the same placeholders in Polish', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(devicesEn) as (keyof typeof devicesEn)[])
      expect(placeholders(devicesPl[key])).toEqual(placeholders(devicesEn[key]));
  });
});
