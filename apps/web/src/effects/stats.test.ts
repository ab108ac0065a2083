import fc from 'fast-check';
import { gameOfCode } from '@russian-solitaire/dealer';
import { DEFAULT_OPTIONS, MAX_ELAPSED_MS } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import {
  type GameFacts,
  type RuleStats,
  type Statistics,
  MAX_OTHER_KINDS,
  MAX_STAT_COUNT,
  STATS_KEY,
  emptyRuleStats,
  emptyStatistics,
  formatStatistics,
  isValidRuleStats,
  loadStatistics,
  parseStatistics,
  recordGame,
  recordLeave,
  recordWin,
  resetStatistics,
  resetStoredStatistics,
  createStatsRecorder,
  recordAbandoned,
  parseStatsKey,
  ruleOfCode,
  saveStatistics,
  statsKeyOf,
  updateStatistics,
  winRate,
} from './stats.js';
import { NEW_GAME_RULES } from '../state/settings.js';
import { memoryStore } from './storage.js';

const CLASSIC = 'RU1-C-AAAAABC';
const CLASSIC_2 = 'RU1-C-AAAAABD';
const RELAXED = 'RU1-R-AAAAABC';
const CODES = [CLASSIC, CLASSIC_2, RELAXED] as const;

/** How many runs each property makes. */
const RUNS = 200;

function facts(code: string | null, over: Partial<GameFacts> = {}): GameFacts {
  return { gameCode: code, moveCount: 1, isWon: false, noLegalMove: false, score: 5, elapsedMs: 1000, ...over };
}

function expectValid(s: Statistics): void {
  for (const rule of NEW_GAME_RULES) {
    const r = s.rules[rule];
    expect(isValidRuleStats(r)).toBe(true);
    const rate = winRate(r);
    if (r.played === 0) expect(rate).toBeNull();
    else {
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThanOrEqual(1);
    }
  }
  if (s.table !== null) expect(parseStatsKey(s.table.key)?.rule).toBe(ruleOfCode(s.table.code));
}

/** Applies reports and leaves in order. */
function run(events: readonly (GameFacts | 'leave')[], from = emptyStatistics()): Statistics {
  let s = from;
  for (const e of events) s = (e === 'leave' ? recordLeave(s) : recordGame(s, e)).statistics;
  return s;
}

