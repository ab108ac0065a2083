import { ManualClock, UNLIMITED_OPTIONS, relaxed } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RandomSource, formatCode, parseCode, randomCode } from './code.js';
import { gameOfCode, openingPositionOfCode, randomGame } from './deal.js';

/** A source that fills every request with the given 32-bit words, in turn. */
function words(list: readonly number[]): RandomSource {
  let i = 0;
  return (out) => {
    for (let k = 0; k < out.length; k++) out[k] = list[i++ % list.length]!;
  };
}

describe('randomGame', () => {
  it('deals the game of the code randomCode draws from the same random words', () => {
    let cases = 0;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 0xffffffff }), { minLength: 2, maxLength: 8 }),
        fc.constantFrom('C' as const, 'R' as const),
        (list, rule) => {
          const deal = randomGame({ rule, random: words(list) });
          const code = randomCode({ rule, random: words(list) });
          expect(deal.ok).toBe(code.ok);
          if (!deal.ok || !code.ok) return;
          cases++;
          expect(deal.value.parts).toEqual(code.value);
          expect(deal.value.gameCode).toBe(code.value.text);
          expect(formatCode(deal.value.parts)).toEqual({ ok: true, value: deal.value.gameCode });
          expect(deal.value.game.gameCode).toBe(deal.value.gameCode);
          const expected = openingPositionOfCode(deal.value.gameCode);
          expect(expected.ok && deal.value.game.position.equals(expected.value)).toBe(true);
          expect(deal.value.game.moveCount).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
    expect(cases).toBeGreaterThan(150);
  });

  it('takes the rule, the house options and the clock of the game', () => {
    const clock = new ManualClock(1000);
    const deal = randomGame({ rule: 'R', random: words([0, 27]), options: UNLIMITED_OPTIONS, clock });
    expect(deal.ok).toBe(true);
    if (!deal.ok) return;
    expect(deal.value.gameCode).toBe('RU1-R-AAAAABB');
    expect(deal.value.parts).toMatchObject({ rule: 'R', seed: 27, ruleSet: relaxed, text: 'RU1-R-AAAAABB' });
    expect(deal.value.game.options).toEqual(UNLIMITED_OPTIONS);
    const same = gameOfCode('RU1-R-AAAAABB', { options: UNLIMITED_OPTIONS, clock });
    expect(same.ok && same.value.save()).toEqual(deal.value.game.save());
    expect(parseCode(deal.value.gameCode)).toEqual({ ok: true, value: deal.value.parts });
  });

  it('deals rule C with the default house options unless told otherwise', () => {
    const deal = randomGame({ random: words([0, 0]) });
    expect(deal.ok && [deal.value.gameCode, deal.value.game.options.groupLimit]).toEqual(['RU1-C-AAAAAAA', 20]);
    const any = randomGame();
    expect(any.ok && /^RU1-C-[A-Z]{7}$/.test(any.value.gameCode)).toBe(true);
  });

  it('refuses bad options with a typed error and deals nothing', () => {
    const refusal = (value: unknown) => {
      const deal = randomGame(value as never);
      return deal.ok ? 'dealt' : deal.error.code;
    };
    expect(refusal(null)).toBe('bad-options');
    expect(refusal([])).toBe('bad-options');
    expect(refusal({ seed: 3 })).toBe('bad-options');
    expect(refusal({ rule: 'X' })).toBe('unknown-rule');
    expect(refusal({ options: { groupLimit: 0 } })).toBe('bad-options');
    expect(refusal({ options: 'none' })).toBe('bad-options');
    expect(refusal({ clock: {} })).toBe('bad-options');
    expect(refusal({ random: 'not a function' })).toBe('no-random-source');
    expect(
      refusal({
        random: () => {
          throw new Error('broken');
        },
      }),
    ).toBe('random-source-failed');
    expect(refusal({ rule: undefined, options: undefined })).toBe('dealt');
  });
});
