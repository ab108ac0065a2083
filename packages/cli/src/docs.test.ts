/**
 * Runs every shell session shown in the README and the guides (```sh blocks with `$ ` lines)
 * with the built command, and compares what it prints with what the guide shows (see
 * `testing/session.ts` for the rules of the comparison).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SUBPROCESS_GUARD_MS } from '../../../testing/guard.js';
import { BIN, PACKAGE_ROOT, environment } from './testing/cli.js';
import { ON_WINDOWS } from './testing/platform.js';
import { type ShownSession, masked, outputMatches, shownSessions } from './testing/session.js';

const repository = join(PACKAGE_ROOT, '..', '..');
const docs = join(repository, 'docs');
const guides = [
  join(repository, 'README.md'),
  ...['engine', 'dealer', 'solver', 'cli'].map((name) => join(repository, 'packages', name, 'README.md')),
  ...readdirSync(docs)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => join(docs, f)),
];

/** A scratch folder with `russian-solitaire` on the PATH, as an installed command. */
const scratch = mkdtempSync(join(tmpdir(), 'russian-solitaire-docs-'));
const bin = join(scratch, 'bin');
mkdirSync(bin);
writeFileSync(
  join(bin, 'russian-solitaire'),
  `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} "$@"\n`,
);
chmodSync(join(bin, 'russian-solitaire'), 0o755);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const sessions: ShownSession[] = guides.flatMap((file) => shownSessions(file, readFileSync(file, 'utf8')));

describe('shell sessions in the guides', () => {
  it('finds the sessions of docs/cli.md', () => {
    expect(sessions.filter((s) => s.file.endsWith('cli.md')).length).toBeGreaterThanOrEqual(10);
  });

  // The sessions of one guide share a working folder, in order (a later one may read an earlier one's file).
  for (const file of guides) {
    const own = sessions.filter((s) => s.file === file);
    if (own.length === 0) continue;
    const cwd = join(scratch, relative(repository, file).replace(/[/.]/g, '_'));
    mkdirSync(cwd, { recursive: true });
    // They are POSIX shell sessions (bash, a `#!/bin/sh` launcher of the command): not on Windows.
    describe.skipIf(ON_WINDOWS)(relative(repository, file), () => {
      let status = 0;
      for (const session of own) {
        it(`runs the session at line ${session.line}`, () => {
          for (const { command, expected } of session.commands) {
            // `$?` in a command is the exit code of the one before, as in a shell session.
            const r = spawnSync('bash', ['-c', `(exit ${status}); ${command} 2>&1`], {
              cwd,
              encoding: 'utf8',
              env: { ...environment(), PATH: `${bin}:${process.env.PATH ?? ''}`, NO_COLOR: '1', FORCE_COLOR: '' },
              timeout: SUBPROCESS_GUARD_MS,
            });
            status = r.status ?? 1;
            const actual = r.stdout.split('\n');
            if (!outputMatches(expected, actual)) {
              // Show both sides as the comparison sees them.
              expect(actual.map(masked).join('\n'), `$ ${command}`).toBe(expected.map(masked).join('\n'));
            }
            expect(outputMatches(expected, actual), `$ ${command}`).toBe(true);
          }
        });
      }
    });
  }
});
