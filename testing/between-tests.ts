/**
 * Set up in every test file of the workspace (see guard.ts).
 *
 * After each test the event loop runs once before the next, so that a file of long synchronous
 * tests never holds the worker's thread from one test into the next (breathe.ts says why that
 * matters).
 *
 * With `TEST_BLOCKING_REPORT` set to a number of milliseconds, each test whose longest stretch
 * without a turn of the event loop ran longer than that is named on standard error, with the
 * stretch: the tests to make breathe when the suite fails on a busy machine with "Timeout calling
 * onTaskUpdate" (`TEST_BLOCKING_REPORT=1000 npx vitest run` in a package).
 * @module
 */
import { afterEach, beforeEach } from 'vitest';
import { breathe } from './breathe.js';

afterEach(breathe);

const reportAbove = Number(process.env.TEST_BLOCKING_REPORT);
if (reportAbove > 0) {
  /** How often the probe looks at the clock; a stretch is measured to within this. */
  const PROBE_MS = 20;
  let last = performance.now();
  let longest = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, PROBE_MS);
  probe.unref();
  beforeEach(() => {
    last = performance.now();
    longest = 0;
  });
  afterEach((context) => {
    longest = Math.max(longest, performance.now() - last);
    if (longest > reportAbove) {
      const where = context.task.file?.name ?? '';
      process.stderr.write(`blocked the event loop for ${Math.round(longest)} ms: ${where} > ${context.task.name}\n`);
    }
  });
}
