/**
 * Two tabs of the game share one saved game. The rule: **the game last changed in any tab wins.**
 *
 * - When another tab saves, this tab adopts that save (the app resumes it and says so).
 * - This tab never overwrites a save it has not seen: before writing, it compares the stored text
 *   with the text it last wrote or adopted. If another tab wrote something else since, the write
 *   is refused (`stale`) and the other tab's game is adopted instead, so the newest game is never
 *   lost, whatever the order in which saves and change events arrive.
 * - A tab does not adopt its own write, nor a save it has already adopted, so two tabs never adopt
 *   back and forth; a save made while a save is being adopted is skipped, since the adopted save
 *   is already stored.
 * - A removed save (another tab discarded an unreadable one, or cleared storage) is not a game to
 *   adopt: the next save of this tab writes its own game.
 *
 * Comparing the stored text itself needs no second key beside the save, so there is no moment at
 * which a save and its stamp disagree. Storage events from other tabs only say that something
 * changed: the coordinator always reads the store again, so a late or out-of-order event never
 * brings back an older game. The browser does not lock local storage between the read and the
 * write of one save, but one tab's read and write follow each other without a pause.
 * @module
 */
import { type KeyValueStore, readItem, writeItem } from './storage.js';

/** Listens for changes of a key made in another tab; gives back a function that stops listening. */
export type TabEvents = (listener: (key: string | null, newValue: string | null) => void) => () => void;

/** What becomes of a save asked of the coordinator. */
export const TAB_SAVE_OUTCOMES = ['saved', 'unchanged', 'stale', 'skipped', 'failed'] as const;
/**
 * `saved`: written; `unchanged`: the store already holds this text; `stale`: refused, another tab
 * saved a game this tab has not adopted yet (it is adopted right after); `skipped`: asked while a
 * save was being adopted; `failed`: storage is missing or refused the write.
 */
export type TabSaveOutcome = (typeof TAB_SAVE_OUTCOMES)[number];

/** What the coordinator needs. */
export interface TabSyncInit {
  /** The shared store (the browser's local storage). */
  readonly store: KeyValueStore | null;
  /** The key of the saved game. */
  readonly key: string;
  /** Changes made in other tabs ({@link browserTabEvents} in the browser). */
  readonly subscribe: TabEvents;
  /**
   * Called with another tab's save to resume it. A save the app cannot read still counts as seen:
   * this tab's next save then overwrites it, as the game changed last.
   */
  readonly onAdopt: (savedText: string) => void;
  /**
   * The save text this tab opened with (what it read at start), when it read one; by default the
   * text stored when the coordinator is made.
   */
  readonly opened?: string | null;
  /** Runs a task soon, after the current one (by default `queueMicrotask`); used to adopt after a stale save. */
  readonly defer?: (task: () => void) => void;
}

/** The coordinator of one tab. */
export interface TabSync {
  /** Saves this tab's game unless another tab saved a game this tab has not adopted. */
  save(text: string): TabSaveOutcome;
  /**
   * Adopts the stored save now if another tab changed it since this tab last wrote or adopted it
   * (for instance when the tab becomes visible again); `true` when it adopted one.
   */
  refresh(): boolean;
  /** Stops listening for other tabs; saves still refuse to overwrite an unseen save. */
  dispose(): void;
}

/** Makes the coordinator of this tab's saved game (see the module comment for the rule). */
export function createTabSync(init: TabSyncInit): TabSync {
  const { store, key, onAdopt } = init;
  const defer = init.defer ?? ((task: () => void) => queueMicrotask(task));
  let known: string | null = init.opened !== undefined ? init.opened : readItem(store, key);
  let adopting = false;
  let disposed = false;

  /** The stored save when it is another tab's that this tab has not seen, else `null`. */
  const unseen = (): string | null => {
    const stored = readItem(store, key);
    return stored !== null && stored !== known ? stored : null;
  };

  const refresh = (): boolean => {
    if (disposed || adopting) return false;
    const text = unseen();
    if (text === null) return false;
    known = text;
    adopting = true;
    try {
      onAdopt(text);
    } finally {
      adopting = false;
    }
    return true;
  };

  const unsubscribe = init.subscribe((changed, _newValue) => {
    // `null` is storage cleared: no game to adopt. Any other key is none of this coordinator's.
    if (changed === key) refresh();
  });

  return {
    save(text) {
      if (adopting) return 'skipped';
      const stored = readItem(store, key);
      if (stored === text) {
        known = text;
        return 'unchanged';
      }
      if (stored !== null && stored !== known) {
        defer(() => void refresh());
        return 'stale';
      }
      if (!writeItem(store, key, text)) return 'failed';
      known = text;
      return 'saved';
    },
    refresh,
    dispose() {
      if (disposed) return;
      disposed = true;
      unsubscribe();
    },
  };
}

/** The part of a `storage` event the coordinator reads. */
interface StorageChange {
  readonly key: string | null;
  readonly newValue: string | null;
  readonly storageArea: unknown;
}

function isStorageChange(event: Event): event is Event & StorageChange {
  const e = event as Partial<StorageChange>;
  return (
    (typeof e.key === 'string' || e.key === null) &&
    (typeof e.newValue === 'string' || e.newValue === null) &&
    'storageArea' in event
  );
}

/**
 * The changes other tabs make to a storage area, from the `storage` events of a window (the
 * browser sends them to every other tab of the same site, never to the tab that wrote). Events of
 * another storage area (session storage) are ignored when `area` is given.
 */
export function browserTabEvents(target: EventTarget, area?: unknown): TabEvents {
  return (listener) => {
    const handle = (event: Event): void => {
      if (!isStorageChange(event)) return;
      if (area !== undefined && event.storageArea !== area) return;
      listener(event.key, event.newValue);
    };
    target.addEventListener('storage', handle);
    return () => target.removeEventListener('storage', handle);
  };
}
