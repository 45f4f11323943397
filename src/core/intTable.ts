const MAX_KEY = 2 ** 31 - 1;
/** Subtracted from a key to store it: keys 0 to 2^31 - 1 are stored as -2^30 to 2^30 - 1. */
const KEY_OFFSET = 2 ** 30;

/**
 * A table from 31-bit keys (whole numbers from 0 to 2^31 - 1) to values, for lookups on the
 * scoring path: open addressing over one array that holds each slot's key and, beside it, its
 * value. A lookup reads the key and the value from the same cache line, where a Map hashes the
 * key, reads a bucket and then an entry elsewhere (and a key array with a value array beside it
 * reads a line of each). Kept at most half full, so probes stay short. Values are never
 * undefined: a free slot is one whose value is undefined.
 */
export class IntTable<V> {
  #bits: number;
  /**
   * Slot i's stored key at 2i and its value at 2i + 1 (undefined when the slot is free). A key is
   * stored minus 2^30, so that every stored key is a small integer (a Smi) in every V8 build:
   * pointer-compressed builds (Chrome) keep Smis in 31 bits, and a larger number would be boxed
   * in a heap object of its own, one more cache line to read on each probe. Free slots hold 0 as
   * their key, so that the array holds only Smis and objects: a key compare stays an integer one.
   */
  #slots: (number | V | undefined)[];
  #used = 0;

  constructor(bits = 8) {
    this.#bits = bits;
    this.#slots = freeSlots(bits);
  }

  /** The value under the key (a whole number from 0 to 2^31 - 1), undefined when there is none. */
  get(key: number): V | undefined {
    const stored = key - KEY_OFFSET;
    const slots = this.#slots;
    const mask = (slots.length >>> 1) - 1;
    for (let slot = firstSlot(stored, this.#bits); ; slot = (slot + 1) & mask) {
      const found = slots[2 * slot];
      // A value sits only beside its own key: the element after a matching key is a V, or
      // undefined for a free slot whose placeholder key matched (the key is then not in the table).
      if (found === stored) return slots[2 * slot + 1] as V | undefined;
      if (slots[2 * slot + 1] === undefined) return undefined;
    }
  }

  /** Adds a key not yet in the table (a whole number from 0 to 2^31 - 1) and its value (not undefined). */
  add(key: number, value: V): void {
    if (!Number.isInteger(key) || key < 0 || key > MAX_KEY) throw new RangeError(`IntTable: ${key} is not a key`);
    if (value === undefined) throw new RangeError('IntTable: a value cannot be undefined (it marks a free slot)');
    if (2 * (this.#used + 1) > this.#slots.length >>> 1) this.#grow();
    this.#put(key - KEY_OFFSET, value);
    this.#used++;
  }

  get size(): number {
    return this.#used;
  }

  /** Puts a stored key (minus 2^30) and its value into the first free slot of its probe. */
  #put(stored: number, value: V): void {
    const slots = this.#slots;
    const mask = (slots.length >>> 1) - 1;
    let slot = firstSlot(stored, this.#bits);
    while (slots[2 * slot + 1] !== undefined) slot = (slot + 1) & mask;
    slots[2 * slot] = stored;
    slots[2 * slot + 1] = value;
  }

  #grow(): void {
    const slots = this.#slots;
    this.#bits++;
    this.#slots = freeSlots(this.#bits);
    for (let i = 0; i < slots.length; i += 2) {
      const value = slots[i + 1];
      if (value !== undefined) this.#put(slots[i] as number, value as V);
    }
  }
}

/** 2^bits free slots: keys 0, values undefined. Pushed, not preallocated: a packed array's elements are read without a check for holes. */
function freeSlots<V>(bits: number): (number | V | undefined)[] {
  const slots: (number | V | undefined)[] = [];
  for (let i = 0; i < 1 << bits; i++) slots.push(0, undefined);
  return slots;
}

/** Where a key's probe starts in a table of 2^bits slots (Fibonacci hashing: the top bits of the key times 2^32/phi). */
function firstSlot(key: number, bits: number): number {
  return Math.imul(key, 0x9e3779b1) >>> (32 - bits);
}
