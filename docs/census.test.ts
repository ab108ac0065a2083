/**
 * The census digest (`scripts/census-digest.mjs`): a survey of the seeds a census left unknown, at
 * a larger budget, decides them in the digest, and nothing else changes it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { digest } from '../scripts/census-digest.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Survey files of these records (seed, status, nodes), one per list, in a folder of their own. */
function files(...lists: [number, string, number][][]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'census-'));
  made.push(dir);
  return lists.map((records, i) => {
    const path = join(dir, `f${i}.jsonl`);
    const text = records.map(([seed, status, nodes]) => JSON.stringify({ seed, status, nodes, moves: 0 }));
    writeFileSync(path, `${text.join('\n')}\n`);
    return path;
  });
}

const census: [number, string, number][] = [
  [0, 'solved', 100],
  [2, 'unknown', 1000],
  [1, 'unsolvable', 0],
  [3, 'unknown', 1000],
];

describe('the census digest', () => {
  it('hashes the records by seed, whatever order the lines are in', async () => {
    const one = await digest(files(census));
    const shuffled = await digest(files([...census].reverse()));
    expect(one.lines).toEqual(shuffled.lines);
    expect(one.lines.slice(0, 2)).toEqual(['deals 4 (seeds 0–3)', 'solved 1, unsolvable 1, unknown 2']);
    expect(one.lines[2]).toMatch(/^sha256 [0-9a-f]{64}$/);
    expect(one.unknown).toEqual([2, 3]);
  });

  it('takes the later records of seeds left unknown, and counts those they decide', async () => {
    const again = await digest(
      files(census, [
        [3, 'solved', 9000],
        [2, 'unknown', 10_000],
      ]),
    );
    expect(again.replaced).toBe(1);
    expect(again.unknown).toEqual([2]);
    expect(again.lines.slice(0, 3)).toEqual([
      'deals 4 (seeds 0–3)',
      'solved 2, unsolvable 1, unknown 1',
      'decided by the later files: 1',
    ]);
    // the same records in one file give the same hash
    const merged = await digest(files([census[0]!, census[2]!, [3, 'solved', 9000], [2, 'unknown', 10_000]]));
    expect(again.lines.at(-1)).toBe(merged.lines.at(-1));
  });

  it('keeps a decided record, and refuses a later one that decides the other way or a seed twice', async () => {
    const kept = await digest(files(census, [[1, 'unknown', 5000]]));
    expect(kept.replaced).toBe(0);
    expect(kept.lines.at(-1)).toBe((await digest(files(census))).lines.at(-1));
    await expect(digest(files(census, [[1, 'solved', 5000]]))).rejects.toThrow(
      'seed 1 is solved here and unsolvable before',
    );
    await expect(digest(files([...census, [0, 'solved', 100]]))).rejects.toThrow('seed 0 is recorded twice');
  });

  it('names the file and line of a line that is not a record', async () => {
    const [path] = files(census);
    writeFileSync(path!, `${JSON.stringify({ seed: 0, status: 'solved', nodes: 1 })}\n{"seed":1,"sta`);
    await expect(digest([path!])).rejects.toThrow(`${path}:2: not a JSON line`);
    writeFileSync(path!, 'null\n');
    await expect(digest([path!])).rejects.toThrow(`${path}:1: not a survey record`);
  });
});
