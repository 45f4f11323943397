/**
 * The browser-device code of issue 27 (README "Layers"): QR codes drawn, the camera read, payloads
 * compressed. Loaded only when first used, never by the first load, with its strings (the
 * 'devices' area of src/i18n):
 *
 *     const CameraScanner = lazy(() => withStrings('devices', import('../devices')).then((m) => ({ default: m.CameraScanner })));
 *
 * What the codes carry, and their frames, are pure: tournament/codes.ts.
 */
export { CameraScanner, type CameraScannerProps, type ScanResult } from './CameraScanner';
export { QrPayload } from './QrPayload';
export { QrSequence, FRAME_MS } from './QrSequence';
export { packPayload, unpackPayload, type Unpacked } from './compression';
export { qrDecoder, type QrDecoder } from './qrDecoder';
export { qrMatrix, qrPath, type QrMatrix } from './qrMatrix';
