import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_KEY, type KeyValueStore, memoryStore } from './storage.js';
import { TAB_SAVE_OUTCOMES, type TabSaveOutcome, type TabSync, browserTabEvents, createTabSync } from './tabs.js';

/** A change event on its way to one tab. */
interface Pending {
  readonly key: string | null;
  readonly newValue: string | null;
}

/** One browser tab of the simulation: its view of the shared storage and its coordinator. */
interface Tab {
  readonly id: number;
  /** The save text of the game it shows. */
  game: string;
  readonly sync: TabSync;
  /** Events sent to it and not yet delivered. */
  readonly inbox: Pending[];
  /** Tasks it deferred. */
  readonly tasks: (() => void)[];
  /** The texts it adopted. */
  readonly adopted: string[];
}

/**
 * Local storage shared by simulated tabs: a write by one tab sends a change event to every other
 * tab (never to the writer, as browsers do), delivered when the test says so.
 */
class Browser {
  readonly map = new Map<string, string>();
  readonly tabs: Tab[] = [];
  /** Who wrote each save text (texts are unique in these tests). */
  readonly writer = new Map<string, number>();
  /** Every text stored under the game key, in order. */
  readonly history: string[] = [];

  private send(from: number, key: string | null, newValue: string | null): void {
    for (const tab of this.tabs) if (tab.id !== from) tab.inbox.push({ key, newValue });
  }

  storeOf(id: number): KeyValueStore {
    return {
      getItem: (k) => this.map.get(k) ?? null,
      setItem: (k, v) => {
        this.map.set(k, v);
        if (k === GAME_KEY) {
          this.writer.set(v, id);
          this.history.push(v);
        }
        this.send(id, k, v);
      },
      removeItem: (k) => {
        this.map.delete(k);
        this.send(id, k, null);
      },
    };
  }

  /** Opens a tab showing the stored game (or `fallback` when none is stored); `saveOnAdopt` mimics an app that saves after resuming. */
  open(fallback: string, saveOnAdopt = false): Tab {
    const id = this.tabs.length;
    const store = this.storeOf(id);
    const listeners: ((key: string | null, newValue: string | null) => void)[] = [];
    const tab: Tab = {
      id,
      game: store.getItem(GAME_KEY) ?? fallback,
      inbox: [],
      tasks: [],
      adopted: [],
      sync: undefined as unknown as TabSync,
    };
    const sync = createTabSync({
      store,
      key: GAME_KEY,
      subscribe: (listener) => {
        listeners.push(listener);
        return () => void listeners.splice(listeners.indexOf(listener), 1);
      },
      onAdopt: (text) => {
        tab.adopted.push(text);
        tab.game = text;
        if (saveOnAdopt) expect(tab.sync.save(text)).toBe('skipped');
      },
      defer: (task) => void tab.tasks.push(task),
    });
    Object.assign(tab, { sync });
    // Deliver events through the listeners the coordinator registered.
    Object.assign(tab, {
      deliver: (index: number) => {
        const [event] = tab.inbox.splice(index, 1);
        if (event) for (const l of [...listeners]) l(event.key, event.newValue);
      },
    });
    this.tabs.push(tab);
    return tab;
  }

  deliver(tab: Tab, index = 0): void {
    (tab as Tab & { deliver(i: number): void }).deliver(index);
  }

  /** Delivers every event and runs every deferred task until nothing is left. */
  settle(): void {
    for (;;) {
      const tab = this.tabs.find((t) => t.inbox.length > 0 || t.tasks.length > 0);
      if (!tab) return;
      if (tab.inbox.length > 0) this.deliver(tab);
      else tab.tasks.shift()!();
    }
  }
}

/** A game text made of the changes that led to it, so that a test can tell what a game contains. */
let changeCount = 0;
function change(game: string, tab: number): string {
  changeCount++;
  return `${game}>${tab}.${changeCount}`;
}

