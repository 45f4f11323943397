import qrcode from 'qrcode-generator';
import { utf8Bytes } from '../tournament/codes';

/**
 * One QR code's modules for a text, by `qrcode-generator` (Kazuhiko Arase's long-kept generator:
 * no dependencies, ES module and types, ~20 kB minified, loaded with this folder only). A text in
 * the alphanumeric characters (the frames of tournament/frames.ts are) is written in that mode.
 * Error correction M: 15% of a code can be lost to glare on a screen and it still reads.
 */
export interface QrMatrix {
  /** Modules a side. */
  readonly size: number;
  readonly isDark: (row: number, col: number) => boolean;
}

const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]*$/;
// Any other text is written in byte mode as UTF-8 (the library's default writes Latin-1 only).
qrcode.stringToBytes = (text) => [...utf8Bytes(text)];

export function qrMatrix(text: string): QrMatrix {
  const code = qrcode(0, 'M');
  code.addData(text, ALPHANUMERIC.test(text) ? 'Alphanumeric' : 'Byte');
  code.make();
  return { size: code.getModuleCount(), isDark: (row, col) => code.isDark(row, col) };
}

/** The dark modules as one SVG path, a run of a row a rectangle, offset by the quiet zone. */
export function qrPath(matrix: QrMatrix, quiet: number): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size;) {
      if (!matrix.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.isDark(row, col)) col++;
      parts.push(`M${start + quiet} ${row + quiet}h${col - start}v1h${start - col}z`);
    }
  }
  return parts.join('');
}
