/**
 * One drawing per animation frame: however many changes happen between two frames (a move changes
 * the game, then the page's state, then the clock may stop), the page is drawn once, in the next
 * frame, from the state as it is then, so an in-between state is never drawn.
 * @module
 */

/** Schedules a callback before the next frame; gives back a function that cancels it. */
export type FrameScheduler = (callback: () => void) => () => void;

/** The browser's `requestAnimationFrame`. */
export const animationFrames: FrameScheduler = (callback) => {
  const id = requestAnimationFrame(() => callback());
  return () => cancelAnimationFrame(id);
};

/** Draws the page at most once per frame, when something asked for it. */
export class Painter {
  private cancel: (() => void) | null = null;
  private count = 0;

  /**
   * @param draw - Draws the whole page from the current state.
   * @param schedule - When to draw (the next animation frame by default).
   */
  constructor(
    private readonly draw: () => void,
    private readonly schedule: FrameScheduler = animationFrames,
  ) {}

  /** How many drawings were made. */
  get drawings(): number {
    return this.count;
  }

  /** Asks for a drawing in the next frame (once, however often it is asked). */
  request(): void {
    if (this.cancel !== null) return;
    this.cancel = this.schedule(() => {
      this.cancel = null;
      this.paint();
    });
  }

  /** Draws now (the first drawing, a resize), in place of the drawing asked for, if any. */
  now(): void {
    this.cancel?.();
    this.cancel = null;
    this.paint();
  }

  private paint(): void {
    this.count++;
    this.draw();
  }

  /** Drops the drawing asked for. */
  dispose(): void {
    this.cancel?.();
    this.cancel = null;
  }
}
