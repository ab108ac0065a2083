/**
 * The `russian-solitaire` command: picks the command named by the first argument and runs it,
 * printing a refusal's message on stderr with its exit code, in the language of `--lang` or of the
 * environment (`LC_ALL`, `LC_MESSAGES`, `LANG`).
 * @module
 */
import { type Language, echoInput } from '@russian-solitaire/engine';
import type { Command } from './command.js';
import { dailyCommand } from './daily.js';
import { dealCommand } from './deal.js';
import { cliErrorMessage, cliLine, loadSolverMessages } from './language-messages.js';
import { type CliError, EXIT_CODES, cliError, exitCodeOf } from './errors.js';
import { USAGE_EXAMPLES } from './help-names.js';
import { helpIn } from './help-texts.js';
import { hintCommand } from './hint.js';
import type { CliIo } from './io.js';
import { parseArgs } from './args.js';
import { languageOfArgv, languageOption } from './language.js';
import { oddsCommand } from './odds.js';
import { playCommand } from './play.js';
import { reviewCommand } from './review.js';
import { solveCommand } from './solve.js';
import { summaryCommand } from './summary.js';
import { surveyCommand } from './survey.js';

/** The commands, in the order the usage lists them. */
const COMMANDS: readonly Command[] = [
  dealCommand,
  playCommand,
  solveCommand,
  hintCommand,
  oddsCommand,
  reviewCommand,
  surveyCommand,
  summaryCommand,
  dailyCommand,
];

/** The tool's usage in a language, shown by `--help` and when no command is given. */
function usage(language: Language): string {
  if (language !== 'en') return helpIn('usage', language, '');
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return `usage: russian-solitaire <command> [arguments] [options]

Russian Solitaire in the terminal: deals from RU1 game codes, play, solver and surveys.

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}

Examples:
${USAGE_EXAMPLES}

Run "russian-solitaire help <command>" (or "<command> --help") for a command's options,
"russian-solitaire version" for the version.
Every command takes --lang en|ru|uk|tr, the language of its help, refusals and errors (default:
the locale of LC_ALL, LC_MESSAGES or LANG; English for C, POSIX and other languages).
Exit codes: 0 done, 1 failure (solver missing, file error), 2 bad input, 130 interrupted (Ctrl-C),
143 stopped by SIGTERM.
`;
}

const COMMAND_LIST = [...COMMANDS.map((c) => c.name), 'help', 'version'].join(', ');

function commandNamed(name: string): Command | undefined {
  return COMMANDS.find((c) => c.name === name);
}

/** Writes an error on stderr, after the name of what refused (`russian-solitaire solve`), in a language. */
async function refuse(error: CliError, who: string, language: Language, io: CliIo): Promise<number> {
  io.onError?.(error);
  if (language !== 'en') await loadSolverMessages();
  io.stderr.write(`${who}: ${cliErrorMessage(error, language)}\n`);
  return exitCodeOf(error);
}

/**
 * `help [COMMAND] [--lang L]`: that command's help as `COMMAND --help` prints it, or the usage
 * without a command, in the language of `--lang` or else of the environment, as every command.
 */
async function helpOf(words: readonly string[], io: CliIo): Promise<number> {
  const refusedIn = languageOfArgv(words, io.env);
  const args = parseArgs(words, { lang: 'value' });
  if (!args.ok) return refuse(args.error, 'russian-solitaire help', refusedIn, io);
  const language = languageOption(args.value, io.env);
  if (!language.ok) return refuse(language.error, 'russian-solitaire help', refusedIn, io);
  const [name, ...extra] = args.value.positionals;
  if (name === undefined) {
    io.stdout.write(usage(language.value));
    return EXIT_CODES.ok;
  }
  const command = commandNamed(name);
  if (!command || extra.length > 0) {
    const error = command
      ? cliError('extra-argument', 'help-one-name', { commands: COMMAND_LIST })
      : cliError('unknown-command', 'help-unknown', { given: echoInput(name), commands: COMMAND_LIST });
    return refuse(error, 'russian-solitaire help', language.value, io);
  }
  io.stdout.write(command.help(language.value));
  return EXIT_CODES.ok;
}

/** Runs the command line `argv` (the arguments after the program name) and returns the exit code. */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.stderr.write(usage(languageOfArgv([], io.env)));
    return EXIT_CODES.badInput;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    if (name === 'help' && rest.length > 0) return helpOf(rest, io);
    io.stdout.write(usage(languageOfArgv(rest, io.env)));
    return EXIT_CODES.ok;
  }
  if (name === '--version' || name === '-v' || name === 'version') {
    io.stdout.write(`${VERSION}\n`);
    return EXIT_CODES.ok;
  }
  const command = commandNamed(name);
  if (!command) {
    const error = name.startsWith('-')
      ? cliError('unknown-option', 'command-unknown-option', { given: echoInput(name), commands: COMMAND_LIST })
      : cliError('unknown-command', 'command-unknown', { given: echoInput(name), commands: COMMAND_LIST });
    return refuse(error, 'russian-solitaire', languageOfArgv(argv, io.env), io);
  }
  const result = await command.run(rest, io);
  if (result.ok) return result.value;
  const language = languageOfArgv(rest, io.env);
  const exitCode = await refuse(result.error, `russian-solitaire ${command.name}`, language, io);
  if (exitCode === EXIT_CODES.badInput && result.error.code !== 'bad-move')
    io.stderr.write(`${cliLine('see-help', language, { command: command.name })}\n`);
  return exitCode;
}

declare const __CLI_VERSION__: string | undefined;
/** The package version. */
export const VERSION: string = typeof __CLI_VERSION__ === 'string' ? __CLI_VERSION__ : '0.1.0';