describe('two tabs', () => {
  it('adopt each other’s saves and never their own', () => {
    const browser = new Browser();
    const a = browser.open('g');
    const b = browser.open('g');
    a.game = change(a.game, a.id);
    expect(a.sync.save(a.game)).toBe('saved');
    browser.settle();
    expect(b.game).toBe(a.game);
    expect(a.adopted).toEqual([]);
    b.game = change(b.game, b.id);
    expect(b.sync.save(b.game)).toBe('saved');
    browser.settle();
    expect(a.game).toBe(b.game);
    expect(a.adopted).toEqual([b.game]);
    expect(b.adopted).toEqual([browser.history[0]]);
  });

  it('refuse to overwrite a save not yet seen, and adopt it instead', () => {
    const browser = new Browser();
    const a = browser.open('g');
    const b = browser.open('g');
    a.game = change(a.game, a.id);
    expect(a.sync.save(a.game)).toBe('saved');
    // B has not heard of it yet and saves its older game.
    const older = change(b.game, b.id);
    expect(b.sync.save(older)).toBe('stale');
    expect(browser.map.get(GAME_KEY)).toBe(a.game);
    browser.settle();
    expect(b.game).toBe(a.game);
    expect(b.adopted).toEqual([a.game]);
  });

  it('skip saves made while adopting, and do not adopt back and forth', () => {
    const browser = new Browser();
    const a = browser.open('g', true);
    const b = browser.open('g', true);
    a.game = change(a.game, a.id);
    a.sync.save(a.game);
    browser.settle();
    expect(b.adopted).toEqual([a.game]);
    expect(a.adopted).toEqual([]);
    expect(browser.history).toEqual([a.game]);
  });

  it('save the same text without writing, and write over a removed save', () => {
    const browser = new Browser();
    const a = browser.open('g');
    expect(a.sync.save('x')).toBe('saved');
    expect(a.sync.save('x')).toBe('unchanged');
    const b = browser.open('g');
    browser.storeOf(b.id).removeItem(GAME_KEY);
    browser.settle();
    expect(a.adopted).toEqual([]);
    expect(a.sync.save('y')).toBe('saved');
    // Storage cleared in another tab (key null) is no game either.
    browser.map.clear();
    a.inbox.push({ key: null, newValue: null });
    browser.settle();
    expect(a.adopted).toEqual([]);
  });

  it('read the store on a late event, so an older game never comes back', () => {
    const browser = new Browser();
    const a = browser.open('g');
    const b = browser.open('g');
    const first = change(a.game, a.id);
    a.sync.save(first);
    const second = change(first, a.id);
    a.sync.save(second);
    a.game = second;
    // Deliver the events to B in the wrong order.
    browser.deliver(b, 1);
    browser.deliver(b, 0);
    expect(b.game).toBe(second);
    expect(b.adopted).toEqual([second]);
  });

  it('refresh on demand, and stop listening once disposed', () => {
    const browser = new Browser();
    const a = browser.open('g');
    const b = browser.open('g');
    a.sync.save('x');
    expect(b.sync.refresh()).toBe(true);
    expect(b.sync.refresh()).toBe(false);
    browser.settle();
    expect(b.adopted).toEqual(['x']);
    b.sync.dispose();
    b.sync.dispose();
    a.sync.save('y');
    browser.settle();
    expect(b.adopted).toEqual(['x']);
    expect(b.sync.save('z')).toBe('stale');
    browser.settle();
    expect(b.adopted).toEqual(['x']);
    expect(browser.map.get(GAME_KEY)).toBe('y');
  });

  it('report a storage that refuses', () => {
    const broken: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    const sync = createTabSync({ store: broken, key: GAME_KEY, subscribe: () => () => undefined, onAdopt: () => {} });
    expect(sync.save('x')).toBe('failed');
    const none = createTabSync({ store: null, key: GAME_KEY, subscribe: () => () => undefined, onAdopt: () => {} });
    expect(none.save('x')).toBe('failed');
    expect(none.refresh()).toBe(false);
  });

  it('adopt through the default deferral', async () => {
    const store = memoryStore([[GAME_KEY, 'theirs']]);
    const adopted: string[] = [];
    const sync = createTabSync({
      store,
      key: GAME_KEY,
      opened: null,
      subscribe: () => () => undefined,
      onAdopt: (t) => void adopted.push(t),
    });
    expect(sync.save('mine')).toBe('stale');
    await Promise.resolve();
    expect(adopted).toEqual(['theirs']);
    expect(sync.save('mine')).toBe('saved');
  });
});

