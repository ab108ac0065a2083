/**
 * Signals and options that throw when read, after the options were accepted: a signal-like object
 * whose `aborted` getter works when the options are checked and throws later. The searches end as
 * aborted; no exception escapes.
 */
import { classic, relaxed, unwrap } from '@russian-solitaire/engine';
import { describe, expect, test } from 'vitest';
import { ru1Position } from '../testing/ru1.js';
import { fairHint, fairHintAsync } from './fair-hint.js';
import { createHinter } from './hint.js';
import { winOdds, winOddsAsync } from './odds.js';
import { solve, solveAsync } from './solve.js';

/** A signal-like object whose `aborted` reads `false` `fine` times, then throws. */
function treacherousSignal(fine: number): AbortSignal & { reads: number } {
  const signal = {
    reads: 0,
    get aborted() {
      signal.reads++;
      if (signal.reads > fine) throw new Error('the signal is gone');
      return false;
    },
    addEventListener() {},
    removeEventListener() {},
  };
  return signal as unknown as AbortSignal & { reads: number };
}

const lost = ru1Position(2, classic); // takes a few thousand nodes to prove lost
const long = ru1Position(1194, relaxed);

describe('a signal whose aborted getter throws on a later read', () => {
  test('solve and solveAsync end as aborted, never throwing', async () => {
    for (const fine of [1, 2, 5]) {
      const signal = treacherousSignal(fine);
      let answer: unknown;
      expect(() => (answer = solve(long, { budget: 200_000, signal }))).not.toThrow();
      expect(answer).toMatchObject({ ok: true, value: { status: 'unknown', reason: 'aborted' } });
      expect(signal.reads).toBeGreaterThan(fine);
      const later = await solveAsync(long, { budget: 200_000, sliceNodes: 1_000, signal: treacherousSignal(fine) });
      expect(later).toMatchObject({ ok: true, value: { status: 'unknown', reason: 'aborted' } });
    }
  });

  test('hints end as not known to win, fair advice stops as aborted', async () => {
    const hinter = createHinter();
    const hint = unwrap(hinter.hint(long, { budget: 200_000, signal: treacherousSignal(2) }));
    expect(hint?.status).toBe('unknown');
    const hintLater = unwrap(await hinter.hintAsync(long, { budget: 200_000, signal: treacherousSignal(2) }));
    expect(hintLater?.status).toBe('unknown');
    const fair = { samples: 8, sampleBudget: 5_000, budget: 400_000 };
    for (const answer of [
      fairHint(lost, { ...fair, signal: treacherousSignal(2) }),
      await fairHintAsync(lost, { ...fair, signal: treacherousSignal(2) }),
      winOdds(lost, { ...fair, signal: treacherousSignal(2) }),
      await winOddsAsync(lost, { ...fair, signal: treacherousSignal(2) }),
    ]) {
      expect(answer.ok).toBe(true);
      expect(answer.ok && answer.value !== null && answer.value.stopped).toBe('aborted');
    }
  });

  test('a signal that throws on its first read is refused with bad-signal', () => {
    expect(solve(lost, { signal: treacherousSignal(0) })).toMatchObject({ ok: false, error: { code: 'bad-signal' } });
    expect(fairHint(lost, { signal: treacherousSignal(0) })).toMatchObject({
      ok: false,
      error: { code: 'bad-signal' },
    });
  });
});