describe('counting games', () => {
  it('does not count a deal that was never touched, nor a custom position', () => {
    expect(recordGame(emptyStatistics(), facts(CLASSIC, { moveCount: 0 })).counted).toEqual([]);
    expect(recordGame(emptyStatistics(), facts(null)).counted).toEqual([]);
    expect(recordGame(emptyStatistics(), facts('not a code')).counted).toEqual([]);
    expect(recordLeave(emptyStatistics()).counted).toEqual([]);
  });

  it('counts a game as played at its first move, once however often it is reported', () => {
    const first = recordGame(emptyStatistics(), facts(CLASSIC));
    expect(first.counted).toEqual([{ kind: 'played', key: 'C', bests: [] }]);
    expect(first.statistics.table).toEqual({ code: CLASSIC, key: 'C', state: 'playing', moveCount: 1 });
    const again = recordGame(first.statistics, facts(CLASSIC, { moveCount: 7 }));
    expect(again.counted).toEqual([]);
    expect(again.statistics.table?.moveCount).toBe(7);
    expect(recordGame(again.statistics, facts(CLASSIC, { moveCount: 7 })).statistics).toBe(again.statistics);
    expect(again.statistics.rules.C.played).toBe(1);
    expect(again.statistics.rules.R.played).toBe(0);
  });

  it('counts a win with its records, once', () => {
    const s = run([facts(CLASSIC)]);
    const win = recordGame(s, facts(CLASSIC, { isWon: true, score: 625, elapsedMs: 90_000.4, moveCount: 97 }));
    expect(win.counted).toEqual([{ kind: 'won', key: 'C', bests: ['score', 'time', 'moves', 'streak'] }]);
    expect(win.statistics.rules.C).toEqual({
      played: 1,
      won: 1,
      currentStreak: 1,
      bestStreak: 1,
      bestScore: 625,
      bestTimeMs: 90_000,
      fewestMoves: 97,
    });
    expect(winRate(win.statistics.rules.C)).toBe(1);
    expect(recordGame(win.statistics, facts(CLASSIC, { isWon: true, moveCount: 97 })).counted).toEqual([]);
    // Leaving a won game counts nothing more.
    const left = recordLeave(win.statistics);
    expect(left.counted).toEqual([]);
    expect(left.statistics).toEqual({ ...win.statistics, table: null });
  });

  it('counts a game left unwon after moves as lost, ending the streak', () => {
    const won = run([facts(CLASSIC), facts(CLASSIC, { isWon: true }), 'leave', facts(CLASSIC_2)]);
    expect(won.rules.C.currentStreak).toBe(1);
    const lost = recordLeave(won);
    expect(lost.counted).toEqual([{ kind: 'lost', key: 'C', bests: [] }]);
    expect(lost.statistics.rules.C).toMatchObject({ played: 2, won: 1, currentStreak: 0, bestStreak: 1 });
    expect(lost.statistics.table).toBeNull();
    expect(winRate(lost.statistics.rules.C)).toBe(0.5);
  });

  it('counts a game with no legal move left as lost at once, and never again', () => {
    const stuck = recordGame(run([facts(RELAXED)]), facts(RELAXED, { moveCount: 9, noLegalMove: true }));
    expect(stuck.counted).toEqual([{ kind: 'lost', key: 'R', bests: [] }]);
    expect(stuck.statistics.table?.state).toBe('lost');
    // Undoing and winning it afterwards does not count, nor does leaving it.
    const after = run([facts(RELAXED, { moveCount: 12, isWon: true }), 'leave'], stuck.statistics);
    expect(after.rules.R).toMatchObject({ played: 1, won: 0, currentStreak: 0 });
  });

  it('takes a game of another code for a new game, the old one left', () => {
    const update = recordGame(run([facts(CLASSIC)]), facts(RELAXED, { moveCount: 4 }));
    expect(update.counted.map((c) => `${c.kind} ${c.key}`)).toEqual(['lost C', 'played R']);
    expect(update.statistics.table).toEqual({ code: RELAXED, key: 'R', state: 'playing', moveCount: 4 });
  });

  it('takes the same code with a lower move counter for a new play of the deal', () => {
    // Played again after a win (a new deal of the same code, nothing abandoned).
    const won = run([facts(CLASSIC, { moveCount: 80 }), facts(CLASSIC, { moveCount: 90, isWon: true })]);
    const again = recordGame(won, facts(CLASSIC, { moveCount: 1 }));
    expect(again.counted.map((c) => c.kind)).toEqual(['played']);
    // Restarted without being left: the first play is lost.
    const restarted = recordGame(again.statistics, facts(CLASSIC, { moveCount: 40 }));
    const fresh = recordGame(restarted.statistics, facts(CLASSIC, { moveCount: 2 }));
    expect(fresh.counted.map((c) => c.kind)).toEqual(['lost', 'played']);
    expect(fresh.statistics.rules.C).toMatchObject({ played: 3, won: 1, currentStreak: 0, bestStreak: 1 });
  });

  it('can leave a game with no legal move open until it is left', () => {
    const options = { stuckIsLoss: false };
    const stuck = recordGame(run([facts(CLASSIC)]), facts(CLASSIC, { moveCount: 5, noLegalMove: true }), options);
    expect(stuck.counted).toEqual([]);
    const won = recordGame(stuck.statistics, facts(CLASSIC, { moveCount: 9, isWon: true }), options);
    expect(won.statistics.rules.C).toMatchObject({ played: 1, won: 1 });
  });

  it('counts an abandoned game only when it is the game on the table', () => {
    const s = run([facts(CLASSIC)]);
    expect(recordAbandoned(s, { gameCode: RELAXED })).toEqual({ statistics: s, counted: [] });
    expect(recordAbandoned(s, { gameCode: CLASSIC }).counted).toEqual([{ kind: 'lost', key: 'C', bests: [] }]);
  });

  it('counts a resumed game that was never counted (a save from before the statistics)', () => {
    const update = recordGame(emptyStatistics(), facts(CLASSIC, { moveCount: 40, isWon: true }));
    expect(update.counted.map((c) => c.kind)).toEqual(['played', 'won']);
    expect(update.statistics.rules.C.won).toBe(1);
  });

  it('keeps the best score and the shortest time of the wins', () => {
    const s = run([
      facts(CLASSIC),
      facts(CLASSIC, { isWon: true, score: 625, elapsedMs: 50_000, moveCount: 120 }),
      'leave',
      facts(CLASSIC_2),
      facts(CLASSIC_2, { isWon: true, score: 700, elapsedMs: 80_000, moveCount: 90 }),
    ]);
    expect(s.rules.C).toMatchObject({
      won: 2,
      currentStreak: 2,
      bestStreak: 2,
      bestScore: 700,
      bestTimeMs: 50_000,
      fewestMoves: 90,
    });
  });

  it('clamps hostile figures of a win and never counts a win that is not played', () => {
    const one: RuleStats = { ...emptyRuleStats(), played: 1 };
    const wild = recordWin(one, {
      score: Number.NaN,
      elapsedMs: Number.POSITIVE_INFINITY,
      moveCount: Number.NaN,
    }).stats;
    expect(wild).toMatchObject({ bestScore: 0, bestTimeMs: 0, fewestMoves: 0 });
    expect(recordWin(one, { score: -5, elapsedMs: 1e300, moveCount: -3 }).stats).toMatchObject({
      bestScore: 0,
      fewestMoves: 0,
    });
    expect(recordWin(one, { score: 1e300, elapsedMs: 1e300, moveCount: 1e300 }).stats).toMatchObject({
      bestScore: MAX_STAT_COUNT,
      bestTimeMs: MAX_ELAPSED_MS,
      fewestMoves: MAX_STAT_COUNT,
    });
    expect(recordWin(wild, { score: 1, elapsedMs: 1, moveCount: 1 }).stats).toBe(wild);
  });

  it('counts real games of the dealer', () => {
    const game = gameOfCode(CLASSIC);
    if (!game.ok) throw new Error(game.error.message);
    const g = game.value;
    let s = recordGame(emptyStatistics(), g).statistics;
    expect(s.rules.C.played).toBe(0);
    expect(g.play(g.legalMoves()[0]!).ok).toBe(true);
    s = recordGame(s, g).statistics;
    expect(s.rules.C.played).toBe(1);
    s = recordLeave(s).statistics;
    g.restart();
    s = recordGame(s, g).statistics;
    expect(s.rules.C).toMatchObject({ played: 1, won: 0 });
    expect(g.play(g.legalMoves()[0]!).ok).toBe(true);
    s = recordGame(s, g).statistics;
    expect(s.rules.C.played).toBe(2);
  });
});

