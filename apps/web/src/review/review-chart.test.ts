import { gameOfCode } from '@russian-solitaire/dealer';
import { parseMove, unwrap } from '@russian-solitaire/engine';
import { type GameReview, type ReviewedMove, reviewGame } from '@russian-solitaire/solver';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHART_BOX, chartGeometry, indexAt, xOf, yOf } from './review-chart.js';

/** The guide's lost game (docs/review.md), reviewed with few samples. */
function guideReview(): GameReview {
  const game = unwrap(gameOfCode('RU1-C-AAAAAFN'));
  const line = '3D-3 AC-F QD-4 JD-4 JH-2 8S-2 7S-2 AS-F 2D-3 KS-1 3S-2 2S-F 4S-6 KC-2 7C-7 2S-6 4D-5';
  for (const text of line.split(' ')) unwrap(game.play(unwrap(parseMove(text))));
  return unwrap(reviewGame(game, { samples: 8, sampleBudget: 5_000 }));
}

/** A review with given shares before each move and at the end (`null`: not reached), for the chart alone. */
function reviewOf(
  shares: readonly (number | null)[],
  labels: readonly (ReviewedMove['label'] | undefined)[],
): GameReview {
  const share = (s: number | null) =>
    s === null ? null : { estimate: s, low: Math.max(0, s - 0.1), high: Math.min(1, s + 0.1), samples: 8 };
  const moves = shares
    .slice(0, -1)
    .map((s, i) => ({ number: i + 1, winShare: share(s), label: labels[i] ?? null }) as unknown as ReviewedMove);
  return {
    moves,
    end: { won: false, verdict: 'unknown', winShare: share(shares[shares.length - 1]!) },
  } as unknown as GameReview;
}

describe('the chart of a review', () => {
  it("draws the guide's game: a point per position, the losing move and the other labelled moves marked where they were played", () => {
    const review = guideReview();
    const chart = chartGeometry(review);
    expect(chart.points).toHaveLength(review.moves.length + 1);
    const losing = chart.marks.find((m) => m.label === 'losing-move');
    expect(losing?.index).toBe(13);
    expect(losing?.x).toBe(chart.points[13]!.x);
    expect(chart.marks.map((m) => m.index)).toEqual(review.moves.flatMap((m, i) => (m.label === null ? [] : [i])));
    // Every share is drawn inside its band, and inside the plot.
    review.moves.forEach((m, i) => {
      const y = chart.points[i]!.y!;
      expect(y).toBeGreaterThanOrEqual(yOf(CHART_BOX, m.winShare!.high));
      expect(y).toBeLessThanOrEqual(yOf(CHART_BOX, m.winShare!.low));
    });
  });

  it('keeps points in order across the plot, higher shares higher, and breaks the line at each gap', () => {
    let cases = 0;
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null, freq: 4 }), {
          minLength: 1,
          maxLength: 120,
        }),
        fc.array(fc.constantFrom(undefined, 'losing-move', 'mistake', 'good-luck', 'bad-luck' as const), {
          maxLength: 120,
        }),
        (shares, labels) => {
          cases++;
          const chart = chartGeometry(reviewOf(shares, labels));
          const { box, points } = chart;
          const runs = shares.filter((s, i) => s !== null && (i === 0 || shares[i - 1] === null)).length;
          expect((chart.line.match(/M/g) ?? []).length).toBe(runs);
          expect((chart.band.match(/Z/g) ?? []).length).toBe(runs);
          points.forEach((p, i) => {
            expect(p.x).toBeGreaterThanOrEqual(box.left);
            expect(p.x).toBeLessThanOrEqual(box.width - box.right);
            if (i > 0) expect(p.x).toBeGreaterThan(points[i - 1]!.x);
            expect(indexAt(box, p.x, points.length)).toBe(i);
            expect(p.y === null).toBe(shares[i] === null);
            if (p.y !== null) {
              expect(p.y).toBeGreaterThanOrEqual(box.top);
              expect(p.y).toBeLessThanOrEqual(box.height - box.bottom);
            }
          });
          for (let i = 1; i < points.length; i++) {
            const [a, b] = [shares[i - 1], shares[i]];
            if (a !== null && a !== undefined && b !== null && b !== undefined && Math.abs(a - b) > 0.01)
              expect(points[i]!.y! < points[i - 1]!.y!).toBe(b > a);
          }
          expect(chart.marks).toHaveLength(
            shares.slice(0, -1).filter((_, i) => labels[i] !== undefined && labels[i] !== null).length,
          );
        },
      ),
      { numRuns: 200 },
    );
    expect(cases).toBe(200);
  });

  it('places a single point in the middle, and the pointer on the nearest point', () => {
    expect(xOf(CHART_BOX, 0, 1)).toBe((CHART_BOX.left + CHART_BOX.width - CHART_BOX.right) / 2);
    expect(indexAt(CHART_BOX, 0, 10)).toBe(0);
    expect(indexAt(CHART_BOX, CHART_BOX.width, 10)).toBe(9);
  });
});
