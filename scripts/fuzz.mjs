#!/usr/bin/env node
// `pnpm fuzz`: a long run of hostile text through every parser of the published packages (not
// part of CI; its last figures are in docs/performance.md). Each parser gets --count inputs
// (default 1,000,000): random strings over an alphabet of the characters its format uses plus
// look-alikes (ſ, the Kelvin sign, ♡, full-width letters), control characters and lone
// surrogates; and mutations of valid texts (characters inserted, deleted, replaced, swapped,
// cut). Every answer must be a Result; an exception is a failure. An accepted text must read
// back the same after it is printed again (the round trip of the format's one printer).
// Deterministic: the inputs come from --seed (default 1), never from the clock.
// Then the command line's doors (scripts/fuzz-doors.mjs), each with a share of --count: hostile
// survey files through `summary` and a resume, hostile input through `play` from a pipe and from a
// terminal, each answer checked against what the command promises.
// Usage: node scripts/fuzz.mjs [--count N] [--seed S] [--only NAME]   (after `pnpm build`)
import { formatCode, gameOfCode, parseCode, startOfCode } from '../packages/dealer/dist/index.js';
import {
  makeCard,
  makeColumn,
  makeMove,
  makePosition,
  parseCard,
  parseColumn,
  parseMove,
  parseOptions,
  parsePosition,
  parseShownCard,
  resumeGame,
} from '../packages/engine/dist/index.js';
import { doorTargets } from './fuzz-doors.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const COUNT = Number(option('count', 1_000_000));
const SEED = Number(option('seed', 1));
const ONLY = option('only', null);

// A small seeded generator (xorshift32): reproducible inputs for a given seed.
let state = SEED >>> 0 || 1;
function next() {
  state ^= state << 13;
  state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5;
  state >>>= 0;
  return state;
}
const below = (n) => next() % n;
const pick = (list) => list[below(list.length)];

const HOSTILE = [
  'ſ',
  'K',
  '♡',
  'Ａ',
  'ｓ',
  '\u0000',
  '\u001b',
  '\ud800',
  '\udfff',
  '\u200b',
  '\u00a0',
  '😀',
  '\n',
  '\t',
];

function randomText(alphabet, maxLength) {
  const n = below(maxLength + 1);
  let s = '';
  for (let i = 0; i < n; i++) s += below(10) === 0 ? pick(HOSTILE) : pick(alphabet);
  return s;
}

