// Fair-hint benchmark: the latency of a fair hint at the default settings, by each strategy, over
// the positions of real fair games (each deal played by that strategy's fair hints from its
// opening), and the throughput of such games.
// Usage: node bench/fair.mjs [--classic 20] [--relaxed 6] [--moves 40] [--strategies sampled,committed] [--plans]
// With --plans the games carry out each hint's plan (up to the next card turned) before asking
// again, as a survey's fair player does; the hints are then those such a player asks for.
// Imports the built packages (run `pnpm build` first). One core, one hint at a time.
import { deckOfSeed } from '@russian-solitaire/dealer';
import { classic, encodeMove, openingPosition, relaxed, unwrap } from '@russian-solitaire/engine';
import { fairHint } from '../dist/index.js';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const deals = { classic: arg('classic', 20), relaxed: arg('relaxed', 6) };
const maxMoves = arg('moves', 40);
const i = args.indexOf('--strategies');
const strategies = i >= 0 ? args[i + 1].split(',') : ['sampled', 'committed'];
const plans = args.includes('--plans');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

console.log(
  `fair hints at the default settings${plans ? ', plans carried out' : ''}, node ${process.version}, ${new Date().toISOString()}`,
);
console.log('| rule | strategy | deals | hints | median ms | p90 ms | max ms | nodes per hint | won | hints/s |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [name, ruleSet, strategy] of [
  ['classic', classic],
  ['relaxed', relaxed],
].flatMap(([name, ruleSet]) => strategies.map((strategy) => [name, ruleSet, strategy]))) {
  const times = [];
  let nodes = 0;
  let won = 0;
  const t0 = performance.now();
  for (let seed = 0; seed < deals[name]; seed++) {
    const position = unwrap(openingPosition(unwrap(deckOfSeed(seed)), ruleSet));
    for (let asked = 0; asked < maxMoves && !position.isWon; asked++) {
      const t = performance.now();
      const hint = unwrap(fairHint(position, { strategy }));
      times.push(performance.now() - t);
      if (hint === null) break;
      nodes += hint.nodes;
      for (const move of plans ? hint.plan : [hint.move]) position.play(encodeMove(move));
    }
    if (position.isWon) won++;
  }
  const total = (performance.now() - t0) / 1000;
  if (times.length === 0) continue; // no deal of this rule asked for (--classic 0, --relaxed 0)
  times.sort((a, b) => a - b);
  const row = [
    name,
    strategy,
    deals[name],
    times.length,
    percentile(times, 0.5).toFixed(0),
    percentile(times, 0.9).toFixed(0),
    times[times.length - 1].toFixed(0),
    Math.round(nodes / times.length).toLocaleString('en'),
    won,
    (times.length / total).toFixed(1),
  ];
  console.log(`| ${row.join(' | ')} |`);
}
console.log(`(each game stops after ${maxMoves} hints; a fair game played to its end takes more)`);
