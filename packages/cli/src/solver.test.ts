import {
  DEFAULT_BUDGET as SOLVER_DEFAULT_BUDGET,
  DEFAULT_HINT_BUDGET,
  MAX_BUDGET as SOLVER_MAX_BUDGET,
  SOLVE_STATUSES,
} from '@russian-solitaire/solver';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUDGET, MAX_BUDGET } from './budget.js';
import { PLAY_HINT_BUDGET } from './play.js';
import { VERDICTS } from './solver.js';

// The command keeps copies of a few of the solver's facts so that `deal` and `play` start without
// loading it; the copies must stay the solver's.
describe('the solver facts the command keeps', () => {
  it('has the solver’s verdicts', () => {
    expect([...VERDICTS]).toEqual([...SOLVE_STATUSES]);
  });

  it('has the solver’s budgets', () => {
    expect(DEFAULT_BUDGET).toBe(SOLVER_DEFAULT_BUDGET);
    expect(MAX_BUDGET).toBe(SOLVER_MAX_BUDGET);
    expect(PLAY_HINT_BUDGET).toBe(DEFAULT_HINT_BUDGET);
  });
});
