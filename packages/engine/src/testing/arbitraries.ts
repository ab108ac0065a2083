/**
 * Test helpers: fast-check arbitraries and property factories for the engine and for the packages
 * built on it (game, solver). Not part of the public index (it imports fast-check, a dev
 * dependency): import it by a relative path from tests, e.g.
 * `import { arbLine, replayLine } from './testing/arbitraries.js'` inside the engine, or
 * `'../../engine/src/testing/arbitraries.js'` from another package's `src/`.
 *
 * - {@link arbDeck}: a random order of the 52 cards (a Fisher–Yates shuffle driven by generated
 *   keys, so it shrinks towards a fixed order).
 * - {@link arbRuleSetSpec} and {@link arbRuleSet}: a random valid rule set spec (any suit rule,
 *   direction and empty-column rule, a random layout of 4 to 10 columns), and a rule set that is a
 *   preset or such a spec defined.
 * - {@link arbOpening}: the opening position of a random deck, for a rule set and options drawn
 *   from the given lists (every preset and random specs, and both option sets, by default).
 * - {@link arbLine}: a random legal move sequence played from a random opening, chosen with the
 *   engine's own move generation (biased towards progress so that lines reach foundations,
 *   take-backs and empty columns), with {@link replayLine} to visit every position it reaches.
 * - {@link handPosition}: a hand-written position in the one-line text format, with the cards
 *   not written filled in face down where the text says `...`.
 * - {@link mulberry32} and {@link seededDeck}: a small deterministic PRNG and the deck it shuffles,
 *   for fixed decks in golden tests.
 * @module
 */
import fc from 'fast-check';
import { type Card, DECK_SIZE, RANK_COUNT, makeCard, orderedDeck, parseCard } from '../card.js';
import { openingPosition } from '../layout.js';
import { FOUNDATION_TARGET, type MoveCode } from '../move.js';
import { DEFAULT_OPTIONS, type GameOptions, UNLIMITED_OPTIONS } from '../options.js';
import { MAX_MOVES, ON_FOUNDATION, type Position } from '../position.js';
import {
  DIRECTIONS,
  EMPTY_COLUMN_RULES,
  MAX_COLUMN_COUNT,
  MIN_COLUMN_COUNT,
  type RuleSet,
  SUIT_RULES,
} from '../rules.js';
import { RULE_SETS, alaska, classic, moosehide, odessa, relaxed, roslyn, yukon } from '../presets.js';
import { type RuleSetSpec, defineRuleSet } from '../rule-set-spec.js';
import { readPosition } from '../notation.js';
import { ruleSetText } from '../rule-set-text.js';
import { unwrap } from '../unwrap.js';

/** The SPEC §3 test-vector deals (`RU1-C-AAAAAAA` = seed 0, `RU1-C-AAAAABB` = seed 27) as position text. */
export const SPEC_VECTOR_TEXTS: Readonly<Record<'RU1-C-AAAAAAA' | 'RU1-C-AAAAABB', string>> = {
  'RU1-C-AAAAAAA':
    'classic | F: - - - - | 1: 8C | 2: (JD) 9S 2C 2H QH 6C | 3: (TS) (3H) AS JS 7S 9D 8S | 4: (QC) (KD) (5D) 2S 3D 5S AD 6S | ' +
    '5: (4C) (TH) (5H) (8D) 8H AH QD TC QS | 6: (JH) (3C) (4H) (2D) (9H) 3S KH AC 7C 9C | 7: (7H) (JC) (6D) (KC) (4S) (7D) 5C 6H 4D KS TD',
  'RU1-C-AAAAABB':
    'classic | F: - - - - | 1: 5S | 2: (6S) 4H 7S TD JC 8D | 3: (9C) (7C) 8H 6H 7H AC QD | 4: (7D) (2S) (4S) TS 4D 6C KD 2C | ' +
    '5: (KC) (5H) (KH) (3S) 3C 6D AH 9S 2D | 6: (9D) (3H) (AD) (TC) (5C) AS QC 3D 2H 5D | 7: (QH) (4C) (9H) (QS) (JD) (TH) 8C KS JH 8S JS',
};

/** Every preset, in a fixed order. */
export const ALL_RULE_SETS: readonly RuleSet[] = Object.values(RULE_SETS);

/**
 * The presets of seven columns whose empty columns take a king only: the hand-written positions of
 * the tests (seven columns, a king for an empty column) hold under each of them.
 */
