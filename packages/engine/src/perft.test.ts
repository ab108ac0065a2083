/**
 * Golden perft-style counts: the number of legal move sequences of each depth from fixed positions,
 * per rule set and option set. The numbers were computed with the engine and cross-checked against
 * the independent slow reference generator below (plain arrays and the SPEC's rules, sharing no
 * code with position.ts or refusal.ts except the card helpers) before being pinned; the test pins
 * them and checks again that the reference agrees at the small depths.
 */
import { describe, expect, it } from 'vitest';
import { type Card, DECK_SIZE, colourOf, rankOf, suitOf } from './card.js';
import { openingPosition } from './layout.js';
import { readPosition } from './notation.js';
import { DEFAULT_OPTIONS, type GameOptions, UNLIMITED_OPTIONS } from './options.js';
import type { Position } from './position.js';
import { unwrap } from './unwrap.js';
import { type RuleSet } from './rules.js';
import { alaska, classic, relaxed, yukon } from './presets.js';
import { SPEC_VECTOR_TEXTS } from './testing/arbitraries.js';

// ---------------------------------------------------------------------------------------------
// The independent reference: a position is plain arrays, the rules are the SPEC's sentences.

interface RefColumn {
  cards: Card[];
  down: number;
}
interface RefPosition {
  rule: string;
  columns: RefColumn[];
  foundations: number[];
  groupLimit: number | null;
  takeBack: boolean;
}
/** A move of the reference: the card and its target, 0..6 a column, 7 the foundation. */
type RefMove = [card: Card, target: number];

function refFrom(p: Position): RefPosition {
  const columns: RefColumn[] = [];
  for (let c = 0; c < 7; c++) columns.push({ cards: p.column(c as 0), down: p.faceDown[c]! });
  return {
    rule: p.ruleSet.id,
    columns,
    foundations: Array.from(p.foundation),
    groupLimit: p.options.groupLimit,
    takeBack: p.options.takeBack,
  };
}

/** "Exactly one rank higher and of the same suit" and its variants per rule set. */
function refBuilds(rule: string, card: Card, target: Card): boolean {
  const diff = rankOf(target) - rankOf(card);
  switch (rule) {
    case 'classic':
      return suitOf(card) === suitOf(target) && diff === 1;
    case 'relaxed':
      return diff === 1;
    case 'yukon':
      return colourOf(card) !== colourOf(target) && diff === 1;
    case 'alaska':
      return suitOf(card) === suitOf(target) && (diff === 1 || diff === -1);
    default:
      throw new Error(`no reference rule for ${rule}`);
  }
}

/** May `card` (with `group` cards in all) go onto column `t`? Empty columns take kings only. */
/** The reference's target number for a foundation: the engine's, so that move lists compare as text. */
const HOME = 15;

function refFits(p: RefPosition, card: Card, group: number, t: number): boolean {
  if (p.groupLimit !== null && group > p.groupLimit) return false;
  const col = p.columns[t]!;
  if (col.cards.length === 0) return rankOf(card) === 13;
  return refBuilds(p.rule, card, col.cards[col.cards.length - 1]!);
}

function refMoves(p: RefPosition): RefMove[] {
  const moves: RefMove[] = [];
  const home = p.foundations.reduce((a, b) => a + b, 0);
  if (home === DECK_SIZE) return moves; // won: the game is over
  p.columns.forEach((col, c) => {
    for (let i = col.down; i < col.cards.length; i++) {
      const card = col.cards[i]!;
      const group = col.cards.length - i;
      if (group === 1 && p.foundations[suitOf(card)] === rankOf(card) - 1) moves.push([card, HOME]);
      for (let t = 0; t < 7; t++) if (t !== c && refFits(p, card, group, t)) moves.push([card, t]);
    }
  });
  if (p.takeBack) {
    p.foundations.forEach((n, s) => {
      if (n === 0) return;
      const card = s * 13 + n - 1;
      for (let t = 0; t < 7; t++) if (refFits(p, card, 1, t)) moves.push([card, t]);
    });
  }
  return moves;
}

function refPlay(p: RefPosition, [card, target]: RefMove): RefPosition {
  const columns = p.columns.map((c) => ({ cards: c.cards.slice(), down: c.down }));
  const foundations = p.foundations.slice();
  const from = columns.findIndex((c) => c.cards.includes(card));
  let moving: Card[];
  if (from < 0) {
    foundations[suitOf(card)]!--; // a take-back
    moving = [card];
  } else {
    const col = columns[from]!;
    moving = col.cards.splice(col.cards.indexOf(card));
    // the uncovered face-down card turns face up as part of the move
    if (col.cards.length > 0 && col.down === col.cards.length) col.down--;
  }
  if (target === HOME) foundations[suitOf(card)]!++;
  else columns[target]!.cards.push(...moving);
  return { ...p, columns, foundations };
}

