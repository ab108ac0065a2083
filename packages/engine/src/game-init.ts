/**
 * What the making of a game and the resuming of a save share, inside the engine (not part of the
 * package's API): reading the clock of an init.
 * @module
 */
import type { Clock } from './clock.js';
import type { OwnFields } from './read.js';
import { type Result, err, ok } from './result.js';

/**
 * The clock of an init's fields: `undefined` for the system clock, or an object with a `now()`
 * method; anything else is refused (`null`). A getter that throws reads as no `now()`.
 */
export function readClock(fields: OwnFields): Result<Clock | undefined, null> {
  const clock: unknown = fields.clock;
  if (clock === undefined) return ok(undefined);
  let now: unknown;
  try {
    now = typeof clock === 'object' && clock !== null ? (clock as Record<string, unknown>).now : undefined;
  } catch {
    now = undefined;
  }
  if (typeof now !== 'function') return err(null);
  return ok(clock as Clock);
}
