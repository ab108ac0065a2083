/**
 * Look-alikes of the engine's objects: a Proxy of a real position or game (with an empty handler, or
 * one that lies), an object that inherits from a real one, and any object carrying the registered
 * brand symbol of the builds before. None is taken for the real thing: `isPosition` and
 * `instanceof` say no, and `Game.create` refuses it with a typed error instead of throwing later.
 * A real object of either build (ES module or CommonJS) is still taken (see builds.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './game.js';
import { openingPosition } from './layout.js';
import { Position, isPosition } from './position.js';
import { UnwrapError, unwrap } from './unwrap.js';
import { echoInput } from './echo.js';

const position = unwrap(openingPosition(Array.from({ length: 52 }, (_, i) => i)));
const game = Game.fromPosition(position);

/** A Proxy whose every read goes to the target, except that it throws on reads of `throwOn`. */
function lying<T extends object>(target: T, throwOn: string): T {
  return new Proxy(target, {
    get(t, key, receiver) {
      if (key === throwOn) throw new Error(`no ${throwOn} here`);
      return Reflect.get(t, key, receiver) as unknown;
    },
  });
}

/** Every look-alike of a real object. */
function lookAlikes(real: object, name: string): [string, unknown][] {
  return [
    ['a Proxy with an empty handler', new Proxy(real, {})],
    ['a Proxy that throws on one read', lying(real, 'clone')],
    ['an object that inherits from a real one', Object.create(real) as unknown],
    ['an object with the old public brand', { [Symbol.for(`@russian-solitaire/engine/${name}`)]: true }],
    ['a copy of its own fields', { ...real }],
  ];
}

describe('look-alikes of a position', () => {
  for (const [what, forged] of lookAlikes(position, 'Position'))
    it(`${what} is not a position, and a game does not start from it`, () => {
      expect(isPosition(forged)).toBe(false);
      expect(forged instanceof Position).toBe(false);
      let created: unknown;
      expect(() => (created = Game.create(forged as Position))).not.toThrow();
      expect(created).toMatchObject({ ok: false, error: { code: 'bad-position' } });
    });

  it('a real position, and one cloned from it, still are', () => {
    expect(isPosition(position)).toBe(true);
    expect(position.clone() instanceof Position).toBe(true);
    expect(Game.create(position.clone()).ok).toBe(true);
  });
});

describe('look-alikes of a game and of an UnwrapError', () => {
  it('are not taken for them', () => {
    for (const [, forged] of lookAlikes(game, 'Game')) expect(forged instanceof Game).toBe(false);
    expect(game instanceof Game).toBe(true);
    const error = new UnwrapError({ code: 'x', message: 'y' });
    for (const [, forged] of lookAlikes(error, 'UnwrapError')) expect(forged instanceof UnwrapError).toBe(false);
    expect(error instanceof UnwrapError).toBe(true);
  });
});

describe('unwrap given what is not a result', () => {
  it('throws a TypeError saying what it expects, not a property access on null', () => {
    const notResults: unknown[] = [null, undefined, 3, 'ok', {}, { ok: 'yes', value: 1 }, [true]];
    let checked = 0;
    for (const value of notResults) {
      expect(() => unwrap(value as never)).toThrow(
        new TypeError(`${echoInput(value)} is not a result: expected { ok: true, value } or { ok: false, error }`),
      );
      checked++;
    }
    expect(checked).toBe(notResults.length);
    expect(unwrap({ ok: true, value: 5 })).toBe(5);
    expect(() => unwrap({ ok: false, error: { code: 'x', message: 'y' } })).toThrow(UnwrapError);
  });
});
