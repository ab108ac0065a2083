// Solver benchmark: RU1 seeds, classic and relaxed, at two node budgets.
// Usage: node bench/run.mjs [--from 0] [--to 1999] [--budgets 100000,1000000] [--only classic,relaxed,classic-no-takeback]
// Imports the built packages (run `pnpm build` first). One core, one deal at a time.
import { DEFAULT_OPTIONS, classic, openingPosition, relaxed, unwrap } from '@russian-solitaire/engine';
import { deckOfSeed } from '@russian-solitaire/dealer';
import { solve } from '../dist/index.js';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const from = Number(arg('from', '0'));
const to = Number(arg('to', '1999'));
const budgets = arg('budgets', '100000,1000000').split(',').map(Number);
const only = arg('only', 'classic,relaxed,classic-no-takeback').split(',');

const configs = [
  { name: 'classic', ruleSet: classic, options: DEFAULT_OPTIONS, label: 'classic, group limit 20, take-back on' },
  { name: 'relaxed', ruleSet: relaxed, options: DEFAULT_OPTIONS, label: 'relaxed, group limit 20, take-back on' },
  {
    name: 'classic-no-takeback',
    ruleSet: classic,
    options: { ...DEFAULT_OPTIONS, takeBack: false },
    label: 'classic, group limit 20, take-back off',
  },
].filter((c) => only.includes(c.name));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

console.log(`seeds ${from}–${to}, node ${process.version}, ${new Date().toISOString()}`);
console.log(
  '| deals | budget | solved | unsolvable | unknown | median ms | p90 ms | max ms | total s | nodes/s | moves played/s | mean line |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const config of configs) {
  const positions = [];
  for (let seed = from; seed <= to; seed++)
    positions.push(unwrap(openingPosition(unwrap(deckOfSeed(seed)), config.ruleSet, config.options)));
  for (const budget of budgets) {
    const counts = { solved: 0, unsolvable: 0, unknown: 0 };
    const times = [];
    const unknownSeeds = [];
    let nodes = 0;
    let plays = 0;
    let lineTotal = 0;
    const t0 = performance.now();
    positions.forEach((position, k) => {
      const t = performance.now();
      const answer = unwrap(solve(position, { budget }));
      times.push(performance.now() - t);
      counts[answer.status]++;
      nodes += answer.nodes;
      plays += answer.plays;
      if (answer.status === 'solved') lineTotal += answer.line.length;
      if (answer.status === 'unknown') unknownSeeds.push(from + k);
    });
    const total = (performance.now() - t0) / 1000;
    times.sort((a, b) => a - b);
    const row = [
      config.label,
      budget.toLocaleString('en'),
      counts.solved,
      counts.unsolvable,
      counts.unknown,
      percentile(times, 0.5).toFixed(2),
      percentile(times, 0.9).toFixed(2),
      times[times.length - 1].toFixed(0),
      total.toFixed(1),
      Math.round(nodes / total).toLocaleString('en'),
      Math.round(plays / total).toLocaleString('en'),
      counts.solved ? (lineTotal / counts.solved).toFixed(1) : '-',
    ];
    console.log(`| ${row.join(' | ')} |`);
    if (unknownSeeds.length)
      console.error(
        `  unknown seeds (${config.name}, ${budget}): ${unknownSeeds.slice(0, 40).join(' ')}${unknownSeeds.length > 40 ? ' …' : ''}`,
      );
  }
}
