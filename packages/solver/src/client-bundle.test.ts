/**
 * What a page that drives its solver through a worker ships: the built main entry bundled as an
 * application would (esbuild, tree-shaken), keeping only the client. The search (the depth-first
 * search, its table, solver runs, line shortening) must stay in the worker's bundle, so that a
 * game offering "new winnable deal" through `client.randomWinnableCode` carries none of it.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = existsSync(fileURLToPath(new URL('../dist/index.js', import.meta.url)));

/** The page bundle of `source` (imports from the built main entry), not minified so that names stay. */
async function bundle(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Code that only the search holds: its classes (`class X` or `X = class`, as the build writes them) and functions. */
const SEARCH_MARKERS = [
  ...['Search', 'SolverRun', 'TranspositionTable'].map((name) => new RegExp(`class ${name}\\b|\\b${name} = class\\b`)),
  /\bfunction\* shortenSteps\b/,
  /\bfunction portfolioFor\b/,
];
const found = (code: string): string[] => SEARCH_MARKERS.filter((marker) => marker.test(code)).map(String);

describe.skipIf(!built)('the page bundle of a worker client (needs the built package: pnpm build)', () => {
  test('holds the client and no search code', async () => {
    const client = await bundle("export { createSolverClient } from './dist/index.js';");
    expect(client).toContain('randomWinnableCode');
    expect(found(client)).toEqual([]);
    // the markers do find the search where it is bundled
    const blocking = await bundle("export { randomWinnableCode } from './dist/index.js';");
    expect(found(blocking)).toEqual(SEARCH_MARKERS.map(String));
  });
});