export const KING_SEVEN_RULE_SETS: readonly RuleSet[] = [classic, relaxed, yukon, alaska, moosehide, roslyn, odessa];

/**
 * A random valid rule set spec: any suit rule, direction and empty-column rule, and a layout of 4
 * to 10 columns that deals 52 cards, each column at least one, with any number face down under its
 * top card.
 */
export function arbRuleSetSpec(): fc.Arbitrary<RuleSetSpec> {
  return fc.integer({ min: MIN_COLUMN_COUNT, max: MAX_COLUMN_COUNT }).chain((n) =>
    fc
      .record({
        suit: fc.constantFrom(...SUIT_RULES),
        direction: fc.constantFrom(...DIRECTIONS),
        emptyColumn: fc.constantFrom(...EMPTY_COLUMN_RULES),
        cuts: fc.uniqueArray(fc.integer({ min: 1, max: DECK_SIZE - 1 }), { minLength: n - 1, maxLength: n - 1 }),
        downs: fc.array(fc.nat(), { minLength: n, maxLength: n }),
      })
      .map(({ suit, direction, emptyColumn, cuts, downs }) => {
        const ends = [...cuts.sort((a, b) => a - b), DECK_SIZE];
        const cards = ends.map((end, c) => end - (c === 0 ? 0 : ends[c - 1]!));
        const faceDown = cards.map((size, c) => downs[c]! % size);
        return { id: 'random-spec', name: 'Random spec', suit, direction, emptyColumn, layout: { cards, faceDown } };
      }),
  );
}

/** Where a generated rule set comes from: a list, or {@link RANDOM_SPECS}. */
export type RuleSetSource = readonly RuleSet[] | typeof RANDOM_SPECS;
/** Rule sets defined from random specs only ({@link arbRuleSetSpec}). */
export const RANDOM_SPECS = 'random specs' as const;

/** A rule set drawn from a list, or defined from a random spec (every preset and random specs by default). */
function arbRuleSet(ruleSets?: RuleSetSource): fc.Arbitrary<RuleSet> {
  const random = arbRuleSetSpec().map((spec) => unwrap(defineRuleSet(spec)));
  if (ruleSets === RANDOM_SPECS) return random;
  if (ruleSets !== undefined) return fc.constantFrom(...ruleSets);
  return fc.oneof(fc.constantFrom(...ALL_RULE_SETS), random);
}

/** The two option sets the tests cover, with a label for test names. */
const OPTION_SETS: readonly { readonly label: string; readonly options: GameOptions }[] = [
  { label: 'DEFAULT_OPTIONS', options: DEFAULT_OPTIONS },
  { label: 'UNLIMITED_OPTIONS', options: UNLIMITED_OPTIONS },
];

/** Every (rule set, option set) pair, for `describe.each` / `it.each`. */
export const RULE_AND_OPTION_SETS: readonly {
  readonly ruleSet: RuleSet;
  readonly label: string;
  readonly options: GameOptions;
}[] = ALL_RULE_SETS.flatMap((ruleSet) => OPTION_SETS.map(({ label, options }) => ({ ruleSet, label, options })));

/** A case of a test over rule sets: where its rule sets come from, and the options, with labels. */
export interface RuleSetCase {
  /** The rule set's id, or {@link RANDOM_SPECS}. */
  readonly id: string;
  /** The rule sets of the case. */
  readonly ruleSets: RuleSetSource;
  /** The label of the options. */
  readonly label: string;
  /** The house options. */
  readonly options: GameOptions;
}

/** Cases for `it.each` over rule sets: the rule sets given (every preset by default) and random specs, each with both option sets. */
export function ruleSetCases(ruleSets: readonly RuleSet[] = ALL_RULE_SETS): RuleSetCase[] {
  return [...ruleSets.map((r): RuleSetSource => [r]), RANDOM_SPECS].flatMap((source) =>
    OPTION_SETS.map(({ label, options }) => ({
      id: source === RANDOM_SPECS ? RANDOM_SPECS : source[0]!.id,
      ruleSets: source,
      label,
      options,
    })),
  );
}

/** Shuffles the ordered deck with Fisher–Yates, taking `j = keys[51 - i] mod (i + 1)` at step `i`. */
function deckFromKeys(keys: readonly number[]): Card[] {
  const deck = orderedDeck();
  for (let i = DECK_SIZE - 1; i >= 1; i--) {
    const j = (keys[DECK_SIZE - 1 - i] ?? 0) % (i + 1);
    const t = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = t;
  }
  return deck;
}