describe('resetting', () => {
  it('forgets a rule or all, and recounts an uncounted game in progress', () => {
    const s = run([facts(CLASSIC), 'leave', facts(RELAXED)]);
    const classic = resetStatistics(s, 'C');
    expect(classic.rules.C.played).toBe(0);
    expect(classic.rules.R.played).toBe(1);
    expect(classic.table).toEqual(s.table);
    const all = resetStatistics(s);
    expect(all).toEqual(emptyStatistics());
    // The game in progress counts as played again, so its win is counted among played games.
    const won = recordGame(all, facts(RELAXED, { isWon: true })).statistics;
    expect(won.rules.R).toMatchObject({ played: 1, won: 1 });
  });

  it('keeps a finished game on the table so that it is not counted again', () => {
    const s = run([facts(CLASSIC), facts(CLASSIC, { isWon: true })]);
    const reset = resetStatistics(s);
    expect(reset.table?.state).toBe('won');
    const again = parseStatistics(formatStatistics(reset));
    expect(again).toEqual(reset);
    expect(recordGame(again, facts(CLASSIC, { isWon: true })).counted).toEqual([]);
  });
});

/** A random report of one of a few games. */
const reportArb: fc.Arbitrary<GameFacts> = fc
  .record({
    gameCode: fc.constantFrom<string | null>(...CODES, null, 'RU1-X-AAAAAAA'),
    moveCount: fc.oneof(
      { weight: 8, arbitrary: fc.nat(5) },
      { weight: 1, arbitrary: fc.constantFrom(MAX_STAT_COUNT + 1, -1, 0.5) },
    ),
    end: fc.constantFrom('none', 'won', 'stuck'),
    score: fc.oneof(fc.nat(1000), fc.double()),
    elapsedMs: fc.oneof(fc.nat(1_000_000), fc.double()),
  })
  .map(({ end, ...rest }) => ({ ...rest, isWon: end === 'won', noLegalMove: end === 'stuck' }));

