import { describe, expect, it } from 'vitest';
import * as dealer from './index.js';

describe('public API', () => {
  it('exports the documented entry points and nothing internal', () => {
    expect(Object.keys(dealer).sort()).toEqual(
      [
        'CODE_ERROR_CODES',
        'MAX_CODE_INPUT_LENGTH',
        'MAX_MODULUS',
        'MAX_SEED',
        'RULE_LETTERS',
        'RULE_SETS_BY_LETTER',
        'SEED_COUNT',
        'SEED_ERROR_CODES',
        'SEED_LETTERS',
        'SplitMix64',
        'deckOfCode',
        'deckOfSeed',
        'formatCode',
        'gameOfCode',
        'isRuleLetter',
        'isSeed',
        'lettersToSeed',
        'parseCodeParts',
        'openingPositionOfCode',
        'parseCode',
        'randomCode',
        'randomGame',
        'errorMessage',
        'ruleLetterOf',
        'seedToLetters',
        'shuffleInPlace',
        'startOfCode',
      ].sort(),
    );
  });

  it('runs the README-style round trip: random code → text → position', () => {
    const code = dealer.randomCode({ rule: 'R' });
    if (!code.ok) throw new Error(code.error.message);
    const text = dealer.formatCode(code.value);
    if (!text.ok) throw new Error(text.error.message);
    const position = dealer.openingPositionOfCode(text.value);
    expect(position.ok && position.value.faceDownCount).toBe(21);
  });
});
