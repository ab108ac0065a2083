/**
 * The outcome of an operation that can refuse its input: either a value or a typed error.
 *
 * Parsers and validators return a `Result` instead of throwing, so a caller handles bad input
 * with an ordinary `if (!result.ok)` and the error's `code` says what was wrong.
 *
 * @typeParam T - the value on success.
 * @typeParam E - the error on refusal.
 */
export type Result<T, E> = Ok<T> | Err<E>;

/** The success branch of a {@link Result}. */
export interface Ok<T> {
  /** Always `true` on success. */
  readonly ok: true;
  /** The value produced. */
  readonly value: T;
}

/** The refusal branch of a {@link Result}. */
export interface Err<E> {
  /** Always `false` on refusal. */
  readonly ok: false;
  /** What was wrong. */
  readonly error: E;
}

/** Wraps a value as a successful {@link Result}. */
export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/** Wraps an error as a refused {@link Result}. */
export function err<E>(error: E): Err<E> {
  return { ok: false, error };
}
