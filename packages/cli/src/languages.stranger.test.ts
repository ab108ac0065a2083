/**
 * Every command answers in the language of `--lang`, or else of the environment (`LC_ALL`, then
 * `LC_MESSAGES`, then `LANG`), with the same exit code in every language: the built command run
 * as a child process, as a user runs it.
 * @module
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { englishWords } from '../../../testing/translations.js';
import { CLI_ERRORS_RU } from './errors-ru.js';
import { CLI_LINES_UK } from './errors-uk.js';
import { spawnSync } from 'node:child_process';
import { BIN, cli, environment } from './testing/cli.js';
import { HAS_DEV_FULL } from './testing/platform.js';

const dir = mkdtempSync(join(tmpdir(), 'rs-languages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const notRecords = join(dir, 'not-records.jsonl');
writeFileSync(notRecords, 'hello\n');

/** A bad input for each command, and the exit code it gets in every language. */
const BAD_INPUTS: readonly (readonly [string, readonly string[], number])[] = [
  ['deal: no code', ['deal'], 2],
  ['deal: an unknown option', ['deal', 'RU1-C-AAAAABB', '--bogus'], 2],
  ['play: a bad code', ['play', 'RU1-C-XYZ'], 2],
  ['solve: a bad code', ['solve', 'RU1-C-XYZ'], 2],
  ['solve: a bad position', ['solve', 'classic | F: - - - - | 1: 8C'], 2],
  ['hint: a move that does not read', ['hint', 'RU1-C-AAAAABB', '--moves', '8H-5 zz'], 2],
  ['hint: a refused move', ['hint', 'RU1-C-AAAAABB', '--moves', 'KS-F'], 2],
  ['odds: a budget out of range', ['odds', 'RU1-C-AAAAABB', '--budget', '0'], 2],
  ['review: a save that is not there', ['review', '--save', join(dir, 'missing.json')], 2],
  ['survey: a directory for --out', ['survey', '--rule', 'C', '--from', '0', '--count', '3', '--out', dir], 2],
  ['summary: a file that holds no records', ['summary', notRecords], 2],
  ['daily: a date that is not in the calendar', ['daily', '2026-02-30'], 2],
  ['help: an unknown command', ['help', 'frob'], 2],
  ['an unknown command', ['frob'], 2],
  ['a flag given a value', ['solve', 'RU1-C-AAAAABB', '--json=yes'], 2],
];

/** Names in code and values given that a message in another language repeats as they are. */
const NAMES = [
  ...['--moves', '--save', '--rule', '--out', '--budget', '--json', '--help', '--no-color', 'russian-solitaire'],
  ...['deal', 'play', 'solve', 'hint', 'odds', 'review', 'survey', 'summary', 'daily', 'help', 'version', 'code'],
  ...['RU1-C-AAAAABB', 'RU1-C-XYZ', 'KS-F', '8H-5', 'ENOENT', 'JSON', 'dir'],
  dir,
  notRecords,
];

const RU = { LANG: 'ru_RU.UTF-8' };

describe('every command refuses bad input in the language of the environment, with the same exit code', () => {
  for (const [what, args, status] of BAD_INPUTS) {
    it(what, () => {
      const en = cli(args);
      const ru = cli(args, { env: RU });
      expect(en.status).toBe(status);
      expect(ru.status).toBe(status);
      expect(en.stderr).toMatch(/^russian-solitaire/);
      expect(ru.stderr).not.toBe(en.stderr);
      expect(ru.stderr).toMatch(/[а-яё]{3}/);
      expect(englishWords(ru.stderr, NAMES), ru.stderr).toEqual([]);
      // What goes to stdout does not change with the language of the messages.
      expect(ru.stdout).toBe(en.stdout);
    });
  }

  it('says it word for word: the sentence of the Russian table, and the line that points at the help', () => {
    const r = cli(['deal'], { env: RU });
    expect(r.stderr).toBe(
      `russian-solitaire deal: ${CLI_ERRORS_RU['deal-missing']}\nсм. russian-solitaire deal --help\n`,
    );
  });
});

