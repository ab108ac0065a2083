/**
 * The command's typed errors and exit codes.
 *
 * Every refusal of outside input (an argument, an option value, a game code, a position text, a
 * move, an output file) is a {@link CliError} with a stable code and a message that names the
 * problem; the command prints the message in the language of `--lang` or of the environment
 * (`error-message.ts`) and exits with {@link EXIT_CODES}`.badInput` (2).
 * @module
 */
import { type Problem, type Result, type TextValues, echoInput, err } from '@russian-solitaire/engine';
import { problemMaker } from '@russian-solitaire/engine/internal';
import { CLI_ERRORS, type CliErrorKey } from './errors-en.js';

/** Every way the command can refuse its input or fail. */
export const CLI_ERROR_CODES = [
  'unknown-command',
  'unknown-option',
  'missing-value',
  'unexpected-value',
  'bad-value',
  'missing-argument',
  'extra-argument',
  'bad-code',
  'bad-position',
  'bad-move',
  'bad-options',
  'bad-output-file',
  'solver-unavailable',
  'solver-failed',
  'io-error',
] as const;
/** A code from {@link CLI_ERROR_CODES}. */
export type CliErrorCode = (typeof CLI_ERROR_CODES)[number];

/**
 * Why the command refused its input or failed: a `Problem` of the toolkit whose `code` is one of
 * {@link CLI_ERROR_CODES}. Its `message` is English; its `key` and `values` (and the `cause`, an
 * error of the engine, dealer or solver, or of the system) let the command write it in Russian,
 * Ukrainian or Turkish.
 */
export interface CliError extends Problem<CliErrorCode> {
  /** What kind of problem, stable and machine-readable. */
  readonly code: CliErrorCode;
  /** What was wrong, in English, naming the argument or value at fault. */
  readonly message: string;
}

/** The exit codes of the command. */
export const EXIT_CODES = Object.freeze({
  /** The command did its work (whatever the verdict of a solve). */
  ok: 0,
  /** The command could not do its work (the solver is missing, a file cannot be written). */
  failure: 1,
  /** Bad input: an unknown command or option, a bad option value, game code, position or move. */
  badInput: 2,
  /** Stopped by Ctrl-C (SIGINT). */
  interrupted: 130,
  /**
   * A survey whose reader of stdout went away before it wrote all it writes there (the records
   * without `--out`, the summary with it): 128 + SIGPIPE, as a tool that a closed pipe ends.
   */
  readerGone: 141,
});

const make = problemMaker(CLI_ERRORS);

/** The error of sentence `key` of the command's table (`errors-en.ts`), with its values and its cause. */
export function cliError(
  code: CliErrorCode,
  key: CliErrorKey,
  values?: TextValues,
  cause?: Problem['cause'],
): CliError {
  return make(code, key, values, cause);
}

/** A refused {@link Result} carrying the {@link CliError} of sentence `key` (see {@link cliError}). */
export function fail(
  code: CliErrorCode,
  key: CliErrorKey,
  values?: TextValues,
  cause?: Problem['cause'],
): Result<never, CliError> {
  return err(make(code, key, values, cause));
}

/**
 * A refused {@link Result} that says what an error of the engine, dealer or solver says, under a
 * code of the command: the error's sentence, values and cause are kept, so that it is written in
 * any language as that package writes it.
 */
export function failAs(code: CliErrorCode, problem: Problem): Result<never, CliError> {
  const { message, key, values, cause } = problem;
  return err(cause === undefined ? { code, message, key, values } : { code, message, key, values, cause });
}

/** The exit code for an error: 1 when the work could not be done (solver missing or failing, file error), 2 for bad input. */
export function exitCodeOf(error: CliError): number {
  return error.code === 'solver-unavailable' || error.code === 'solver-failed' || error.code === 'io-error'
    ? EXIT_CODES.failure
    : EXIT_CODES.badInput;
}

/**
 * A text from outside shown as it was given when the engine's rule for echoed input (`echoInput`)
 * would show it unchanged (short, nothing to escape), otherwise as that rule shows it: for texts
 * that are normally shown bare (a line of a transcript, a host name), so that a huge text or a
 * terminal command in one is never printed raw.
 */
export function asGiven(text: string): string {
  const echoed = echoInput(text);
  return echoed === `"${text}"` ? text : echoed;
}

/** The system errors whose words the command's tables have (`system-ENOENT`…); any other is `system-other`. */
export const SYSTEM_ERRORS = [
  'ENOENT',
  'EACCES',
  'EPERM',
  'EISDIR',
  'ENOTDIR',
  'EEXIST',
  'ENOSPC',
  'EROFS',
  'EMFILE',
  'EBUSY',
  'ELOOP',
  'ENAMETOOLONG',
  'EIO',
  'EPIPE',
  'EBADF',
  'EAGAIN',
  'EFBIG',
  'ENXIO',
  'EINVAL',
  'EDQUOT',
] as const;

/** The message of something thrown, as {@link causeOf} writes it in English. */
function englishOf(thrown: unknown): string {
  if (!(thrown instanceof Error)) return echoInput(thrown);
  const { path, dest } = thrown as NodeJS.ErrnoException & { dest?: unknown };
  if (typeof path !== 'string') return thrown.message;
  let message = thrown.message.replace(` '${path}'`, '');
  if (typeof dest === 'string') message = message.replace(` -> '${dest}'`, '');
  return message;
}

/**
 * Something thrown, as the cause of an error of the command, for the end of a message that names
 * its subject already. Its English message is a system error's message without the paths it names
 * (`ENOENT: no such file or directory, open`), the path being the subject; any other error's
 * message, or any other value by the engine's rule for echoed input. In another language: the
 * system error's words from the command's tables (its code, such as `ENOENT`, kept), or that an
 * error was thrown.
 */
export function causeOf(thrown: unknown): Problem<'thrown'> {
  const message = englishOf(thrown);
  if (!(thrown instanceof Error)) return { code: 'thrown', key: 'thrown-value', message, values: { given: message } };
  const { code, syscall } = thrown as NodeJS.ErrnoException;
  if (typeof code !== 'string') return { code: 'thrown', key: 'thrown-error', message, values: { name: thrown.name } };
  const known = (SYSTEM_ERRORS as readonly string[]).includes(code);
  const values = { errno: code, syscall: typeof syscall === 'string' ? syscall : '' };
  return { code: 'thrown', key: known ? `system-${code}` : 'system-other', message, values };
}
