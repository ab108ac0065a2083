// The plain recipes of examples/: one ES module each, beside a README that shows what it prints
// in a ```text block whose first line is `output:`. The docs test runs each against the built
// packages, and scripts/check-recipes.mjs from the packed ones; both compare with that block.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The plain recipes, relative to examples/. */
export const PLAIN_RECIPES = ['variant/variant.mjs'];

/** What the README beside a recipe (a path under `examplesDir`) says it prints, without the last newline. */
export function shownOutput(examplesDir, recipe) {
  const readme = join(examplesDir, dirname(recipe), 'README.md');
  const lines = readFileSync(readme, 'utf8').split('\n');
  const start = lines.findIndex((line, i) => line === '```text' && lines[i + 1]?.trim() === 'output:');
  if (start < 0) throw new Error(`${readme} shows no output block`);
  const end = lines.findIndex((line, i) => i > start + 1 && line.startsWith('```'));
  return lines
    .slice(start + 2, end < 0 ? lines.length : end)
    .join('\n')
    .trimEnd();
}
