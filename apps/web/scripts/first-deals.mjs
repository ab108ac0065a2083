// Writes src/start/first-deal-seeds.ts: the seeds a first visit deals from when it wants a winnable deal
// (src/start/first-deal.ts), so that its first cards need no solver. They are the first COUNT seeds from
// 0 up whose classic deal (house options the page's defaults) the solver proves winnable within
// BUDGET nodes, the budget of one draw of the page's winnable deals (WINNABLE_DRAW_BUDGET in
// src/effects/solver.ts); a classic proof holds under the relaxed rule too (docs/ru1.md, section 10).
// src/start/first-deal.test.ts proves every one of them again. Usage: node scripts/first-deals.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openingPositionOfCode } from '@russian-solitaire/dealer';
import { solve } from '@russian-solitaire/solver';
import * as prettier from 'prettier';
import { appDir } from './harness.mjs';

/** How many seeds (a power of two, so that 32 random bits pick one of them without bias). */
const COUNT = 128;
/** The node budget of each proof. */
const BUDGET = 100_000;

const seeds = [];
let tried = 0;
for (let seed = 0; seeds.length < COUNT; seed++) {
  const position = openingPositionOfCode({ rule: 'C', seed });
  if (!position.ok) throw new Error(`seed ${seed}: ${position.error.message}`);
  const result = solve(position.value, { budget: BUDGET });
  if (!result.ok) throw new Error(`seed ${seed}: ${result.error.message}`);
  tried++;
  if (result.value.status === 'solved') seeds.push(seed);
}
const text = `// Written by scripts/first-deals.mjs; do not edit.
/**
 * The seeds a first visit deals from when it wants a winnable deal: the first ${COUNT} seeds from 0
 * up (of the ${tried} from 0 to ${seeds.at(-1)}) whose classic deal the solver proves winnable
 * within {@link FIRST_DEAL_BUDGET} nodes. \`first-deal.test.ts\` proves each of them again.
 * @module
 */

/** The node budget each seed of {@link FIRST_DEAL_SEEDS} was proved winnable within. */
export const FIRST_DEAL_BUDGET = ${String(BUDGET).replace(/\B(?=(\d{3})+$)/g, '_')};

/** The seeds, ascending. */
export const FIRST_DEAL_SEEDS: readonly number[] = [${seeds.join(', ')}];
`;
const file = join(appDir, 'src', 'start', 'first-deal-seeds.ts');
// Formatted as the repository's Prettier settings want it, so that \`pnpm lint\` accepts it as written.
writeFileSync(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
console.log(`${seeds.length} winnable seeds of the ${tried} from 0 to ${seeds.at(-1)}`);
