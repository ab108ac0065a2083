/**
 * Clocks: where a game reads the time, so that tests and replays can use a clock of their own.
 * @module
 */

/** A source of time in milliseconds. Only differences between readings are used. */
export interface Clock {
  /** The current time in milliseconds. */
  now(): number;
}

/** The system clock (`Date.now`). */
export const systemClock: Clock = /* @__PURE__ */ Object.freeze({ now: () => Date.now() });

/** A clock that moves only when told to: for tests, replays and turn-based UIs. */
export class ManualClock implements Clock {
  private time: number;

  /** Starts at `start` milliseconds (0 by default). */
  constructor(start = 0) {
    this.time = start;
  }

  /** The current reading. */
  now(): number {
    return this.time;
  }

  /** Moves the clock forward by `ms` milliseconds (negative values are refused). */
  advance(ms: number): void {
    if (!(ms >= 0) || !Number.isFinite(ms)) throw new RangeError('a clock only moves forward by a finite amount');
    this.time += ms;
  }
}

/**
 * A playing time as a game bar shows it: `m:ss`, or `h:mm:ss` from an hour on (`0:07`, `12:30`,
 * `1:02:03`). Negative and non-finite times show as `0:00`.
 */
export function formatClock(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
