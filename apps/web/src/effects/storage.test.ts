import { describe, expect, it } from 'vitest';
import { type KeyValueStore, memoryStore, readItem, removeItem, writeItem } from './storage.js';

describe('storage access', () => {
  it('never throws, even when the store does', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readItem(broken, 'k')).toBeNull();
    expect(writeItem(broken, 'k', 'v')).toBe(false);
    expect(() => removeItem(broken, 'k')).not.toThrow();
    expect(readItem(null, 'k')).toBeNull();
    expect(writeItem(null, 'k', 'v')).toBe(false);
  });

  it('reads back what it wrote', () => {
    const store = memoryStore();
    expect(writeItem(store, 'k', 'v')).toBe(true);
    expect(readItem(store, 'k')).toBe('v');
    removeItem(store, 'k');
    expect(readItem(store, 'k')).toBeNull();
  });
});
