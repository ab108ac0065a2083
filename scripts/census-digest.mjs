#!/usr/bin/env node
// Digest of a survey's results that does not depend on timing or on the order the worker threads
// wrote the lines: the lines are sorted by seed and reduced to the fields every run reproduces
// (seed, status, nodes, moves), then hashed with SHA-256.
// Usage: node scripts/census-digest.mjs results.jsonl
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

const file = process.argv[2];
if (!file) {
  console.error('usage: census-digest.mjs FILE.jsonl');
  process.exit(2);
}
const rows = [];
for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
  if (line.trim() === '') continue;
  const r = JSON.parse(line);
  rows.push([r.seed, r.status, r.nodes, r.moves ?? 0]);
}
rows.sort((a, b) => a[0] - b[0]);
const hash = createHash('sha256');
const counts = {};
for (const row of rows) {
  hash.update(`${row.join(' ')}\n`);
  counts[row[1]] = (counts[row[1]] ?? 0) + 1;
}
const first = rows[0]?.[0];
const last = rows.at(-1)?.[0];
const gaps = rows.length > 0 && last - first + 1 !== rows.length;
console.log(`deals ${rows.length} (seeds ${first}–${last}${gaps ? ', with gaps or repeats' : ''})`);
console.log(
  Object.entries(counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', '),
);
console.log(`sha256 ${hash.digest('hex')}`);
