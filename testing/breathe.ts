/**
 * Lets a long synchronous test give the event loop a turn.
 *
 * vitest's worker answers its runner over a channel whose calls time out after 60 s, a limit no
 * option changes. A test that computes for a long stretch without awaiting anything holds the
 * worker's thread, so the runner's reply to the worker's last report waits unread; once the stretch
 * passes 60 s (about 8 s of work alone, on a 2-core machine with six busy processes beside the suite)
 * the run fails with "Timeout calling onTaskUpdate" although every test passed. Long properties
 * therefore await `breathe()` between their cases (and long loops between their rounds), which lets
 * pending messages and timers through.
 * @module
 */

/** Resolves after the event loop has run its pending timers and input once. */
export function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