/** A random order of the 52 cards. */
export function arbDeck(): fc.Arbitrary<Card[]> {
  return fc
    .array(fc.nat({ max: 0x7fffffff }), { minLength: DECK_SIZE - 1, maxLength: DECK_SIZE - 1 })
    .map(deckFromKeys);
}

/** Options drawn from a list (both {@link OPTION_SETS} by default). */
function arbOptions(options: readonly GameOptions[] = OPTION_SETS.map((o) => o.options)): fc.Arbitrary<GameOptions> {
  return fc.constantFrom(...options);
}

/** Which rule sets and options a generated opening or line uses. */
export interface LineConfig {
  /** Rule sets to draw from (default: every preset and random specs). */
  readonly ruleSets?: RuleSetSource;
  /** Options to draw from (default: DEFAULT_OPTIONS and UNLIMITED_OPTIONS). */
  readonly options?: readonly GameOptions[];
  /** The most moves in a line (default 100). */
  readonly maxMoves?: number;
}

/** A random opening position and what it was made from. */
export interface Opening {
  /** The deck order dealt. */
  readonly deck: readonly Card[];
  /** The building rule. */
  readonly ruleSet: RuleSet;
  /** The house options. */
  readonly options: GameOptions;
  /** The opening position (a fresh object for every use of {@link openingOf}). */
  readonly position: Position;
}

