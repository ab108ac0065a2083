// Slice benchmark: how long the async searches hold the event loop between two yields, as a user
// interface thread feels it. A probe re-arms itself with setImmediate while a search runs; the
// searches yield through setImmediate too, so the time between two probe ticks is one slice (plus
// the event loop's own turn). Wall-clock time is what a page feels; the CPU time of the same slices
// (process.cpuUsage) leaves out the time other processes took the core, so it stays comparable on
// a busy machine. Usage: node bench/slices.mjs [--classic 200] [--relaxed 100] [--fair 10]
//   [--options '{"sliceMs":8}'] (options given to every search)
// Imports the built packages (run `pnpm build` first). One core, one search at a time.
import { deckOfSeed } from '@russian-solitaire/dealer';
import { classic, openingPosition, relaxed, unwrap } from '@russian-solitaire/engine';
import { fairHintAsync, solveAsync } from '../dist/index.js';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const deals = { classic: arg('classic', 200), relaxed: arg('relaxed', 100), fair: arg('fair', 10) };
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Runs `search` with the probe on, and returns the gaps between the probe's ticks (wall and CPU ms). */
async function slicesOf(search) {
  const gaps = [];
  let running = true;
  let last = performance.now();
  let lastCpu = cpuMs();
  const record = () => {
    const t = performance.now();
    const c = cpuMs();
    gaps.push([t - last, c - lastCpu]);
    last = t;
    lastCpu = c;
  };
  const tick = () => {
    if (!running) return;
    record();
    setImmediate(tick);
  };
  setImmediate(tick);
  await search();
  running = false;
  record();
  return gaps;
}

const rows = [];
async function measure(label, count, makeSearch) {
  const gaps = [];
  let searches = 0;
  const t0 = performance.now();
  for (let seed = 0; seed < count; seed++) {
    gaps.push(...(await slicesOf(makeSearch(seed))));
    searches++;
  }
  const total = (performance.now() - t0) / 1000;
  const wall = gaps.map((g) => g[0]).sort((a, b) => a - b);
  const cpu = gaps.map((g) => g[1]).sort((a, b) => a - b);
  rows.push([
    label,
    searches,
    gaps.length.toLocaleString('en'),
    percentile(wall, 0.5).toFixed(2),
    percentile(wall, 0.99).toFixed(2),
    wall[wall.length - 1].toFixed(1),
    percentile(cpu, 0.5).toFixed(2),
    percentile(cpu, 0.99).toFixed(2),
    cpu[cpu.length - 1].toFixed(1),
    total.toFixed(1),
  ]);
}

const opening = (seed, ruleSet) => unwrap(openingPosition(unwrap(deckOfSeed(seed)), ruleSet));
const optionsAt = args.indexOf('--options');
const options = optionsAt >= 0 ? JSON.parse(args[optionsAt + 1]) : {};
console.log(
  `slices of the async searches, options ${JSON.stringify(options)}, node ${process.version}, ${new Date().toISOString()}`,
);
// a warm-up, so that compiling the code is not counted as slices (a page pays it once)
for (let seed = 0; seed < 20; seed++) {
  for (const ruleSet of [classic, relaxed]) await solveAsync(opening(seed, ruleSet), options);
}
for (const ruleSet of [classic, relaxed]) await fairHintAsync(opening(0, ruleSet), options);
for (const [name, ruleSet] of [
  ['classic', classic],
  ['relaxed', relaxed],
]) {
  await measure(`solveAsync, ${name} seeds 0–${deals[name] - 1}`, deals[name], (seed) => async () => {
    unwrap(await solveAsync(opening(seed, ruleSet), options));
  });
}
for (const [name, ruleSet] of [
  ['classic', classic],
  ['relaxed', relaxed],
]) {
  await measure(`fairHintAsync, ${name} openings 0–${deals.fair - 1}`, deals.fair, (seed) => async () => {
    unwrap(await fairHintAsync(opening(seed, ruleSet), options));
  });
}
console.log(
  '| searches | count | slices | wall p50 ms | wall p99 ms | wall max ms | CPU p50 ms | CPU p99 ms | CPU max ms | total s |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
