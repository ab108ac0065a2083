/**
 * The table of docs/engine.md that says which functions refuse bad input with a `Result` and which
 * throw a `TypeError`: every function it names is called with values of the wrong kind and does
 * what its row says, so the table cannot drift from the packages.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as dealer from '@russian-solitaire/dealer';
import * as engine from '@russian-solitaire/engine';
import * as solver from '@russian-solitaire/solver';
import { describe, expect, it } from 'vitest';

const guide = readFileSync(fileURLToPath(new URL('engine.md', import.meta.url)), 'utf8');
const PACKAGES: Readonly<Record<string, Record<string, unknown>>> = { engine, dealer, solver };

/** The functions a row of the table names, by package, the `Async` forms included where it says so. */
function rowFunctions(startsWith: string): { name: string; call: (value: unknown) => unknown }[] {
  const row = guide.split('\n').find((line) => line.startsWith(`| ${startsWith}`));
  if (row === undefined) throw new Error(`docs/engine.md has no row starting "${startsWith}"`);
  const cell = row.split('|').at(-2)!;
  const found: { name: string; call: (value: unknown) => unknown }[] = [];
  for (const part of cell.split(';')) {
    const [pkg, list] = part.split(':') as [string, string];
    const exports = PACKAGES[pkg.trim()]!;
    expect(exports, pkg).toBeDefined();
    const names = [...list.matchAll(/`([\w.]+)`/g)].map((m) => m[1]!).filter((n) => n !== 'Async');
    if (list.includes('`Async` forms')) names.push(...names.map((n) => `${n}Async`).filter((n) => n in exports));
    for (const name of names) {
      const [first, method] = name.split('.') as [string, string | undefined];
      const owner = exports[first] as Record<string, unknown>;
      const fn = (method === undefined ? owner : owner[method]) as (value: unknown) => unknown;
      expect(typeof fn, `${pkg.trim()} ${name}`).toBe('function');
      found.push({ name: `${pkg.trim()} ${name}`, call: method === undefined ? fn : fn.bind(owner) });
    }
  }
  return found;
}

/** Values of the wrong kind (`undefined` is left out: several of these take an optional argument). */
const WRONG: readonly unknown[] = [
  null,
  Number.NaN,
  'junk',
  [],
  Symbol('s'),
  new Proxy(
    {},
    {
      get: () => {
        throw new Error('a hostile object');
      },
      ownKeys: () => {
        throw new Error('a hostile object');
      },
    },
  ),
];

describe('the convention table of docs/engine.md', () => {
  it('functions that read outside data refuse wrong values with a Result and never throw', async () => {
    const functions = rowFunctions('Outside data');
    let checked = 0;
    for (const { name, call } of functions) {
      for (const [i, value] of WRONG.entries()) {
        const result = (await call(value)) as engine.Result<unknown, { code: unknown; message: unknown }>;
        expect(result.ok, `${name}(wrong value ${i})`).toBe(false);
        if (result.ok) continue;
        expect(typeof result.error.code, name).toBe('string');
        expect(typeof result.error.message, name).toBe('string');
        checked++;
      }
    }
    expect(functions.length).toBeGreaterThan(30);
    expect(checked).toBe(functions.length * WRONG.length);
  });

  it('functions that take the library own values throw a TypeError saying what they expected', () => {
    const functions = rowFunctions('The library');
    let checked = 0;
    for (const { name, call } of functions) {
      for (const value of [null, 99]) {
        expect(() => call(value), `${name}(${String(value)})`).toThrow(TypeError);
        try {
          call(value);
        } catch (e) {
          expect((e as Error).message, name).not.toMatch(/^Cannot |is not a function|of (null|undefined)/);
        }
        checked++;
      }
    }
    expect(functions.length).toBeGreaterThan(15);
    expect(checked).toBe(functions.length * 2);
  });
});
