/**
 * Slices: how the async searches (`solveAsync`, `hintAsync`, the fair advice, winnable deals)
 * share a thread with a user interface. Each slice searches until it has used its nodes
 * (`sliceNodes`) or its time (`sliceMs`), whichever comes first, then the search yields to the
 * event loop and goes on in the next slice.
 *
 * Where a slice ends never changes an answer: a search stopped after any node and resumed goes on
 * exactly as if it had not stopped, so the answer of a search bounded by its node budget is the
 * same however its slices fall. The clock only decides where they fall. It is read once per
 * {@link CLOCK_INTERVAL} nodes, never at every node.
 * @module
 */

/** Milliseconds from a monotonic clock where there is one. */
export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** The default longest slice, in milliseconds. */
export const DEFAULT_SLICE_MS = 8;
/** The default most nodes of a slice. */
export const DEFAULT_SLICE_NODES = 20_000;

/**
 * Nodes searched between two readings of the clock in a slice bounded in time: a few tenths of a
 * millisecond on a desktop machine, so a slice overruns its time by little more than that.
 */
export const CLOCK_INTERVAL = 256;

/** The bounds of a slice, from `sliceNodes` and `sliceMs`, and the state of the current one. */
export class Slicer {
  /** When the current slice ends (a time of {@link now}), `Infinity` when only nodes bound it. */
  deadline = Infinity;
  private used = 0;

  /**
   * @param maxNodes - the most nodes of one slice (`Infinity` for one slice that never ends).
   * @param maxMs - the longest slice in milliseconds (`Infinity` for no bound in time).
   */
  constructor(
    readonly maxNodes: number,
    readonly maxMs: number,
  ) {}

  /** A slicer whose one slice never ends: for the blocking forms. */
  static unbounded(): Slicer {
    return new Slicer(Infinity, Infinity);
  }

  /** Starts a slice: call it when the search starts and after each yield. */
  begin(): void {
    this.used = 0;
    this.deadline = this.maxMs === Infinity ? Infinity : now() + this.maxMs;
  }

  /** The nodes the current slice has left (at least 1, so that every slice moves on). */
  get nodesLeft(): number {
    return Math.max(1, Math.min(Number.MAX_SAFE_INTEGER, this.maxNodes - this.used));
  }

  /** Counts nodes searched in the current slice. */
  spend(nodes: number): void {
    this.used += nodes;
  }

  /** Whether the current slice has used its nodes or its time. */
  get over(): boolean {
    return this.used >= this.maxNodes || (this.deadline !== Infinity && now() >= this.deadline);
  }
}

/** A queue of resolvers woken through one message channel (browsers: no 4 ms clamp as with timers). */
let channel: { readonly post: () => void; readonly waiting: (() => void)[] } | null = null;

function channelYield(): Promise<void> | null {
  if (channel === null) {
    const Channel = (globalThis as unknown as { MessageChannel?: new () => MessageChannelLike }).MessageChannel;
    if (typeof Channel !== 'function') return null;
    const { port1, port2 } = new Channel();
    const waiting: (() => void)[] = [];
    port1.onmessage = () => waiting.shift()?.();
    // where ports can hold a process open (Node), this one must not
    port1.unref?.();
    channel = { post: () => port2.postMessage(null), waiting };
  }
  const { post, waiting } = channel;
  return new Promise((resolve) => {
    waiting.push(resolve);
    post();
  });
}

interface MessageChannelLike {
  readonly port1: { onmessage: ((event: unknown) => void) | null; unref?: () => void };
  readonly port2: { postMessage(message: unknown): void };
}

/**
 * Lets the event loop run (timers, input, messages such as a worker's `cancel`) before the search
 * goes on: `setImmediate` in Node, a message channel in browsers and workers (timers there wait at
 * least 4 ms once nested), `setTimeout` where there is neither.
 */
export function yieldToEventLoop(): Promise<void> {
  if (typeof setImmediate === 'function') return new Promise((resolve) => setImmediate(resolve));
  return channelYield() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/** Work written as steps: it yields where it may pause, and returns its answer. */
export type Steps<T> = Generator<void, T, void>;

/** Runs steps to their end at once. */
export function drain<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Runs steps to their end, yielding to the event loop each time they pause. */
export async function drainAsync<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await yieldToEventLoop();
  }
}

/** Work advanced in steps bounded in nodes and time: a solver run. */
interface Stepped<T> {
  /** Works up to `maxNodes` nodes or until the clock passes `deadline`; the answer once there is one. */
  step(maxNodes: number, deadline: number): T | null;
  /** Its slices. */
  readonly options: { readonly sliceNodes: number; readonly sliceMs: number };
}

/** Runs stepped work to its answer at once. */
export function stepToEnd<T>(work: Stepped<T>): T {
  for (;;) {
    const answer = work.step(Number.MAX_SAFE_INTEGER, Infinity);
    if (answer !== null) return answer;
  }
}

/** Runs stepped work to its answer in slices, yielding to the event loop between them. */
export async function stepInSlices<T>(work: Stepped<T>): Promise<T> {
  const slicer = new Slicer(work.options.sliceNodes, work.options.sliceMs);
  for (;;) {
    slicer.begin();
    const answer = work.step(slicer.nodesLeft, slicer.deadline);
    if (answer !== null) return answer;
    await yieldToEventLoop();
  }
}
