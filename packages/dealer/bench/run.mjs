// Dealer benchmark: `node bench/run.mjs` (package script `bench`), after `pnpm run build`.
// Prints (1) SplitMix64 draws per second with 32-bit halves (the package's implementation) against
// the same generator on BigInt, (2) shuffles per second with each, and (3) RU1 codes dealt per
// second into opening positions (parse code → deck order → engine opening Position), one core.
import { openingPosition } from '@russian-solitaire/engine';
import {
  MAX_SEED,
  SplitMix64,
  deckOfSeed,
  formatCode,
  openingPositionOfCode,
  parseCode,
  shuffleInPlace,
} from '../dist/index.js';

const MASK = (1n << 64n) - 1n;
const GAMMA = 0x9e3779b97f4a7c15n;
const MIX1 = 0xbf58476d1ce4e5b9n;
const MIX2 = 0x94d049bb133111ebn;

/** SplitMix64 on BigInt, state masked with `& MASK`. */
class BigIntMask {
  constructor(seed) {
    this.state = BigInt(seed);
  }
  draw() {
    this.state = (this.state + GAMMA) & MASK;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * MIX1) & MASK;
    z = ((z ^ (z >> 27n)) * MIX2) & MASK;
    return z ^ (z >> 31n);
  }
}
/** SplitMix64 on BigInt, wrapped with `BigInt.asUintN(64, …)`. */
class BigIntAsUintN {
  constructor(seed) {
    this.state = BigInt(seed);
  }
  draw() {
    this.state = BigInt.asUintN(64, this.state + GAMMA);
    let z = this.state;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * MIX1);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * MIX2);
    return z ^ (z >> 31n);
  }
}
const SMALL = Array.from({ length: 53 }, (_, i) => BigInt(i));
function shuffleBigInt(deck, rng) {
  for (let i = deck.length - 1; i >= 1; i--) {
    const j = Number(rng.draw() % SMALL[i + 1]);
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
}

// Cross-check before timing: the BigInt variants and the package agree on outputs and deals.
for (const seed of [0, 27, 123456789, MAX_SEED]) {
  const a = SplitMix64.fromHalves(Math.floor(seed / 2 ** 32), seed % 2 ** 32);
  const b = new BigIntMask(seed);
  const c = new BigIntAsUintN(seed);
  for (let k = 0; k < 100; k++) {
    const x = a.draw();
    const y = b.draw();
    const z = c.draw();
    if (x !== y || y !== z) throw new Error(`SplitMix64 variants disagree at seed ${seed} draw ${k}`);
  }
  const d = Array.from({ length: 52 }, (_, i) => i);
  shuffleBigInt(d, new BigIntAsUintN(seed));
  if (d.join() !== deckOfSeed(seed).value.join()) throw new Error(`shuffles disagree at seed ${seed}`);
}

function measure(label, unit, fn, rounds = 5) {
  fn(); // warm-up
  const rates = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    const n = fn();
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    rates.push((n / ms) * 1000);
  }
  rates.sort((x, y) => x - y);
  const median = rates[rates.length >> 1];
  console.log(
    `${label.padEnd(46)} ${Math.round(median).toLocaleString('en-US').padStart(13)} ${unit}  (min ${Math.round(rates[0]).toLocaleString('en-US')}, max ${Math.round(rates.at(-1)).toLocaleString('en-US')})`,
  );
  return median;
}

let sink = 0;
const DRAWS = 2_000_000;
console.log(`Node ${process.version}, ${process.platform} ${process.arch}; median of 5 rounds\n`);
console.log('SplitMix64 draws (full 64-bit output, then mod 52):');
const halves = measure('  32-bit halves (package: SplitMix64.drawMod)', 'draws/s', () => {
  const rng = SplitMix64.fromHalves(0, 0);
  for (let i = 0; i < DRAWS; i++) sink += rng.drawMod(52);
  return DRAWS;
});
const bigMask = measure('  BigInt, & (2^64 − 1)', 'draws/s', () => {
  const rng = new BigIntMask(0);
  for (let i = 0; i < DRAWS / 10; i++) sink += Number(rng.draw() % 52n);
  return DRAWS / 10;
});
const bigAsUint = measure('  BigInt, BigInt.asUintN(64, …)', 'draws/s', () => {
  const rng = new BigIntAsUintN(0);
  for (let i = 0; i < DRAWS / 10; i++) sink += Number(rng.draw() % 52n);
  return DRAWS / 10;
});
console.log(`  halves / best BigInt: ${(halves / Math.max(bigMask, bigAsUint)).toFixed(1)}×\n`);

const SHUFFLES = 100_000;
console.log('Shuffles of 52 cards (51 draws each):');
measure('  32-bit halves (package: shuffleInPlace)', 'shuffles/s', () => {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let s = 0; s < SHUFFLES; s++) shuffleInPlace(deck, SplitMix64.fromHalves(0, s));
  sink += deck[0];
  return SHUFFLES;
});
measure('  BigInt, & (2^64 − 1)', 'shuffles/s', () => {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let s = 0; s < SHUFFLES / 10; s++) shuffleBigInt(deck, new BigIntMask(s));
  sink += deck[0];
  return SHUFFLES / 10;
});
measure('  BigInt, BigInt.asUintN(64, …)', 'shuffles/s', () => {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let s = 0; s < SHUFFLES / 10; s++) shuffleBigInt(deck, new BigIntAsUintN(s));
  sink += deck[0];
  return SHUFFLES / 10;
});
console.log();

// Codes spread over the whole seed range, both rule letters, mixed case as users type them.
const CODES = 50_000;
const codes = [];
for (let i = 0; i < CODES; i++) {
  const seed = Math.floor(((i * 0.6180339887498949) % 1) * MAX_SEED);
  const text = formatCode({ rule: i % 2 ? 'R' : 'C', seed }).value;
  codes.push(i % 3 ? text : ` ${text.toLowerCase()} `);
}
console.log(`RU1 codes dealt into opening positions (${CODES.toLocaleString('en-US')} distinct codes per round):`);
measure('  parseCode only', 'codes/s', () => {
  for (const c of codes) sink += parseCode(c).value.seed;
  return CODES;
});
measure('  parseCode + deckOfSeed', 'codes/s', () => {
  for (const c of codes) sink += deckOfSeed(parseCode(c).value.seed).value[0];
  return CODES;
});
measure('  engine openingPosition(deck) only', 'positions/s', () => {
  const deck = deckOfSeed(12345).value;
  for (let i = 0; i < CODES; i++) sink += openingPosition(deck).value.home;
  return CODES;
});
const dealt = measure('  openingPositionOfCode (parse → deck → Position)', 'codes/s', () => {
  for (const c of codes) {
    const p = openingPositionOfCode(c);
    if (!p.ok) throw new Error(p.error.message);
    sink += p.value.length[6];
  }
  return CODES;
});
console.log(`\ntarget ≥ 300,000 codes/s: ${dealt >= 300_000 ? 'met' : 'NOT met'}  (sink ${sink % 7})`);
