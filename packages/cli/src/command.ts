/**
 * What every command has in common: its signature, its help text, and the colour switch.
 * @module
 */
import { type Result, ok } from '@russian-solitaire/engine';
import { type OptionSpec, type ParsedArgs, flag, parseArgs } from './args.js';
import type { CliError } from './errors.js';
import type { CliIo, OutputStream } from './io.js';
import { type Style, colourWanted, makeStyle } from './style.js';

/** A command: runs with its arguments (after the command name) and returns an exit code or an error. */
export type CommandRun = (argv: readonly string[], io: CliIo) => Promise<Result<number, CliError>>;

/** A command of the `russian-solitaire` tool. */
export interface Command {
  /** The name typed after `russian-solitaire`. */
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** The full help text of the command. */
  readonly help: string;
  /** Runs the command. */
  readonly run: CommandRun;
}

/** The styles for a stream: colours on a terminal unless `NO_COLOR` is set or `--no-color` given. */
export function styleFor(stream: OutputStream, io: CliIo, args: ParsedArgs): Style {
  return makeStyle(!flag(args, 'no-color') && colourWanted(stream, io.env));
}

/**
 * Reads a command's arguments against its options; with `--help`, prints the help text and gives
 * `null` (the command then exits 0).
 */
export function readArgs(
  argv: readonly string[],
  spec: OptionSpec,
  help: string,
  io: CliIo,
): Result<ParsedArgs | null, CliError> {
  const args = parseArgs(argv, spec);
  if (!args.ok) return args;
  if (flag(args.value, 'help')) {
    io.stdout.write(help);
    return ok(null);
  }
  return args;
}