type Step = GameFacts | 'leave' | { readonly reset: 'C' | 'R' | 'all' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: reportArb },
  { weight: 2, arbitrary: fc.constant('leave' as const) },
  { weight: 1, arbitrary: fc.record({ reset: fc.constantFrom('C' as const, 'R' as const, 'all' as const) }) },
);

describe('invariants', () => {
  it('hold over random sequences of reports, leaves and resets, and survive storage', () => {
    const counted = { played: 0, won: 0, lost: 0 };
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        let s = emptyStatistics();
        for (const step of steps) {
          if (step === 'leave') s = recordLeave(s).statistics;
          else if ('reset' in step) s = resetStatistics(s, step.reset === 'all' ? undefined : step.reset);
          else {
            const update = recordGame(s, step);
            for (const c of update.counted) counted[c.kind]++;
            s = update.statistics;
          }
          expectValid(s);
          expect(parseStatistics(formatStatistics(s))).toEqual(s);
        }
      }),
      { numRuns: RUNS },
    );
    // Every kind of count happened, so the property did not pass on nothing.
    expect(Math.min(counted.played, counted.won, counted.lost)).toBeGreaterThan(0);
  });

  it('count every game once: played, won and lost agree with a model of the games', () => {
    let touched = 0;
    /**
     * A game: its reports, each a step of the move counter (which never goes down in one play) and
     * an end state or not, before it is left.
     */
    const gameArb = fc.record({
      code: fc.constantFrom(...CODES),
      reports: fc.array(fc.record({ step: fc.nat(2), end: fc.constantFrom('none', 'none', 'won', 'stuck') }), {
        maxLength: 6,
      }),
    });
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 12 }), (games) => {
        let s = emptyStatistics();
        const expected = { C: { played: 0, won: 0, streak: 0, best: 0 }, R: { played: 0, won: 0, streak: 0, best: 0 } };
        for (const game of games) {
          const rule = ruleOfCode(game.code)!;
          const m = expected[rule];
          let state: 'untouched' | 'playing' | 'won' | 'lost' = 'untouched';
          let moveCount = 0;
          for (const r of game.reports) {
            moveCount += r.step;
            s = recordGame(
              s,
              facts(game.code, { moveCount, isWon: r.end === 'won', noLegalMove: r.end === 'stuck' }),
            ).statistics;
            if (moveCount === 0) continue;
            if (state === 'untouched') {
              state = 'playing';
              m.played++;
            }
            if (state === 'playing' && r.end === 'won') {
              state = 'won';
              m.won++;
              m.streak++;
              m.best = Math.max(m.best, m.streak);
            } else if (state === 'playing' && r.end === 'stuck') {
              state = 'lost';
              m.streak = 0;
            }
          }
          if (state === 'playing') m.streak = 0;
          if (state !== 'untouched') touched++;
          s = recordLeave(s).statistics;
        }
        for (const rule of NEW_GAME_RULES) {
          const m = expected[rule];
          expect(s.rules[rule]).toMatchObject({
            played: m.played,
            won: m.won,
            currentStreak: m.streak,
            bestStreak: m.best,
          });
        }
        expect(s.table).toBeNull();
      }),
      { numRuns: RUNS },
    );
    expect(touched).toBeGreaterThan(RUNS);
  });
});

