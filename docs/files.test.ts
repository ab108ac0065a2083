/**
 * Code blocks that show a file of the repository: a fence whose info string names the file after
 * the language (```tsx examples/react/src/App.tsx) must hold exactly that file's text, so the
 * guides show the apps as they are built and tested (`pnpm check:recipes`). The apps' own files
 * listed in SHOWN must each be shown somewhere.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

/**
 * The files that the guides must show: of examples/, the shared table, the worker recipe, each app;
 * of deploy/, the census as a Kubernetes Indexed Job and as a Slurm job array.
 */
const SHOWN = [
  'examples/shared/table.ts',
  'examples/shared/solver.ts',
  'examples/shared/solver.worker.ts',
  'examples/react/vite.config.ts',
  'examples/react/src/App.tsx',
  'examples/vue/src/App.vue',
  'examples/svelte/src/App.svelte',
  'deploy/census-job.yaml',
  'deploy/census.slurm',
];

interface ShownFile {
  guide: string;
  line: number;
  path: string;
  text: string;
}

function shownFiles(guide: string): ShownFile[] {
  const lines = readFileSync(join(here, guide), 'utf8').split('\n');
  const found: ShownFile[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = /^```\w+ +(\S+)\s*$/.exec(lines[i]!);
    if (fence === null) continue;
    let end = i + 1;
    while (end < lines.length && !lines[end]!.startsWith('```')) end++;
    found.push({ guide, line: i + 1, path: fence[1]!, text: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return found;
}

const guides = readdirSync(here)
  .filter((f) => f.endsWith('.md'))
  .sort();
const shown = guides.flatMap(shownFiles);

describe('files shown in the guides', () => {
  it('shows every app file it must', () => {
    const paths = new Set(shown.map((s) => s.path));
    expect(SHOWN.filter((path) => !paths.has(path))).toEqual([]);
  });

  for (const file of shown)
    it(`${file.guide}:${file.line} shows ${file.path} as it is`, () => {
      expect(file.text).toBe(readFileSync(join(root, file.path), 'utf8').trimEnd());
    });
});

/** Every file below `dir` (relative to the repository's root), with its path from the root. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

describe("the web game's files in docs/web.md", () => {
  const guide = readFileSync(join(here, 'web.md'), 'utf8');
  const files = guide.slice(guide.indexOf('\n## Files\n'), guide.indexOf('\n### Where the next feature goes'));
  /** The paths of apps/web's files that the Files section names, as `src/table/layout.ts`. */
  const named = new Set([...files.matchAll(/`((?:src|e2e|scripts|public)\/[^`*]+)`/g)].map((m) => m[1]!));
  const sources = filesUnder('apps/web/src')
    .map((path) => path.slice('apps/web/'.length))
    .filter((path) => !path.endsWith('.test.ts'));

  it('names every source file of apps/web/src, in its folder', () => {
    expect(sources.length).toBeGreaterThan(40);
    expect(sources.filter((path) => !named.has(path))).toEqual([]);
  });

  it('names only files that exist', () => {
    expect(named.size).toBeGreaterThan(40);
    const existing = new Set(
      [...sources, ...filesUnder('apps/web/scripts'), ...filesUnder('apps/web/e2e')].map((p) =>
        p.replace(/^apps\/web\//, ''),
      ),
    );
    expect([...named].filter((path) => !path.endsWith('/') && !existing.has(path))).toEqual([]);
  });

  it('names every folder of apps/web/src in its table of folders', () => {
    const folders = new Set(sources.map((path) => path.slice(0, path.lastIndexOf('/') + 1)));
    expect(folders.size).toBeGreaterThan(5);
    expect([...folders].filter((folder) => !named.has(folder))).toEqual([]);
  });
});
