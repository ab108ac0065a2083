/**
 * The review panel's words in English, on the engine's English locale, with the solver's verdict
 * sentences in English: part of the panel's chunk, so that the panel can always speak.
 * @module
 */
import { defineTexts } from '@russian-solitaire/engine';
import { en } from '@russian-solitaire/engine/messages/en';
import { reviewSentences } from '@russian-solitaire/solver/review-sentences/en';
import type { ReviewLanguage, ReviewTextKey } from './review-texts.js';

/** The panel's texts and the verdict sentences, in English. */
export const texts: ReviewLanguage = {
  panel: defineTexts<ReviewTextKey>(en.locale, {
    title: 'Game review',
    subtitle: '{code} ({rule}), {moves}, with every card known',
    position: 'a position',
    countLosing: 'Losing move',
    countMistakes: 'Mistakes',
    countLucky: 'Lucky cards',
    countUnlucky: 'Unlucky cards',
    running: 'Reviewing the game: {done} of {of} positions…',
    failed: 'The review could not be made: {reason}.',
    failedBecause: 'The review could not be made. {reason}',
    stoppedEarly: 'The review stopped early ({reason}): {moves} analysed.',
    'stopped-budget': 'its work budget ran out',
    'stopped-time-limit': 'its time ran out',
    'stopped-aborted': 'it was stopped',
    'stopped-depth-limit': 'a line of play was longer than its search goes',
    'stopped-progress-failed': 'its progress reports failed',
    chart: 'Fair chance to win before each move',
    chartHelp:
      'The share of the ways the face-down cards could lie in which the game could still be won: what a player who sees only the face-up cards can know. The band is its 95\u00a0% interval.',
    chartLabel: 'Chart of the fair chance: the arrow keys go through the moves, Enter shows one',
    pointMove: 'Move {n}, {move}: {percent}\u00a0% before it',
    pointEnd: 'End of the game: {percent}\u00a0%',
    pointNone: 'Move {n}, {move}: not analysed',
    legend:
      'Moves are written card-place: K♣-2 is the K♣ onto column 2, A♠-F the A♠ onto its foundation. Marks: ?? the losing move, ? a mistake, + a lucky card, - an unlucky card. Choose a move to see its position.',
    'losing-move': 'the losing move',
    mistake: 'a mistake',
    'good-luck': 'a lucky card',
    'bad-luck': 'an unlucky card',
    explainLosing: 'The deal could not be won after it; {kept} kept it winnable.',
    explainMistake: '{played}\u00a0% after it, {best}\u00a0% after the fair hint {hint}.',
    explainLuck: 'It turned {card}: {before}\u00a0% before it was seen, {after}\u00a0% after.',
    before: 'Before move {n}, {move}, with the face-down cards shown',
    revealed: 'Cards with a dashed edge lay face down.',
    played: 'Played: {move}',
    better: 'Better: {move}',
    verdictSolved: 'With every card known, the game could be won here.',
    verdictUnsolvable: 'With every card known, the game could no longer be won here.',
    verdictUnknown: 'The solver could not decide whether the game could be won here.',
    playOn: 'Play on from here',
    playingOn:
      'Playing on from before move {n}, the face-down cards hidden again. A game played on from a review does not count in the statistics.',
    close: 'Close',
    'solver-error': 'the solver refused this game',
    'bad-reply': 'the solver worker gave an answer that makes no sense',
    cancelled: 'it was cancelled',
    timeout: 'the solver worker stopped answering',
    'no-worker': 'this browser could not start the solver worker',
    stopped: 'the solver worker was stopped',
    'too-long': 'the game has more moves than a review takes (at most {max})',
  }),
  verdicts: reviewSentences,
};
