#!/usr/bin/env node
// Every figure that the guides and READMEs quote from a measurement has its source, so that a
// figure cannot drift from what the code does without the lint saying so. Two kinds:
//
// - A bundle size, written right after the figure as `7.2 kB<!-- size: packages/engine "Game · esbuild" -->`
//   (a folder with a Size Limit config, and the start of one of its checks' names): this check runs
//   `size-limit --json` there and fails when the figure is off the measured size by more than
//   SIZE_TOLERANCE_BYTES or SIZE_TOLERANCE_SHARE of it, whichever is larger (a figure is written
//   to 0.1 kB, and the two bundlers differ by about 0.1 kB).
// - A figure that depends on the machine (a rate, a duration), which no lint can measure again:
//   the section that quotes it (the text between two headings) has a line
//   `*Source: `command` in folder, YYYY-MM-DD, machine.*` naming the command that printed it, the
//   day and the machine. This check fails when such a section has no source line, when the
//   command's script or file is not there, or when the day is not a day or is still to come.
//
// Which figures need a source: every `kB` size that has no size marker; every rate (`… /s`); in
// the performance guide every duration and size; and any section that says it was measured
// ("Measured on …") or gives the machine's load ("load average 4 to 9"). Limits and settings (timeouts, caps in MiB) are not measurements and need none.
// Run from the repository root after a build: `node scripts/check-doc-figures.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const SIZE_TOLERANCE_BYTES = 100;
export const SIZE_TOLERANCE_SHARE = 0.02;

const SIZE = /(\d+(?:\.\d+)?) kB(?:<!-- size: (\S+) "([^"]+)" -->)?/g;
const RATE = /\d[\d,.]*(?: (?:million|thousand))? [\w-]+(?: [\w-]+)?\/s\b/;
const DURATION_OR_SIZE = /\d[\d,.]*\s?(?:ms|µs|s|min|MB|MiB|KiB)(?![\w-])/;
const MEASURED = /\bMeasured (?:on|again on|with)\b|\bload(?: average)?(?: of| about| between| was| at)* \d/;
const SOURCE =
  /^\*Source: (`[^`]+`(?:(?:, | and | then )`[^`]+`)*)(?: in ([\w./-]+))?, (\d{4}-\d{2}-\d{2})(?:(?: to |–)(\d{4}-\d{2}-\d{2}))?, ([^*]{10,})\.\*$/;

/** The Markdown files the check reads: the guides and the READMEs. */
export function documents(root = '.') {
  const out = ['README.md'];
  for (const name of readdirSync(join(root, 'docs'))) if (name.endsWith('.md')) out.push(join('docs', name));
  for (const name of readdirSync(join(root, 'packages'))) {
    const readme = join('packages', name, 'README.md');
    if (existsSync(join(root, readme))) out.push(readme);
  }
  return out;
}

