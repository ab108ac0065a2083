/**
 * A set of seeds in little memory, for survey files of any size: a census of all 26^7 seeds takes
 * about 1 GB as a bitmap and far more as a `Set`, but a survey's seeds come in runs. Seeds are
 * grouped in blocks of {@link BLOCK_SIZE}; a block holds its seeds as a sorted list of 16-bit
 * offsets while it has few, and as a bitmap once it has {@link LIST_LIMIT} (both then take 8 KiB).
 * A block of contiguous seeds thus costs 1 bit a seed, and a lone seed a few bytes.
 * @module
 */

/** Seeds per block: the low 16 bits of a seed are its offset in the block. */
export const BLOCK_SIZE = 65_536;
/** The most offsets a block keeps as a list; one more turns it into a bitmap (the same 8 KiB). */
export const LIST_LIMIT = 4096;

/** A block of seeds: a sorted list of offsets, or a bitmap of {@link BLOCK_SIZE} bits. */
type Block = { list: Uint16Array; size: number; bits: null } | { list: null; size: number; bits: Uint32Array };

/** Where `offset` is in the first `size` entries of a sorted list, or where it would go (as `-(index + 1)`). */
function search(list: Uint16Array, size: number, offset: number): number {
  let low = 0;
  let high = size - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const value = list[mid]!;
    if (value < offset) low = mid + 1;
    else if (value > offset) high = mid - 1;
    else return mid;
  }
  return -(low + 1);
}

/** The bitmap of a list of offsets. */
function bitmapOf(list: Uint16Array, size: number): Uint32Array {
  const bits = new Uint32Array(BLOCK_SIZE / 32);
  for (let i = 0; i < size; i++) bits[list[i]! >>> 5]! |= 1 << (list[i]! & 31);
  return bits;
}

/** A set of seeds (whole numbers from 0 to 2^53 − 1) in little memory: see the module's description. */
export class SeedSet {
  private readonly blocks = new Map<number, Block>();
  private count = 0;

  /** How many seeds the set holds. */
  get size(): number {
    return this.count;
  }

  /** Whether the set holds `seed`. */
  has(seed: number): boolean {
    const block = this.blocks.get(Math.floor(seed / BLOCK_SIZE));
    if (block === undefined) return false;
    const offset = seed % BLOCK_SIZE;
    if (block.bits !== null) return (block.bits[offset >>> 5]! & (1 << (offset & 31))) !== 0;
    return search(block.list, block.size, offset) >= 0;
  }

  /** Adds `seed`; `false` when the set held it already. */
  add(seed: number): boolean {
    const key = Math.floor(seed / BLOCK_SIZE);
    const offset = seed % BLOCK_SIZE;
    let block = this.blocks.get(key);
    if (block === undefined) {
      block = { list: new Uint16Array(8), size: 0, bits: null };
      this.blocks.set(key, block);
    }
    if (block.bits !== null) {
      const word = offset >>> 5;
      const bit = 1 << (offset & 31);
      if ((block.bits[word]! & bit) !== 0) return false;
      block.bits[word]! |= bit;
    } else {
      const at = search(block.list, block.size, offset);
      if (at >= 0) return false;
      const index = -at - 1;
      if (block.size === LIST_LIMIT) {
        const bits = bitmapOf(block.list, block.size);
        bits[offset >>> 5]! |= 1 << (offset & 31);
        this.blocks.set(key, { list: null, size: block.size, bits });
        block = this.blocks.get(key)!;
      } else {
        if (block.size === block.list.length) {
          const grown = new Uint16Array(Math.min(LIST_LIMIT, block.list.length * 2));
          grown.set(block.list);
          block.list = grown;
        }
        block.list.copyWithin(index + 1, index, block.size);
        block.list[index] = offset;
      }
    }
    block.size++;
    this.count++;
    return true;
  }
}
