import { PNG } from 'pngjs';

/**
 * PNG screenshots as a YUV4MPEG2 video, which Chromium plays as a camera with
 * --use-file-for-fake-video-capture (ffmpeg is not on the machine, and the format is simple): a
 * text header, then each frame as "FRAME\n" and its Y, U and V planes (I420: U and V at half
 * width and height), BT.601. Each picture is centred on a white frame of the video's size.
 */
export interface VideoSize {
  readonly width: number;
  readonly height: number;
  /** Frames a second. */
  readonly fps: number;
}

function luma(r: number, g: number, b: number): number {
  return Math.round(16 + (65.738 * r + 129.057 * g + 25.064 * b) / 256);
}
function chromaU(r: number, g: number, b: number): number {
  return Math.round(128 + (-37.945 * r - 74.494 * g + 112.439 * b) / 256);
}
function chromaV(r: number, g: number, b: number): number {
  return Math.round(128 + (112.439 * r - 94.154 * g - 18.285 * b) / 256);
}

/** One video frame's I420 planes: the picture centred on white. */
function i420(png: Buffer, { width, height }: VideoSize): Buffer {
  const picture = PNG.sync.read(png);
  if (picture.width > width || picture.height > height)
    throw new Error(`a ${picture.width}x${picture.height} picture does not fit a ${width}x${height} video`);
  const left = Math.floor((width - picture.width) / 2);
  const top = Math.floor((height - picture.height) / 2);
  const rgb = (x: number, y: number): [number, number, number] => {
    const px = x - left;
    const py = y - top;
    if (px < 0 || py < 0 || px >= picture.width || py >= picture.height) return [255, 255, 255];
    const at = (py * picture.width + px) * 4;
    return [picture.data[at] ?? 255, picture.data[at + 1] ?? 255, picture.data[at + 2] ?? 255];
  };
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let row = 0; row < height; row++) for (let col = 0; col < width; col++) y[row * width + col] = luma(...rgb(col, row));
  for (let row = 0; row < height / 2; row++)
    for (let col = 0; col < width / 2; col++) {
      const [r, g, b] = rgb(col * 2, row * 2);
      u[row * (width / 2) + col] = chromaU(r, g, b);
      v[row * (width / 2) + col] = chromaV(r, g, b);
    }
  return Buffer.concat([y, u, v]);
}

/** The video of `pictures`, each held for `hold` frames, in the order given. */
export function y4mOf(pictures: readonly Buffer[], size: VideoSize, hold: number): Buffer {
  if (size.width % 2 !== 0 || size.height % 2 !== 0) throw new Error('I420 needs an even width and height');
  const header = Buffer.from(`YUV4MPEG2 W${size.width} H${size.height} F${size.fps}:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.from('FRAME\n');
  const parts: Buffer[] = [header];
  for (const picture of pictures) {
    const planes = i420(picture, size);
    for (let i = 0; i < hold; i++) parts.push(frame, planes);
  }
  return Buffer.concat(parts);
}
