#!/usr/bin/env node
// Survey throughput of the built command (dist/bin.js): deals decided per second with 1 and with
// all worker threads, on a fixed seed range and budget. Run after `pnpm build`: `node bench/run.mjs`.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'bin.js');
const count = Number(process.env.BENCH_COUNT ?? 200);
const budget = process.env.BENCH_BUDGET ?? '1e5';
const cpus = availableParallelism();

for (const rule of ['C', 'R']) {
  for (const jobs of [...new Set([1, cpus])]) {
    const args = [
      bin,
      'survey',
      '--rule',
      rule,
      '--from',
      '0',
      '--count',
      String(count),
      '--budget',
      budget,
      '--jobs',
      String(jobs),
      '--quiet',
    ];
    const start = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (r.status !== 0) {
      console.error(r.stderr);
      process.exit(1);
    }
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const solved = lines.filter((l) => l.status === 'solved').length;
    const unknown = lines.filter((l) => l.status === 'unknown').length;
    console.log(
      `survey rule ${rule}, ${count} deals, budget ${budget}, ${jobs} thread${jobs === 1 ? '' : 's'}: ${(ms / 1000).toFixed(2)} s, ${((count * 1000) / ms).toFixed(1)} deals/s (solved ${solved}, unknown ${unknown})`,
    );
  }
}
