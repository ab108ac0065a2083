/**
 * What a game review says of the game as a whole, in one word: which move lost the deal, or why
 * none did. The command line and the web game each say it in a sentence of their own languages;
 * the choice of the sentence is made here, once.
 * @module
 */
import type { ReviewLabel } from './review-labels.js';
import type { GameReview } from './review.js';

/**
 * The outcomes of a review, in the order they are tried:
 *
 * - `lost`: a move lost a deal that could be won (`losingMove` names it, with `keptWinnable`);
 * - `won`: the game was won;
 * - `never-winnable`: the deal could not be won from the start, so no move lost it;
 * - `unknown-start`: the solver could not decide whether the deal could be won at the start;
 * - `still-winnable`: the game ended (left, or stopped) in a position that could still be won;
 * - `unknown-loss`: the deal could be won at the start, but no losing move was proved (a search
 *   ran out of budget between the last position known winnable and the first one proved lost).
 */
export const REVIEW_OUTCOMES = [
  'lost',
  'won',
  'never-winnable',
  'unknown-start',
  'still-winnable',
  'unknown-loss',
] as const;
/** An outcome of {@link REVIEW_OUTCOMES}. */
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** The outcome of a review (see {@link REVIEW_OUTCOMES}). */
export function reviewOutcome(review: Pick<GameReview, 'losingMove' | 'end' | 'winnableAtStart'>): ReviewOutcome {
  if (review.losingMove !== null) return 'lost';
  if (review.end.won) return 'won';
  if (review.winnableAtStart === false) return 'never-winnable';
  if (review.winnableAtStart === null) return 'unknown-start';
  return review.end.verdict === 'solved' ? 'still-winnable' : 'unknown-loss';
}

/**
 * The marks of the labels in a move list, as chess notation marks a blunder (`??`) and a mistake
 * (`?`): `+` a lucky card, `-` an unlucky one.
 */
export const REVIEW_MARKS: Readonly<Record<ReviewLabel, string>> = {
  'losing-move': '??',
  mistake: '?',
  'bad-luck': '-',
  'good-luck': '+',
};
