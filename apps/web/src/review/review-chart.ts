/**
 * The geometry of the review's chart, apart from any drawing: the fair share before each move and
 * at the end as a line, its 95 % interval as a band, the labelled moves as marks, in a box of a
 * given size. The points are the positions of the game: point `i` (from 0) is the position before
 * move `i + 1`, the last one the end. A share the review did not reach (it stopped early) breaks
 * the line and the band.
 * @module
 */
import type { GameReview, ReviewLabel } from '@russian-solitaire/solver';

/** The chart's box and the room kept around the plot for the axis labels, in SVG units. */
export interface ChartBox {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** The box the panel draws the chart in (the SVG's view box; the SVG scales to the panel's width). */
export const CHART_BOX: ChartBox = { width: 600, height: 220, left: 50, right: 12, top: 24, bottom: 28 };

/** A point of the chart: a position of the game. */
export interface ChartPoint {
  /** The position's index: before move `index + 1`, or the end. */
  readonly index: number;
  readonly x: number;
  /** Where the share is drawn, or `null` when the review did not reach it. */
  readonly y: number | null;
  /** The share there (0 to 1), or `null`. */
  readonly share: number | null;
}

/** A labelled move's mark on the chart, at the point before the move. */
export interface ChartMark {
  /** The move's index (from 0). */
  readonly index: number;
  readonly label: ReviewLabel;
  readonly x: number;
  readonly y: number;
}

/** Everything the chart draws. */
export interface ChartGeometry {
  readonly box: ChartBox;
  readonly points: readonly ChartPoint[];
  /** The line through the shares, as SVG path data (a new `M` after each gap). */
  readonly line: string;
  /** The 95 % band, as SVG path data: one closed shape per run of shares with no gap. */
  readonly band: string;
  readonly marks: readonly ChartMark[];
  /** The shares the grid lines are drawn at, with their height. */
  readonly grid: readonly { readonly share: number; readonly y: number }[];
}

/** The shares the chart's grid lines mark. */
const GRID_SHARES = [0, 0.5, 1];

/** Two decimals are plenty for a drawing, and keep the path data short. */
function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The x of point `index` of `count` points in the box. */
export function xOf(box: ChartBox, index: number, count: number): number {
  const span = box.width - box.left - box.right;
  return round(box.left + (count <= 1 ? span / 2 : (span * index) / (count - 1)));
}

/** The y of a share (0 at the bottom of the plot, 1 at its top). */
export function yOf(box: ChartBox, share: number): number {
  const span = box.height - box.top - box.bottom;
  return round(box.top + span * (1 - Math.min(1, Math.max(0, share))));
}

/** The point nearest to `x` (in box units) of `count` points. */
export function indexAt(box: ChartBox, x: number, count: number): number {
  if (count <= 1) return 0;
  const span = box.width - box.left - box.right;
  return Math.min(count - 1, Math.max(0, Math.round(((x - box.left) * (count - 1)) / span)));
}

/** The chart of a review in a box. */
export function chartGeometry(review: GameReview, box: ChartBox = CHART_BOX): ChartGeometry {
  const shares = [...review.moves.map((m) => m.winShare), review.end.winShare];
  const count = shares.length;
  const points = shares.map((s, index): ChartPoint => {
    const x = xOf(box, index, count);
    return { index, x, y: s === null ? null : yOf(box, s.estimate), share: s?.estimate ?? null };
  });
  const line: string[] = [];
  const band: string[] = [];
  let run: number[] = [];
  const closeRun = (): void => {
    if (run.length === 0) return;
    const highs = run.map((i) => `${points[i]!.x},${yOf(box, shares[i]!.high)}`);
    const lows = run.map((i) => `${points[i]!.x},${yOf(box, shares[i]!.low)}`).reverse();
    band.push(`M${[...highs, ...lows].join('L')}Z`);
    run = [];
  };
  points.forEach((p, i) => {
    if (p.y === null) {
      closeRun();
      return;
    }
    line.push(`${run.length === 0 ? 'M' : 'L'}${p.x},${p.y}`);
    run.push(i);
  });
  closeRun();
  const marks: ChartMark[] = [];
  review.moves.forEach((m, index) => {
    const y = points[index]!.y;
    if (m.label !== null) marks.push({ index, label: m.label, x: points[index]!.x, y: y ?? yOf(box, 0) });
  });
  return {
    box,
    points,
    line: line.join(''),
    band: band.join(''),
    marks,
    grid: GRID_SHARES.map((share) => ({ share, y: yOf(box, share) })),
  };
}
