/**
 * Runs and searches stepped to their answers with turns of the event loop between the steps, for
 * tests that search millions of nodes (see `breathe`).
 * @module
 */
import { breathe } from '../../../testing/breathe.js';
import type { SolveResult, SolverRun } from '../src/run.js';
import type { Search, SearchState } from '../src/search.js';

/** Nodes a run or a search takes between two turns of the event loop. */
const STRETCH = 100_000;

/** Runs `run` to its answer, letting the event loop turn every {@link STRETCH} nodes (or every `stretch`). */
export async function runBreathing(run: SolverRun, stretch = STRETCH): Promise<SolveResult> {
  for (;;) {
    const result = run.step(stretch);
    if (result !== null) return result;
    await breathe();
  }
}

/** Runs `search` up to `nodes` nodes, letting the event loop turn every {@link STRETCH} nodes. */
export async function searchBreathing(search: Search, nodes: number): Promise<SearchState> {
  for (let limit = STRETCH; ; limit += STRETCH) {
    const state = search.run(Math.min(limit, nodes));
    if (state !== 'running' || limit >= nodes) return state;
    await breathe();
  }
}
