/**
 * The language a command writes in: `--lang` when given, otherwise the locale of the environment
 * as POSIX reads it for messages (`LC_ALL`, then `LC_MESSAGES`, then `LANG`; the first one set and
 * not empty wins), English for `C`, `POSIX` and every language the toolkit does not write.
 * @module
 */
import { type Language, type Result, echoInput, isLanguage, ok } from '@russian-solitaire/engine';
import { type ParsedArgs, valueOf } from './args.js';
import { type CliError, fail } from './errors.js';
import type { CliIo } from './io.js';

/** The environment variables that name the locale of messages, strongest first (POSIX). */
const LOCALE_VARIABLES = ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const;

/**
 * The language of a locale name as POSIX writes it, `language[_territory][.codeset][@modifier]`
 * (`ru_RU.UTF-8`, `uk_UA`, `tr`, `en_GB@euro`): its language part when the toolkit writes that
 * language, English otherwise (`C`, `POSIX`, `C.UTF-8`, `de_DE.UTF-8`).
 */
export function languageOfLocale(locale: string): Language {
  const language = /^([a-z]{2,3})(?=$|[_.@-])/i.exec(locale)?.[1]?.toLowerCase();
  return language !== undefined && isLanguage(language) ? language : 'en';
}

/** The language the environment asks for (see the module comment). */
export function languageOfEnv(env: CliIo['env']): Language {
  for (const name of LOCALE_VARIABLES) {
    const value = env[name];
    if (value !== undefined && value !== '') return languageOfLocale(value);
  }
  return 'en';
}

/** The language of a command: `--lang` (refused unless en, ru, uk or tr), else the environment's. */
export function languageOption(args: ParsedArgs, env: CliIo['env']): Result<Language, CliError> {
  const given = valueOf(args, 'lang');
  if (given === undefined) return ok(languageOfEnv(env));
  const lang = given.toLowerCase();
  return isLanguage(lang) ? ok(lang) : fail('bad-value', 'lang-bad', { given: echoInput(given) });
}

/** The language of a command whose arguments were read (and `--lang` with them): see {@link languageOption}. */
export function languageOf(args: ParsedArgs, env: CliIo['env']): Language {
  const language = languageOption(args, env);
  return language.ok ? language.value : 'en';
}

/**
 * The language a command line asks for, before its arguments are read (so that a refusal to read
 * them is written in it too): the value of its last `--lang` (`--lang ru`, `--lang=ru`) before a
 * `--`, when it is en, ru, uk or tr; else the environment's.
 */
export function languageOfArgv(argv: readonly string[], env: CliIo['env']): Language {
  let given: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') break;
    if (arg.startsWith('--lang=')) given = arg.slice('--lang='.length);
    else if (arg === '--lang' && argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) given = argv[++i];
  }
  const lang = given?.toLowerCase();
  return lang !== undefined && isLanguage(lang) ? lang : languageOfEnv(env);
}