describe('--lang wins over the environment, and the environment is read as POSIX says', () => {
  const args = ['solve', 'RU1-C-XYZ'];
  const english = cli(args).stderr;
  const inEnv = (env: Record<string, string>) => cli(args, { env }).stderr;
  const russian = inEnv(RU);
  const ukrainian = inEnv({ LANG: 'uk_UA.UTF-8' });
  const turkish = inEnv({ LANG: 'tr_TR.UTF-8' });

  it('each language has its own words', () => {
    expect(new Set([english, russian, ukrainian, turkish]).size).toBe(4);
    expect(ukrainian).toContain(CLI_LINES_UK['see-help'].replace('{command}', 'solve'));
  });

  it('--lang, in either form and any case, wins over LANG, LC_MESSAGES and LC_ALL', () => {
    const all = { LC_ALL: 'ru_RU.UTF-8', LC_MESSAGES: 'ru_RU.UTF-8', LANG: 'ru_RU.UTF-8' };
    for (const [lang, want] of [
      ['uk', ukrainian],
      ['tr', turkish],
      ['en', english],
      ['UK', ukrainian],
    ] as const) {
      expect(cli([...args, '--lang', lang], { env: all }).stderr, lang).toBe(want);
      expect(cli([...args, `--lang=${lang}`], { env: all }).stderr, lang).toBe(want);
      expect(cli(['solve', '--lang', lang, 'RU1-C-XYZ'], { env: all }).stderr, lang).toBe(want);
    }
    // Before the arguments are read too: a refusal to read them is in the language of --lang.
    const refused = cli(['deal', '--bogus', '--lang', 'uk'], { env: RU });
    expect(refused.stderr).toBe(cli(['deal', '--bogus', '--lang', 'uk'], { env: { LANG: 'uk_UA.UTF-8' } }).stderr);
    expect(refused.stderr).toMatch(/^russian-solitaire deal: невідомий параметр "--bogus"/);
  });

  it('a --lang the command does not write is refused in the language of the environment', () => {
    const r = cli(['deal', 'RU1-C-AAAAABB', '--lang', 'fr'], { env: RU });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      `russian-solitaire deal: ${CLI_ERRORS_RU['lang-bad'].replace('{given}', '"fr"')}\nсм. russian-solitaire deal --help\n`,
    );
    expect(r.stdout).toBe('');
  });

  it('LC_ALL, then LC_MESSAGES, then LANG; C, POSIX and other languages are English', () => {
    expect(inEnv({ LANG: 'uk_UA.UTF-8', LC_MESSAGES: 'tr_TR.UTF-8', LC_ALL: 'ru_RU.UTF-8' })).toBe(russian);
    expect(inEnv({ LANG: 'uk_UA.UTF-8', LC_MESSAGES: 'tr_TR.UTF-8' })).toBe(turkish);
    expect(inEnv({ LANG: 'uk_UA.UTF-8', LC_ALL: '' })).toBe(ukrainian);
    for (const locale of ['C', 'POSIX', 'C.UTF-8', 'de_DE.UTF-8'])
      expect(inEnv({ LANG: locale }), locale).toBe(english);
    expect(inEnv({ LANG: 'ru_RU.UTF-8', LC_ALL: 'C' })).toBe(english);
  });
});

describe('what stays the same in every language', () => {
  it('a successful command prints the same output, and --json the same JSON', () => {
    for (const args of [
      ['deal', 'RU1-C-AAAAABB', '--plain'],
      ['solve', 'RU1-C-AAAAABB', '--json', '--budget', '1000'],
    ]) {
      const en = cli(args);
      const ru = cli(args, { env: RU });
      expect(en.status).toBe(0);
      expect(ru.status).toBe(0);
      if (args.includes('--json')) {
        const strip = (text: string) => ({ ...(JSON.parse(text) as object), ms: 0 });
        expect(strip(ru.stdout)).toEqual(strip(en.stdout));
      } else expect(ru.stdout).toBe(en.stdout);
    }
  });

  // Linux's /dev/full stands for a full disk (macOS and Windows have none).
  it.skipIf(!HAS_DEV_FULL)('a failed write of the output is said in the language, with exit 1 as in English', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(
        'bash',
        ['-c', `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} deal RU1-C-AAAAAAS > /dev/full`],
        {
          encoding: 'utf8',
          env: environment(env),
        },
      );
    const en = run({});
    const ru = run(RU);
    expect(en.status).toBe(1);
    expect(ru.status).toBe(1);
    expect(en.stderr).toMatch(
      /^russian-solitaire: cannot write the output \(ENOSPC: no space left on device, write\)\n$/,
    );
    expect(ru.stderr).toBe('russian-solitaire: не удаётся записать вывод (ENOSPC: на устройстве не осталось места)\n');
  });

  it('a survey that resumes says so in its language; its records are the same bytes', () => {
    const survey = (count: string, out: string, env: Record<string, string> = {}) =>
      cli(['survey', '--rule', 'C', '--from', '0', '--count', count, '--budget', '1000', '--quiet', '--out', out], {
        env,
      });
    const [en, ru] = [join(dir, 'resume-en.jsonl'), join(dir, 'resume-ru.jsonl')];
    expect(survey('2', en).status).toBe(0);
    expect(survey('2', ru, RU).status).toBe(0);
    const again = survey('3', ru, RU);
    expect(again.status).toBe(0);
    expect(again.stderr).toContain(`${ru}: продолжение, уже сделано раздач: 2 из 3\n`);
    expect(survey('3', en).stderr).toContain(`${en}: resuming, 2 of 3 deals already done\n`);
    const records = (file: string) => readFileSync(file, 'utf8').replace(/"ms":\d+/g, '"ms":0');
    expect(records(ru)).toBe(records(en));
  });

  it('play writes a refused command in its language, in the game', () => {
    const r = cli(['play', 'RU1-C-AAAAABB', '--any-deal'], { input: 'frobnicate\nq\n', env: RU });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('неизвестная команда "frobnicate"; введите help, чтобы увидеть список');
  });
});
