/**
 * Reads QR codes from a camera frame or a picture: the browser's BarcodeDetector where it has one
 * that knows QR codes (Chrome on Android and macOS, Safari 17), otherwise `jsqr`, a well-kept
 * pure-JS decoder (no WebAssembly: the app's Content-Security-Policy allows no wasm compilation),
 * loaded on first use. Chromium on Linux has no BarcodeDetector, so jsqr is what the e2e runs.
 */
export type ImageSource = HTMLVideoElement | HTMLCanvasElement | ImageBitmap;

export interface QrDecoder {
  readonly kind: 'BarcodeDetector' | 'jsqr';
  /** The texts of the codes seen (none when there is none). */
  decode(source: ImageSource): Promise<readonly string[]>;
}

interface DetectedBarcode {
  readonly rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageSource): Promise<readonly DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

function isDetectorClass(value: unknown): value is BarcodeDetectorClass {
  return typeof value === 'function' && 'getSupportedFormats' in value && typeof value.getSupportedFormats === 'function';
}

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector: unknown = Reflect.get(globalThis, 'BarcodeDetector');
  if (!isDetectorClass(Detector)) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return { kind: 'BarcodeDetector', decode: async (source) => (await detector.detect(source)).map((b) => b.rawValue) };
  } catch {
    // A detector that is there but does not work (no barcode service on the device): jsqr reads instead.
    return null;
  }
}

/** Longest side a frame is scaled to before jsqr reads it: a code filling a phone camera's frame reads as well, in a quarter of the time of 1280. */
const MAX_SIDE = 800;

function sizeOf(source: ImageSource): { width: number; height: number } {
  if (source instanceof HTMLVideoElement) return { width: source.videoWidth, height: source.videoHeight };
  return { width: source.width, height: source.height };
}

async function jsqrDecoder(): Promise<QrDecoder> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'jsqr',
    decode: async (source) => {
      const { width, height } = sizeOf(source);
      if (context === null || width === 0 || height === 0) return [];
      const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const code = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
      return code === null ? [] : [code.data];
    },
  };
}

export async function qrDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? (await jsqrDecoder());
}