function refPerft(p: RefPosition, depth: number): number {
  const moves = refMoves(p);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += refPerft(refPlay(p, m), depth - 1);
  return n;
}

// ---------------------------------------------------------------------------------------------
// The engine's count.

function perft(p: Position, depth: number, buffers: Uint16Array[]): number {
  const buffer = buffers[depth]!;
  const n = p.generateMoves(buffer);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const record = p.play(buffer[i]!);
    total += perft(p, depth - 1, buffers);
    p.undo(record);
  }
  return total;
}

function enginePerft(p: Position, depth: number): number {
  const buffers = Array.from({ length: depth + 1 }, () => new Uint16Array(512));
  return perft(p.clone(), depth, buffers);
}

// ---------------------------------------------------------------------------------------------
// The fixed positions.

/** Decks from simple fixed permutations: card i of the deck is (a·i + b) mod 52 (a coprime to 52). */
const affineDeck = (a: number, b: number): Card[] => Array.from({ length: 52 }, (_, i) => (a * i + b) % 52);

const RULES: Record<string, RuleSet> = { classic, relaxed, yukon, alaska };

/** The rule set of an id; throws on an unknown one (openingPosition would quietly take classic). */
function ruleSetOf(id: string): RuleSet {
  const ruleSet = RULES[id];
  if (!ruleSet) throw new Error(`no rule set ${id}`);
  return ruleSet;
}

const STARTS: Record<string, (rule: string, options: GameOptions) => Position> = {
  '7i mod 52': (rule, options) => unwrap(openingPosition(affineDeck(7, 0), ruleSetOf(rule), options)),
  '23i+11 mod 52': (rule, options) => unwrap(openingPosition(affineDeck(23, 11), ruleSetOf(rule), options)),
  'RU1-C-AAAAAAA': (rule, options) =>
    unwrap(readPosition(SPEC_VECTOR_TEXTS['RU1-C-AAAAAAA'].replace('classic', rule), options)),
  'RU1-C-AAAAABB': (rule, options) =>
    unwrap(readPosition(SPEC_VECTOR_TEXTS['RU1-C-AAAAABB'].replace('classic', rule), options)),
};

const OPTIONS: Record<string, GameOptions> = { default: DEFAULT_OPTIONS, unlimited: UNLIMITED_OPTIONS };

/**
 * Pinned counts, `[depth 1, depth 2, …]`, keyed `start / rule set / options`. Computed with the engine,
 * checked against the reference generator (which agreed at every depth listed) and then written here.
 */
