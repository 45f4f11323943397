import { useEffect, useMemo, useState } from 'react';
import { qrMatrix, qrPath } from './qrMatrix';
import { useT } from '../i18n';
import './devices.css';

/** Modules of white around a code: the quiet zone the standard asks for (ISO/IEC 18004: 4). */
const QUIET = 4;
/** How long each code of a sequence stays on screen: long enough for a phone camera to focus and read it, short enough that a sequence of five loops in 4 s. */
export const FRAME_MS = 800;

function QrCode({ text, label }: { readonly text: string; readonly label: string }) {
  const { size, d } = useMemo(() => {
    const matrix = qrMatrix(text);
    return { size: matrix.size + 2 * QUIET, d: qrPath(matrix, QUIET) };
  }, [text]);
  return (
    <svg className="qr-code" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

/**
 * Frames as QR codes (issue 27 "Hand-off": "one code when the record fits, otherwise a short
 * sequence of codes shown in a loop"): big, black on white whatever the theme, "Code k of n"
 * under it, and Pause, with Previous and Next while paused, for a camera that misses one.
 */
export function QrSequence({ frames }: { readonly frames: readonly string[] }) {
  const t = useT();
  const [shown, setShown] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = frames.length;
  const index = shown % Math.max(1, count);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setShown((i) => (i + 1) % count), FRAME_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  const text = frames[index];
  if (text === undefined) return null;
  const k = index + 1;
  return (
    <figure className="qr-sequence">
      <QrCode text={text} label={t('devices.qr.label', { k, n: count })} />
      <figcaption>
        <p className="qr-count" aria-live={paused ? 'polite' : 'off'}>
          {count === 1 ? t('devices.qr.single') : t('devices.qr.count', { k, n: count })}
        </p>
        {count > 1 && !paused && <p className="hint">{t('devices.qr.loopHint')}</p>}
      </figcaption>
      {count > 1 && (
        <div className="qr-controls">
          {paused && (
            <button type="button" className="btn big" onClick={() => setShown((index + count - 1) % count)}>
              {t('devices.qr.previous')}
            </button>
          )}
          <button type="button" className="btn big" aria-pressed={paused} onClick={() => setPaused(!paused)}>
            {paused ? t('devices.qr.play') : t('devices.qr.pause')}
          </button>
          {paused && (
            <button type="button" className="btn big" onClick={() => setShown((index + 1) % count)}>
              {t('devices.qr.next')}
            </button>
          )}
        </div>
      )}
    </figure>
  );
}
