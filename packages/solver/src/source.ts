/**
 * What the hint functions take: a position, or a game that holds one.
 * @module
 */
import { Position } from '@russian-solitaire/engine';

/** Something that holds a position: an engine `Position`, or a game (anything with a `position`). */
export type PositionSource = Position | { readonly position: Position };

/** The position of a source, or `null` when it is neither a position nor holds one. */
export function positionOf(source: PositionSource): Position | null {
  if (source instanceof Position) return source;
  if (
    typeof source === 'object' &&
    source !== null &&
    (source as { position?: unknown }).position instanceof Position
  ) {
    return (source as { position: Position }).position;
  }
  return null;
}