type Action =
  | { readonly kind: 'change'; readonly tab: number }
  | { readonly kind: 'save'; readonly tab: number }
  | { readonly kind: 'deliver'; readonly tab: number; readonly pick: number }
  | { readonly kind: 'run'; readonly tab: number };

const TAB_COUNT = 3;
const RUNS = 300;

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('change' as const), tab: fc.nat(TAB_COUNT - 1) }),
  fc.record({ kind: fc.constant('save' as const), tab: fc.nat(TAB_COUNT - 1) }),
  fc.record({ kind: fc.constant('deliver' as const), tab: fc.nat(TAB_COUNT - 1), pick: fc.nat(4) }),
  fc.record({ kind: fc.constant('run' as const), tab: fc.nat(TAB_COUNT - 1) }),
);

describe('any interleaving of tabs', () => {
  it('never loses the newest game, ends with every tab on the last save, and never adopts its own', () => {
    const outcomes = new Map<TabSaveOutcome, number>(TAB_SAVE_OUTCOMES.map((o) => [o, 0]));
    fc.assert(
      fc.property(fc.array(actionArb, { minLength: 1, maxLength: 60 }), fc.boolean(), (actions, saveOnAdopt) => {
        const browser = new Browser();
        const tabs = Array.from({ length: TAB_COUNT }, () => browser.open('g', saveOnAdopt));
        const save = (tab: Tab): void => {
          const outcome = tab.sync.save(tab.game);
          outcomes.set(outcome, outcomes.get(outcome)! + 1);
        };
        for (const action of actions) {
          const tab = tabs[action.tab]!;
          if (action.kind === 'change') {
            tab.game = change(tab.game, tab.id);
            save(tab);
          } else if (action.kind === 'save') save(tab);
          else if (action.kind === 'deliver') {
            if (tab.inbox.length > 0) browser.deliver(tab, action.pick % tab.inbox.length);
          } else tab.tasks.shift()?.();
        }
        browser.settle();
        // Every stored game contains the one it replaced: no change that reached storage was lost.
        for (let i = 1; i < browser.history.length; i++)
          expect(browser.history[i]!.startsWith(`${browser.history[i - 1]!}>`)).toBe(true);
        const stored = browser.map.get(GAME_KEY) ?? 'g';
        for (const tab of tabs) {
          expect(tab.game).toBe(stored);
          // A tab adopts only other tabs' writes, each at most once.
          for (const text of tab.adopted) expect(browser.writer.get(text)).not.toBe(tab.id);
          expect(new Set(tab.adopted).size).toBe(tab.adopted.length);
        }
      }),
      { numRuns: RUNS },
    );
    // The interesting outcomes all happened, so the property did not pass on nothing.
    for (const outcome of ['saved', 'unchanged', 'stale'] as const) expect(outcomes.get(outcome)).toBeGreaterThan(0);
  });
});

describe('browser storage events', () => {
  function storageEvent(fields: Record<string, unknown>): Event {
    return Object.assign(new Event('storage'), fields);
  }

  it('pass on key and new value of the storage area asked for, until unsubscribed', () => {
    const target = new EventTarget();
    const area = {};
    const seen: (readonly [string | null, string | null])[] = [];
    const stop = browserTabEvents(target, area)((key, value) => void seen.push([key, value]));
    target.dispatchEvent(storageEvent({ key: GAME_KEY, newValue: 'x', storageArea: area }));
    target.dispatchEvent(storageEvent({ key: null, newValue: null, storageArea: area }));
    target.dispatchEvent(storageEvent({ key: GAME_KEY, newValue: 'y', storageArea: {} }));
    target.dispatchEvent(storageEvent({ key: 7, newValue: 'y', storageArea: area }));
    target.dispatchEvent(new Event('storage'));
    stop();
    target.dispatchEvent(storageEvent({ key: GAME_KEY, newValue: 'z', storageArea: area }));
    expect(seen).toEqual([
      [GAME_KEY, 'x'],
      [null, null],
    ]);
  });

  it('pass on every area when none is asked for', () => {
    const target = new EventTarget();
    const seen: (string | null)[] = [];
    browserTabEvents(target)((_key, value) => void seen.push(value));
    target.dispatchEvent(storageEvent({ key: GAME_KEY, newValue: 'x', storageArea: null }));
    expect(seen).toEqual(['x']);
  });
});
