#!/usr/bin/env node
// Survey files beyond 2 GiB: writes a census-sized survey file (valid records of seeds 0 to N − 1,
// as `survey --out` writes them; default 12,000,000, about 1.7 GiB; 16,000,000 pass 2 GiB), then times `summary` over it
// and a resume of its range (which finds every seed done), each with its peak memory. Not part of
// `pnpm bench` (it writes gigabytes): run it by hand after `pnpm build`, for docs/reliability.md:
//   node bench/big-file.mjs [--records N] [--dir DIR]
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCode } from '@russian-solitaire/dealer';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'bin.js');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const records = Number(option('records', 12_000_000));
const dir = mkdtempSync(join(option('dir', tmpdir()), 'rs-big-'));
const file = join(dir, 'census.jsonl');

// The records a classic survey at budget 10^6 writes, with verdicts that vary from seed to seed.
const started = Date.now();
const fd = openSync(file, 'w');
let chunk = '';
for (let seed = 0; seed < records; seed++) {
  const solved = seed % 17 === 0;
  const code = formatCode({ rule: 'C', seed }).value;
  const status = solved ? 'solved' : seed % 101 === 0 ? 'unknown' : 'unsolvable';
  chunk += `{"seed":${seed},"gameCode":"${code}","status":"${status}","nodes":${seed % 5000},"ms":${seed % 7},"moves":${solved ? 120 : 0},"rule":"C","budget":1000000,"groupLimit":20,"takeBack":true}\n`;
  if (chunk.length > 1 << 20) {
    writeSync(fd, chunk);
    chunk = '';
  }
}
writeSync(fd, chunk);
closeSync(fd);
const size = statSync(file).size;
console.log(
  `wrote ${records.toLocaleString('en')} records, ${(size / 2 ** 30).toFixed(2)} GiB, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);

/** Runs the command under GNU time: its seconds and peak memory (MiB), and its output. */
function timed(commandArgs) {
  const r = spawnSync('/usr/bin/time', ['-f', '%e %M', process.execPath, bin, ...commandArgs], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const [seconds, kib] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { status: r.status, seconds, mib: kib / 1024, stdout: r.stdout, stderr: r.stderr };
}

const summary = timed(['summary', file]);
console.log(`summary: exit ${summary.status}, ${summary.seconds} s, peak ${summary.mib.toFixed(0)} MiB`);
console.log(summary.stdout.split('\n').slice(0, 2).join('\n'));
const resume = timed([
  'survey',
  '--rule',
  'C',
  '--from',
  '0',
  '--count',
  String(records),
  '--budget',
  '1e6',
  '--quiet',
  '--out',
  file,
]);
console.log(`resume: exit ${resume.status}, ${resume.seconds} s, peak ${resume.mib.toFixed(0)} MiB`);
console.log(resume.stderr.split('\n')[0]);
rmSync(dir, { recursive: true, force: true });
