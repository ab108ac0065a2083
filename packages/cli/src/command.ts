/**
 * What every command has in common: its signature, its help text, reading its arguments, and the
 * colour switch.
 * @module
 */
import { type Language, type Result, echoInput, ok } from '@russian-solitaire/engine';
import type { CliErrorKey } from './errors-en.js';
import { type OptionSpec, type ParsedArgs, flag, parseArgs } from './args.js';
import { type CliError, fail } from './errors.js';
import type { CommandName } from './help-names.js';
import { helpIn } from './help-texts.js';
import type { CliIo, OutputStream } from './io.js';
import { languageOf, languageOption } from './language.js';
import { type Style, colourWanted, makeStyle } from './style.js';

/** A command: runs with its arguments (after the command name) and returns an exit code or an error. */
type CommandRun = (argv: readonly string[], io: CliIo) => Promise<Result<number, CliError>>;

/** A command of the `russian-solitaire` tool. */
export interface Command {
  /** The name typed after `russian-solitaire`. */
  readonly name: CommandName;
  /** One line for the command list of the usage, in English. */
  readonly summary: string;
  /** The full help text of the command, in a language. */
  readonly help: (language: Language) => string;
  /** Runs the command. */
  readonly run: CommandRun;
}

/** What a command does with its arguments once they are read against its options. */
type CommandBody = (args: ParsedArgs, io: CliIo) => Result<number, CliError> | Promise<Result<number, CliError>>;

/** A command as it is written: a {@link Command} whose arguments are read for it. */
export interface CommandDefinition {
  /** The name typed after `russian-solitaire`. */
  readonly name: CommandName;
  /** One line for the command list of the usage, in English. */
  readonly summary: string;
  /** The full help text in English, printed by `--help` (the other languages: `help-ru.ts`…). */
  readonly help: string;
  /** The options the command takes (`--help` and `--lang` are added to them). */
  readonly options: OptionSpec;
  /** What the command does with its arguments. */
  readonly body: CommandBody;
}

/** The styles for a stream: colours on a terminal unless `NO_COLOR` is set or `--no-color` given. */
export function styleFor(stream: OutputStream, io: CliIo, args: ParsedArgs): Style {
  return makeStyle(!flag(args, 'no-color') && colourWanted(stream, io.env));
}

/**
 * Reads a command's arguments against its options, `--help` and `--lang` (which every command
 * takes: the language of its messages, see `language.ts`); with `--help`, prints the help text in
 * that language and gives `null` (the command then exits 0).
 */
function readArgs(
  argv: readonly string[],
  spec: OptionSpec,
  help: (language: Language) => string,
  io: CliIo,
): Result<ParsedArgs | null, CliError> {
  const args = parseArgs(argv, { ...spec, help: 'flag', lang: 'value' });
  if (!args.ok) return args;
  if (flag(args.value, 'help')) {
    io.stdout.write(help(languageOf(args.value, io.env)));
    return ok(null);
  }
  const language = languageOption(args.value, io.env);
  return language.ok ? args : language;
}

/** A command from its definition: it reads its arguments with {@link readArgs}, then runs its body. */
export function defineCommand(definition: CommandDefinition): Command {
  const { name, summary, options, body } = definition;
  const help = (language: Language): string => helpIn(name, language, definition.help);
  return {
    name,
    summary,
    help,
    run: async (argv, io) => {
      const args = readArgs(argv, options, help, io);
      if (!args.ok) return args;
      return args.value === null ? ok(0) : body(args.value, io);
    },
  };
}

/**
 * The positional arguments, when there are at most `max` of them; more are refused
 * (`extra-argument`, with the sentence `takes`, which says what the command takes and names the
 * first argument too many as `{given}`).
 */
export function atMostPositionals(
  args: ParsedArgs,
  max: number,
  takes: CliErrorKey,
): Result<readonly string[], CliError> {
  const extra = args.positionals[max];
  if (extra !== undefined) return fail('extra-argument', takes, { given: echoInput(extra) });
  return ok(args.positionals);
}

/**
 * The one positional argument of a command: `missing` is the sentence when there is none
 * (`missing-argument`), `takes` the one for more (see {@link atMostPositionals}).
 */
export function onePositional(args: ParsedArgs, missing: CliErrorKey, takes: CliErrorKey): Result<string, CliError> {
  const given = atMostPositionals(args, 1, takes);
  if (!given.ok) return given;
  const [text] = given.value;
  return text === undefined ? fail('missing-argument', missing) : ok(text);
}
