/**
 * Runs every TypeScript example of the guides in docs/, of the README and of each package's README.
 *
 * Each ```ts block is written to a module in `.examples/` and imported, so it runs exactly as a
 * user would run it against the built packages. When a block is followed by a ```text block whose
 * first line is `output:`, what the example printed with console.log must equal the rest of that
 * block.
 *
 * The plain recipes of examples/ (`scripts/plain-recipes.mjs`), one ES module each, run the same
 * way: copied into `.examples/`, imported, and what they print compared with their README's
 * `output:` block.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { PLAIN_RECIPES, shownOutput } from '../scripts/plain-recipes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const sources = [
  join(root, 'README.md'),
  ...['engine', 'dealer', 'solver', 'cli'].map((name) => join(root, 'packages', name, 'README.md')),
  ...readdirSync(here)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => join(here, f)),
];

interface Example {
  file: string;
  line: number;
  code: string;
  output: string | null;
}

function examples(file: string): Example[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const found: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(ts|typescript)\s*$/.test(lines[i]!)) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !lines[end]!.startsWith('```')) end++;
    const code = lines.slice(start, end).join('\n');
    let output: string | null = null;
    let j = end + 1;
    while (j < lines.length && lines[j]!.trim() === '') j++;
    if (lines[j] === '```text' && lines[j + 1]?.trim() === 'output:') {
      let k = j + 2;
      while (k < lines.length && !lines[k]!.startsWith('```')) k++;
      output = lines.slice(j + 2, k).join('\n');
    }
    found.push({ file, line: start, code, output });
    i = end;
  }
  return found;
}

const outDir = join(here, '.examples');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const all = sources.flatMap(examples);

describe('documentation examples', () => {
  it('finds examples in the README and the guides', () => {
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((e) => e.file.endsWith('README.md'))).toBe(true);
  });

  for (const [n, example] of all.entries()) {
    const where = `${relative(root, example.file)}:${example.line}`;
    it(`runs the example at ${where}`, async () => {
      const path = join(outDir, `example-${n}.ts`);
      writeFileSync(path, `${example.code}\n`);
      const printed = await printedBy(path);
      if (example.output !== null) expect(printed).toBe(example.output.trimEnd());
    });
  }
});

describe('plain recipes of examples/', () => {
  const examplesDir = join(root, 'examples');
  it('finds the recipes', () => expect(PLAIN_RECIPES.length).toBeGreaterThan(0));

  for (const [n, recipe] of PLAIN_RECIPES.entries()) {
    it(`runs examples/${recipe} and prints what its README shows`, async () => {
      const path = join(outDir, `recipe-${n}.mjs`);
      writeFileSync(path, readFileSync(join(examplesDir, recipe), 'utf8'));
      expect(await printedBy(path)).toBe(shownOutput(examplesDir, recipe));
    });
  }
});

/** What a module printed with console.log while it was imported, line by line. */
async function printedBy(path: string): Promise<string> {
  const printed: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    printed.push(format(...args));
  });
  try {
    await import(pathToFileURL(path).href);
  } finally {
    spy.mockRestore();
  }
  return printed.join('\n');
}
