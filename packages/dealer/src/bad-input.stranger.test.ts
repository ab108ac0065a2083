import { ManualClock, type ResumeInit, type SavedGame, resumeGame, unwrap } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import { CODE_ERROR_CODES, randomCode, readParts } from './code.js';
import { gameOfCode, openingPositionOfCode, readCode, startOfCode } from './deal.js';

/** The engine's `resumeGame` with the dealer's deal of RU1 codes, as an app that plays them resumes. */
const resumeRu1 = (saved: unknown, init: Omit<ResumeInit, 'startOf'> = {}) =>
  resumeGame(saved, { ...init, startOf: startOfCode });

const CODE = 'RU1-C-AAAAABB';
const ONE_TAP = 'classic | F: QS KH KD KC | 1: KS | 2: - | 3: - | 4: - | 5: - | 6: - | 7: -';

function refusedWith(result: { ok: boolean; error?: { code: string } }, code: string): void {
  expect(result.ok).toBe(false);
  expect(result.error?.code).toBe(code);
}

function played(code = CODE): SavedGame {
  const game = unwrap(gameOfCode(code, { clock: new ManualClock() }));
  for (let i = 0; i < 6; i++) {
    const legal = game.legalMoves();
    if (legal.length > 0) game.play(legal[0]!);
  }
  return game.save();
}

describe('resumeGame with startOfCode checks the code of a save against its deal', () => {
  it('resumes a real save with its code, in object and text form', () => {
    const saved = played();
    expect(unwrap(resumeRu1(saved)).gameCode).toBe(CODE);
    expect(unwrap(resumeRu1(JSON.stringify(saved), { clock: new ManualClock() })).save()).toEqual(saved);
    const relaxed = played('RU1-R-ZZZZZZZ');
    expect(unwrap(resumeRu1(relaxed)).gameCode).toBe('RU1-R-ZZZZZZZ');
  });

  it('refuses a one-tap win under a real code with start-mismatch', () => {
    const forged = {
      ...played(),
      start: ONE_TAP,
      position: ONE_TAP,
      line: [],
      redo: [],
      undoable: 0,
      moveCount: 0,
      score: 0,
      elapsedMs: 0,
    };
    refusedWith(resumeRu1(forged), 'start-mismatch');
    refusedWith(resumeRu1(JSON.stringify(forged)), 'start-mismatch');
    // the plain engine refuses to vouch for a code it cannot deal
    refusedWith(resumeGame(forged), 'unchecked-code');
    expect(unwrap(resumeRu1({ ...forged, gameCode: null })).gameCode).toBeNull();
  });

  it('refuses another deal, another rule, and codes not written as games write them', () => {
    const saved = played();
    refusedWith(resumeRu1({ ...saved, gameCode: 'RU1-C-AAAAABC' }), 'start-mismatch');
    refusedWith(resumeRu1({ ...saved, gameCode: 'RU1-R-AAAAABB' }), 'start-mismatch');
    refusedWith(resumeRu1({ ...saved, gameCode: 'ru1-c-aaaaabb' }), 'bad-code');
    refusedWith(resumeRu1({ ...saved, gameCode: ' RU1-C-AAAAABB' }), 'bad-code');
    refusedWith(resumeRu1({ ...saved, gameCode: 'hello' }), 'bad-code');
    refusedWith(resumeRu1({ ...saved, gameCode: '' }), 'bad-field');
  });

  it('startOfCode deals under the given options', () => {
    const options = { groupLimit: null, takeBack: false, undoDepth: 3 };
    const start = unwrap(startOfCode(CODE, options));
    expect(start.options).toEqual(options);
    expect(start.equals(unwrap(openingPositionOfCode(CODE)))).toBe(true);
  });

  it('refuses a wrong init with bad-init', () => {
    for (const init of [null, 5, { startOf: 5 }, { clock: 5 }, { ruleSets: null }])
      refusedWith(resumeGame(played(), init as never), 'bad-init');
  });
});

describe('every dealer door refuses bad input with a typed error', () => {
  it('gameOfCode refuses init that is not an object or holds the wrong things', () => {
    for (const init of [null, 5, 'x', [], { clock: {} }, { clock: 5 }, { options: null }, { other: 1 }])
      refusedWith(gameOfCode(CODE, init as never), 'bad-options');
  });

  it('randomCode refuses options that are not an object', () => {
    for (const options of [null, 5, 'x', [], { other: 1 }]) {
      const r = randomCode(options as never);
      refusedWith(r, 'bad-options');
      if (!r.ok) expect(CODE_ERROR_CODES).toContain(r.error.code);
    }
  });

  it('code parts are read from own data only', () => {
    const getter = Object.defineProperty({ rule: 'C' }, 'seed', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    refusedWith(readCode(getter as never), 'not-a-code');
    refusedWith(
      readParts(
        new Proxy(
          {},
          {
            ownKeys: () => {
              throw new Error('trap');
            },
          },
        ),
      ),
      'not-a-code',
    );
    expect(unwrap(readCode({ rule: 'R', seed: 27 })).rule).toBe('R');
  });

  it('a polluted Object.prototype changes neither codes nor deals', () => {
    const proto = Object.prototype as Record<string, unknown>;
    try {
      proto.rule = 'R';
      proto.seed = 5;
      proto.options = { groupLimit: 2 };
      proto.groupLimit = 2;
      proto.random = () => {
        throw new Error('polluted');
      };
      const code = unwrap(randomCode({}));
      expect(code.rule).toBe('C');
      const game = unwrap(gameOfCode(CODE, {}));
      expect(game.options.groupLimit).toBe(20);
      refusedWith(readCode({} as never), 'unknown-rule');
      expect(unwrap(resumeRu1(played())).gameCode).toBe(CODE);
    } finally {
      for (const key of ['rule', 'seed', 'options', 'groupLimit', 'random']) delete proto[key];
    }
    expect(Object.prototype).not.toHaveProperty('rule');
  });
});