function mutate(text, alphabet) {
  const chars = [...text];
  const edits = 1 + below(3);
  for (let e = 0; e < edits; e++) {
    const at = below(chars.length + 1);
    const c = below(6) === 0 ? pick(HOSTILE) : pick(alphabet);
    switch (below(5)) {
      case 0:
        chars.splice(at, 0, c);
        break;
      case 1:
        chars.splice(at, 1);
        break;
      case 2:
        chars[at] = c;
        break;
      case 3: {
        const other = below(chars.length + 1);
        [chars[at], chars[other]] = [chars[other], chars[at]];
        break;
      }
      default:
        chars.length = Math.min(chars.length, at);
    }
  }
  return chars.filter((c) => c !== undefined).join('');
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const STILL = { now: () => 0 };

// Valid texts to mutate: cards, moves, columns and positions of real deals, codes, saves.
const cards = Array.from({ length: 52 }, (_, c) => c);
const games = Array.from(
  { length: 20 },
  (_, seed) => gameOfCode(formatCode({ rule: seed % 2 ? 'R' : 'C', seed }).value).value,
);
for (const game of games) {
  for (let i = 0; i < 30; i++) {
    const moves = game.legalMoves();
    if (moves.length === 0) break;
    game.play(moves[below(moves.length)]);
  }
}
const positions = games.map((g) => makePosition(g.position));
const saves = games.map((g) => JSON.stringify(g.save()));
const codes = games.map((g) => g.gameCode);
const moveTexts = games.flatMap((g) => g.legalMoves().map(makeMove));

const POSITION_ALPHABET = [...'classicrelaxed|F:-()0123456789TJQKASHDC ', '♠', '♥', '♦', '♣'];

/** The parsers, each with its alphabet, its valid texts, and the check of an accepted text. */
const PARSERS = [
  {
    name: 'parseCard',
    alphabet: [...'A23456789TJQK10SHDCshdc -'],
    valid: cards.map((card) => makeCard(card)),
    parse: (t) => parseCard(t),
    roundTrip: (v) => parseCard(makeCard(v)).value === v,
  },
  {
    name: 'parseShownCard',
    alphabet: [...'A23456789TJQK10SHDC ', '♠', '♥', '♦', '♣'],
    valid: cards.map((c) => makeCard(c).replace(/[SHDC]$/, (s) => '♠♥♦♣'['SHDC'.indexOf(s)])),
    parse: (t) => parseShownCard(t),
    roundTrip: (v) => parseShownCard(makeCard(v)).value === v,
  },
  {
    name: 'parseMove',
    alphabet: [...'A23456789TJQK10SHDCF1234567- '],
    valid: moveTexts,
    parse: (t) => parseMove(t),
    roundTrip: (v) => same(parseMove(makeMove(v)).value, v),
  },
  {
    name: 'parseColumn',
    alphabet: POSITION_ALPHABET,
    valid: positions.flatMap((p) =>
      p
        .split('|')
        .slice(2)
        .map((f) => f.replace(/^\s*\d:\s*/, '')),
    ),
    parse: (t) => parseColumn(t),
    roundTrip: (v) => same(parseColumn(makeColumn(v)).value, v),
  },
  {
    name: 'parsePosition',
    alphabet: POSITION_ALPHABET,
    valid: positions,
    parse: (t) => parsePosition(t),
    roundTrip: (v) => same(parsePosition(makePosition(v)).value, v),
  },
  {
    name: 'parseCode',
    alphabet: [...'RU1-CRcrABCDEFGHIJKLMNOPQRSTUVWXYZabz0123456789 '],
    valid: codes,
    parse: (t) => parseCode(t),
    roundTrip: (v) => same(parseCode(formatCode(v).value).value, v),
  },
  {
    name: 'parseOptions (JSON text)',
    alphabet: [...'{}[]":,0123456789.-e truefalsnl', 'groupLimit', 'takeBack', 'undoDepth', '__proto__'],
    valid: ['{"groupLimit":20,"takeBack":true,"undoDepth":100}', '{"groupLimit":null}', '{}'],
    parse: (t) => {
      let input;
      try {
        input = JSON.parse(t);
      } catch {
        return { ok: false, error: { code: 'not-json' } };
      }
      return parseOptions(input);
    },
    roundTrip: (v) => same(parseOptions(v).value, v),
  },
  {
    name: 'resumeGame (save text)',
    alphabet: [...'{}[]":,0123456789-| ()FTJQKASHDC', 'code', 'start', 'line', 'redo', 'position', 'RU1-C-'],
    valid: saves,
    // A clock that stands still: a resumed game's time must not move between two saves.
    parse: (t) => resumeGame(t, { clock: STILL, startOf: startOfCode }),
    roundTrip: (game) =>
      same(resumeGame(JSON.stringify(game.save()), { clock: STILL, startOf: startOfCode }).value?.save(), game.save()),
  },
];

/** A parser as a target of the fuzzer: its input is hostile text, its check the round trip of what it accepts. */
function parserTarget(parser) {
  return {
    name: parser.name,
    share: 1,
    input: () => (below(2) === 0 ? randomText(parser.alphabet, 40) : mutate(pick(parser.valid), parser.alphabet)),
    check(text) {
      const result = parser.parse(text);
      if (result === null || typeof result !== 'object' || typeof result.ok !== 'boolean')
        throw new Error(`not a Result: ${String(result)}`);
      if (!result.ok) return { accepted: false, ok: true };
      return { accepted: true, ok: parser.roundTrip(result.value), why: 'does not read back' };
    },
  };
}

let failures = 0;

/**
 * Runs a target (`input()` makes an input, `check(input)` answers `{ accepted, ok, why }`, at
 * once or as a promise) on its share of --count inputs, and prints its row: an exception or an
 * answer that is not ok is a failure.
 */
async function fuzz(target) {
  if (ONLY !== null && !target.name.startsWith(ONLY)) return;
  const count = Math.max(1, Math.round(COUNT * target.share));
  let accepted = 0;
  let refused = 0;
  let thrown = 0;
  let broken = 0;
  const shown = (input) => JSON.stringify(String(input)).slice(0, 200);
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const input = target.input();
    let answer;
    try {
      answer = target.check(input);
      if (answer instanceof Promise) answer = await answer;
    } catch (e) {
      thrown++;
      if (thrown <= 3) console.error(`${target.name} threw on ${shown(input)}: ${e}`);
      continue;
    }
    if (answer.accepted) accepted++;
    else refused++;
    if (!answer.ok) {
      broken++;
      if (broken <= 3) console.error(`${target.name}: ${shown(input)}: ${String(answer.why).slice(0, 300)}`);
    }
  }
  const seconds = (performance.now() - start) / 1000;
  failures += thrown + broken;
  const row = [target.name, count, accepted, refused, thrown, broken].map((x) =>
    typeof x === 'number' ? x.toLocaleString('en') : x,
  );
  console.log(`| ${row.join(' | ')} | ${seconds.toFixed(1)} |`);
}

console.log(`fuzz: seed ${SEED}, ${COUNT.toLocaleString('en')} inputs per parser, node ${process.version}`);
console.log('| parser | inputs | accepted | refused | exceptions | round trip failures | seconds |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const parser of PARSERS) await fuzz(parserTarget(parser));
console.log('');
console.log('| door | inputs | accepted | refused | exceptions | check failures | seconds |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const door of await doorTargets({ below, pick, mutate, HOSTILE })) await fuzz(door);
if (failures > 0) {
  console.error(`${failures} failures`);
  process.exit(1);
}
