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
