// Fair-hint benchmark: a player who follows the Hint button. Each deal is played from its opening
// by asking `fairHint(game)` before every move and playing the hint (given the game, a hint keeps
// to the plan of the last one while it is followed: such a hint costs no search), and the latency
// of every hint is recorded: the per-hint latency a player pressing Hint sees, one core. Each hint is
// timed on the wall clock and by the CPU time the process spent on it (user and system): on a
// machine busy with other work the wall clock counts the waits for a core, the CPU time does not.
// Usage: node bench/fair.mjs [--classic 20] [--relaxed 3] [--from 0] [--winnable] [--samples 64]
//                            [--strategies widened,committed] [--moves 1000]
// --classic N and --relaxed N play N deals of each rule from seed --from on; with --winnable only
// the deals the solver proves winnable (1,000,000 nodes) are played, as a survey's figures count
// them. --samples is the hint's arrangements (the solver's default, 64, as the Hint button asks);
// --strategies the fair strategies compared, one after the other (default: the solver's default).
// Imports the built packages (run `pnpm build` first). One hint at a time.
import { deckOfSeed } from '@russian-solitaire/dealer';
import { Game, classic, openingPosition, relaxed, unwrap } from '@russian-solitaire/engine';
import { DEFAULT_FAIR_SAMPLES, DEFAULT_FAIR_STRATEGY, fairHint, solve } from '../dist/index.js';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const deals = { classic: Number(arg('classic', 20)), relaxed: Number(arg('relaxed', 3)) };
const from = Number(arg('from', 0));
const winnableOnly = args.includes('--winnable');
const samples = Number(arg('samples', DEFAULT_FAIR_SAMPLES));
const strategies = arg('strategies', DEFAULT_FAIR_STRATEGY).split(',');
const maxMoves = Number(arg('moves', 1000));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

console.log(
  `a player who follows the Hint button: fair hints of ${samples} arrangements, seeds from ${from}${winnableOnly ? ', winnable deals only' : ''}, node ${process.version}, ${new Date().toISOString()}`,
);
console.log('(times in ms, wall clock / CPU time of the process)');
console.log(
  '| rule | strategy | deals | won | hints | median | p95 | max | searched | their median | their p95 | nodes per hint |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [name, ruleSet] of [
  ['classic', classic],
  ['relaxed', relaxed],
]) {
  if (deals[name] === 0) continue;
  for (const strategy of strategies) {
    const times = [];
    const cpuTimes = [];
    // the hints that searched (the others kept to the last hint's plan)
    const searchTimes = [];
    const searchCpu = [];
    let nodes = 0;
    let won = 0;
    let played = 0;
    for (let seed = from; played < deals[name]; seed++) {
      const opening = unwrap(openingPosition(unwrap(deckOfSeed(seed)), ruleSet));
      if (winnableOnly && unwrap(solve(opening, { budget: 1_000_000 })).status !== 'solved') continue;
      played++;
      const game = Game.fromPosition(opening);
      for (let moves = 0; moves < maxMoves && !game.isWon; moves++) {
        const t = performance.now();
        const cpu = process.cpuUsage();
        const hint = unwrap(fairHint(game, { samples, strategy }));
        const ms = performance.now() - t;
        const used = process.cpuUsage(cpu);
        const cpuMs = (used.user + used.system) / 1000;
        times.push(ms);
        cpuTimes.push(cpuMs);
        if (hint === null) break;
        nodes += hint.nodes;
        if (!hint.followed) {
          searchTimes.push(ms);
          searchCpu.push(cpuMs);
        }
        unwrap(game.play(hint.move));
      }
      if (game.isWon) won++;
    }
    for (const list of [times, cpuTimes, searchTimes, searchCpu]) list.sort((a, b) => a - b);
    const both = (wall, cpu, p, digits) =>
      `${percentile(wall, p).toFixed(digits)} / ${percentile(cpu, p).toFixed(digits)}`;
    const row = [
      name,
      strategy,
      played,
      won,
      times.length,
      both(times, cpuTimes, 0.5, 1),
      both(times, cpuTimes, 0.95, 0),
      both(times, cpuTimes, 1, 0),
      searchTimes.length,
      both(searchTimes, searchCpu, 0.5, 0),
      both(searchTimes, searchCpu, 0.95, 0),
      Math.round(nodes / times.length).toLocaleString('en'),
    ];
    console.log(`| ${row.join(' | ')} |`);
  }
}
