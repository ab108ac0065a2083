/**
 * The English sentences of the solver's errors, one table per area, as the engine's are (its
 * `errors-en.ts`): each is an error's `message`, its `key` names it, and the other languages have
 * the same keys (`errors-ru.ts`…). `{given}` is the value given, shown by `echoInput`'s rule; a
 * failure the host reported (a worker that crashed) is quoted the same way.
 * @module
 */
import { DAILY_ERRORS } from './errors-daily-en.js';

export { DAILY_ERRORS };

/** The errors of the options of every search: solve, hint, fair advice, reviews, winnable and daily deals. */
export const OPTION_ERRORS = {
  'solve-options-unreadable': 'The options cannot be read.',
  'solve-defaults-unreadable': 'The default options cannot be read.',
  'solve-option-unknown': 'There is no option {key}; the options are {known}.',
  'solve-option-budget': 'The option budget must be a whole number of nodes from 1 to 2^48, not {given}.',
  'solve-option-time-limit': 'The option timeLimitMs must be a number of milliseconds from 0 up, or null, not {given}.',
  'solve-option-signal': 'The option signal must be an AbortSignal, not {given}.',
  'solve-option-progress': 'The option onProgress must be a function, not {given}.',
  'solve-option-progress-interval':
    'The option progressInterval must be a whole number of nodes from 1 up, not {given}.',
  'solve-option-table-bits': 'The option tableBits must be a whole number from {min} to {max}, not {given}.',
  'solve-option-max-depth': 'The option maxDepth must be a whole number from 1 to {max}, not {given}.',
  'solve-option-slice-nodes': 'The option sliceNodes must be a whole number of nodes from 1 up, not {given}.',
  'solve-option-slice-ms': 'The option sliceMs must be a number of milliseconds from 0 up, not {given}.',
  'solve-option-rule': 'The option rule must be C (classic) or R (relaxed), not {given}.',
  'solve-option-house': 'The house options are not valid.',
  'fair-option-strategy': 'The option strategy must be one of {known}, not {given}.',
  'fair-option-samples': 'The option samples must be a whole number from 1 to {max}, not {given}.',
  'fair-option-sample-budget':
    'The option sampleBudget must be a whole number of nodes from 1 to the budget, {budget}, not {given}.',
  'fair-option-seed': 'The option seed must be a whole number from 0 to 2^32 − 1, or null, not {given}.',
  'fair-option-path': 'The option path cannot be read.',
  'fair-option-path-key': "The option path must list the positions' visibleKey texts; item {index} is {given}.",
  'fair-option-path-end':
    'The option path must end with the visibleKey of the position advised on (the keys of Game.pathSinceTurn).',
  'review-option-solve-budget': 'The option solveBudget must be a whole number of nodes from 1 to 2^48, not {given}.',
  'review-option-seed':
    "A review takes no seed: each stretch of the game is sampled with the fair strategy's default seed at its first position.",
  'review-option-path': "A review takes no path: each hint's path is the game's own since its last turned card.",
  'review-option-rule-sets': 'The option ruleSets must be an object of rule sets by their ids.',
  'review-option-rule-set': 'The option ruleSets.{key} must be a rule set of the id {key}.',
  'winnable-option-random':
    'The option random must be a function that fills a Uint32Array with random words, not {given}.',
  'winnable-random-and-seeds': 'Give either the option random or the option seeds, not both.',
  'winnable-option-seeds': 'The option seeds cannot be read.',
  'winnable-seeds-empty': 'The option seeds must list at least one seed.',
  'winnable-seed-bad': 'The seed seeds[{index}], {given}, is not a whole number from 0 to 26^7 − 1.',
  'winnable-option-max-draws': 'The option maxDraws must be a whole number from 1 up, not {given}.',
  'daily-option-max-candidates': 'The option maxCandidates must be a whole number from 1 to {max}, not {given}.',
} as const satisfies Partial<Record<SolverErrorKey, string>>;

/** The errors of what a search is given to search, and of what it finds. */
export const SEARCH_ERRORS = {
  'source-not-a-position': 'Expected a Position from @russian-solitaire/engine, or a game with a position.',
  'winnable-code': 'No code could be drawn for draw {draw}.',
  'winnable-position': 'The deal of {code} cannot be laid out under these options.',
  'winnable-aborted': 'The signal was aborted; draws made: {draws}.',
  'winnable-progress-failed': 'The progress callback threw; draws made: {draws}.',
  'winnable-none-seeds': 'No seed given was proved winnable within {budget} nodes (seeds tried: {count}).',
  'winnable-none-random': 'No random deal was proved winnable within {budget} nodes (deals drawn: {count}).',
} as const satisfies Partial<Record<SolverErrorKey, string>>;

/** The errors of the game a review reads. */
export const REVIEW_ERRORS = {
  'review-too-many-moves': 'The game holds {count} moves; a review takes at most {max}.',
  'review-save-too-long':
    'The save holds {length} characters; a save of {moves} moves, the most a review takes, holds at most {max}.',
  'review-move-unreadable': 'Move {n} of the game does not read.',
  'review-move-not-move': 'Move {n} of the game must be a move like { card, to } or a move text like "8H-5".',
  'review-move-refused': 'Move {n} of the game, {move}, is refused.',
  'review-history': 'The history of the game cannot be read.',
  'review-game-code': 'The game code must be a text or null, not {given}.',
  'review-unknown-field': 'A code with moves has no field {key}; its fields are gameCode, moves and options.',
  'review-code-not-text': 'The code must be a game code like RU1-C-AAAAABB, not {given}.',
  'review-code': 'The code {given} is not a game code.',
  'review-start': 'The deal of the code cannot be laid out under these options.',
  'review-moves': 'The moves cannot be read.',
  'review-save': 'The save is refused.',
  'review-not-a-game': 'Expected a game, a save, or { gameCode, moves }, not {given}.',
  'review-game-unreadable': 'The game to review cannot be read.',
} as const satisfies Partial<Record<SolverErrorKey, string>>;

