/**
 * The check of the figures quoted in the guides (`scripts/check-doc-figures.mjs`, run by
 * `pnpm lint` on the real guides) fails where it should: on a small tree of its own, with a size
 * that is off its measure, a rate without a source, a source whose command is not there or whose
 * day is wrong, and passes when each has what it needs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { check } from '../scripts/check-doc-figures.mjs';

const SIZES = [
  { name: 'Game · esbuild', size: 7210 },
  { name: 'Game · Rollup', size: 7200 },
];
const TODAY = new Date('2026-12-06T12:00:00Z');
const made: string[] = [];

/** A tree with a README, one guide of the given text and a package with a bench script. */
function tree(guide: string): string {
  const root = mkdtempSync(join(tmpdir(), 'doc-figures-'));
  made.push(root);
  const files: Record<string, string> = {
    'README.md': '# Toolkit\n',
    'docs/guide.md': guide,
    'packages/engine/package.json': JSON.stringify({
      name: '@russian-solitaire/engine',
      scripts: { bench: 'node bench/run.mjs' },
    }),
    'packages/engine/bench/run.mjs': '',
    'package.json': JSON.stringify({ scripts: { bench: 'turbo run bench' } }),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function problems(guide: string): string[] {
  return check(tree(guide), { measure: () => SIZES, today: TODAY });
}

const SOURCE = '*Source: `node bench/run.mjs` in packages/engine, 2026-11-30, a 2-core Linux machine.*';

afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('figures quoted in the guides', () => {
  it('passes sizes within their tolerance of the measure, and sourced rates', () => {
    expect(
      problems(
        `# Guide\n\n${SOURCE}\n\n2.97 million generations/s.\n\n## Size\n\n7.2 kB<!-- size: packages/engine "Game · esbuild" --> and 7.1 kB<!-- size: packages/engine "Game · Rollup" -->.\n`,
      ),
    ).toEqual([]);
  });

  it('fails a size off its measure, a size naming no check, and a size without a marker', () => {
    const found = problems(
      '# Guide\n\n10.0 kB<!-- size: packages/engine "Game · esbuild" -->\n\n1 kB<!-- size: packages/engine "Solver" -->\n\n## Other\n\n8 kB here.\n',
    );
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/guide\.md:3: 10\.0 kB, but size-limit measures 7\.21 kB for "Game · esbuild"/);
    expect(found[1]).toMatch(/"Solver" names 0 size checks/);
    expect(found[2]).toMatch(/guide\.md:9: "8 kB" has no source/);
  });

  it('reports a size that cannot be measured (a package not built) as a problem of its line', () => {
    const guide = '# Guide\n\n7.2 kB<!-- size: apps/web "the page" -->\n';
    const found = check(tree(guide), {
      measure: () => {
        throw new Error('size-limit --json failed there (is apps/web built? `pnpm build` builds it)');
      },
      today: TODAY,
    });
    expect(found).toEqual([
      'docs/guide.md:3: 7.2 kB cannot be checked against apps/web: size-limit --json failed there (is apps/web built? `pnpm build` builds it)',
    ]);
  });

  it('fails a rate or a measurement without a source line in its section', () => {
    const found = problems(
      `# Guide\n\n${SOURCE}\n\n## Speed\n\n449,000 codes/s.\n\n## Later\n\nMeasured on 2026-12-01.\n`,
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/guide\.md:7: "449,000 codes\/s" has no source: the section "## Speed"/);
    expect(found[1]).toMatch(/guide\.md:11: "Measured on" has no source/);
  });

  it('fails a source whose command is not there, whose day is not a day or is to come, or whose form is wrong', () => {
    const lines = [
      '*Source: `node bench/gone.mjs` in packages/engine, 2026-11-30, a 2-core Linux machine.*',
      '*Source: `npx -y pnpm@10.34.8 benchmark` in ., 2026-11-30, a 2-core Linux machine.*',
      '*Source: `node bench/run.mjs` in packages/engine, 2026-02-30, a 2-core Linux machine.*',
      '*Source: `node bench/run.mjs` in packages/engine, 2026-12-07, a 2-core Linux machine.*',
      '*Source: node bench/run.mjs, yesterday.*',
      '*Source: `npx -y pnpm@10.34.8 --filter @russian-solitaire/engine benchmark` in ., 2026-11-30, a 2-core Linux machine.*',
      '*Source: `pnpm --filter @russian-solitaire/gone bench` in ., 2026-11-30, a 2-core Linux machine.*',
    ];
    const found = problems(lines.map((line, i) => `## Part ${i}\n\n${line}\n\n1.5 million plies/s.\n`).join('\n'));
    expect(found).toHaveLength(lines.length);
    expect(found[0]).toMatch(/bench\/gone\.mjs is not in packages\/engine/);
    expect(found[1]).toMatch(/no script benchmark in package\.json/);
    expect(found[2]).toMatch(/2026-02-30 is not a day/);
    expect(found[3]).toMatch(/2026-12-07 is still to come/);
    expect(found[4]).toMatch(/not of the form/);
    expect(found[5]).toMatch(/no script benchmark in packages\/engine\/package\.json/);
    expect(found[6]).toMatch(/no workspace package @russian-solitaire\/gone/);
  });

  it('reads no figure inside a code block', () => {
    expect(problems('# Guide\n\n```\n449,000 codes/s\n```\n')).toEqual([]);
  });
});