describe('reading stored statistics', () => {
  const valid: Statistics = run([
    facts(CLASSIC),
    facts(CLASSIC, { isWon: true, score: 625, elapsedMs: 61_000 }),
    'leave',
    facts(RELAXED),
  ]);
  const text = formatStatistics(valid);
  const data = JSON.parse(text) as { rules: Record<string, Record<string, unknown>>; table: unknown };

  it('read the statistics of version 1, which kept the rules alone', () => {
    const rules = { C: data.rules.C, R: data.rules.R };
    const v1 = {
      format: 'russian-solitaire/stats',
      version: 1,
      rules,
      table: { code: CLASSIC, state: 'lost', moveCount: 3 },
    };
    const read = parseStatistics(JSON.stringify(v1));
    expect(read.rules).toEqual({ C: valid.rules.C, R: valid.rules.R });
    expect(read.table).toEqual({ code: CLASSIC, key: 'C', state: 'lost', moveCount: 3 });
    // Version 1 knew no other kinds of game: keys of version 2 in it are not read.
    const other = { ...v1, rules: { ...rules, 'C/nolimit/takeback/undo100000': data.rules.C } };
    expect(Object.keys(parseStatistics(JSON.stringify(other)).rules)).toEqual(['C', 'R']);
  });

  it('round-trip', () => {
    expect(parseStatistics(text)).toEqual(valid);
    expect(parseStatistics(formatStatistics(emptyStatistics()))).toEqual(emptyStatistics());
    expect(parseStatistics(null)).toEqual(emptyStatistics());
  });

  function withClassic(fields: Record<string, unknown>): string {
    return JSON.stringify({ ...data, rules: { ...data.rules, C: { ...data.rules.C, ...fields } } });
  }

  it('reset only the rule whose figures are wrong or inconsistent', () => {
    const bad: Record<string, unknown>[] = [
      { played: -1 },
      { won: 2 },
      { played: 1.5 },
      { played: '1' },
      { played: 1e300 },
      { played: MAX_STAT_COUNT + 1 },
      { currentStreak: 2 },
      { bestStreak: 0 },
      { bestScore: null },
      { bestTimeMs: MAX_ELAPSED_MS + 1 },
      { bestTimeMs: -1 },
      { bestScore: '625' },
      { fewestMoves: -1 },
      { fewestMoves: 'few' },
      { played: undefined },
    ];
    for (const fields of bad) {
      const s = parseStatistics(withClassic(fields));
      expect(s.rules.C).toEqual(emptyStatistics().rules.C);
      expect(s.rules.R).toEqual(valid.rules.R);
      expectValid(s);
    }
    // Extra fields are ignored.
    expect(parseStatistics(withClassic({ extra: 1, __proto__: { won: 9 } })).rules.C).toEqual(valid.rules.C);
  });

  it('drop a table that does not fit', () => {
    for (const table of [
      { code: 'RU1-X-AAAAAAA', key: 'C', state: 'playing', moveCount: 1 },
      { code: CLASSIC, key: 'C', state: 'paused', moveCount: 1 },
      { code: 7, key: 'C', state: 'won', moveCount: 1 },
      { code: `${CLASSIC}${'A'.repeat(100)}`, key: 'C', state: 'won', moveCount: 1 },
      // No classic game is left to count as played for a result still to come.
      { code: CLASSIC, key: 'C', state: 'playing', moveCount: 1 },
      // The key of another rule, of a kind of game not kept, or none.
      { code: CLASSIC, key: 'R', state: 'lost', moveCount: 1 },
      { code: CLASSIC, key: 'C/nolimit/takeback/undo100000', state: 'lost', moveCount: 1 },
      { code: CLASSIC, state: 'lost', moveCount: 1 },
      [],
    ])
      expect(parseStatistics(JSON.stringify({ ...data, table })).table).toBeNull();
    const lost = { code: CLASSIC, key: 'C', state: 'lost', moveCount: 3 };
    expect(parseStatistics(JSON.stringify({ ...data, table: lost })).table).toEqual(lost);
    for (const moveCount of [0, -1, 1.5, '3', undefined])
      expect(parseStatistics(JSON.stringify({ ...data, table: { ...lost, moveCount } })).table).toBeNull();
  });

  it('ignore prototype pollution and wrong formats', () => {
    const polluted = '{"__proto__":{"format":"russian-solitaire/stats","version":1,"rules":{"C":{"played":3}}}}';
    expect(parseStatistics(polluted)).toEqual(emptyStatistics());
    const inner = text.replace('"rules":{', '"rules":{"__proto__":{"played":1},');
    expect(parseStatistics(inner)).toEqual(valid);
    expect(({} as Record<string, unknown>).played).toBeUndefined();
    for (const t of ['', '{', 'null', '[]', '"x"', '7', '{"format":"russian-solitaire/stats","version":2}'])
      expect(parseStatistics(t)).toEqual(emptyStatistics());
  });

  it('give valid statistics for any text at all', () => {
    let cases = 0;
    const ruleArb = fc.record(
      {
        played: fc.oneof(fc.nat(5), fc.integer(), fc.double(), fc.string()),
        won: fc.oneof(fc.nat(5), fc.integer()),
        currentStreak: fc.nat(5),
        bestStreak: fc.nat(5),
        bestScore: fc.oneof(fc.constant(null), fc.nat(700), fc.double()),
        bestTimeMs: fc.oneof(fc.constant(null), fc.nat(100_000)),
        fewestMoves: fc.oneof(fc.constant(null), fc.nat(300), fc.double()),
      },
      { requiredKeys: [] },
    );
    const shaped = fc
      .record({
        C: ruleArb,
        R: ruleArb,
        code: fc.constantFrom(...CODES),
        state: fc.constantFrom('playing', 'won'),
        moveCount: fc.integer({ min: -1, max: 3 }),
      })
      .map(({ C, R, code, state, moveCount }) =>
        JSON.stringify({
          format: 'russian-solitaire/stats',
          version: 1,
          rules: { C, R },
          table: { code, state, moveCount },
        }),
      );
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), shaped), (t) => {
        cases++;
        const s = parseStatistics(t);
        expectValid(s);
        expect(parseStatistics(formatStatistics(s))).toEqual(s);
      }),
      { numRuns: RUNS * 5 },
    );
    expect(cases).toBe(RUNS * 5);
  });
});