/** The errors of a worker and its clients. */
export const WORKER_ERRORS = {
  'client-no-worker-class': 'This host has no global Worker to start a worker from a URL.',
  'client-not-a-worker': 'Expected a worker, a function that makes one, or the URL of a worker script, not {given}.',
  'client-start-failed': 'The worker could not be started: {given}.',
  'client-random':
    'A random source cannot be sent to a worker: leave random out (the worker draws from its own cryptographic source) or pass seeds.',
  'client-save-failed': "The game's save could not be made.",
  'client-game-not-data': 'The game cannot be sent to a worker: it holds something that is not plain data.',
  'client-game-unreadable': 'The game cannot be sent to a worker.',
  'client-wrong-reply': 'The worker answered a {request} request with {reply}.',
  'client-no-result': 'The worker sent a reply without a result.',
  'client-unreadable-deal': 'The worker sent an unreadable deal.',
  'client-refused-message': 'The worker refused the message: {given}.',
  'client-worker-failed': 'The worker failed: its script did not load, threw or crashed.',
  'client-worker-failed-because': 'The worker failed: {given}.',
  'client-message-error': 'The worker sent a message that could not be read.',
  'client-no-listeners': 'The worker takes no listeners: {given}.',
  'client-terminated': 'The solver client was terminated.',
  'client-aborted': 'The signal was aborted before the request was sent.',
  'node-thread-exited': 'The worker thread exited with code {code}.',
  'worker-options-unreadable': 'The {field} options of the request cannot be read.',
  'worker-local-option': 'The option {field}.{key} cannot be sent to a worker: leave it out.',
  'worker-position': 'The position of the request is not valid.',
  'worker-position-thrown': 'The position of the request could not be read: {given}.',
  'worker-reply-failed': 'The answer could not be posted: {given}.',
  'worker-message-unreadable': 'The worker message cannot be read.',
  'worker-message-shape': 'A worker message needs a type and a numeric id.',
  'worker-unknown-type': 'There is no request type {given}.',
  'worker-id-in-flight': 'Request {id} is still in flight: this {kind} request was not started.',
  'worker-request-failed': 'The request failed: {given}.',
} as const satisfies Partial<Record<SolverErrorKey, string>>;

/** The keys of the sentences of the solver's errors, in every language of its messages: listed, so that the type reads without the tables (each table is checked against it). */
export type SolverErrorKey =
  | 'solve-options-unreadable'
  | 'solve-defaults-unreadable'
  | 'solve-option-unknown'
  | 'solve-option-budget'
  | 'solve-option-time-limit'
  | 'solve-option-signal'
  | 'solve-option-progress'
  | 'solve-option-progress-interval'
  | 'solve-option-table-bits'
  | 'solve-option-max-depth'
  | 'solve-option-slice-nodes'
  | 'solve-option-slice-ms'
  | 'solve-option-rule'
  | 'solve-option-house'
  | 'fair-option-strategy'
  | 'fair-option-samples'
  | 'fair-option-sample-budget'
  | 'fair-option-seed'
  | 'fair-option-path'
  | 'fair-option-path-key'
  | 'fair-option-path-end'
  | 'review-option-solve-budget'
  | 'review-option-seed'
  | 'review-option-path'
  | 'review-option-rule-sets'
  | 'review-option-rule-set'
  | 'winnable-option-random'
  | 'winnable-random-and-seeds'
  | 'winnable-option-seeds'
  | 'winnable-seeds-empty'
  | 'winnable-seed-bad'
  | 'winnable-option-max-draws'
  | 'daily-option-max-candidates'
  | 'source-not-a-position'
  | 'winnable-code'
  | 'winnable-position'
  | 'winnable-aborted'
  | 'winnable-progress-failed'
  | 'winnable-none-seeds'
  | 'winnable-none-random'
  | 'review-too-many-moves'
  | 'review-save-too-long'
  | 'review-move-unreadable'
  | 'review-move-not-move'
  | 'review-move-refused'
  | 'review-history'
  | 'review-game-code'
  | 'review-unknown-field'
  | 'review-code-not-text'
  | 'review-code'
  | 'review-start'
  | 'review-moves'
  | 'review-save'
  | 'review-not-a-game'
  | 'review-game-unreadable'
  | 'client-no-worker-class'
  | 'client-not-a-worker'
  | 'client-start-failed'
  | 'client-random'
  | 'client-save-failed'
  | 'client-game-not-data'
  | 'client-game-unreadable'
  | 'client-wrong-reply'
  | 'client-no-result'
  | 'client-unreadable-deal'
  | 'client-refused-message'
  | 'client-worker-failed'
  | 'client-worker-failed-because'
  | 'client-message-error'
  | 'client-no-listeners'
  | 'client-terminated'
  | 'client-aborted'
  | 'node-thread-exited'
  | 'worker-options-unreadable'
  | 'worker-local-option'
  | 'worker-position'
  | 'worker-position-thrown'
  | 'worker-reply-failed'
  | 'worker-message-unreadable'
  | 'worker-message-shape'
  | 'worker-unknown-type'
  | 'worker-id-in-flight'
  | 'worker-request-failed'
  | 'date-format'
  | 'date-not-calendar'
  | 'date-invalid'
  | 'date-not-date'
  | 'date-range'
  | 'day-number-bad'
  | 'daily-count-bad'
  | 'daily-code'
  | 'daily-solve'
  | 'daily-undecided'
  | 'daily-none';
