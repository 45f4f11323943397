import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { PayloadScan, type ScanState } from './payloadScan';
import { qrDecoder, type QrDecoder } from './qrDecoder';
import { useT, type MessageKey } from '../i18n';
import { FileButton, type PickedFiles } from '../ui/FileButton';
import './devices.css';

/** What a scan gives: the payload's bytes (from the camera or pictures of the codes), or files that are not pictures, for the caller to import. */
export type ScanResult =
  { readonly kind: 'payload'; readonly bytes: Uint8Array } | { readonly kind: 'files'; readonly files: readonly File[] };

type Camera = 'starting' | 'scanning' | 'refused' | 'noCamera' | 'failed';

/** Pause between two reads of the camera: a read takes ~50-150 ms on a phone; the camera gets the rest. */
const READ_PAUSE_MS = 80;

export interface CameraScannerProps {
  /** The most the payload may hold unpacked: the decoder's own limit (JOIN_LIMITS, HANDOFF_LIMITS). */
  readonly maxBytes: number;
  readonly onResult: (result: ScanResult) => void;
  readonly onCancel: () => void;
  /** What "Choose a file instead" offers (an input's `accept`): pictures of the codes by default; add `.json` for the caller's files. */
  readonly accept?: string;
}

function cameraProblem(error: unknown): Camera {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}

/** The camera's stream into the video element, and its state; the tracks stop when the scanner goes. */
function useCamera(video: RefObject<HTMLVideoElement | null>): Camera {
  const [camera, setCamera] = useState<Camera>(() =>
    typeof navigator.mediaDevices?.getUserMedia === 'function' ? 'starting' : 'noCamera',
  );
  useEffect(() => {
    if (typeof navigator.mediaDevices?.getUserMedia !== 'function') return;
    let stream: MediaStream | null = null;
    let live = true;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false })
      .then(async (s) => {
        stream = s;
        if (!live || video.current === null) return s.getTracks().forEach((track) => track.stop());
        video.current.srcObject = s;
        await video.current.play();
        if (live) setCamera('scanning');
      })
      .catch((error: unknown) => {
        if (live) setCamera(cameraProblem(error));
      });
    return () => {
      live = false;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [video]);
  return camera;
}

const NOTES: Readonly<Record<NonNullable<ScanState['note']>, MessageKey>> = {
  other: 'devices.scan.other',
  notOurs: 'devices.scan.notOurs',
  damaged: 'devices.scan.damaged',
  mismatch: 'devices.scan.mismatch',
  unsupported: 'devices.scan.unsupported',
  tooLarge: 'devices.scan.tooLarge',
};

/**
 * The camera reading a sequence of codes in any order (issue 27 "Results in", "Join a table"):
 * the video, "3 of 5 codes read", Cancel, a clear message when the camera is refused or absent,
 * and "Choose a file instead". Calls `onResult` once, with the payload's bytes.
 */
export function CameraScanner({ maxBytes, onResult, onCancel, accept = 'image/*' }: CameraScannerProps) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(video);
  const [scan] = useState(() => new PayloadScan(maxBytes));
  const [state, setState] = useState<ScanState>({ have: 0, count: 0, note: null, bytes: null });
  const [fileNote, setFileNote] = useState(false);
  const done = useRef(false);
  const report = useRef(onResult);
  useEffect(() => {
    report.current = onResult;
  });

  const finish = useCallback((next: ScanState): void => {
    setState(next);
    if (next.bytes === null || done.current) return;
    done.current = true;
    report.current({ kind: 'payload', bytes: next.bytes });
  }, []);

  useEffect(() => {
    if (camera !== 'scanning') return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let decoder: QrDecoder | null = null;
    const read = async (): Promise<void> => {
      decoder ??= await qrDecoder();
      const source = video.current;
      if (live && source !== null && source.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const next = await scan.take(await decoder.decode(source));
        if (!live) return;
        finish(next);
        if (next.bytes !== null) return;
      }
      if (live) timer = setTimeout(() => void read(), READ_PAUSE_MS);
    };
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [camera, scan, finish]);

  async function chooseFiles(files: PickedFiles): Promise<void> {
    const pictures = files.filter((file) => file.type.startsWith('image/'));
    if (pictures.length < files.length) return report.current({ kind: 'files', files });
    const decoder = await qrDecoder();
    let next = state;
    for (const picture of pictures) {
      const bitmap = await createImageBitmap(picture).catch(() => null);
      const texts = bitmap === null ? [] : await decoder.decode(bitmap);
      bitmap?.close();
      setFileNote(texts.length === 0);
      next = await scan.take(texts);
    }
    finish(next);
  }

  const blocked = camera === 'refused' || camera === 'noCamera' || camera === 'failed';
  const progress =
    state.count > 0
      ? t('devices.scan.progress', { have: state.have, count: state.count })
      : camera === 'starting'
        ? t('devices.scan.starting')
        : t('devices.scan.hint');
  return (
    <section className="scanner" aria-label={t('devices.scan.title')}>
      {!blocked && <video ref={video} muted playsInline aria-label={t('devices.scan.video')} />}
      {blocked ? (
        <p className="notice error" role="alert">
          {t(`devices.scan.${camera}`)}
        </p>
      ) : (
        <p className="scanner-progress" role="status">
          {state.bytes !== null ? t('devices.scan.unpacking') : progress}
        </p>
      )}
      {(state.note !== null || fileNote) && (
        <p className="notice warn" role="status">
          {t(fileNote ? 'devices.scan.fileNoCode' : NOTES[state.note ?? 'damaged'])}
        </p>
      )}
      <div className="scanner-actions">
        <FileButton label={t('devices.scan.file')} accept={accept} multiple onFiles={(files) => void chooseFiles(files)} />
        <button type="button" className="btn big" onClick={onCancel}>
          {t('devices.scan.cancel')}
        </button>
      </div>
    </section>
  );
}
