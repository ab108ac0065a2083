// Game review benchmark: the time of reviewGame on 100-move games at the default settings (64
// arrangements per position, 50,000 nodes per arrangement), classic and relaxed. Targets: at most
// 2 s per classic game and 10 s per relaxed game on one core. Both the wall-clock time and the
// processor time of the review are shown: on a machine shared with other work the second is the
// closer to what one core of its own would take.
// The games: winnable deals (the first seeds from --from whose deal the solver wins), played along
// the solver's winning line, leaving it for a random legal move with probability 0.15 (a fixed
// random stream, so the games are the same at every run), cut at 100 moves; a deal whose game ends
// sooner is skipped. Usage: node bench/review.mjs [--classic 5] [--relaxed 3] [--from 0] [--moves 100]
// Imports the built packages (run `pnpm build` first). One core, one review at a time.
import { deckOfSeed, formatCode } from '@russian-solitaire/dealer';
import { classic, decodeMove, encodeMove, openingPosition, relaxed, unwrap } from '@russian-solitaire/engine';
import { reviewGame, solve } from '../dist/index.js';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const counts = { C: arg('classic', 5), R: arg('relaxed', 3) };
const from = arg('from', 0);
const length = arg('moves', 100);
const LEAVE = 0.15;

/** A fixed random stream (LCG) for the game's choices. */
function stream(seed) {
  let state = seed >>> 0;
  return (bound) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % bound;
  };
}

/** The game played on a deal (see the header), or null when it ends before `length` moves. */
function playedGame(position, seed) {
  const random = stream(seed);
  const p = position.clone();
  const buffer = new Uint16Array(512);
  const moves = [];
  let line = [];
  while (moves.length < length && !p.isWon) {
    const n = p.generateMoves(buffer);
    if (n === 0) return null;
    if (line.length === 0) {
      const result = unwrap(solve(p, { budget: 100_000 }));
      line = result.status === 'solved' ? result.line.map(encodeMove) : [];
    }
    let code;
    if (line.length > 0 && random(1000) >= LEAVE * 1000) code = line.shift();
    else {
      code = buffer[random(n)];
      line = [];
    }
    p.play(code);
    moves.push(code);
  }
  return moves.length === length ? moves : null;
}

const median = (sorted) => sorted[Math.floor((sorted.length - 1) / 2)];

console.log(
  `game reviews at the default settings, ${length}-move games, node ${process.version}, ${new Date().toISOString()}`,
);
console.log(
  '| rule | games | median s | max s | median CPU s | max CPU s | nodes per game | losing moves | mistakes | lucky | unlucky |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [letter, ruleSet] of [
  ['C', classic],
  ['R', relaxed],
]) {
  if (counts[letter] === 0) continue;
  const times = [];
  const cpu = [];
  let nodes = 0;
  const labels = { 'losing-move': 0, mistake: 0, 'good-luck': 0, 'bad-luck': 0 };
  const games = [];
  for (let seed = from; times.length < counts[letter]; seed++) {
    const start = unwrap(openingPosition(unwrap(deckOfSeed(seed)), ruleSet));
    if (unwrap(solve(start, { budget: 1_000_000 })).status !== 'solved') continue;
    const moves = playedGame(start, seed);
    if (moves === null) continue;
    const code = unwrap(formatCode({ rule: letter, seed }));
    const source = { gameCode: code, moves: moves.map(decodeMove) };
    const t = performance.now();
    const used = process.cpuUsage();
    const review = unwrap(reviewGame(source));
    const seconds = (performance.now() - t) / 1000;
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1e6);
    if (review.stopped !== null) throw new Error(`${code}: the review stopped (${review.stopped})`);
    times.push(seconds);
    nodes += review.nodes;
    for (const [label, n] of Object.entries(review.counts)) labels[label] += n;
    games.push(`${code} ${seconds.toFixed(2)} s, CPU ${cpu.at(-1).toFixed(2)} s`);
  }
  const sorted = times.slice().sort((a, b) => a - b);
  const cpuSorted = cpu.slice().sort((a, b) => a - b);
  const row = [
    letter === 'C' ? 'classic' : 'relaxed',
    times.length,
    median(sorted).toFixed(2),
    sorted[sorted.length - 1].toFixed(2),
    median(cpuSorted).toFixed(2),
    cpuSorted[cpuSorted.length - 1].toFixed(2),
    Math.round(nodes / times.length).toLocaleString('en'),
    labels['losing-move'],
    labels.mistake,
    labels['good-luck'],
    labels['bad-luck'],
  ];
  console.log(`| ${row.join(' | ')} |`);
  console.log(`(${games.join(', ')})`);
}
console.log('targets: classic at most 2 s, relaxed at most 10 s per game, on one core');
