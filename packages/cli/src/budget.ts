/**
 * Node budgets of the solver commands.
 * @module
 */

/** The default node budget of `solve`, `hint` and `survey`: one million nodes. */
export const DEFAULT_BUDGET = 1_000_000;
/** The largest node budget accepted, 2^48 (the solver's own limit). */
export const MAX_BUDGET = 2 ** 48;
