import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { BIN, PACKAGE_ROOT, cli } from './testing/cli.js';
import { HAS_DEV_FULL, ON_WINDOWS } from './testing/platform.js';
import { SUBPROCESS_GUARD_MS } from '../../../testing/guard.js';

const POSITION =
  'classic | F: - - - - | 1: 8C | 2: (JD) 9S 2C 2H QH 6C | 3: (TS) (3H) AS JS 7S 9D 8S | 4: (QC) (KD) (5D) 2S 3D 5S AD 6S | 5: (4C) (TH) (5H) (8D) 8H AH QD TC QS | 6: (JH) (3C) (4H) (2D) (9H) 3S KH AC 7C 9C | 7: (7H) (JC) (6D) (KC) (4S) (7D) 5C 6H 4D KS TD';

describe('usage', () => {
  it('is shown on --help (exit 0) and when no command is given (exit 2)', () => {
    const help = cli(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: russian-solitaire <command>/);
    for (const name of ['deal', 'play', 'solve', 'hint', 'survey']) expect(help.stdout).toContain(`  ${name} `);
    const none = cli([]);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/^usage: russian-solitaire <command>/);
  });

  it('each command has its own --help', () => {
    for (const name of ['deal', 'play', 'solve', 'hint', 'survey']) {
      const r = cli([name, '--help']);
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^usage: russian-solitaire ${name}`));
    }
  });

  it('every command that takes the house options describes them with the same lines', () => {
    const moveLines = [
      '  --house default|none   house rules preset: group limit 20 and take-back (default), or neither',
      '  --group-limit N|none   the largest group that moves at once (default 20)',
      '  --take-back on|off     cards may come back from the foundations (default on)',
    ].join('\n');
    const undoLine = '  --undo-depth N         how many moves can be undone (default 100)';
    for (const name of ['solve', 'hint', 'odds', 'play', 'review']) {
      const r = cli([name, '--help']);
      expect(r.status).toBe(0);
      expect(r.stdout).toContain(`\n${moveLines}\n${undoLine}\n`);
    }
    // A survey never undoes a move: it takes the options of the legal moves only.
    const survey = cli(['survey', '--help']);
    expect(survey.status).toBe(0);
    expect(survey.stdout).toContain(`\n${moveLines}\n`);
    expect(survey.stdout).not.toContain('--undo-depth');
  });
});

describe('a well-behaved Unix tool', () => {
  it('help COMMAND prints that command help, and version the version', () => {
    for (const name of ['deal', 'play', 'solve', 'hint', 'odds', 'survey', 'summary']) {
      const r = cli(['help', name]);
      expect(r.status).toBe(0);
      expect(r.stdout).toBe(cli([name, '--help']).stdout);
      expect(r.stdout).toMatch(new RegExp(`^usage: russian-solitaire ${name}`));
    }
    // help takes --lang (before or after the command) and follows LANG, as COMMAND --help does.
    const russian = cli(['help', 'solve', '--lang', 'ru']);
    expect(russian.status).toBe(0);
    expect(russian.stdout).toBe(cli(['solve', '--help', '--lang', 'ru']).stdout);
    expect(russian.stdout).not.toBe(cli(['solve', '--help']).stdout);
    expect(cli(['help', '--lang=uk', 'odds']).stdout).toBe(cli(['odds', '--help', '--lang', 'uk']).stdout);
    const turkish = { env: { LANG: 'tr_TR.UTF-8' } };
    expect(cli(['help', 'survey'], turkish).stdout).toBe(cli(['survey', '--help', '--lang', 'tr']).stdout);
    expect(cli(['help', '--lang', 'ru']).stdout).toBe(cli(['--help', '--lang', 'ru']).stdout);
    // still one command name, a known language, and no other option
    const bad: readonly (readonly [readonly string[], RegExp])[] = [
      [['help', 'solve', 'hint', '--lang', 'ru'], /^russian-solitaire help: нужно одно имя команды/],
      [['help', 'solve', '--lang', 'fr'], /^russian-solitaire help: .*"fr"/],
      [['help', 'solve', '--json'], /^russian-solitaire help: .*--json/],
    ];
    for (const [args, message] of bad) {
      const r = cli(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
    }
    const version = cli(['version']);
    expect(version.status).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(cli(['--version']).stdout).toBe(version.stdout);
  });

  it('is linked at the root of the repository, where npx russian-solitaire finds it', () => {
    // What npx runs: the command the package manager linked in the root node_modules/.bin.
    const root = join(PACKAGE_ROOT, '..', '..');
    // On Windows the package manager links a `.cmd` launcher, which only a shell runs.
    const launcher = join(root, 'node_modules', '.bin', ON_WINDOWS ? 'russian-solitaire.cmd' : 'russian-solitaire');
    const r = spawnSync(launcher, ['deal', 'RU1-C-AAAAAAS', '--plain'], {
      cwd: root,
      shell: ON_WINDOWS,
      encoding: 'utf8',
      timeout: SUBPROCESS_GUARD_MS,
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(cli(['deal', 'RU1-C-AAAAAAS', '--plain']).stdout);
    expect(r.status).toBe(0);
  });

  // A bash pipeline into `head`: POSIX's (not on Windows).
  it.skipIf(ON_WINDOWS)(
    'ends quietly when the reader of its output goes away (… | head -1): 0, or 141 for a survey left unfinished',
    () => {
      for (const [args, status] of [
        [['solve', 'RU1-C-AAAAAAS', '--show'], 0],
        [['survey', '--rule', 'C', '--from', '0', '--count', '400', '--budget', '1000', '--quiet'], 141],
      ] as const) {
        const command = [process.execPath, BIN, ...args].map((a) => JSON.stringify(a)).join(' ');
        const r = spawnSync(
          'bash',
          ['-c', `set -o pipefail; ${command} | head -1 >/dev/null; echo "exit \${PIPESTATUS[0]}" >&2`],
          {
            encoding: 'utf8',
            timeout: SUBPROCESS_GUARD_MS,
          },
        );
        expect(r.stderr, args.join(' ')).toMatch(new RegExp(`(^|\\n)exit ${status}\\n$`));
        expect(r.stderr, args.join(' ')).not.toMatch(/EPIPE|Error|\n {4}at /);
      }
    },
  );

  // Linux's /dev/full stands for a full disk (macOS and Windows have none).
  it.skipIf(!HAS_DEV_FULL)('names a write error in one line, with exit 1 (a full disk)', () => {
    const r = spawnSync(
      'bash',
      ['-c', `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} deal RU1-C-AAAAAAS > /dev/full`],
      {
        encoding: 'utf8',
      },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^russian-solitaire: cannot write the output \(.*no space left on device.*\)\n$/i);
  });
});

describe('bad input: a message naming the problem, exit 2', () => {
  const cases: [string, string[], RegExp][] = [
    ['unknown command', ['deel', 'RU1-C-AAAAAAA'], /unknown command "deel"/],
    [
      'bad rule letter',
      ['deal', 'RU1-X-AAAAAAA'],
      /bad game code "RU1-X-AAAAAAA": "X" at position 5 is not a rule letter/,
    ],
    ['bad seed character', ['deal', 'RU1-C-AAAA1AA'], /"1" at position 11 is not a letter/],
    ['short seed', ['solve', 'RU1-C-AAAA'], /The seed needs exactly 7 letters A–Z, not 4\./],
    ['wrong version', ['play', 'RU2-C-AAAAAAA'], /RU2 codes are not read; this version reads RU1 codes only\./],
    ['bad position text', ['solve', 'classic | F: - - - - | 1: 8C'], /bad position: A position has 9 fields/],
    ['impossible position', ['solve', POSITION.replace('| 1: 8C', '| 1: 9C')], /bad position: 9C appears twice/],
    ['unknown option', ['deal', 'RU1-C-AAAAAAA', '--colour'], /unknown option "--colour"/],
    [
      'an undo depth for a survey, which undoes nothing',
      ['survey', '--rule', 'C', '--from', '0', '--count', '1', '--undo-depth', '5'],
      /unknown option "--undo-depth"/,
    ],
    ['missing option value', ['solve', 'RU1-C-AAAAAAA', '--budget'], /--budget needs a value/],
    [
      'bad budget',
      ['solve', 'RU1-C-AAAAAAA', '--budget', 'lots'],
      /--budget must be a whole number from 1 to [\d,]+, not "lots"/,
    ],
    ['zero budget', ['solve', 'RU1-C-AAAAAAA', '--budget', '0'], /--budget must be from 1/],
    [
      'bad group limit',
      ['solve', 'RU1-C-AAAAAAA', '--group-limit', '0'],
      /--group-limit is a number of cards from 1 to 52, or none/,
    ],
    ['bad take-back', ['play', 'RU1-C-AAAAAAA', '--take-back', 'maybe'], /--take-back is on or off, not "maybe"/],
    [
      'bad undo depth',
      ['play', 'RU1-C-AAAAAAA', '--undo-depth', '-3'],
      /--undo-depth must be from 0 to 100,000, not "-3"/,
    ],
    ['bad language', ['play', 'RU1-C-AAAAAAA', '--lang', 'fr'], /--lang is en, ru, uk or tr, not "fr"/],
    ['bad rule', ['play', '--rule', 'yukon'], /--rule is classic \(C\) or relaxed \(R\), not "yukon"/],
    [
      'bad house',
      ['survey', '--rule', 'C', '--from', '0', '--count', '2', '--house', 'some'],
      /--house is default or none/,
    ],
    ['bad --from', ['survey', '--rule', 'C', '--from', 'AAA1AAA', '--count', '2'], /--from must be a whole number/],
    ['past the last seed', ['survey', '--rule', 'C', '--from', 'ZZZZZZZ', '--count', '2'], /goes past the last seed/],
    ['missing --rule', ['survey', '--from', '0', '--count', '2'], /survey needs --rule/],
    [
      '--from a code of the other rule',
      ['survey', '--rule', 'C', '--from', 'RU1-R-AAAAAAB', '--count', '2'],
      /--from RU1-R-AAAAAAB is a code of rule R, and the survey's rule is C/,
    ],
    [
      'a code with spaces around',
      ['deal', '  RU1-X-AAAAABB'],
      /bad game code " {2}RU1-X-AAAAABB": "X" at position 7 is not a rule letter/,
    ],
    [
      'bad hint move',
      ['hint', 'RU1-C-AAAAAAA', '--moves', '8C-11'],
      /--moves, move 1 \("8C-11"\): "11" is not a target/,
    ],
    [
      'hint move to a column the rule set does not have',
      ['hint', 'RU1-C-AAAAAAA', '--moves', '8C-9'],
      /--moves, move 1 \(8C-9\) is refused: There is no such column: 9; columns are numbered 1 to 7\./,
    ],
    [
      'refused hint move',
      ['hint', 'RU1-C-AAAAAAA', '--moves', '8C-3'],
      /--moves, move 1 \(8C-3\) is refused: 8♣ can only go on a card of the same suit \(family\), not on 8♠/,
    ],
    ['missing code', ['solve'], /solve needs a game code/],
    ['extra argument', ['deal', 'RU1-C-AAAAAAA', 'RU1-C-AAAAAAB'], /unexpected "RU1-C-AAAAAAB"/],
    ['--rule with a position', ['solve', POSITION, '--rule', 'R'], /--rule applies to game codes only/],
    ['unknown option before a command', ['--bogus'], /unknown option "--bogus"/],
    [
      'budget too large',
      ['solve', 'RU1-C-AAAAAAA', '--budget', '1e100'],
      /--budget must be from 1 to [\d,]+, not "1e100"/,
    ],
    ['negative budget', ['solve', 'RU1-C-AAAAAAA', '--budget', '-5'], /--budget must be from 1 to [\d,]+, not "-5"/],
    ['--json with --show', ['solve', 'RU1-C-AAAAAAA', '--json', '--show'], /--json and --show do not go together/],
    ['help for an unknown command', ['help', 'deel'], /unknown command "deel"/],
  ];
  for (const [what, args, message] of cases) {
    it(what, () => {
      const r = cli(args);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
      expect(r.status).toBe(2);
    });
  }

  it('accepts a code in lower case with white space everywhere a code is read', () => {
    expect(cli(['deal', ' ru1-c-aaaaaaa\t']).status).toBe(0);
    expect(cli(['solve', 'ru1-r-aaaaaaa', '--budget', '1000', '--json']).status).toBe(0);
    expect(cli(['play', 'ru1-c-aaaaaaa'], { input: 'q\n' }).status).toBe(0);
  });
});
