import { describe, expect, it } from 'vitest';
import { EARLY_WORKER_GLOBAL, earlyWorkerScript, takeEarlyWorker } from './early-worker.js';
import { SETTINGS_KEY } from './settings.js';
import { GAME_KEY } from './storage.js';

/** A stand-in for the browser's Worker: remembers how it was made and what listens to it. */
class FakeWorker {
  static made: FakeWorker[] = [];
  readonly listeners: Record<string, (() => void)[]> = {};
  terminated = false;
  constructor(
    readonly url: string,
    readonly options: unknown,
  ) {
    FakeWorker.made.push(this);
  }
  addEventListener(type: string, listener: () => void): void {
    (this.listeners[type] ??= []).push(listener);
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** Runs the inline script on a page with this storage and address; gives back the page's global object. */
function runScript(items: Record<string, string>, search: string, storageFails = false): Record<string, unknown> {
  const scope: Record<string, unknown> = {};
  const storage = {
    getItem: (key: string): string | null => {
      if (storageFails) throw new Error('storage is not available');
      return items[key] ?? null;
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is the page's inline script
  const run = new Function(
    'localStorage',
    'location',
    'Worker',
    'self',
    earlyWorkerScript('./assets/solver.worker-x.js'),
  ) as (storage: unknown, location: unknown, worker: unknown, self: unknown) => void;
  run(storage, { search }, FakeWorker, scope);
  return scope;
}

describe('the early worker', () => {
  it('starts on a first visit that deals a winnable game, and on no other', () => {
    const saves = [null, '{"v":1}'];
    const settings = [null, '{}', '{"winnableOnly":true}', '{"winnableOnly":false}', 'not json', 'null'];
    const searches = ['', '?code=RU1-C-AAAAAAD', '?x=1&code=1', '?x=1'];
    let cases = 0;
    for (const save of saves)
      for (const setting of settings)
        for (const search of searches)
          for (const storageFails of [false, true]) {
            FakeWorker.made = [];
            const items: Record<string, string> = {};
            if (save !== null) items[GAME_KEY] = save;
            if (setting !== null) items[SETTINGS_KEY] = setting;
            const scope = runScript(items, search, storageFails);
            const expected =
              !storageFails &&
              save === null &&
              !search.includes('code=') &&
              setting !== '{"winnableOnly":false}' &&
              setting !== 'not json';
            expect(FakeWorker.made.length, JSON.stringify({ save, setting, search, storageFails })).toBe(
              expected ? 1 : 0,
            );
            expect(EARLY_WORKER_GLOBAL in scope).toBe(expected);
            if (expected) {
              expect(FakeWorker.made[0]!.url).toBe('./assets/solver.worker-x.js');
              expect(FakeWorker.made[0]!.options).toEqual({ type: 'module' });
            }
            cases++;
          }
    expect(cases).toBe(96);
  });

  it('is taken once; a worker that failed to load is dropped', () => {
    FakeWorker.made = [];
    const scope = runScript({}, '');
    const worker = FakeWorker.made[0]!;
    expect(takeEarlyWorker(scope)).toBe(worker);
    expect(takeEarlyWorker(scope)).toBeNull();

    FakeWorker.made = [];
    const failing = runScript({}, '');
    const broken = FakeWorker.made[0]!;
    for (const listener of broken.listeners.error ?? []) listener();
    expect(broken.listeners.error).toHaveLength(1);
    expect(takeEarlyWorker(failing)).toBeNull();
    expect(broken.terminated).toBe(true);
    expect(takeEarlyWorker({})).toBeNull();
  });
});
