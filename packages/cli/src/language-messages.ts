/**
 * The messages of the language a command writes in: its own sentences of that language
 * (`errors-ru.ts`…) on the solver's messages, which are loaded only when an error is written in a
 * language other than English (on the dealer's until then, or when the solver cannot be loaded).
 * @module
 */
import type { Language, Problem, Texts } from '@russian-solitaire/engine';
import { extendTexts } from '@russian-solitaire/engine/internal';
import { MESSAGES as DEALER_MESSAGES } from '@russian-solitaire/dealer/messages';
import { type CliMessages, errorMessage } from './error-message.js';
import { CLI_ERRORS, CLI_LINES, CLI_WORDS, type CliErrorKey, type CliLineKey, type CliWordKey } from './errors-en.js';
import { CLI_ERRORS_RU, CLI_LINES_RU, CLI_WORDS_RU } from './errors-ru.js';
import { CLI_ERRORS_TR, CLI_LINES_TR, CLI_WORDS_TR } from './errors-tr.js';
import { CLI_ERRORS_UK, CLI_LINES_UK, CLI_WORDS_UK } from './errors-uk.js';
import type { CliError } from './errors.js';

/** The sentences of a language: the command's errors, the words they name, the lines around them. */
export interface CliSentences {
  readonly errors: { readonly [key in CliErrorKey]: string };
  readonly words: { readonly [key in CliWordKey]: string };
  readonly lines: { readonly [key in CliLineKey]: string };
}

/** The command's sentences of every language. */
export const CLI_SENTENCES: Readonly<Record<Language, CliSentences>> = {
  en: { errors: CLI_ERRORS, words: CLI_WORDS, lines: CLI_LINES },
  ru: { errors: CLI_ERRORS_RU, words: CLI_WORDS_RU, lines: CLI_LINES_RU },
  uk: { errors: CLI_ERRORS_UK, words: CLI_WORDS_UK, lines: CLI_LINES_UK },
  tr: { errors: CLI_ERRORS_TR, words: CLI_WORDS_TR, lines: CLI_LINES_TR },
};

/**
 * The solver's messages of every language once {@link loadSolverMessages} has loaded them; `null`
 * when the solver package cannot be loaded (the command then still writes its own errors, and the
 * dealer's and the engine's, in every language).
 */
let solverMessages: Readonly<Record<Language, unknown>> | null = null;

/**
 * Loads the solver's messages, for the errors of the solver that the command's errors may carry.
 * The solver is loaded only when a command needs it; its messages, when an error is written in a
 * language other than English.
 */
export async function loadSolverMessages(): Promise<void> {
  if (solverMessages !== null) return;
  try {
    solverMessages = (await import('@russian-solitaire/solver/messages')).MESSAGES;
    for (const language of Object.keys(made) as Language[]) delete made[language];
  } catch {
    // No solver: its errors cannot happen either.
  }
}

/** The command's messages of a language: the solver's (or the dealer's), with the command's sentences, words and lines. */
function textsOf(language: Language): Texts<string, string> {
  const { errors, words, lines } = CLI_SENTENCES[language];
  const base = (solverMessages ?? DEALER_MESSAGES)[language] as Texts<string, string>;
  return extendTexts(base, { ...errors, ...words, ...lines });
}

/** The messages of each language, made when first needed. */
const made: Partial<Record<Language, Texts<string, string>>> = {};

/** The command's messages of a language (see {@link textsOf}). */
export function cliMessages(language: Language): Texts<string, string> {
  return (made[language] ??= textsOf(language));
}

/**
 * The message of an error of the command (or of the engine, dealer or solver, or the cause of
 * one) in a language: in English, its own `message`; in another, its sentence and its cause's in
 * that language.
 */
export function cliErrorMessage(error: CliError | Problem, language: Language): string {
  if (language === 'en') return error.message;
  return errorMessage(error, cliMessages(language) as unknown as CliMessages);
}

/** A line the command writes around an error, in a language. */
export function cliLine(key: CliLineKey, language: Language, values: Readonly<Record<string, string>>): string {
  return cliMessages(language).text(key, values);
}
