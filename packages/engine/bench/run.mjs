// Engine benchmark: random playouts from fixed decks, on one core.
//
//   npx -y pnpm@10.34.8 run build && node bench/run.mjs [--seconds 0.3] [--rounds 5]
//
// Decks come from a fixed seed through a deterministic PRNG (mulberry32 + Fisher–Yates), never
// Math.random, so every run measures the same positions. For each rule set and option set it
// plays random playouts (up to 150 plies each, or until no move is left) and keeps every
// position reached as a sample; then it measures, over those samples:
//   - legal-move generations per second: `position.generateMoves(buffer)`;
//   - play+undo pairs per second: `position.undo(position.play(code))` for every legal move;
//   - playout plies per second: generate, pick one move at random, play (undo the line at the end).
// Each figure is the median of `--rounds` timed rounds of `--seconds` each, after a warm-up.
import { DEFAULT_OPTIONS, UNLIMITED_OPTIONS, alaska, classic, openingPosition, relaxed, yukon } from '../dist/index.js';
import { deck, mulberry32 } from './decks.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback);
const SECONDS = flag('--seconds', 0.3);
const ROUNDS = flag('--rounds', 5);
const DECKS = 16;
const MAX_PLIES = 150;

function openings(ruleSet, options) {
  return Array.from({ length: DECKS }, (_, k) => {
    const result = openingPosition(deck(1000 + k), ruleSet, options);
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  });
}

/** Random playouts from every opening; returns every position reached (as clones). */
function samplePositions(starts, seed) {
  const random = mulberry32(seed);
  const buffer = new Uint16Array(512);
  const samples = [];
  for (const start of starts) {
    for (let playout = 0; playout < 8; playout++) {
      const p = start.clone();
      for (let ply = 0; ply < MAX_PLIES; ply++) {
        samples.push(p.clone());
        const n = p.generateMoves(buffer);
        if (n === 0) break;
        p.play(buffer[Math.floor(random() * n)]);
      }
    }
  }
  return samples;
}

/** Runs `step` repeatedly for `SECONDS`, `ROUNDS` times; returns the median operations per second. */
function measure(step) {
  step(); // warm up
  const budget = BigInt(Math.round(SECONDS * 1e9));
  const rates = [];
  for (let round = 0; round < ROUNDS; round++) {
    let ops = 0;
    const start = process.hrtime.bigint();
    let elapsed = 0n;
    while (elapsed < budget) {
      ops += step();
      elapsed = process.hrtime.bigint() - start;
    }
    rates.push((ops * 1e9) / Number(elapsed));
  }
  rates.sort((a, b) => a - b);
  return rates[(rates.length - 1) >> 1];
}

function bench(ruleSet, label, options) {
  const samples = samplePositions(openings(ruleSet, options), 7);
  const buffer = new Uint16Array(512);
  let sink = 0;

  const generations = measure(() => {
    for (let i = 0; i < samples.length; i++) sink += samples[i].generateMoves(buffer);
    return samples.length;
  });

  const moveLists = samples.map((p) => buffer.slice(0, p.generateMoves(buffer)));
  const pairs = measure(() => {
    let n = 0;
    for (let i = 0; i < samples.length; i++) {
      const p = samples[i];
      const moves = moveLists[i];
      for (let k = 0; k < moves.length; k++) p.undo(p.play(moves[k]));
      n += moves.length;
    }
    return n;
  });

  const starts = openings(ruleSet, options);
  const random = mulberry32(99);
  const records = new Int32Array(MAX_PLIES);
  // plies of random playouts: generate, pick, play; the line is undone to replay from the opening
  const plies = measure(() => {
    let n = 0;
    for (const p of starts) {
      let depth = 0;
      while (depth < MAX_PLIES) {
        const count = p.generateMoves(buffer);
        if (count === 0) break;
        records[depth++] = p.play(buffer[(random() * count) | 0]);
      }
      n += depth;
      while (depth > 0) p.undo(records[--depth]);
    }
    return n;
  });
  if (sink === -1) console.log(sink);
  const average = moveLists.reduce((a, m) => a + m.length, 0) / samples.length;
  return { ruleSet: ruleSet.id, options: label, samples: samples.length, average, generations, pairs, plies };
}

const fmt = (x) => Math.round(x).toLocaleString('en-US').padStart(12);
console.log(
  `engine bench: node ${process.version}, median of ${ROUNDS} rounds of ${SECONDS}s per figure, ${DECKS} fixed decks, playouts of up to ${MAX_PLIES} plies`,
);
console.log('rule set  options     samples moves/pos generations/s  play+undo/s  playout plies/s');
const rows = [];
for (const ruleSet of [classic, relaxed, yukon, alaska]) {
  for (const [label, options] of [
    ['default', DEFAULT_OPTIONS],
    ['unlimited', UNLIMITED_OPTIONS],
  ]) {
    const r = bench(ruleSet, label, options);
    rows.push(r);
    console.log(
      `${r.ruleSet.padEnd(9)} ${r.options.padEnd(10)} ${String(r.samples).padStart(8)} ${r.average.toFixed(1).padStart(9)} ${fmt(r.generations)} ${fmt(r.pairs)} ${fmt(r.plies)}`,
    );
  }
}
const min = (key) => Math.min(...rows.map((r) => r[key]));
console.log(
  `lowest: ${fmt(min('generations')).trim()} legal-move generations/s (target 1,000,000), ${fmt(min('pairs')).trim()} play+undo pairs/s (target 3,000,000)`,
);