describe('the recorder', () => {
  it('counts a game continued in another tab under another attempt name once', () => {
    const store = memoryStore();
    const counted: string[] = [];
    const onCounted = (c: readonly { kind: string; key: string }[]) => void counted.push(...c.map((x) => x.kind));
    const a = createStatsRecorder(store, { onCounted });
    const b = createStatsRecorder(store, { onCounted });
    a.played('a-1', facts(CLASSIC, { moveCount: 1 }));
    a.played('a-1', facts(CLASSIC, { moveCount: 2 }));
    // Tab B adopts the save and plays on under its own attempt name.
    b.played('b-1', facts(CLASSIC, { moveCount: 3 }));
    b.won('b-1', facts(CLASSIC, { moveCount: 4, isWon: true, score: 625, elapsedMs: 3000 }));
    a.won('a-2', facts(CLASSIC, { moveCount: 4, isWon: true }));
    expect(counted).toEqual(['played', 'won']);
    expect(a.read().rules.C).toMatchObject({ played: 1, won: 1, bestScore: 625, bestTimeMs: 3000 });
    // A restart given up for good in tab A, then a new play.
    a.played('a-3', facts(RELAXED, { moveCount: 1 }));
    a.abandoned('a-3', facts(RELAXED, { moveCount: 1 }));
    a.abandoned('a-3', facts(RELAXED, { moveCount: 1 }));
    expect(counted).toEqual(['played', 'won', 'played', 'lost']);
    expect(b.reset('C').rules.C.played).toBe(0);
    expect(b.read().rules.R.played).toBe(1);
    expect(b.reset()).toEqual(emptyStatistics());
  });
});

