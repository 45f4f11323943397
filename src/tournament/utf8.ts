/**
 * UTF-8 by hand: the pure folders compile without the DOM or Node (tsconfig.pure.json), so
 * TextEncoder and TextDecoder are not there. The decoder is strict (RFC 3629): an overlong form,
 * a surrogate, a code point past U+10FFFF or a cut sequence gives null, so a damaged payload is
 * refused rather than read as replacement characters.
 */

/** The UTF-8 bytes of a text; a lone surrogate becomes U+FFFD, as TextEncoder writes it. */
export function utf8Bytes(text: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
  }
  return Uint8Array.from(out);
}

/** Length of the sequence a lead byte starts, and the smallest code point it may write (no overlong forms). */
function sequenceOf(lead: number): { readonly length: number; readonly min: number; readonly bits: number } | null {
  if (lead < 0x80) return { length: 1, min: 0, bits: lead };
  if (lead >= 0xc2 && lead <= 0xdf) return { length: 2, min: 0x80, bits: lead & 0x1f };
  if (lead >= 0xe0 && lead <= 0xef) return { length: 3, min: 0x800, bits: lead & 0x0f };
  if (lead >= 0xf0 && lead <= 0xf4) return { length: 4, min: 0x10000, bits: lead & 0x07 };
  return null;
}

/** The text of UTF-8 bytes, or null when they are not well-formed UTF-8. */
export function utf8Text(bytes: Uint8Array): string | null {
  const units: number[] = [];
  let text = '';
  for (let i = 0; i < bytes.length;) {
    const seq = sequenceOf(bytes[i] ?? 0);
    if (seq === null || i + seq.length > bytes.length) return null;
    let c = seq.bits;
    for (let k = 1; k < seq.length; k++) {
      const next = bytes[i + k] ?? 0;
      if ((next & 0xc0) !== 0x80) return null;
      c = (c << 6) | (next & 0x3f);
    }
    if (c < seq.min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff)) return null;
    if (c >= 0x10000) units.push(0xd800 + ((c - 0x10000) >> 10), 0xdc00 + ((c - 0x10000) & 0x3ff));
    else units.push(c);
    i += seq.length;
    // Flush now and then: String.fromCharCode takes its arguments on the stack.
    if (units.length >= 4096) text += String.fromCharCode(...units.splice(0));
  }
  return text + String.fromCharCode(...units);
}
