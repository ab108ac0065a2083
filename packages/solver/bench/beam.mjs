// An experiment, not part of `pnpm bench`: a beam search for wins of relaxed deals that the
// solver's depth-first searches leave unknown. It searches the game without take-backs (a win
// there is a win of the game) breadth first, keeping at each depth only the `--width` best
// positions it has not seen before, by the score below. It proves nothing: when it keeps no
// position, the deal is still unknown. Every win it reports is played again from the deal in the
// real game (default options, take-backs on), each move checked against the engine's legal moves.
// The default seeds are the 21 deals of seeds 0–99,999 the census leaves unknown (docs/performance.md).
// Usage: node bench/beam.mjs [--width 2000] [--seeds 1194,1831]
// Imports the built packages (run `pnpm build` first). One core, one deal at a time.
import { formatCode, openingPositionOfCode } from '@russian-solitaire/dealer';
import { unwrap } from '@russian-solitaire/engine';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const width = Number(arg('width', '2000'));
const seeds = arg(
  'seeds',
  '1194,1831,2028,3298,5132,21580,31637,38501,40843,42200,44788,52615,60612,70732,71893,78382,83298,88479,88634,97431,99125',
)
  .split(',')
  .map(Number);

/** The deepest line the beam follows. */
const MAX_DEPTH = 600;
const RANKS = 13;

/**
 * Higher is better: cards home, cards turned, empty columns, face-up cards lying on a card one rank
 * higher (and a cost for each that does not), and a cost for every card above the lowest card of
 * its column, the larger the lower that card.
 */
function score(position) {
  let s = position.home * 1000 + (21 - position.faceDownCount) * 400;
  for (let c = 0; c < position.columnCount; c++) {
    const cards = position.column(c);
    if (cards.length === 0) {
      s += 300;
      continue;
    }
    for (let i = cards.length - 1; i > 0 && position.isFaceUp(cards[i - 1]); i--)
      s += cards[i - 1] % RANKS === (cards[i] % RANKS) + 1 ? 30 : -20;
    let lowest = 0;
    for (let i = 1; i < cards.length; i++) if (cards[i] % RANKS < cards[lowest] % RANKS) lowest = i;
    s -= (cards.length - 1 - lowest) * (RANKS - (cards[lowest] % RANKS)) * 2;
  }
  return s;
}

const moves = new Uint16Array(4096);

/** The move codes of a winning line, or the best count of cards home when the beam runs dry. */
function beam(start) {
  let layer = [{ position: start, line: [] }];
  const seen = new Set([start.toJSON()]);
  let best = 0;
  for (let depth = 0; depth < MAX_DEPTH && layer.length > 0; depth++) {
    const found = new Map();
    for (let i = 0; i < layer.length; i++) {
      const { position, line } = layer[i];
      const n = position.generateMoves(moves, 0);
      for (let j = 0; j < n; j++) {
        const move = moves[j];
        const record = position.play(move);
        if (position.isWon) return { line: [...line, move], depth: depth + 1, best: position.home };
        const key = position.toJSON();
        if (!seen.has(key) && !found.has(key)) found.set(key, { score: score(position), from: i, move, key });
        position.undo(record);
      }
    }
    const ranked = [...found.values()].sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : 1));
    layer = ranked.slice(0, width).map(({ from, move, key }) => {
      seen.add(key);
      const position = layer[from].position.clone();
      position.play(move);
      best = Math.max(best, position.home);
      return { position, line: [...layer[from].line, move] };
    });
    if (layer.length === 0) return { line: null, depth, best };
  }
  return { line: null, depth: MAX_DEPTH, best };
}

/** Plays `line` from the deal in the real game; throws unless every move is legal and it wins. */
function replay(seed, line) {
  const position = unwrap(openingPositionOfCode({ rule: 'R', seed }));
  for (const move of line) {
    const n = position.generateMoves(moves, 0);
    if (!moves.subarray(0, n).includes(move)) throw new Error(`seed ${seed}: move ${move} is not legal`);
    position.play(move);
  }
  if (!position.isWon) throw new Error(`seed ${seed}: the line does not win`);
}

console.log(`relaxed beam search, width ${width}, node ${process.version}, ${new Date().toISOString()}`);
console.log('| seed | code | answer | moves | most cards home | depth | seconds |');
console.log('| ---: | --- | --- | ---: | ---: | ---: | ---: |');
let won = 0;
for (const seed of seeds) {
  const start = unwrap(openingPositionOfCode({ rule: 'R', seed }, { takeBack: false }));
  const t = performance.now();
  const { line, depth, best } = beam(start);
  const seconds = (performance.now() - t) / 1000;
  if (line) {
    replay(seed, line);
    won++;
  }
  const row = [seed, unwrap(formatCode({ rule: 'R', seed })), line ? 'won, replayed' : 'unknown'];
  row.push(line ? line.length : '-', best, depth, seconds.toFixed(1));
  console.log(`| ${row.join(' | ')} |`);
}
console.log(`won ${won} of ${seeds.length}`);
