/**
 * What the app keeps in local storage: the game in progress (the engine's own save JSON) and the
 * player's settings. Storage can be missing or full (private windows): every access is guarded,
 * and nothing here ever throws.
 * @module
 */
import { type Language, isLanguage } from '@russian-solitaire/engine';

/** The local storage key of the game in progress. */
export const GAME_KEY = 'russian-solitaire/game';
/** The local storage key of the settings. */
export const SETTINGS_KEY = 'russian-solitaire/settings';

/** The rule letters a new game can be dealt with. */
export const NEW_GAME_RULES = ['C', 'R'] as const;
/** `C` classic ("Same suit") or `R` relaxed ("Mixed colours"). */
export type NewGameRule = (typeof NEW_GAME_RULES)[number];

/** The player's settings. */
export interface Settings {
  /** Interface and rule-message language. */
  readonly language: Language;
  /** Explain refused moves with the rule's message. */
  readonly interactiveRules: boolean;
  /** Select a card with one click, then its target with another. */
  readonly twoClick: boolean;
  /** A drop that is not on a legal place puts the card where auto placement would. */
  readonly autoOnDrop: boolean;
  /** The rule of the next new game. */
  readonly newGameRule: NewGameRule;
  /**
   * Hints may look at the face-down cards (the solver's full-information hint). Off by default:
   * hints are then fair, computed from what the player sees alone.
   */
  readonly fullInfoHints: boolean;
  /** New games deal only codes the solver proves winnable. On by default. */
  readonly winnableOnly: boolean;
}

/** The settings of a first visit, in a given language. */
export function defaultSettings(language: Language): Settings {
  return {
    language,
    interactiveRules: true,
    twoClick: false,
    autoOnDrop: false,
    newGameRule: 'C',
    fullInfoHints: false,
    winnableOnly: true,
  };
}

/** Reads settings from stored text: every field that is missing or of the wrong type takes its default. */
export function parseSettings(text: string | null, fallback: Settings): Settings {
  if (text === null) return fallback;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fallback;
  }
  if (typeof data !== 'object' || data === null) return fallback;
  const o = data as Record<string, unknown>;
  const bool = (v: unknown, d: boolean): boolean => (typeof v === 'boolean' ? v : d);
  return {
    language: isLanguage(o.language) ? o.language : fallback.language,
    interactiveRules: bool(o.interactiveRules, fallback.interactiveRules),
    twoClick: bool(o.twoClick, fallback.twoClick),
    autoOnDrop: bool(o.autoOnDrop, fallback.autoOnDrop),
    newGameRule: o.newGameRule === 'C' || o.newGameRule === 'R' ? o.newGameRule : fallback.newGameRule,
    fullInfoHints: bool(o.fullInfoHints, fallback.fullInfoHints),
    winnableOnly: bool(o.winnableOnly, fallback.winnableOnly),
  };
}

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
