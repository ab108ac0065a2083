#!/usr/bin/env node
// The engine is the one owner of its encoding: the bit layout of move codes and undo records, the
// stride of a position's card array, the rank count and the foundation target. This check fails
// when code outside packages/engine spells one of them out instead of using what the engine
// exports (from `@russian-solitaire/engine`: RANK_COUNT, suitOf, rankOf, cardOf, DECK_SIZE …; from
// `@russian-solitaire/engine/internal`: moveCard, moveTarget, packMove, undoRecord…, COLUMN_STRIDE,
// FOUNDATION_TARGET, ON_FOUNDATION). Comments are not code and are skipped.
// Run from the repository root: `node scripts/check-encoding.mjs`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOTS = ['packages/dealer', 'packages/solver', 'packages/cli', 'apps/web', 'docs'];
const SKIP = new Set(['node_modules', 'dist', '.turbo', '.examples', 'coverage']);
const SOURCE = /\.(ts|mts|cts|mjs|js)$/;

/** Each pattern, with what to use instead. */
const LEAKS = [
  [/&\s*(63|0x3f)\b/, 'moveCard / undoRecordCard'],
  [/>>\s*6\b|<<\s*6\b/, 'moveTarget / packMove'],
  [/0x1ff\b|>>\s*9\b|<<\s*9\b|0x1000\b|<<\s*12\b/, 'the undoRecord… readers'],
  [/\*\s*52\b|\b52\s*\*/, 'COLUMN_STRIDE (or DECK_SIZE for the deck)'],
  [/[%/*]\s*13\b|\b13\s*\*/, 'suitOf / rankOf / cardOf / RANK_COUNT'],
  [/[!=]==?\s*52\b|\b52\s*[!=]==?|<=?\s*52\b/, 'DECK_SIZE or Position.isWon'],
  [/[!=]==?\s*7\b|\b7\s*[!=]==?|<\s*7\b/, 'FOUNDATION_TARGET, ON_FOUNDATION or COLUMN_COUNT'],
];

function files(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path));
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

/** The code of a file with comments blanked out (string contents are kept: they are rarely arithmetic). */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const found = [];
let count = 0;
for (const root of ROOTS) {
  for (const file of files(root)) {
    count++;
    code(readFileSync(file, 'utf8'))
      .split('\n')
      .forEach((line, i) => {
        for (const [pattern, instead] of LEAKS) {
          if (pattern.test(line)) found.push(`${relative('.', file)}:${i + 1}: ${line.trim()}  (use ${instead})`);
        }
      });
  }
}
if (found.length > 0) {
  console.error(`The engine's encoding spelled out outside packages/engine (${found.length}):`);
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`No engine encoding spelled out in the ${count} source files outside packages/engine.`);
