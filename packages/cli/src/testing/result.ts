/**
 * Reading results in tests.
 * @module
 */
import type { Result } from '@russian-solitaire/engine';

/** The error of a refused result; throws (failing the test) when the result is not a refusal. */
export function errorOf<E>(result: Result<unknown, E>): E {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return result.error;
}
