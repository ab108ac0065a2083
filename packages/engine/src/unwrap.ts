/**
 * `unwrap`, for scripts and tests where a refusal is a programming error, and the error it throws.
 * @module
 */
import { brand, isBrandedInstance } from './brand.js';
import { echoInput } from './echo.js';
import { ownValue } from './read.js';
import type { Result } from './result.js';

/** The brand of every {@link UnwrapError}, shared by the builds of the engine. */
const UNWRAP_ERROR_BRAND = /* @__PURE__ */ brand('@russian-solitaire/engine/UnwrapError');

/**
 * What {@link unwrap} throws for a refused result: an `Error` whose message is the refusal's own
 * `message`, whose `code` is the refusal's `code`, and whose `cause` is the error value itself, so
 * that a catch block has the whole typed error:
 *
 * ```ts
 * try {
 *   unwrap(parseMove('9Z-1'));
 * } catch (e) {
 *   if (e instanceof UnwrapError) console.log(e.code, e.message, e.cause);
 * }
 * ```
 *
 * `instanceof UnwrapError` holds for the errors of either build of the engine (ES module or
 * CommonJS).
 *
 * @typeParam E - the error value of the refused result.
 */
export class UnwrapError<E = unknown> extends Error {
  /** Always `UnwrapError`. */
  override readonly name = 'UnwrapError';
  /** The error value's own `code` when it is a string (every error of these packages has one). */
  readonly code: string | undefined;
  /** The error value of the refused result, as it was. */
  declare readonly cause: E;

  /** What only an error made by this class has (see brand.ts). */
  #made(): void {}

  /** Whether a value is an error made by this class (of this build): the check it registers for its brand. */
  static #isMade(value: object): boolean {
    return #made in value;
  }

  /** Wraps the error value of a refused result (see the class comment). */
  constructor(error: E) {
    super(messageOfError(error), { cause: error });
    UNWRAP_ERROR_BRAND.register(UnwrapError.#isMade);
    const code = ownValue(error, 'code');
    this.code = typeof code === 'string' ? code : undefined;
  }

  /** `instanceof UnwrapError` is true for the errors of either build of the engine. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBrandedInstance(this, UnwrapError, UNWRAP_ERROR_BRAND, value);
  }
}

/** The message of an error value: its own `message` text, else its `code`, else the value shown by the rule for echoed input. */
function messageOfError(error: unknown): string {
  const message = ownValue(error, 'message');
  if (typeof message === 'string') return message;
  const code = ownValue(error, 'code');
  return typeof code === 'string' ? code : `refused with ${echoInput(error)}`;
}

/**
 * Returns the value of a result, or throws an {@link UnwrapError} made from its error (its message,
 * its code, and the error value as its `cause`). Convenient in scripts and tests where a refusal is
 * a programming error; applications should branch on `result.ok` instead.
 * @throws UnwrapError when the result is a refusal.
 * @throws TypeError when `result` is not a result (an object whose `ok` is `true` or `false`).
 */
export function unwrap<T, E>(result: Result<T, E>): T {
  const done = typeof result === 'object' && result !== null ? ownValue(result, 'ok') : undefined;
  if (typeof done !== 'boolean')
    throw new TypeError(`${echoInput(result)} is not a result: expected { ok: true, value } or { ok: false, error }`);
  if (result.ok) return result.value;
  throw new UnwrapError(result.error);
}