/** A document's sections: each heading with the lines under it up to the next heading; code blocks blanked. */
export function sections(text) {
  const lines = text.split('\n');
  let fenced = false;
  const out = [{ heading: '(top)', line: 1, lines: [] }];
  lines.forEach((raw, i) => {
    if (/^(```|~~~)/.test(raw)) fenced = !fenced;
    const line = fenced || /^(```|~~~)/.test(raw) ? '' : raw;
    if (/^#{1,6} /.test(line)) out.push({ heading: line, line: i + 1, lines: [] });
    else out.at(-1).lines.push({ text: line, number: i + 1 });
  });
  return out;
}

/** What is wrong with a source line's command, day and machine, or null. */
export function sourceProblem(line, root = '.', today = new Date()) {
  const match = SOURCE.exec(line);
  if (!match) return 'not of the form *Source: `command` in folder, YYYY-MM-DD, machine.*';
  const [, commands, folder = '.', from, to] = match;
  if (!existsSync(join(root, folder))) return `folder ${folder} is not there`;
  for (const [, command] of commands.matchAll(/`([^`]+)`/g)) {
    const problem = commandProblem(command, root, folder);
    if (problem) return problem;
  }
  for (const day of [from, to].filter(Boolean)) {
    const date = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return `${day} is not a day`;
    if (date > today) return `${day} is still to come`;
  }
  return null;
}

/** Whether a command's script or file is there: `node file`, `pnpm [run] script`, `russian-solitaire …`. */
function commandProblem(command, root, folder) {
  const words = command.replace(/^npx -y pnpm@[\d.]+ /, 'pnpm ').split(/\s+/);
  if (words[0] === 'node') {
    const file = words.find((word, i) => i > 0 && !word.startsWith('-'));
    return file && existsSync(join(root, folder, file)) ? null : `\`${command}\`: ${file} is not in ${folder}`;
  }
  if (words[0] === 'pnpm' || words[0] === 'npm') {
    let dir = join(root, folder);
    let rest = words.slice(1);
    if (rest[0] === '--filter') {
      dir = workspaceFolder(root, rest[1]);
      if (!dir) return `\`${command}\`: no workspace package ${rest[1]}`;
      rest = rest.slice(2);
    }
    const script = rest[0] === 'run' ? rest[1] : rest[0];
    const scripts = readJson(join(dir, 'package.json')).scripts ?? {};
    return script in scripts
      ? null
      : `\`${command}\`: no script ${script} in ${relative(root, join(dir, 'package.json'))}`;
  }
  if (words[0] === 'russian-solitaire' || (words[0] === 'npx' && words[1] === 'russian-solitaire')) return null;
  return `\`${command}\`: name a node script, a package script or the russian-solitaire command`;
}

/** The folder of the workspace package of that name (in packages/, apps/ or docs/), or null. */
function workspaceFolder(root, name) {
  const folders = ['docs'];
  for (const parent of ['packages', 'apps'].filter((dir) => existsSync(join(root, dir))))
    for (const child of readdirSync(join(root, parent))) folders.push(join(parent, child));
  const found = folders.find((folder) => readJson(join(root, folder, 'package.json')).name === name);
  return found ? join(root, found) : null;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

/**
 * The sizes Size Limit measures in a folder, by check name (one run per folder). Throws when Size
 * Limit cannot measure them (most often: the folder is not built), the same error for every line.
 */
function measuredSizes(root, folder, cache) {
  if (!cache.has(folder)) {
    const bin = resolve(root, 'node_modules', '.bin', 'size-limit');
    try {
      const out = execFileSync(bin, ['--json'], { cwd: join(root, folder), encoding: 'utf8', stdio: 'pipe' });
      cache.set(folder, JSON.parse(out));
    } catch (error) {
      cache.set(
        folder,
        new Error(`size-limit --json failed there (is ${folder} built? \`pnpm build\` builds it)`, { cause: error }),
      );
    }
  }
  const sizes = cache.get(folder);
  if (sizes instanceof Error) throw sizes;
  return sizes;
}

/** Every problem of the documents, as `file:line: what`. */
export function check(root = '.', { measure = measuredSizes, today = new Date() } = {}) {
  const problems = [];
  const cache = new Map();
  for (const file of documents(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const section of sections(text)) {
      const source = section.lines.find((line) => line.text.startsWith('*Source:'));
      if (source) {
        const problem = sourceProblem(source.text, root, today);
        if (problem) problems.push(`${file}:${source.number}: source: ${problem}`);
      }
      let needsSource = null;
      for (const { text: line, number } of section.lines) {
        for (const [, figure, folder, name] of line.matchAll(SIZE)) {
          if (!folder) {
            needsSource ??= { number, figure: `${figure} kB` };
            continue;
          }
          let measured;
          try {
            measured = measure(root, folder, cache);
          } catch (error) {
            problems.push(`${file}:${number}: ${figure} kB cannot be checked against ${folder}: ${error.message}`);
            continue;
          }
          const checks = measured.filter((c) => c.name.startsWith(name));
          if (checks.length !== 1) {
            problems.push(`${file}:${number}: "${name}" names ${checks.length} size checks of ${folder}, not one`);
            continue;
          }
          const size = checks[0].size;
          const tolerance = Math.max(SIZE_TOLERANCE_BYTES, size * SIZE_TOLERANCE_SHARE);
          if (Math.abs(Number(figure) * 1000 - size) > tolerance)
            problems.push(
              `${file}:${number}: ${figure} kB, but size-limit measures ${(size / 1000).toFixed(2)} kB for "${checks[0].name}" (${folder})`,
            );
        }
        const figure =
          line.match(RATE)?.[0] ??
          (file === 'docs/performance.md' ? line.match(DURATION_OR_SIZE)?.[0] : undefined) ??
          line.match(MEASURED)?.[0];
        if (figure) needsSource ??= { number, figure };
      }
      if (needsSource && !source)
        problems.push(
          `${file}:${needsSource.number}: "${needsSource.figure}" has no source: the section "${section.heading}" needs a line *Source: \`command\` in folder, YYYY-MM-DD, machine.*`,
        );
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = check();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} figures in the docs without a source or off their measure.`);
    process.exit(1);
  }
}
