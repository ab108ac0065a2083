/**
 * Hostile input to `reviewGame`: every wrong game and every wrong option is a typed error with a
 * message, never an exception, and nothing inherited or hidden behind a getter is read.
 */
import { gameOfCode } from '@russian-solitaire/dealer';
import { unwrap } from '@russian-solitaire/engine';
import { afterEach, describe, expect, test } from 'vitest';
import { reviewGame, reviewGameAsync } from './review.js';
import { MAX_REVIEW_MOVES, MAX_REVIEW_SAVE_LENGTH } from './review-source.js';
import { takeBackGame } from '../testing/games.js';

const QUICK = { samples: 2, sampleBudget: 2_000 };
const CODE = 'RU1-C-AAAAAAO';

function refused(source: unknown, options?: unknown): { code: string; message: string } {
  const answer = reviewGame(source as never, options as never);
  expect(answer.ok).toBe(false);
  if (answer.ok) throw new Error('accepted');
  expect(typeof answer.error.message).toBe('string');
  expect(answer.error.message.length).toBeGreaterThan(0);
  return answer.error;
}

describe('reviewGame refuses what is not a game', () => {
  afterEach(() => {
    delete (Object.prototype as Record<string, unknown>).moves;
    delete (Object.prototype as Record<string, unknown>).code;
  });

  test('values of the wrong kind', () => {
    for (const value of [null, undefined, 42, true, [], [CODE], Symbol('x'), () => CODE, new Map()])
      expect(refused(value).code).toBe('bad-game');
  });

  test('Proxies and getters that throw', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
        ownKeys() {
          throw new Error('boom');
        },
      },
    );
    expect(refused(hostile).code).toBe('bad-game');
    const { proxy, revoke } = Proxy.revocable({ gameCode: CODE, moves: [] }, {});
    revoke();
    expect(refused(proxy).code).toBe('bad-game');
    const getter = {
      gameCode: CODE,
      get moves(): string[] {
        throw new Error('boom');
      },
    };
    expect(refused(getter).code).toBe('bad-game');
    const startGetter = {
      get startPosition(): never {
        throw new Error('boom');
      },
      history: [],
    };
    expect(refused(startGetter).code).toBe('bad-game');
  });

  test('nothing inherited is read: a polluted prototype does not make an empty object a game', () => {
    (Object.prototype as Record<string, unknown>).moves = ['8H-5'];
    (Object.prototype as Record<string, unknown>).code = CODE;
    expect(refused({}).code).toBe('bad-game');
  });

  test('codes and moves that are wrong say what and where', () => {
    expect(refused({ gameCode: 'RU2-C-AAAAAAA', moves: [] }).code).toBe('bad-code');
    expect(refused({ gameCode: 42, moves: [] }).code).toBe('bad-code');
    expect(refused({ gameCode: CODE, moves: 'AS-F' }).code).toBe('bad-move');
    expect(refused({ gameCode: CODE, moves: [42] }).message).toContain('Move 1 of the game');
    expect(refused({ gameCode: CODE, moves: ['XX-9'] }).code).toBe('bad-move');
    const illegal = refused({ gameCode: CODE, moves: ['KS-1'] });
    expect(illegal.code).toBe('bad-move');
    expect(illegal.message).toContain('refused');
    expect(refused({ gameCode: CODE, moves: [{ card: 99, to: 1 }] }).code).toBe('bad-move');
    expect(refused({ gameCode: CODE, moves: [], extra: 1 }).code).toBe('bad-game');
    expect(refused({ gameCode: CODE, moves: [], options: { groupLimit: -3 } }).code).toBe('bad-game');
    expect(refused({ gameCode: CODE, moves: new Array<string>(MAX_REVIEW_MOVES + 1).fill('AS-F') }).code).toBe(
      'too-long',
    );
  });

  test('saves: not JSON, truncated, tampered, or of another deal', () => {
    const game = unwrap(gameOfCode(CODE));
    unwrap(game.play(game.legalMoves()[0]!));
    const text = JSON.stringify(game.save());
    expect(refused('not json').code).toBe('bad-save');
    expect(refused(text.slice(0, text.length - 5)).code).toBe('bad-save');
    expect(refused('\uD800').code).toBe('bad-save');
    const other = JSON.parse(text) as Record<string, unknown>;
    other.code = 'RU1-C-AAAAAAB';
    expect(refused(other).code).toBe('bad-save');
    const tampered = JSON.parse(text) as Record<string, unknown>;
    tampered.score = 999;
    expect(refused(tampered).code).toBe('bad-save');
  });

  test('a game-like object whose history is not legal', () => {
    const game = unwrap(gameOfCode(CODE));
    expect(refused({ startPosition: game.startPosition, history: [{ card: 51, to: 0 }], gameCode: CODE }).code).toBe(
      'bad-move',
    );
    expect(refused({ startPosition: game.startPosition, history: 'no', gameCode: CODE }).code).toBe('bad-game');
    expect(refused({ startPosition: game.startPosition, history: [], gameCode: 7 }).code).toBe('bad-game');
  });
});

