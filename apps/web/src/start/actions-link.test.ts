import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ActionsLink } from './actions-link.js';
import { CHROME_ACTIONS, type ChromeActions } from '../page/chrome.js';

type Name = (typeof CHROME_ACTIONS)[number];

/** Actions that write down every call, and answer `playCode` with `true`. */
function recording(log: [Name, unknown[]][]): ChromeActions {
  return Object.fromEntries(
    CHROME_ACTIONS.map((name) => [
      name,
      (...args: unknown[]) => {
        log.push([name, args]);
        return name === 'playCode' ? true : undefined;
      },
    ]),
  ) as unknown as ChromeActions;
}

/** Calls an action of `actions` by name. */
function call(actions: ChromeActions, name: Name, args: unknown[]): unknown {
  return (actions[name] as (...a: unknown[]) => unknown)(...args);
}

const callArb = fc.tuple(
  fc.constantFrom(...CHROME_ACTIONS),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 2 }),
);

describe('the actions link', () => {
  it('keeps the calls made before the actions are connected, does them in order then, and forwards the later ones', () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.array(callArb, { maxLength: 12 }), fc.array(callArb, { maxLength: 12 }), (before, after) => {
        cases++;
        const log: [Name, unknown[]][] = [];
        const link = new ActionsLink();
        for (const [name, args] of before) expect(call(link.actions, name, args)).toBeUndefined();
        expect(log).toEqual([]);
        expect(link.waiting).toBe(before.length);
        link.connect(recording(log));
        expect(log).toEqual(before);
        expect(link.waiting).toBe(0);
        for (const [name, args] of after)
          expect(call(link.actions, name, args)).toBe(name === 'playCode' ? true : undefined);
        expect(log).toEqual([...before, ...after]);
      }),
    );
    expect(cases).toBe(100);
  });

  it('has every action the chrome calls', () => {
    const link = new ActionsLink();
    expect(Object.keys(link.actions).sort()).toEqual([...CHROME_ACTIONS].sort());
  });
});
