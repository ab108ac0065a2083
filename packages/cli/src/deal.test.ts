import type { SolveJson } from './solve.js';
import { describe, expect, it } from 'vitest';
import { cli } from './testing/cli.js';

// The test vectors of SPEC §3, character for character.
const VECTORS: Record<string, string> = {
  'RU1-C-AAAAAAA': `RU1-C-AAAAAAA
  1: 8C
  2: (JD) 9S 2C 2H QH 6C
  3: (TS) (3H) AS JS 7S 9D 8S
  4: (QC) (KD) (5D) 2S 3D 5S AD 6S
  5: (4C) (TH) (5H) (8D) 8H AH QD TC QS
  6: (JH) (3C) (4H) (2D) (9H) 3S KH AC 7C 9C
  7: (7H) (JC) (6D) (KC) (4S) (7D) 5C 6H 4D KS TD
`,
  'RU1-C-AAAAABB': `RU1-C-AAAAABB
  1: 5S
  2: (6S) 4H 7S TD JC 8D
  3: (9C) (7C) 8H 6H 7H AC QD
  4: (7D) (2S) (4S) TS 4D 6C KD 2C
  5: (KC) (5H) (KH) (3S) 3C 6D AH 9S 2D
  6: (9D) (3H) (AD) (TC) (5C) AS QC 3D 2H 5D
  7: (QH) (4C) (9H) (QS) (JD) (TH) 8C KS JH 8S JS
`,
};

describe('deal --plain', () => {
  for (const [code, expected] of Object.entries(VECTORS)) {
    it(`prints the SPEC test vector of ${code} exactly`, () => {
      const r = cli(['deal', code, '--plain']);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toBe(expected);
    });
  }

  it('accepts lower case and white space, and prints the code in upper case', () => {
    const r = cli(['deal', '  ru1-c-aaaaabb ', '--plain']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(VECTORS['RU1-C-AAAAABB']);
  });

  it('deals the same cards under the other rule, with its letter', () => {
    const r = cli(['deal', 'RU1-R-AAAAABB', '--plain']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(VECTORS['RU1-C-AAAAABB']!.replace('RU1-C-', 'RU1-R-'));
    expect(cli(['deal', 'RU1-C-AAAAABB', '--plain', '--rule', 'relaxed']).stdout).toBe(r.stdout);
  });
});

describe('deal (for people)', () => {
  it('shows suit symbols and no colour codes when the output is not a terminal', () => {
    const r = cli(['deal', 'RU1-C-AAAAABB']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('1: 5♠');
    expect(r.stdout).toContain('(6♠) 4♥ 7♠ 10♦ J♣ 8♦');
    expect(r.stdout).not.toContain('\u001b[');
  });

  it('colours red suits when colours are forced, and NO_COLOR wins over that', () => {
    const coloured = cli(['deal', 'RU1-C-AAAAABB'], { env: { FORCE_COLOR: '1' } });
    expect(coloured.stdout).toContain('\u001b[31m4♥\u001b[39m');
    const plain = cli(['deal', 'RU1-C-AAAAABB'], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } });
    expect(plain.stdout).not.toContain('\u001b[');
    expect(cli(['deal', 'RU1-C-AAAAABB', '--no-color'], { env: { FORCE_COLOR: '1' } }).stdout).not.toContain('\u001b[');
  });
});

describe('deal --winnable', () => {
  it('prints a random proven-winnable deal exactly as deal CODE prints it', () => {
    for (const rule of ['C', 'R']) {
      const r = cli(['deal', '--winnable', '--rule', rule, '--plain']);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      const code = r.stdout.split('\n')[0]!;
      expect(code).toMatch(new RegExp(`^RU1-${rule}-[A-Z]{7}$`));
      expect(r.stdout).toBe(cli(['deal', code, '--plain']).stdout);
      const solved = JSON.parse(cli(['solve', code, '--json']).stdout) as SolveJson;
      expect(solved.status).toBe('solved');
    }
    const people = cli(['deal', '--winnable']);
    expect(people.status).toBe(0);
    const code = /^(RU1-C-[A-Z]{7}) /.exec(people.stdout)![1]!;
    expect(people.stdout).toBe(cli(['deal', code]).stdout);
  });

  it('refuses a code with --winnable', () => {
    const r = cli(['deal', '--winnable', 'RU1-C-AAAAABB']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('deal --winnable draws its own code; unexpected "RU1-C-AAAAABB"');
  });
});