const PINNED: Record<string, number[]> = {
  '7i mod 52 / classic / default': [4, 17, 72, 284, 1011, 3178, 8855, 22022, 48258, 87570, 110880, 83160],
  '7i mod 52 / classic / unlimited': [4, 17, 72, 284, 1011, 3178, 8855, 22022, 48258, 87570, 110880, 83160],
  '7i mod 52 / relaxed / default': [10, 97, 947, 9498, 98648],
  '7i mod 52 / relaxed / unlimited': [10, 97, 947, 9492, 98368],
  '7i mod 52 / yukon / default': [6, 40, 279, 1978, 14024, 98884],
  '7i mod 52 / yukon / unlimited': [6, 40, 279, 1978, 14024, 98884],
  '7i mod 52 / alaska / default': [8, 64, 514, 4091, 31995],
  '7i mod 52 / alaska / unlimited': [8, 64, 514, 4091, 31995],
  '23i+11 mod 52 / classic / default': [4, 17, 75, 336, 1513, 6811, 30617, 137512],
  '23i+11 mod 52 / classic / unlimited': [4, 17, 74, 322, 1386, 5876, 24519, 100886],
  '23i+11 mod 52 / relaxed / default': [11, 129, 1598, 20747],
  '23i+11 mod 52 / relaxed / unlimited': [11, 128, 1558, 19716],
  '23i+11 mod 52 / yukon / default': [8, 64, 515, 4169, 33919],
  '23i+11 mod 52 / yukon / unlimited': [8, 63, 493, 3837, 29682],
  '23i+11 mod 52 / alaska / default': [7, 54, 441, 3741, 32548],
  '23i+11 mod 52 / alaska / unlimited': [7, 54, 440, 3713, 32015],
  'RU1-C-AAAAAAA / classic / default': [5, 24, 113, 530, 2475, 11346, 50106],
  'RU1-C-AAAAAAA / classic / unlimited': [5, 24, 113, 530, 2475, 11326, 49736],
  'RU1-C-AAAAAAA / relaxed / default': [13, 169, 2203, 28899],
  'RU1-C-AAAAAAA / relaxed / unlimited': [13, 169, 2203, 28896],
  'RU1-C-AAAAAAA / yukon / default': [3, 9, 27, 76, 210, 583, 1791, 5955, 21962, 88705],
  'RU1-C-AAAAAAA / yukon / unlimited': [3, 9, 27, 76, 210, 583, 1791, 5955, 21880, 87787],
  'RU1-C-AAAAAAA / alaska / default': [11, 116, 1181, 11576, 108802],
  'RU1-C-AAAAAAA / alaska / unlimited': [11, 116, 1181, 11576, 108802],
  'RU1-C-AAAAABB / classic / default': [3, 8, 20, 47, 102, 211, 437, 938, 1935, 2962, 4337, 6178],
  'RU1-C-AAAAABB / classic / unlimited': [3, 8, 20, 47, 101, 198, 358, 596, 840, 840, 0, 0],
  'RU1-C-AAAAABB / relaxed / default': [15, 218, 3131, 44965],
  'RU1-C-AAAAABB / relaxed / unlimited': [15, 218, 3131, 44955],
  'RU1-C-AAAAABB / yukon / default': [8, 61, 458, 3430, 25534],
  'RU1-C-AAAAABB / yukon / unlimited': [8, 61, 458, 3429, 25499],
  'RU1-C-AAAAABB / alaska / default': [7, 40, 195, 935, 4360, 19764, 91129],
  'RU1-C-AAAAABB / alaska / unlimited': [7, 40, 195, 935, 4358, 19726, 90676],
};

/** The reference is checked at every depth whose count is at most this. */
const REFERENCE_LIMIT = 20_000;

const CASES = Object.keys(STARTS).flatMap((start) =>
  ['classic', 'relaxed', 'yukon', 'alaska'].flatMap((rule) =>
    Object.keys(OPTIONS).map((opt) => ({ start, rule, opt, key: `${start} / ${rule} / ${opt}` })),
  ),
);

describe('perft', () => {
  it.each(CASES)('$key', ({ start, rule, opt, key }) => {
    const p = STARTS[start]!(rule, OPTIONS[opt]!);
    const expected = PINNED[key];
    if (process.env.PERFT_PRINT) {
      const counts: number[] = [];
      let nodes = 0;
      for (let d = 1; nodes < 400_000 && d <= 12; d++) {
        const n = enginePerft(p, d);
        counts.push(n);
        nodes += n;
      }
      const ref = counts.map((n, i) => (n <= 200_000 ? refPerft(refFrom(p), i + 1) : null));
      console.log(JSON.stringify({ key, counts, ref }));
      return;
    }
    expect(expected, `no pinned counts for ${key}`).toBeDefined();
    const counts = expected!.map((_, i) => enginePerft(p, i + 1));
    expect(counts).toEqual(expected);
    const small = expected!.filter((n) => n <= REFERENCE_LIMIT);
    expect(small.length).toBeGreaterThanOrEqual(2);
    expect(small.map((_, i) => refPerft(refFrom(p), i + 1))).toEqual(small);
  });

  it('the reference and the engine list the same moves in every position two moves deep', () => {
    for (const { start, rule, opt } of CASES) {
      const p = STARTS[start]!(rule, OPTIONS[opt]!);
      const buffer = new Uint16Array(512);
      const visit = (q: Position, depth: number): void => {
        const n = q.generateMoves(buffer);
        const engine = Array.from(buffer.subarray(0, n))
          .map((code) => `${code & 63}>${code >> 6}`)
          .sort();
        const reference = refMoves(refFrom(q))
          .map(([c, t]) => `${c}>${t}`)
          .sort();
        expect(engine).toEqual(reference);
        if (depth === 0) return;
        for (const code of engine.map((s) => s.split('>').map(Number) as [number, number])) {
          const record = q.play(code[0] | (code[1] << 6));
          visit(q, depth - 1);
          q.undo(record);
        }
      };
      visit(p.clone(), 2);
    }
  });
});
