/**
 * The words of the review panel, in the engine's four languages, on the engine's text system (the
 * same filling as the page's other texts, `i18n.ts`, whose counted nouns it uses): the labels
 * (their names) and what each means for a move, why a review could not be made (the solver
 * client's failure codes), the chart's and the position's words. The verdict of a review in a
 * sentence is the solver's (`reviewVerdict`, with each language's `reviewSentences`), which the
 * command line says too. Each language is a module of its own (`review-texts-en.ts` …), loaded
 * with the panel (English) or when the panel first speaks it (`review-i18n.ts`); this module holds
 * their keys and shape, and how the panel writes cards and moves.
 * @module
 */
import { type Card, type Move, SUIT_SYMBOLS, type Texts, displayRank, suitOf } from '@russian-solitaire/engine';
import { REVIEW_LABELS, UNKNOWN_REASONS } from '@russian-solitaire/solver';
import type { ReviewSentences } from '@russian-solitaire/solver/review-sentences';
import { SOLVER_FAILURE_CODES } from '../effects/solver.js';

/** The keys of the panel's plain texts. */
export const REVIEW_TEXT_KEYS = [
  'title',
  'subtitle',
  'position',
  'countLosing',
  'countMistakes',
  'countLucky',
  'countUnlucky',
  'running',
  'failed',
  'failedBecause',
  'stoppedEarly',
  ...UNKNOWN_REASONS.map((reason) => `stopped-${reason}` as const),
  'chart',
  'chartHelp',
  'chartLabel',
  'pointMove',
  'pointEnd',
  'pointNone',
  'legend',
  ...REVIEW_LABELS,
  'explainLosing',
  'explainMistake',
  'explainLuck',
  'before',
  'revealed',
  'played',
  'better',
  'verdictSolved',
  'verdictUnsolvable',
  'verdictUnknown',
  'playOn',
  'playingOn',
  'close',
  ...SOLVER_FAILURE_CODES,
  'too-long',
] as const;
/** A key of {@link REVIEW_TEXT_KEYS}. */
export type ReviewTextKey = (typeof REVIEW_TEXT_KEYS)[number];

/** One language of the panel: its own texts, and the solver's verdict sentences in that language. */
export interface ReviewLanguage {
  /** The panel's texts. */
  readonly panel: Texts<ReviewTextKey>;
  /** The verdict of a review in a sentence, one for each of the solver's outcomes. */
  readonly verdicts: ReviewSentences;
}

/** A card as a card face shows it: `10♠`, `K♣`. */
export function shownCard(card: Card): string {
  return `${displayRank(card)}${SUIT_SYMBOLS[suitOf(card)]}`;
}

/** A move as the review shows it, short: `K♣-2`, `A♠-F` (the command line's review shows it so too). */
export function shownMove(move: Move): string {
  return `${shownCard(move.card)}-${move.to === 'foundation' ? 'F' : move.to + 1}`;
}
