/**
 * A table from non-zero 32-bit integer keys to values, for lookups on the scoring path: open
 * addressing over a typed key array with the values beside it. A lookup reads one slot of the
 * key array and the value next to it, where a Map hashes the key, reads a bucket and then an
 * entry elsewhere. Kept at most half full, so probes stay short.
 */
export class IntTable<V> {
  #bits: number;
  /** Each slot's key, 0 when free. */
  #keys: Int32Array;
  #values: (V | undefined)[];
  #used = 0;

  constructor(bits = 8) {
    this.#bits = bits;
    this.#keys = new Int32Array(1 << bits);
    this.#values = new Array<V | undefined>(1 << bits).fill(undefined);
  }

  /** The value under the key, undefined when there is none. */
  get(key: number): V | undefined {
    const keys = this.#keys;
    const mask = keys.length - 1;
    for (let slot = firstSlot(key, this.#bits); ; slot = (slot + 1) & mask) {
      const found = keys[slot]!;
      if (found === key) return this.#values[slot];
      if (found === 0) return undefined;
    }
  }

  /** Adds a key not yet in the table: a non-zero 32-bit integer (0 marks a free slot). */
  add(key: number, value: V): void {
    if (key === 0 || key !== (key | 0)) throw new RangeError(`IntTable: ${key} is not a key`);
    if (2 * (this.#used + 1) > this.#keys.length) this.#grow();
    this.#put(key, value);
    this.#used++;
  }

  get size(): number {
    return this.#used;
  }

  #put(key: number, value: V): void {
    const keys = this.#keys;
    const mask = keys.length - 1;
    let slot = firstSlot(key, this.#bits);
    while (keys[slot] !== 0) slot = (slot + 1) & mask;
    keys[slot] = key;
    this.#values[slot] = value;
  }

  #grow(): void {
    const keys = this.#keys;
    const values = this.#values;
    this.#bits++;
    this.#keys = new Int32Array(1 << this.#bits);
    this.#values = new Array<V | undefined>(1 << this.#bits).fill(undefined);
    for (let i = 0; i < keys.length; i++) if (keys[i] !== 0) this.#put(keys[i]!, values[i]!);
  }
}

/** Where a key's probe starts in a table of 2^bits slots (Fibonacci hashing: the top bits of the key times 2^32/phi). */
function firstSlot(key: number, bits: number): number {
  return Math.imul(key, 0x9e3779b1) >>> (32 - bits);
}
