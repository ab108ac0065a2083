import { LANGUAGES, type Language } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import { englishWords } from '../../../testing/translations.js';
import { HELP_NAMES, type HelpName } from './help-names.js';
import { cli } from './testing/cli.js';

/** The help texts printed so far, by name and language. */
const seen = new Map<string, string>();

/** The help text `name` as the built command prints it with `--lang` (run once for each). */
function printed(name: HelpName, language: Language): string {
  const key = `${name} ${language}`;
  const known = seen.get(key);
  if (known !== undefined) return known;
  const r = cli(name === 'usage' ? ['--help', '--lang', language] : [name, '--help', '--lang', language]);
  expect(r.status, `${name} --help --lang ${language}`).toBe(0);
  seen.set(key, r.stdout);
  return r.stdout;
}

/** The options a help text names (`--budget`), sorted, each once. */
const optionsOf = (text: string): string[] => [...new Set(text.match(/--[a-z][a-z-]*/g) ?? [])].sort();
/** The numbers a help text names (defaults, ranges, exit codes), sorted, each once. */
const numbersOf = (text: string): string[] => [...new Set(text.match(/\d+/g) ?? [])].sort();
/** The game codes, commands typed and examples a help text shows. */
const examplesOf = (text: string): string[] =>
  [...new Set(text.match(/RU1-[A-Z]-[A-Z]+|russian-solitaire [a-z]+[^\n"([]*|"[^"\n]*"/g) ?? [])].sort();

/** Words of code every language writes as typed: values of options, fields of the JSON, names. */
const NAMES = [
  ...['classic', 'relaxed', 'default', 'none', 'on', 'off', 'fair', 'sampled', 'committed', 'widened', 'greedy'],
  ...['random'],
  ...['status', 'nodes', 'ms', 'moves', 'card', 'from', 'to', 'move', 'line', 'position', 'winShare', 'estimate'],
  ...[
    'low',
    'high',
    'samples',
    'exhaustive',
    'code',
    'gameCode',
    'winnableAtStart',
    'losingMove',
    'number',
    'verdictBefore',
  ],
  ...['verdictAfter', 'hint', 'label', 'counts', 'date', 'seed', 'candidate', 'won', 'winnable', 'solved'],
  ...['unsolvable', 'unknown', 'floor', 'count', 'Game.save', 'NO_COLOR', 'LC_ALL', 'LC_MESSAGES', 'LANG', 'POSIX'],
  ...['SIGTERM', 'UTC', 'YYYY-MM-DD', 'FILE', 'FILE.lock', 'CODE', 'POSITION', 'SEED', 'DATE', 'JSON', 'Ctrl-C'],
  ...['head', 'jsonl', 'Enter', 'Hint', 'docs/ru1.md', 'The daily deal', 'review', 'help', 'version', 'command'],
  ...['stdout', 'stderr', 'deal', 'play', 'solve', 'odds', 'survey', 'summary', 'daily', 'finish', 'restart', 'new'],
];

describe('the help texts in four languages', () => {
  it("every command's help and the usage, in every language, name the same options, numbers and examples", () => {
    let checked = 0;
    for (const name of HELP_NAMES) {
      const english = printed(name, 'en');
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const text = printed(name, language);
        expect(text, `${name} in ${language}`).not.toBe(english);
        expect(optionsOf(text), `${name} in ${language}: options`).toEqual(optionsOf(english));
        expect(numbersOf(text), `${name} in ${language}: numbers`).toEqual(numbersOf(english));
        expect(examplesOf(text), `${name} in ${language}: examples`).toEqual(examplesOf(english));
        checked++;
      }
      expect(optionsOf(english).length, name).toBeGreaterThan(name === 'usage' ? 5 : 2);
    }
    expect(checked).toBe(3 * HELP_NAMES.length);
  });

  it('no English sentence is left in a translated help text', () => {
    let checked = 0;
    for (const name of HELP_NAMES)
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const text = printed(name, language)
          // The lines of examples and usage are commands typed, as in English.
          .split('\n')
          .filter((line) => !/^\s*russian-solitaire /.test(line))
          .join('\n')
          .replace(/--[a-z][a-z-]*/g, ' ');
        expect(englishWords(text, NAMES), `${name} in ${language}`).toEqual([]);
        checked++;
      }
    expect(checked).toBe(3 * HELP_NAMES.length);
  });

  it('every translated help names the same values of --player and --rule as the English one', () => {
    // values typed as they are, which a translation could leave out (the players once lacked widened;
    // `fair` is left out, a word of English prose too)
    const VALUES = ['classic', 'relaxed', 'sampled', 'committed', 'widened', 'greedy'];
    const valuesOf = (text: string): string[] => VALUES.filter((v) => new RegExp(`\\b${v}\\b`).test(text));
    let named = 0;
    for (const name of HELP_NAMES) {
      const english = valuesOf(printed(name, 'en'));
      named += english.length;
      for (const language of LANGUAGES.filter((l) => l !== 'en'))
        expect(valuesOf(printed(name, language)), `${name} in ${language}`).toEqual(english);
    }
    expect(named).toBeGreaterThan(VALUES.length);
  });

  it('every line of a translated help keeps its options in the column the English one has', () => {
    for (const name of HELP_NAMES) {
      const column = (text: string): Set<number> =>
        new Set(
          text
            .split('\n')
            .filter((line) => /^ {2}--[a-z]/.test(line))
            .map((line) => /^ {2}\S+(?: \S+)*? {2,}(?=\S)/.exec(line)?.[0].length ?? -1),
        );
      const english = column(printed(name, 'en'));
      for (const language of LANGUAGES.filter((l) => l !== 'en'))
        expect(column(printed(name, language)), `${name} in ${language}`).toEqual(english);
    }
  });

  it('follows the locale: LANG=tr_TR.UTF-8 russian-solitaire solve --help is Turkish', () => {
    const turkish = cli(['solve', '--help'], { env: { LANG: 'tr_TR.UTF-8' } });
    expect(turkish.status).toBe(0);
    expect(turkish.stdout).toMatch(/^kullanım: russian-solitaire solve CODE\|POSITION/);
    expect(turkish.stdout).toContain('düğüm bütçesi (varsayılan 1000000)');
    expect(turkish.stdout).toBe(printed('solve', 'tr'));
    // --lang wins over the locale; C and other languages are English.
    expect(cli(['solve', '--help', '--lang', 'en'], { env: { LANG: 'tr_TR.UTF-8' } }).stdout).toBe(
      printed('solve', 'en'),
    );
    expect(cli(['solve', '--help'], { env: { LANG: 'C' } }).stdout).toBe(printed('solve', 'en'));
    expect(cli(['--help'], { env: { LC_ALL: 'uk_UA.UTF-8' } }).stdout).toBe(printed('usage', 'uk'));
    // The usage shown when no command is given is in the locale's language too (on stderr, exit 2).
    const bare = cli([], { env: { LANG: 'ru_RU.UTF-8' } });
    expect(bare.status).toBe(2);
    expect(bare.stderr).toBe(printed('usage', 'ru'));
  });
});