describe('the stored record', () => {
  it('is read and written under its key, and storage failures are harmless', () => {
    const store = memoryStore();
    expect(loadStatistics(store)).toEqual(emptyStatistics());
    const update = updateStatistics(store, (s) => recordGame(s, facts(CLASSIC)));
    expect(update.counted.map((c) => c.kind)).toEqual(['played']);
    expect(parseStatistics(store.map.get(STATS_KEY)!)).toEqual(update.statistics);
    // Nothing counted, nothing written.
    store.map.set(STATS_KEY, 'sentinel');
    expect(updateStatistics(store, (s) => recordLeave(s)).counted).toEqual([]);
    expect(store.map.get(STATS_KEY)).toBe('sentinel');
    expect(saveStatistics(null, emptyStatistics())).toBe(false);
    expect(loadStatistics(null)).toEqual(emptyStatistics());
    expect(saveStatistics(store, update.statistics)).toBe(true);
    expect(resetStoredStatistics(store)).toEqual(emptyStatistics());
    expect(loadStatistics(store)).toEqual(emptyStatistics());
  });

  it('keeps what another tab counted in the meantime', () => {
    const store = memoryStore();
    updateStatistics(store, (s) => recordGame(s, facts(CLASSIC)));
    updateStatistics(store, (s) => recordGame(s, facts(CLASSIC, { isWon: true })));
    // The second tab had adopted the same game: it counts nothing more.
    expect(updateStatistics(store, (s) => recordGame(s, facts(CLASSIC, { isWon: true }))).counted).toEqual([]);
    expect(loadStatistics(store).rules.C).toMatchObject({ played: 1, won: 1 });
  });
});

describe('games with house options the page does not offer', () => {
  it('count in statistics of their own options, never in those of their rule', () => {
    const options = { groupLimit: null, takeBack: true, undoDepth: 100_000 };
    const key = statsKeyOf('C', options);
    expect(key).not.toBe('C');
    expect(statsKeyOf('C', { groupLimit: 20, takeBack: true, undoDepth: 100 })).toBe('C');
    let s = recordGame(emptyStatistics(), facts(CLASSIC, { options })).statistics;
    s = recordGame(s, facts(CLASSIC, { options, moveCount: 2, isWon: true, score: 625 })).statistics;
    expect(s.rules.C).toEqual(emptyStatistics().rules.C);
    expect(s.rules[key]).toMatchObject({ played: 1, won: 1, bestScore: 625 });
    // They survive storage, and a reset of theirs leaves the rule's alone.
    const stored = parseStatistics(formatStatistics(s));
    expect(stored).toEqual(s);
    s = recordGame(s, facts(CLASSIC_2)).statistics;
    expect(s.rules.C.played).toBe(1);
    expect(resetStatistics(s, key).rules.C.played).toBe(1);
    expect(resetStatistics(s, key).rules[key]).toBeUndefined();
  });

  it('name each rule and options one way, read back exactly, and nothing else', () => {
    let cases = 0;
    fc.assert(
      fc.property(
        fc.constantFrom('C' as const, 'R' as const),
        fc.option(fc.integer({ min: 1, max: 52 }), { nil: null }),
        fc.boolean(),
        fc.integer({ min: 0, max: 100_000 }),
        fc.string(),
        (rule, groupLimit, takeBack, undoDepth, junk) => {
          const options = { groupLimit, takeBack, undoDepth };
          const key = statsKeyOf(rule, options);
          expect(parseStatsKey(key)).toEqual({ rule, options: key === rule ? DEFAULT_OPTIONS : options });
          const read = parseStatsKey(junk);
          if (read !== null) expect(statsKeyOf(read.rule, read.options)).toBe(junk);
          cases++;
        },
      ),
      { numRuns: RUNS },
    );
    expect(cases).toBe(RUNS);
    expect(parseStatsKey('C/group020/takeback/undo100')).toBeNull();
    expect(parseStatsKey('C/group20/takeback/undo100')).toBeNull(); // the page's own options are just "C"
    expect(parseStatsKey('X/nolimit/takeback/undo100')).toBeNull();
  });

  it('keep at most a few kinds of game of their own, whatever storage holds', () => {
    const stats = { ...emptyRuleStats(), played: 1 };
    const rules: Record<string, unknown> = { C: stats, R: stats };
    for (let depth = 1; depth <= 100; depth++)
      rules[statsKeyOf('C', { groupLimit: null, takeBack: true, undoDepth: depth })] = stats;
    const read = parseStatistics(JSON.stringify({ format: 'russian-solitaire/stats', version: 2, rules, table: null }));
    expect(Object.keys(read.rules)).toHaveLength(2 + MAX_OTHER_KINDS);
    // A game of yet another kind is then not counted at all, rather than counted under its rule.
    const options = { groupLimit: 7, takeBack: false, undoDepth: 5 };
    expect(recordGame(read, facts(CLASSIC, { options })).counted).toEqual([]);
  });
});
