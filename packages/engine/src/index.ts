export * from './card.js';
export * from './rules.js';
export * from './options.js';
export * from './result.js';
export * from './unwrap.js';
export * from './read.js';
export * from './move.js';
export * from './position.js';
export { type ColumnSetup, type PositionSetup, makeColumn } from './setup.js';
export * from './layout.js';
export { REFUSAL_CODES, type Refusal, type RefusalCode, type RefusalFacts, checkMove, isLegal } from './refusal.js';
export * from './language.js';
export { cardName, refusalMessage, ruleSetName, suitName } from './messages.js';
export * from './text.js';
export * from './notation-error.js';
export * from './notation.js';
export * from './clock.js';
export * from './score.js';
export * from './save.js';
export * from './game.js';
export * from './log.js';
export * from './resume.js';
export {
  type ClockSnapshot,
  type GameListener,
  type GameSnapshot,
  type Unsubscribe,
  snapshotElapsedMs,
} from './snapshot.js';
export * from './visible.js';
export * from './echo.js';
