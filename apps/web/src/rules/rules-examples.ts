/**
 * The How to play panel's examples, made by the engine: a small position (most cards already on
 * the foundations, the few the examples need in the columns), read by the engine's position
 * parser, and moves on it that the engine judges: a legal group move, a move refused for the suit
 * (which the "Mixed colours" rule allows), a card refused by an empty column and a king that takes
 * it. Each example says which columns to draw, and gives the position after the move when it is
 * legal (played by the engine) or the engine's refusal when it is not.
 * @module
 */
import {
  type Column,
  type Move,
  type Position,
  type Refusal,
  type RuleSet,
  checkMove,
  encodeMove,
  parseCard,
  readPosition,
  relaxed,
  unwrap,
} from '@russian-solitaire/engine';

/**
 * The examples' position: ♠ and ♣ all home, ♥ and ♦ up to the eights; column 1 holds 10♥ on a
 * face-down K♦, column 2 9♥ (with J♥ above it) on Q♦, column 3 9♦ on J♦, column 4 is empty and
 * column 5 holds K♥ (with Q♥ above it) on 10♦.
 */
export const EXAMPLE_POSITION =
  'classic | F: KS 8H 8D KC | 1: (KD) TH | 2: QD 9H JH | 3: JD 9D | 4: - | 5: TD KH QH | 6: - | 7: -';

/** The kinds of example, each with its caption. */
export const EXAMPLE_KINDS = ['legal', 'refused', 'king'] as const;
/** A kind of {@link EXAMPLE_KINDS}. */
export type ExampleKind = (typeof EXAMPLE_KINDS)[number];

/** One example: a move on the position, what the engine says of it, and what to draw. */
export interface RulesExample {
  readonly kind: ExampleKind;
  readonly move: Move;
  /** The columns to draw, left to right. */
  readonly columns: readonly Column[];
  /** The position before the move. */
  readonly before: Position;
  /** The position after it, when the engine plays it; `null` when it refuses it. */
  readonly after: Position | null;
  /** The engine's refusal, when it refuses it. */
  readonly refusal: Refusal | null;
  /** Whether the same move is legal under the "Mixed colours" rule (for a refusal). */
  readonly mixedAllows: boolean;
}

function card(text: string): Move['card'] {
  return unwrap(parseCard(text));
}

/** The position of the examples under a rule set. */
function examplePosition(ruleSet?: RuleSet): Position {
  const text = ruleSet === undefined ? EXAMPLE_POSITION : EXAMPLE_POSITION.replace(/^classic/, ruleSet.id);
  return unwrap(readPosition(text));
}

/** One example, judged (and played, when legal) by the engine. */
function example(kind: ExampleKind, move: Move, columns: readonly Column[]): RulesExample {
  const before = examplePosition();
  const refusal = checkMove(before, move);
  let after: Position | null = null;
  if (refusal === null) {
    after = before.clone();
    after.play(encodeMove(move));
  }
  const mixedAllows = refusal !== null && checkMove(examplePosition(relaxed), move) === null;
  return { kind, move, columns, before, after, refusal, mixedAllows };
}

/** The panel's examples, in the order it shows them. */
export function rulesExamples(): RulesExample[] {
  return [
    example('legal', { card: card('9H'), to: 0 }, [0, 1]),
    example('refused', { card: card('9D'), to: 0 }, [0, 2]),
    example('refused', { card: card('QH'), to: 3 }, [4, 3]),
    example('king', { card: card('KH'), to: 3 }, [4, 3]),
  ];
}
