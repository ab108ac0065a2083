#!/usr/bin/env node
// Survey throughput of the built command (dist/bin.js): deals decided per second with 1 and with
// all worker threads, on a fixed seed range and budget; then the fair census throughput: deals
// played to their end by the fair player (`survey --player fair`, 16 arrangements per hint) on one
// thread, with the time the documented census ranges would take at that rate. Between the two, the
// classic throughput at census scale (20,000 deals, one thread; BENCH_CLASSIC).
// Run after `pnpm build`: `node bench/run.mjs` (BENCH_COUNT, BENCH_BUDGET, BENCH_CLASSIC, BENCH_FAIR_C, BENCH_FAIR_R).
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'bin.js');
const count = Number(process.env.BENCH_COUNT ?? 200);
const budget = process.env.BENCH_BUDGET ?? '1e5';
const cpus = availableParallelism();

/** Runs the built command's survey with `args` and times it: milliseconds and the JSON lines. */
function timedSurvey(args) {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [bin, 'survey', ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) {
    console.error(r.stderr);
    process.exit(1);
  }
  const lines = r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  return { ms, lines };
}

for (const rule of ['C', 'R']) {
  for (const jobs of [...new Set([1, cpus])]) {
    const { ms, lines } = timedSurvey([
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
    ]);
    const solved = lines.filter((l) => l.status === 'solved').length;
    const unknown = lines.filter((l) => l.status === 'unknown').length;
    console.log(
      `survey rule ${rule}, ${count} deals, budget ${budget}, ${jobs} thread${jobs === 1 ? '' : 's'}: ${(ms / 1000).toFixed(2)} s, ${((count * 1000) / ms).toFixed(1)} deals/s (solved ${solved}, unknown ${unknown})`,
    );
  }
}

// Classic throughput at census scale: 20,000 deals on one thread, the figure the solver is held to
// (docs/performance.md). Classic deals are tiny searches, so this measures the per-deal costs too.
{
  const deals = Number(process.env.BENCH_CLASSIC ?? 20_000);
  const { ms, lines } = timedSurvey([
    '--rule',
    'C',
    '--from',
    '0',
    '--count',
    String(deals),
    '--budget',
    '1e6',
    '--jobs',
    '1',
    '--quiet',
  ]);
  const solved = lines.filter((l) => l.status === 'solved').length;
  console.log(
    `classic throughput, ${deals} deals, budget 1e6, 1 thread: ${(ms / 1000).toFixed(1)} s, ${((deals * 1000) / ms).toFixed(0)} deals/s (solved ${solved})`,
  );
}

/** The census ranges of docs/solvability.md's fair-play table. */
const CENSUS = { C: 10_000, R: 2_000 };
const fairCounts = { C: Number(process.env.BENCH_FAIR_C ?? 100), R: Number(process.env.BENCH_FAIR_R ?? 3) };

function clock(seconds) {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min ${String(s % 60).padStart(2, '0')} s`;
}

for (const rule of ['C', 'R']) {
  const count = fairCounts[rule];
  const { ms, lines } = timedSurvey([
    '--rule',
    rule,
    '--from',
    '0',
    '--count',
    String(count),
    '--player',
    'fair',
    '--samples',
    '16',
    '--jobs',
    '1',
    '--quiet',
  ]);
  const won = lines.filter((l) => l.won).length;
  const played = lines.filter((l) => l.moves > 0).length;
  const perDeal = ms / count;
  console.log(
    `fair census rule ${rule}, seeds 0–${count - 1}, 1 thread: ${(ms / 1000).toFixed(1)} s, ${((count * 1000) / ms).toFixed(2)} deals/s, ${perDeal.toFixed(0)} ms per deal (played ${played}, won ${won}); ${CENSUS[rule].toLocaleString('en')} deals would take ${clock((perDeal * CENSUS[rule]) / 1000)} on one thread`,
  );
}
