// The solver's work over a seed range, for comparing two builds search for search: the nodes and
// moves played in all, a digest of every deal's status, nodes and moves played (equal digests, the
// same searches), and the time of each round. The deals are dealt before the first round, so the
// rounds time the searches alone.
// Usage: node bench/nodes.mjs [--rule C] [--from 0] [--count 20000] [--budget 1e6] [--rounds 3] [--dist ../dist/index.js]
// (`--dist` names another build of the solver, to set two side by side). Run `pnpm build` first.
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DEFAULT_OPTIONS, classic, openingPosition, relaxed, unwrap } from '@russian-solitaire/engine';
import { deckOfSeed } from '@russian-solitaire/dealer';

const { values } = parseArgs({
  options: {
    rule: { type: 'string', default: 'C' },
    from: { type: 'string', default: '0' },
    count: { type: 'string', default: '20000' },
    budget: { type: 'string', default: '1e6' },
    rounds: { type: 'string', default: '3' },
    dist: { type: 'string', default: '../dist/index.js' },
  },
});
const { solve } = await import(new URL(values.dist, import.meta.url).href);
const ruleSet = { C: classic, R: relaxed }[values.rule];
if (ruleSet === undefined) throw new Error(`--rule takes C or R, not ${values.rule}`);
const from = Number(values.from);
const count = Number(values.count);
const budget = Number(values.budget);
const positions = [];
for (let seed = from; seed < from + count; seed++)
  positions.push(unwrap(openingPosition(unwrap(deckOfSeed(seed)), ruleSet, DEFAULT_OPTIONS)));
console.log(`rule ${values.rule}, seeds ${from}–${from + count - 1}, budget ${budget}, solver ${values.dist}`);
for (let round = 0; round < Number(values.rounds); round++) {
  const digest = createHash('sha256');
  let nodes = 0;
  let plays = 0;
  const start = performance.now();
  for (const position of positions) {
    const answer = unwrap(solve(position, { budget }));
    nodes += answer.nodes;
    plays += answer.plays;
    digest.update(`${answer.status} ${answer.nodes} ${answer.plays}\n`);
  }
  const ms = performance.now() - start;
  console.log(
    `${(ms / 1000).toFixed(2)} s, ${((ms / count) * 1000).toFixed(1)} µs a deal; nodes ${nodes}, moves played ${plays}; digest ${digest.digest('hex').slice(0, 16)}`,
  );
}