describe('the cap of a review holds for every form of a game', () => {
  /** A game one move over the cap, played with take-backs: no forgery. */
  const long = takeBackGame(MAX_REVIEW_MOVES + 1);
  const save = long.save();
  /** A review that would stop at once if it ran: the cap must refuse it before. */
  const TINY = { samples: 2, sampleBudget: 1, budget: 1 };

  test('as a game, a save object, a save text, a code with moves: too-long', () => {
    const forms: unknown[] = [long, save, JSON.stringify(save), { gameCode: save.gameCode, moves: save.line }];
    for (const form of forms) expect(refused(form, TINY).code).toBe('too-long');
    expect(refused(save, TINY).message).toContain(
      `a review takes at most ${MAX_REVIEW_MOVES.toLocaleString('en-US')}.`,
    );
    // One move less is reviewed, in every form.
    const within = takeBackGame(MAX_REVIEW_MOVES).save();
    for (const form of [within, JSON.stringify(within)]) {
      const answer = reviewGame(form, TINY);
      expect(answer.ok && answer.value.moves.length).toBe(MAX_REVIEW_MOVES);
    }
  });

  test('the moves are counted before they are read: a save object with too many moves of any kind', () => {
    // Not moves at all: refused for their number before any of them is looked at.
    const junk = { ...save, line: new Array<unknown>(MAX_REVIEW_MOVES + 1).fill({ nonsense: true }) };
    expect(refused(junk, TINY).code).toBe('too-long');
  });

  test('a save text is measured before it is parsed', () => {
    // Longer than a save of MAX_REVIEW_MOVES moves can be, and not even JSON: refused for its length.
    expect(refused('x'.repeat(MAX_REVIEW_SAVE_LENGTH + 1), TINY).code).toBe('too-long');
    // The largest save text the engine reads (a million moves), refused as quickly.
    const huge = `${JSON.stringify(save).slice(0, -1)}${' '.repeat(30_000_000)}}`;
    expect(refused(huge, TINY).code).toBe('too-long');
    // Within that length, a compact text of more moves is refused for its moves.
    const compact = JSON.stringify(takeBackGame(MAX_REVIEW_MOVES + 2).save());
    expect(compact.length).toBeLessThanOrEqual(MAX_REVIEW_SAVE_LENGTH);
    expect(refused(compact, TINY).code).toBe('too-long');
    // … counted before any of them is read: moves that are not moves, for their number.
    const junk = JSON.stringify({ ...save, line: new Array<string>(MAX_REVIEW_MOVES + 1).fill('??') });
    expect(junk.length).toBeLessThanOrEqual(MAX_REVIEW_SAVE_LENGTH);
    expect(refused(junk, TINY).code).toBe('too-long');
  });
});

describe('reviewGame refuses wrong options', () => {
  const source = { gameCode: CODE, moves: [] };
  test.each([
    [42, 'bad-options'],
    [{ budget: 0 }, 'bad-budget'],
    [{ budget: 1.5 }, 'bad-budget'],
    [{ solveBudget: -1 }, 'bad-budget'],
    [{ solveBudget: '9' }, 'bad-budget'],
    [{ samples: 0 }, 'bad-options'],
    [{ sampleBudget: 0 }, 'bad-budget'],
    [{ seed: 7 }, 'bad-options'],
    [{ onProgress: 'x' }, 'bad-progress'],
    [{ signal: {} }, 'bad-signal'],
    [{ timeLimitMs: -1 }, 'bad-time-limit'],
    [{ colour: 'blue' }, 'bad-options'],
  ])('%j is refused with %s', (options, code) => {
    expect(refused(source, options).code).toBe(code);
  });

  test('inherited options are not read', () => {
    const options = Object.create({ budget: -5 }) as object;
    expect(unwrap(reviewGame(source, { ...QUICK, ...options })).moves).toEqual([]);
  });

  test('the async form refuses the same way and never rejects', async () => {
    const answer = await reviewGameAsync(null as never);
    expect(answer.ok || answer.error.code).toBe('bad-game');
  });
});

describe('a signal whose aborted getter throws on a later read', () => {
  /** A signal-like object whose `aborted` reads `false` once, then throws. */
  function treacherousSignal(): AbortSignal & { reads: number } {
    const signal = {
      reads: 0,
      get aborted() {
        if (++signal.reads > 1) throw new Error('the signal is gone');
        return false;
      },
      addEventListener() {},
      removeEventListener() {},
    };
    return signal as unknown as AbortSignal & { reads: number };
  }

  test('stops the review as aborted, blocking and async, never throwing', async () => {
    const game = unwrap(gameOfCode(CODE));
    for (let i = 0; i < 3; i++) unwrap(game.play(game.legalMoves()[0]!));
    const signal = treacherousSignal();
    const answer = reviewGame(game, { ...QUICK, signal });
    expect(signal.reads).toBeGreaterThan(1);
    expect(answer.ok && answer.value.stopped).toBe('aborted');
    const later = await reviewGameAsync(game, { ...QUICK, signal: treacherousSignal() });
    expect(later.ok && later.value.stopped).toBe('aborted');
  });
});
