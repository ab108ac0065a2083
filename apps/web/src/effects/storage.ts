/**
 * Local storage, guarded: it can be missing or full (private windows), so every access here is
 * wrapped and nothing ever throws. The app keeps the game in progress under {@link GAME_KEY} (the
 * engine's own save JSON), the settings (`settings.ts`) and the statistics (`stats.ts`).
 * @module
 */

/** The local storage key of the game in progress. */
export const GAME_KEY = 'russian-solitaire/game';

/** The part of the Web Storage API the app uses (so tests can pass a map). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A store kept in memory, with its entries in view (for tests, which stand it in for local storage). */
export function memoryStore(
  entries: Iterable<readonly [string, string]> = [],
): KeyValueStore & { readonly map: Map<string, string> } {
  const map = new Map<string, string>(entries);
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** The browser's local storage, or `null` when it is not available. */
export function browserStore(): KeyValueStore | null {
  try {
    const store = globalThis.localStorage;
    return store ?? null;
  } catch {
    return null;
  }
}

/** Reads a key; `null` when missing or when storage fails. */
export function readItem(store: KeyValueStore | null, key: string): string | null {
  try {
    return store ? store.getItem(key) : null;
  } catch {
    return null;
  }
}

/** Writes a key; `false` when storage is missing or refuses (full, private mode). */
export function writeItem(store: KeyValueStore | null, key: string, value: string): boolean {
  try {
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key, ignoring failures. */
export function removeItem(store: KeyValueStore | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // nothing to do: the key stays, and the next save overwrites it
  }
}
