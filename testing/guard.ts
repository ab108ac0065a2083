/**
 * What every vitest project of the workspace shares so that the suite holds on a busy machine:
 * the guards against a hang, and a breath of the event loop after each test.
 *
 * A test's timeout here is not a speed check (speed is measured by `pnpm bench`): it only stops a
 * test that will never end. It is set far above the slowest test's run on a 2-core machine with
 * six busy processes beside the suite (load about 8), where tests run five to eight times slower
 * than alone, so that a busy laptop or a shared runner never fails a test that is merely slow.
 * @module
 */
import { fileURLToPath } from 'node:url';

/** How long a test or a hook may run before it counts as hung: ten minutes. */
const HANG_GUARD_MS = 10 * 60_000;

/**
 * How long a command or script that a test starts may run before it counts as hung: two and a
 * half minutes, so that a test still fails by its own check, naming the command, before its guard.
 */
export const SUBPROCESS_GUARD_MS = HANG_GUARD_MS / 4;

/**
 * How long a test of the solver's exhaustive tier (`pnpm test:exhaustive`) may run: half an hour.
 * Each checks a few hundred positions against a brute-force search, several minutes alone; one ran
 * past ten minutes beside other tests on a busy 2-core machine.
 */
export const EXHAUSTIVE_GUARD_MS = 3 * HANG_GUARD_MS;

/** The vitest settings of every project: the guards, and `between-tests.ts` run in each test file. */
export const sharedTestSettings = {
  testTimeout: HANG_GUARD_MS,
  hookTimeout: HANG_GUARD_MS,
  setupFiles: [fileURLToPath(new URL('./between-tests.ts', import.meta.url))],
};
