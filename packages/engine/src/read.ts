/**
 * Reading outside data: the one place where the engine (and the packages built on it) looks
 * into objects and lists it did not make.
 *
 * A record is read as a copy of its own enumerable data fields, taken once: inherited fields
 * (a polluted `Object.prototype`) are never seen, getters are refused rather than run, and a
 * Proxy or an object that throws while it is read is refused instead of letting the exception
 * out. Lists are copied the same way. Every later check then runs on the copy, which cannot change
 * under it.
 * @module
 */
import { echoInput } from './echo.js';
import { READ_ERRORS } from './errors-en.js';
import { type Problem, problemMaker } from './problem.js';
import { type Result, err, ok } from './result.js';

/** The ways a record or a list can fail to be read. */
export type ReadErrorCode = 'not-an-object' | 'not-a-list' | 'too-long' | 'unreadable';

/**
 * Why a record or a list was not read: the cause of the error of what it was read for (the
 * options, a save), whose own message names it.
 */
export type ReadError = Problem<ReadErrorCode>;

const problem = /* @__PURE__ */ problemMaker(READ_ERRORS);

/** The own data fields of a plain object, copied into an object without a prototype. */
export type OwnFields = Readonly<Record<string, unknown>>;

/**
 * Reads a plain object (a JSON object, an object literal, a frozen record, from any realm) as a
 * copy of its own enumerable data fields. Refuses anything that is not such an object
 * (`not-an-object`: `null`, a number, a list, a class instance such as a `Map` or a `Date`), a field
 * defined by a getter and any object that throws while it is read, such as a revoked Proxy
 * (`unreadable`). Symbol keys are ignored. Never throws.
 *
 * @param input - the value to read.
 */
export function readFields(input: unknown): Result<OwnFields, ReadError> {
  if (typeof input !== 'object' || input === null)
    return err(problem('not-an-object', 'read-not-an-object', { given: echoInput(input) }));
  try {
    if (Array.isArray(input)) return err(problem('not-an-object', 'read-list'));
    const proto: unknown = Object.getPrototypeOf(input);
    if (proto !== null && Object.getPrototypeOf(proto) !== null) return err(problem('not-an-object', 'read-not-plain'));
    const fields = Object.create(null) as Record<string, unknown>;
    for (const key of Object.getOwnPropertyNames(input)) {
      const descriptor = Object.getOwnPropertyDescriptor(input, key);
      if (descriptor === undefined || descriptor.enumerable !== true) continue;
      if (!('value' in descriptor)) return err(problem('unreadable', 'read-getter', { field: echoInput(key) }));
      fields[key] = descriptor.value;
    }
    return ok(fields);
  } catch (error) {
    return err(problem('unreadable', 'read-unreadable', { given: echoInput(error) }));
  }
}

/**
 * One own field of a value, read once: `undefined` when the value is not an object, has no such
 * own field, or throws while it is read. Faster than {@link readFields} for a hot path that needs
 * one or two fields of a small object, such as a move; a getter is run (once), not refused.
 */
export function ownValue(input: unknown, key: string): unknown {
  if ((typeof input !== 'object' && typeof input !== 'function') || input === null) return undefined;
  try {
    return Object.prototype.hasOwnProperty.call(input, key) ? (input as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads optional settings: `undefined` reads as no fields, anything else as {@link readFields}.
 * For the last argument of a function (`init`, `options`) that may be left out.
 */
export function readOptionalFields(input: unknown): Result<OwnFields, ReadError> {
  return input === undefined ? ok(Object.create(null) as OwnFields) : readFields(input);
}

/**
 * Reads a list as a copy of its elements (a hole reads as `undefined`, never as an inherited
 * value). Refuses what is not a list (`not-a-list`), a list of more than `maxLength` elements
 * (`too-long`) and a list that throws while it is read (`unreadable`). Never throws.
 *
 * @param input - the value to read.
 * @param maxLength - the most elements accepted.
 */
export function readList(input: unknown, maxLength: number): Result<unknown[], ReadError> {
  try {
    if (!Array.isArray(input)) return err(problem('not-a-list', 'read-not-a-list', { given: echoInput(input) }));
    const length = input.length;
    if (length > maxLength) return err(problem('too-long', 'read-too-long', { length, max: maxLength }));
    const out = new Array<unknown>(length);
    for (let i = 0; i < length; i++) {
      out[i] = Object.prototype.hasOwnProperty.call(input, i) ? (input as unknown[])[i] : undefined;
    }
    return ok(out);
  } catch (error) {
    return err(problem('unreadable', 'read-unreadable', { given: echoInput(error) }));
  }
}

/** Whether a value read from outside is a count: a whole number from 0 to `max` (a safe integer). */
export function isCount(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max;
}

/** Upper-cases the ASCII letters `a`–`z` of a text and nothing else (no Unicode case mapping). */
export function asciiUpperCase(text: string): string {
  return text.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/** Lower-cases the ASCII letters `A`–`Z` of a text and nothing else (no Unicode case mapping). */
export function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
