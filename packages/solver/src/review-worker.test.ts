/**
 * Game reviews and daily deals through the worker: the handler's `review` and `daily` requests,
 * and the client's `reviewGame` and `dailyDeal` (in a Node worker thread), answering as the main
 * entry does, with progress, cancel, and typed refusals of what cannot be sent.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gameOfCode } from '@russian-solitaire/dealer';
import { parseMove, unwrap } from '@russian-solitaire/engine';
import { afterAll, describe, expect, test } from 'vitest';
import { dailyDeal } from './daily.js';
import { spawnSolverWorker } from './node.js';
import { type GameReview, reviewGame } from './review.js';
import { type WorkerResponse, createWorkerHandler } from './worker.js';

const CODE = 'RU1-C-AAAAAAS';
const MOVES =
  'AH-F AD-F 2D-F KC-1 4D-6 JC-1 7D-3 AS-F 6D-3 2S-F TC-1 4H-1 3D-F 4D-F 5D-F 6D-F 7D-F 8D-F 9D-F 8C-6 KD-4'.split(' ');
const QUICK = { samples: 8, sampleBudget: 5_000 };

function timeless(review: GameReview): Omit<GameReview, 'elapsedMs'> {
  const { elapsedMs: _, ...rest } = review;
  return rest;
}

function playedGame() {
  const game = unwrap(gameOfCode(CODE));
  for (const text of MOVES) unwrap(game.play(unwrap(parseMove(text))));
  return game;
}

/** Runs one request through a handler, every reply structured-cloned as postMessage would. */
function ask(message: unknown): Promise<WorkerResponse[]> {
  return new Promise((resolve) => {
    const replies: WorkerResponse[] = [];
    const handle = createWorkerHandler((reply) => {
      replies.push(structuredClone(reply));
      if (!reply.type.endsWith('progress')) resolve(replies);
    });
    handle(message);
  });
}

describe('the worker handler: review and daily requests', () => {
  test('a review request answers as reviewGame, with progress reports', async () => {
    const game = playedGame();
    const replies = await ask({ type: 'review', id: 7, game: game.save(), review: { ...QUICK, progressInterval: 1 } });
    const answer = replies.at(-1)!;
    expect(answer.type).toBe('review');
    expect(replies.filter((r) => r.type === 'review-progress').length).toBeGreaterThan(MOVES.length);
    const direct = unwrap(reviewGame(game, QUICK));
    expect(answer.type === 'review' && answer.result.ok && timeless(answer.result.value)).toEqual(timeless(direct));
  });

  test('a daily request answers as dailyDeal; wrong games, dates and options are typed refusals', async () => {
    const [daily] = await ask({ type: 'daily', id: 1, date: '2027-01-01', daily: { rule: 'R' } });
    const direct = unwrap(dailyDeal('2027-01-01', { rule: 'R' }));
    expect(daily).toEqual({ type: 'daily', id: 1, result: { ok: true, value: structuredClone(direct) } });
    const codes = async (message: unknown): Promise<unknown> => {
      const reply = (await ask(message)).at(-1) as { result?: { ok: boolean; error?: { code: string } } };
      return reply.result?.ok === false ? reply.result.error!.code : reply;
    };
    expect(await codes({ type: 'daily', id: 2, date: '2027-02-30' })).toBe('bad-date');
    expect(await codes({ type: 'daily', id: 3, date: 42 })).toBe('bad-date');
    expect(await codes({ type: 'daily', id: 4, date: '2027-01-01', daily: { budget: -1 } })).toBe('bad-options');
    expect(await codes({ type: 'review', id: 5, game: { gameCode: CODE, moves: ['KS-1'] } })).toBe('bad-move');
    expect(await codes({ type: 'review', id: 6, game: 42 })).toBe('bad-game');
    expect(await codes({ type: 'review', id: 7, game: '{"format":' })).toBe('bad-save');
    expect(await codes({ type: 'review', id: 8, game: { gameCode: CODE, moves: [] }, review: { onProgress: 1 } })).toBe(
      'bad-options',
    );
  });
});

/** The built worker module (the tests run from the sources, beside which there is none). */
const WORKER = new URL('../dist/worker.js', import.meta.url);
const built = existsSync(fileURLToPath(WORKER));

describe.skipIf(!built)('the client: reviewGame and dailyDeal in a worker thread', () => {
  const worker = spawnSolverWorker(WORKER.href);
  afterAll(() => worker.terminate());

  test('a game, its save text and its code with moves give the review reviewGame gives', async () => {
    const game = playedGame();
    const direct = timeless(unwrap(reviewGame(game, QUICK)));
    let reports = 0;
    const sources = [game, JSON.stringify(game.save()), { gameCode: CODE, moves: MOVES }];
    for (const source of sources) {
      const answer = unwrap(await worker.reviewGame(source, { ...QUICK, onProgress: () => reports++ }));
      expect(timeless(answer)).toEqual(direct);
    }
    expect(reports).toBeGreaterThan(0);
  });

  test('an abort stops the review, which keeps what it searched', async () => {
    const controller = new AbortController();
    // Searches far too long to end before the abort arrives, however busy the machine is.
    const pending = worker.reviewGame(playedGame(), {
      samples: 4_096,
      sampleBudget: 1_000_000,
      signal: controller.signal,
      onProgress: () => controller.abort(),
      progressInterval: 1,
    });
    const answer = unwrap(await pending);
    expect(answer.stopped).toBe('aborted');
    expect(answer.moves).toHaveLength(MOVES.length);
  });

  test('the daily deal, with its parts made again on this side', async () => {
    const answer = unwrap(await worker.dailyDeal('2026-12-24'));
    expect(answer).toEqual(unwrap(dailyDeal('2026-12-24')));
    expect(answer.parts.ruleSet.id).toBe('classic');
    const bad = await worker.dailyDeal('24/12/2026');
    expect(bad.ok || bad.error.code).toBe('bad-date');
  });

  test('what cannot be sent is refused before anything is sent', async () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no');
        },
      },
    );
    const refused = [
      await worker.reviewGame(hostile as never),
      await worker.reviewGame({ gameCode: CODE, moves: [() => 'AH-F'] } as never),
      await worker.reviewGame({ gameCode: CODE, moves: [] }, { budget: 0 }),
      await worker.dailyDeal({} as never),
      await worker.dailyDeal('2026-12-24', { rule: 'X' as never }),
    ].map((answer) => answer.ok || answer.error.code);
    expect(refused).toEqual(['bad-game', 'bad-game', 'bad-budget', 'bad-date', 'bad-options']);
    const game = playedGame();
    const aborted = await worker.reviewGame(game, { signal: AbortSignal.abort() });
    expect(aborted.ok || aborted.error.code).toBe('aborted');
  });
});
