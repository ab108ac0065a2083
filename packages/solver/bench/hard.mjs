// The relaxed hard-deal table: the relaxed deals the census leaves unknown or proves lost with the
// most work, searched at a large node budget. Seeds 279, 354, 648, 831, 947, 1194 and 1831 are the
// seven of seeds 0–1999 left unknown at 10^6 nodes; 16669, 18899, 69373, 83945 and 92366 are the
// five of seeds 0–99,999 proved unwinnable. Usage: node bench/hard.mjs [--budget 10000000] [--seeds 279,354]
// Imports the built packages (run `pnpm build` first). One core, one deal at a time.
import { formatCode, openingPositionOfCode } from '@russian-solitaire/dealer';
import { unwrap } from '@russian-solitaire/engine';
import { solve } from '../dist/index.js';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const budget = Number(arg('budget', '10000000'));
const seeds = arg('seeds', '279,354,648,831,947,1194,1831,16669,18899,69373,83945,92366').split(',').map(Number);

console.log(
  `relaxed hard deals, budget ${budget.toLocaleString('en')} nodes, node ${process.version}, ${new Date().toISOString()}`,
);
console.log('| seed | code | status | nodes | seconds | nodes/s | moves |');
console.log('| ---: | --- | --- | ---: | ---: | ---: | ---: |');
const totals = { solved: 0, unsolvable: 0, unknown: 0 };
for (const seed of seeds) {
  const position = unwrap(openingPositionOfCode({ rule: 'R', seed }));
  const t = performance.now();
  const answer = unwrap(solve(position, { budget }));
  const seconds = (performance.now() - t) / 1000;
  totals[answer.status]++;
  const row = [
    seed,
    unwrap(formatCode({ rule: 'R', seed })),
    answer.status === 'unknown' ? `unknown (${answer.reason})` : answer.status,
    answer.nodes.toLocaleString('en'),
    seconds.toFixed(1),
    Math.round(answer.nodes / seconds).toLocaleString('en'),
    answer.status === 'solved' ? answer.line.length : '-',
  ];
  console.log(`| ${row.join(' | ')} |`);
}
console.log(`solved ${totals.solved}, unsolvable ${totals.unsolvable}, unknown ${totals.unknown} of ${seeds.length}`);