/** The opening position of a deck; throws if the engine refuses a complete deck (a bug). */
export function openingOf(deck: readonly Card[], ruleSet: RuleSet, options: GameOptions): Position {
  const result = openingPosition(deck, ruleSet, options);
  if (!result.ok)
    throw new Error(`openingPosition refused a complete deck: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** The opening position of a random deck under a random rule set and option set. */
export function arbOpening(config: LineConfig = {}): fc.Arbitrary<Opening> {
  return fc
    .record({ deck: arbDeck(), ruleSet: arbRuleSet(config.ruleSets), options: arbOptions(config.options) })
    .map(({ deck, ruleSet, options }) => ({ deck, ruleSet, options, position: openingOf(deck, ruleSet, options) }));
}

/** A random legal line: an opening and the moves played from it, in order. */
export interface Line extends Opening {
  /** The moves, each legal in the position the previous ones reach. */
  readonly moves: readonly MoveCode[];
}

/** Whether a move makes progress: goes to a foundation, or turns a card or empties its column. */
function isProgressMove(position: Position, code: MoveCode): boolean {
  if (code >> 6 === FOUNDATION_TARGET) return true;
  const card = code & 63;
  const p = position.place[card]!;
  return p !== ON_FOUNDATION && position.slot[card] === position.faceDown[p];
}

/**
 * Plays a line of choices from a copy of `start` and returns the moves played. Each choice picks
 * one legal move from the engine's list: when the choice is not a multiple of 3 and a progress
 * move exists, among the progress moves, otherwise among all. Stops early when no move is left.
 */
function movesFromChoices(start: Position, choices: readonly number[]): MoveCode[] {
  const pos = start.clone();
  const buffer = new Uint16Array(MAX_MOVES);
  const progress = new Uint16Array(MAX_MOVES);
  const moves: MoveCode[] = [];
  for (const r of choices) {
    const n = pos.generateMoves(buffer);
    if (n === 0) break;
    let code = buffer[r % n]!;
    if (r % 3 !== 0) {
      let m = 0;
      for (let i = 0; i < n; i++) if (isProgressMove(pos, buffer[i]!)) progress[m++] = buffer[i]!;
      if (m > 0) code = progress[(r >>> 2) % m]!;
    }
    pos.play(code);
    moves.push(code);
  }
  return moves;
}

/** A random legal move sequence played from a random opening. */
export function arbLine(config: LineConfig = {}): fc.Arbitrary<Line> {
  const maxMoves = config.maxMoves ?? 100;
  return fc
    .record({
      opening: arbOpening(config),
      choices: fc.array(fc.nat({ max: 0xffff }), { maxLength: maxMoves, size: 'max' }),
    })
    .map(({ opening, choices }) => ({ ...opening, moves: movesFromChoices(opening.position, choices) }));
}

/**
 * Replays a line on a fresh copy of its opening and calls `visit` on the opening (with `move`
 * undefined and `index` −1) and after each move (with the move and its index). The position passed
 * is the live one: `visit` may play and undo on it but must leave it as it found it.
 */
export function replayLine(
  line: Line,
  visit: (position: Position, move: MoveCode | undefined, index: number) => void,
): Position {
  const pos = line.position.clone();
  visit(pos, undefined, -1);
  line.moves.forEach((code, index) => {
    pos.play(code);
    visit(pos, code, index);
  });
  return pos;
}

/**
 * The meaningful state of a position as plain data, byte for byte: the whole `length`, `faceDown`,
 * `foundation` and `place` arrays, `home`, each column's cards up to its length, and the `slot` of
 * every card on the tableau. (Bytes of `cards` past a column's length and the `slot` of a card on a
 * foundation are scratch that no reader looks at; see position.ts.)
 */
export function liveState(position: Position): {
  length: number[];
  faceDown: number[];
  foundation: number[];
  place: number[];
  home: number;
  columns: number[][];
  slot: (number | null)[];
} {
  const columns: number[][] = [];
  for (let c = 0; c < position.columnCount; c++)
    columns.push(Array.from(position.cards.subarray(c * DECK_SIZE, c * DECK_SIZE + position.length[c]!)));
  return {
    length: Array.from(position.length),
    faceDown: Array.from(position.faceDown),
    foundation: Array.from(position.foundation),
    place: Array.from(position.place),
    home: position.home,
    columns,
    slot: Array.from(position.slot, (s, card) => (position.place[card] === ON_FOUNDATION ? null : s)),
  };
}

/** Mulberry32: a tiny deterministic 32-bit PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The deck that a Fisher–Yates shuffle driven by {@link mulberry32}(`seed`) gives. */
export function seededDeck(seed: number): Card[] {
  const random = mulberry32(seed);
  const deck = orderedDeck();
  for (let i = DECK_SIZE - 1; i >= 1; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = t;
  }
  return deck;
}

/** The cards a text mentions as card names, face-down ones in parentheses included. */
function cardsIn(text: string): Card[] {
  const cards: Card[] = [];
  for (const word of text.split(/\s+/)) {
    const name = word.replace(/^\((.*)\)$/, '$1');
    if (name === '' || name === '-' || name === '...') continue;
    const card = parseCard(name);
    if (!card.ok) throw new Error(`handPosition: ${card.error.message}`);
    cards.push(card.value);
  }
  return cards;
}

/**
 * The text of a hand-written position. `ruleSet` is the rule set field (an id, or a whole rule set);
 * `foundations` is the foundations field without its label (`'5H - - -'` or `'3S - - KC'`);
 * `columns` are the columns in the text format (seven for most presets), where the token `...` (at
 * most once, first in its column) stands for every card not written anywhere else, face down.
 */
export function handPositionText(ruleSet: string, foundations: string, columns: readonly string[]): string {
  const used = new Set<Card>(cardsIn(columns.join(' ')));
  foundations
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .forEach((word, s) => {
      if (word === '-') return;
      const top = parseCard(word);
      if (!top.ok) throw new Error(`handPosition: ${top.error.message}`);
      for (let card = s * RANK_COUNT; card <= top.value; card++) used.add(card);
    });
  const rest = orderedDeck()
    .filter((card) => !used.has(card))
    .map((card) => `(${makeCard(card)})`)
    .join(' ');
  const fields = columns.map((column, c) => `${c + 1}: ${column.replace('...', rest).trim() || '-'}`);
  return [ruleSet, `F: ${foundations}`, ...fields].join(' | ');
}

/**
 * A hand-written position (see {@link handPositionText}), read with `readPosition`; throws if
 * refused. A rule set is given by its text (a preset's id), or as a rule set, which the reader is
 * given too.
 */
export function handPosition(
  ruleSet: string | RuleSet,
  foundations: string,
  columns: readonly string[],
  options: Partial<GameOptions> = DEFAULT_OPTIONS,
): Position {
  const known = typeof ruleSet === 'string' ? {} : { [ruleSet.id]: ruleSet };
  const text = handPositionText(typeof ruleSet === 'string' ? ruleSet : ruleSetText(ruleSet), foundations, columns);
  const result = readPosition(text, options, known);
  if (!result.ok) throw new Error(`handPosition: ${result.error.code}: ${result.error.message}\n${text}`);
  return result.value;
}
