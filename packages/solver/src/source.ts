/**
 * What the hint functions take: a position, or a game that holds one.
 * @module
 */
import { type Position, type Problem, isPosition } from '@russian-solitaire/engine';
import { problemMaker } from '@russian-solitaire/engine/internal';
import { SEARCH_ERRORS } from './errors-en.js';

/** Something that holds a position: an engine `Position`, or a game (anything with a `position`). */
export type PositionSource = Position | { readonly position: Position };

/**
 * The position of a source, or `null` when it is neither a position nor holds one. Positions are
 * recognised by the engine's brand (`isPosition`), so one made by the engine's CommonJS build
 * is taken by this package's ESM build, and the other way round. A getter that throws counts as
 * no position.
 */
export function positionOf(source: unknown): Position | null {
  if (isPosition(source)) return source;
  if (typeof source !== 'object' || source === null) return null;
  let held: unknown;
  try {
    held = (source as { position?: unknown }).position;
  } catch {
    return null;
  }
  return isPosition(held) ? held : null;
}

/** Makes the errors of what a search is given and of what it finds. */
export const searchProblem = /* @__PURE__ */ problemMaker(SEARCH_ERRORS);

/** The refusal of a source that is neither a position nor holds one (`bad-position`). */
export function notAPosition(): Problem<'bad-position'> {
  return searchProblem('bad-position', 'source-not-a-position');
}
