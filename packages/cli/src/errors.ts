/**
 * The command's typed errors and exit codes.
 *
 * Every refusal of outside input (an argument, an option value, a game code, a position text, a
 * move, an output file) is a {@link CliError} with a stable code and a message that names the
 * problem; the command prints the message and exits with {@link EXIT_CODES}`.badInput` (2).
 * @module
 */
import { type Result, echoInput, err } from '@russian-solitaire/engine';

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

/** Why the command refused its input or failed. */
export interface CliError {
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

/** A refused {@link Result} carrying a {@link CliError}. */
export function fail(code: CliErrorCode, message: string): Result<never, CliError> {
  return err({ code, message });
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

/**
 * The message of something thrown, for the end of a message that names its subject already: a
 * system error's message without the paths it names (`ENOENT: no such file or directory, open`),
 * the path being the subject; any other error's message, or any other value, by the engine's rule
 * for echoed input.
 */
export function messageOf(thrown: unknown): string {
  if (!(thrown instanceof Error)) return echoInput(thrown);
  const { path, dest } = thrown as NodeJS.ErrnoException & { dest?: unknown };
  if (typeof path !== 'string') return thrown.message;
  let message = thrown.message.replace(` '${path}'`, '');
  if (typeof dest === 'string') message = message.replace(` -> '${dest}'`, '');
  return message;
}
