/**
 * Reading an abort signal while a search runs. Signals are checked once when the options are read
 * (`bad-signal` for anything that does not read as one); a signal-like object may still throw on a
 * later read, and that must not throw out of a search.
 * @module
 */

/**
 * Whether `signal` has aborted: `false` for no signal, `true` when reading `aborted` throws (the
 * search ends as aborted, the exception does not escape).
 */
export function isAborted(signal: { readonly aborted: boolean } | null | undefined): boolean {
  if (signal === null || signal === undefined) return false;
  try {
    return signal.aborted === true;
  } catch {
    return true;
  }
}
