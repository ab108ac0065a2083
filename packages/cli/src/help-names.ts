/**
 * The names of the help texts of the tool, and the shape of one language's table of them
 * (`help-ru.ts`…, brought together in `help-texts.ts`).
 * @module
 */

/** The help texts: the tool's usage, then each command's, in the order the usage lists them. */
export const HELP_NAMES = [
  'usage',
  'deal',
  'play',
  'solve',
  'hint',
  'odds',
  'review',
  'survey',
  'summary',
  'daily',
] as const;
/** The name of a help text of {@link HELP_NAMES}. */
export type HelpName = (typeof HELP_NAMES)[number];
/** The name of a command: every help text but the usage. */
export type CommandName = Exclude<HelpName, 'usage'>;
/** The help texts of one language, by name. */
export type HelpTable = { readonly [name in HelpName]: string };

/** The examples of the usage, commands as they are typed, the same in every language. */
export const USAGE_EXAMPLES = `  russian-solitaire deal RU1-C-AAAAABB
  russian-solitaire play
  russian-solitaire solve RU1-C-AAAAABB --json
  russian-solitaire hint RU1-C-AAAAABB --moves "8H-5 QS-F"
  russian-solitaire hint RU1-C-AAAAABB --fair
  russian-solitaire odds RU1-C-AAAAABB
  russian-solitaire review RU1-C-AAAAAAO --moves "AD-F 2D-F …"
  russian-solitaire deal --winnable
  russian-solitaire daily
  russian-solitaire survey --rule C --from 0 --count 1000 --budget 1e6 --out classic.jsonl
  russian-solitaire survey --rule C --from 0 --count 1000 --player fair --shard 1/4 --out fair-1.jsonl
  russian-solitaire summary fair-1.jsonl fair-2.jsonl fair-3.jsonl fair-4.jsonl`;
