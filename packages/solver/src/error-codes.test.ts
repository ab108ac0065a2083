/**
 * Every code of every error code list the solver exports has its messages in the four languages.
 *
 * The lists are found by walking the exports of each entry (`.`, `./worker`, `./node`), so that a
 * new list is walked without being named here. A code's sentences are the keys the solver's
 * sources make its errors with (`fail('bad-budget', 'solve-option-budget', …)`, read from the
 * sources, a key chosen between two as well; the two codes that are chosen at run time are
 * listed below with the key they are made with). Each key must have a sentence of its own in Russian, Ukrainian and Turkish.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { LANGUAGES } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import * as main from './index.js';
import { MESSAGES } from './messages-all.js';
import * as node from './node.js';
import * as worker from './worker.js';

/** The error code lists of every entry, by name (the same list exported by two entries once). */
const LISTS = new Map<string, readonly string[]>(
  [main, worker, node].flatMap((entry) =>
    Object.entries(entry)
      .filter(([name]) => name.endsWith('_ERROR_CODES'))
      .map(([name, list]) => [name, list as readonly string[]] as const),
  ),
);

/** The codes made with a code chosen at run time: `winnable.ts` picks the random source's failure. */
const CHOSEN_AT_RUN_TIME: Readonly<Record<string, readonly string[]>> = {
  'no-random-source': ['winnable-code'],
  'random-source-failed': ['winnable-code'],
};

/** The keys each code is made with in the solver's sources: a maker called with a code, then a key. */
function keysByCode(): Map<string, Set<string>> {
  const byCode = new Map<string, Set<string>>();
  const dir = new URL('.', import.meta.url);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
    const source = readFileSync(new URL(file, dir), 'utf8');
    // `fail('code', 'key'` and `fail('code', choice ? 'key' : 'other key'`.
    for (const m of source.matchAll(
      /\w\(\s*'([a-z-]+)',\s*(?:'([a-z0-9-]+)'|[\w.]+ \? '([a-z0-9-]+)' : '([a-z0-9-]+)')/g,
    )) {
      const keys = byCode.get(m[1]!) ?? new Set<string>();
      for (const key of m.slice(2)) if (key !== undefined) keys.add(key);
      byCode.set(m[1]!, keys);
    }
  }
  for (const [code, keys] of Object.entries(CHOSEN_AT_RUN_TIME))
    byCode.set(code, new Set([...(byCode.get(code) ?? []), ...keys]));
  return byCode;
}

describe('the error codes of the solver', () => {
  it('every code of every exported list is made with sentences that each language has, in its own words', () => {
    expect([...LISTS.keys()].sort()).toEqual([
      'CLIENT_ERROR_CODES',
      'DAILY_ERROR_CODES',
      'REVIEW_SOURCE_ERROR_CODES',
      'SOLVE_ERROR_CODES',
      'WINNABLE_ERROR_CODES',
      'WORKER_ERROR_CODES',
    ]);
    const byCode = keysByCode();
    const english = MESSAGES.en;
    let checked = 0;
    for (const [name, list] of LISTS)
      for (const code of list) {
        const keys = [...(byCode.get(code) ?? [])].filter((key) => (english.keys as readonly string[]).includes(key));
        expect(keys.length, `${name}: ${code} is made with no sentence of the solver's messages`).toBeGreaterThan(0);
        for (const key of keys)
          for (const language of LANGUAGES.filter((l) => l !== 'en')) {
            const texts = MESSAGES[language];
            expect((texts.keys as readonly string[]).includes(key), `${language}: ${key}`).toBe(true);
            expect(texts.template(key as never), `${language}: ${code} ${key}`).not.toBe(
              english.template(key as never),
            );
            checked++;
          }
      }
    expect(checked).toBeGreaterThan(3 * 30);
  });
});
