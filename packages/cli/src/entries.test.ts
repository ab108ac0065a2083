// The built package's message entries as a program loads them: every subpath of the exports map
// (`@russian-solitaire/cli`, `…/messages`, `…/messages/ru`…), imported as ES modules and required
// as CommonJS through the package's own name, and `errorMessage` writing real errors of the
// command with each language's messages. A language's entry loads none of the command's code.
// The test runs after the package's build (the global setup builds it when it is stale).
import { LANGUAGES, type Language, compareTexts } from '@russian-solitaire/engine';
import { MESSAGES as SOLVER_MESSAGES } from '@russian-solitaire/solver/messages';
import { errorMessage as solverErrorMessage } from '@russian-solitaire/solver';
import { parseCode } from '@russian-solitaire/dealer';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as MainEntry from './index.js';
import type * as AllEntry from './messages-all.js';
import type { CliMessages } from './error-message.js';
import { PACKAGE_ROOT } from './testing/cli.js';

type Main = typeof MainEntry;
type All = typeof AllEntry;

const require = createRequire(join(PACKAGE_ROOT, 'package.json'));
const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, { import: { default: string }; require: { default: string } } | string>;
};
/** The subpaths of the exports map that are modules (not `./package.json`). */
const SUBPATHS = Object.keys(pkg.exports).filter((subpath) => subpath !== './package.json');
/** The name a program imports a subpath by. */
const specifier = (subpath: string): string => (subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`);

/** Each subpath loaded both ways, through the package's name as a program loads it. */
const loaded = await Promise.all(
  SUBPATHS.map(async (subpath) => ({
    subpath,
    esm: (await import(specifier(subpath))) as Record<string, unknown>,
    cjs: require(specifier(subpath)) as Record<string, unknown>,
  })),
);
const entry = (subpath: string, build: 'esm' | 'cjs'): Record<string, unknown> =>
  loaded.find((e) => e.subpath === subpath)![build];

/** A real refusal of the command, as `run` gives it to `onError`, with the exit code. */
async function refusalOf(main: Main, argv: readonly string[]): Promise<{ exit: number; error: MainEntry.CliError }> {
  const errors: MainEntry.CliError[] = [];
  const quiet = { write: () => true };
  const exit = await main.run(argv, {
    stdout: quiet,
    stderr: quiet,
    stdin: process.stdin,
    env: {},
    onError: (e) => errors.push(e),
  });
  expect(errors).toHaveLength(1);
  return { exit, error: errors[0]! };
}

/** What the command writes on stderr for `argv` in `language`, through `run`. */
async function stderrOf(main: Main, argv: readonly string[], language: Language): Promise<string> {
  let written = '';
  const sink = { write: (text: string) => (written += text) };
  await main.run([...argv, '--lang', language], { stdout: sink, stderr: sink, stdin: process.stdin, env: {} });
  return written;
}

describe('the entries of the built package', () => {
  it('has the main entry, the four languages and all of them, each as ESM and as CommonJS', () => {
    expect(SUBPATHS.sort()).toEqual([
      '.',
      './messages',
      './messages/en',
      './messages/ru',
      './messages/tr',
      './messages/uk',
    ]);
    for (const { subpath, esm, cjs } of loaded) {
      expect(Object.keys(esm).sort(), subpath).toEqual(
        Object.keys(cjs)
          .filter((k) => k !== '__esModule')
          .sort(),
      );
      expect(Object.keys(esm).length, subpath).toBeGreaterThan(0);
    }
  });

  it.each(['esm', 'cjs'] as const)('%s: each language entry holds its language, the same as in …/messages', (build) => {
    const all = entry('./messages', build) as unknown as All;
    expect(Object.keys(all.MESSAGES).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const own = entry(`./messages/${language}`, build);
      expect(Object.keys(own), language).toEqual([language]);
      const messages = own[language] as CliMessages;
      // One object under ES modules, whose entries share chunks; a copy of the same texts in each CommonJS file.
      if (build === 'esm') expect(all.MESSAGES[language]).toBe(messages);
      expect(all.MESSAGES[language].keys, language).toEqual(messages.keys);
      expect(messages.locale.tag.startsWith(language), language).toBe(true);
      expect(compareTexts(all.MESSAGES.en, messages), language).toEqual([]);
      // The solver's messages (and with them the dealer's and the engine's) are all there.
      expect(SOLVER_MESSAGES[language].keys.filter((key) => !messages.keys.includes(key))).toEqual([]);
    }
  });

  it.each(['esm', 'cjs'] as const)(
    '%s: errorMessage writes a refusal of run as the command writes it, in every language',
    async (build) => {
      const main = entry('.', build) as unknown as Main;
      const all = entry('./messages', build) as unknown as All;
      const argvs = [
        ['solve', 'RU1-C-XYZ'],
        ['deal', '--budget', '5'],
        ['hint', 'RU1-C-AAAAABB', '--moves', 'KS-F'],
      ];
      let checked = 0;
      for (const argv of argvs) {
        const { exit, error } = await refusalOf(main, argv);
        expect(exit).toBe(2);
        expect(main.errorMessage(error)).toBe(error.message);
        for (const language of LANGUAGES) {
          const text = main.errorMessage(error, all.MESSAGES[language]);
          const written = await stderrOf(main, argv, language);
          expect(written.split('\n')[0], `${language}: ${argv.join(' ')}`).toBe(
            `russian-solitaire ${argv[0]}: ${text}`,
          );
          if (language !== 'en') expect(text).not.toBe(error.message);
          checked++;
        }
      }
      expect(checked).toBe(argvs.length * LANGUAGES.length);
    },
  );

  it('errorMessage writes an error of the dealer as the solver writes it; refuses what is not an error', () => {
    const main = entry('.', 'esm') as unknown as Main;
    const all = entry('./messages', 'esm') as unknown as All;
    const refused = parseCode('RU1-Q-AAAAAAA');
    if (refused.ok) throw new Error('RU1-Q-AAAAAAA is refused by the dealer');
    for (const language of LANGUAGES)
      expect(main.errorMessage(refused.error, all.MESSAGES[language]), language).toBe(
        solverErrorMessage(refused.error, SOLVER_MESSAGES[language]),
      );
    expect(() => main.errorMessage(null as never, all.MESSAGES.ru)).toThrow(TypeError);
    expect(() => main.errorMessage(refused.error, {} as never)).toThrow(TypeError);
  });

  it("a language's entry loads none of the command's code: no Node module, no run", () => {
    /** The built files an ES module file imports, and theirs. */
    const graph = (file: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(file)) return seen;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const [, path] of text.matchAll(/(?:from|import)\s*["'](\.[^"']+)["']/g))
        graph(join(dirname(file), path!), seen);
      return seen;
    };
    for (const language of LANGUAGES) {
      const files = [...graph(require.resolve(`${pkg.name}/messages/${language}`).replace(/\.cjs$/, '.js'))];
      expect(files.length, language).toBeGreaterThan(1);
      const code = files.map((f) => readFileSync(f, 'utf8')).join('\n');
      expect(code, language).not.toMatch(/["']node:/);
      expect(code, language).not.toContain('russian-solitaire <command>');
    }
  });
});
