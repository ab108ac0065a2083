/**
 * The help texts of the tool in every language: the usage (`russian-solitaire --help`) and each
 * command's `--help`. The English texts live beside what they describe (the usage in `main.ts`,
 * each command's in its file, with the defaults it uses); the Russian, Ukrainian and Turkish ones
 * are tables of their own (`help-ru.ts`…), with the same options, codes, numbers and examples
 * written as they are typed (a test checks it).
 * @module
 */
import type { Language } from '@russian-solitaire/engine';
import type { HelpName, HelpTable } from './help-names.js';
import { HELP_RU } from './help-ru.js';
import { HELP_TR } from './help-tr.js';
import { HELP_UK } from './help-uk.js';

/** The help texts of the languages other than English. */
const TRANSLATED_HELP: Readonly<Record<Exclude<Language, 'en'>, HelpTable>> = {
  ru: HELP_RU,
  uk: HELP_UK,
  tr: HELP_TR,
};

/** A help text in a language: `english` in English, the language's own text otherwise. */
export function helpIn(name: HelpName, language: Language, english: string): string {
  return language === 'en' ? english : TRANSLATED_HELP[language][name];
}
