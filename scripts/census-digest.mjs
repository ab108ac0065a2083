#!/usr/bin/env node
// Digest of a survey's results that does not depend on timing or on the order the worker threads
// wrote the lines: the lines are sorted by seed and reduced to the fields every run reproduces
// (seed, status, nodes, moves), then hashed with SHA-256.
//
// Later files may record again seeds an earlier one left unknown: the survey of those seeds at a
// larger budget (see docs/solvability.md). A later record takes the place of an unknown one; a
// decided record stays, and a later record that decides the other way (won against proved lost)
// is an error, as is a file that records a seed twice. With --unknown, the script prints the seeds
// still unknown instead, one a line, for the survey of them.
// Usage: node scripts/census-digest.mjs [--unknown] results.jsonl [again.jsonl …]
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/** The rows of one survey file: [seed, status, nodes, moves] of each non-blank line. */
async function readRows(file) {
  const rows = [];
  let number = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    number++;
    if (line.trim() === '') continue;
    let r;
    try {
      r = JSON.parse(line);
    } catch {
      throw new Error(
        `${file}:${number}: not a JSON line (a survey killed while writing it leaves one; run it again to redo it)`,
      );
    }
    if (r === null || typeof r !== 'object' || !Number.isInteger(r.seed) || typeof r.status !== 'string')
      throw new Error(`${file}:${number}: not a survey record (no seed or status)`);
    rows.push([r.seed, r.status, r.nodes, r.moves ?? 0]);
  }
  return rows;
}

/**
 * The digest of survey files (see the head of this file): the lines it prints, and how many
 * unknown records later files replaced.
 */
export async function digest(files) {
  const bySeed = new Map();
  let replaced = 0;
  for (const [index, file] of files.entries()) {
    const seen = new Set();
    for (const row of await readRows(file)) {
      const [seed, status] = row;
      if (seen.has(seed)) throw new Error(`${file}: seed ${seed} is recorded twice`);
      seen.add(seed);
      const before = bySeed.get(seed);
      if (index === 0 || before === undefined) bySeed.set(seed, row);
      else if (before[1] === 'unknown') {
        bySeed.set(seed, row);
        if (status !== 'unknown') replaced++;
      } else if (status !== 'unknown' && status !== before[1])
        throw new Error(`${file}: seed ${seed} is ${status} here and ${before[1]} before`);
    }
  }
  const rows = [...bySeed.values()].sort((a, b) => a[0] - b[0]);
  const hash = createHash('sha256');
  const counts = {};
  for (const row of rows) {
    hash.update(`${row.join(' ')}\n`);
    counts[row[1]] = (counts[row[1]] ?? 0) + 1;
  }
  const first = rows[0]?.[0];
  const last = rows.at(-1)?.[0];
  const gaps = rows.length > 0 && last - first + 1 !== rows.length;
  const lines = [
    `deals ${rows.length} (seeds ${first}–${last}${gaps ? ', with gaps' : ''})`,
    Object.entries(counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  ];
  if (files.length > 1) lines.push(`decided by the later files: ${replaced}`);
  lines.push(`sha256 ${hash.digest('hex')}`);
  const unknown = rows.filter((row) => row[1] === 'unknown').map((row) => row[0]);
  return { lines, replaced, unknown };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const listUnknown = process.argv[2] === '--unknown';
  const files = process.argv.slice(listUnknown ? 3 : 2);
  if (files.length === 0 || files.some((file) => file.startsWith('--'))) {
    console.error('usage: census-digest.mjs [--unknown] FILE.jsonl [AGAIN.jsonl …]');
    process.exit(2);
  }
  try {
    const { lines, unknown } = await digest(files);
    for (const line of listUnknown ? unknown : lines) console.log(line);
  } catch (error) {
    console.error(`census-digest: ${error.message}`);
    process.exit(1);
  }
}
