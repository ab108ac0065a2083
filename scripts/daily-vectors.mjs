#!/usr/bin/env node
// The daily deal vectors of docs/daily-vectors.txt: for every date of a range, the classic and the
// relaxed daily deal (see docs/ru1.md, "The daily deal"), each found by the solver with a proof:
// every candidate before it proved lost, the deal itself won by a line.
// Usage (after pnpm build):
//   node scripts/daily-vectors.mjs 2026-01-01 2030-12-31 > docs/daily-vectors.txt
//   node scripts/daily-vectors.mjs --check docs/daily-vectors.txt   (every line, both rules)
import { readFileSync } from 'node:fs';
import { dailyDeal } from '../packages/solver/dist/index.js';

const DAY_MS = 86_400_000;

function dealsOf(date) {
  const classic = dailyDeal(date, { rule: 'C' });
  const relaxed = dailyDeal(date, { rule: 'R' });
  for (const deal of [classic, relaxed]) {
    if (!deal.ok) {
      console.error(`${date}: ${deal.error.code}: ${deal.error.message}`);
      process.exit(1);
    }
  }
  return `${date} ${classic.value.gameCode} ${relaxed.value.gameCode}`;
}

const args = process.argv.slice(2);
if (args[0] === '--check') {
  const lines = readFileSync(args[1], 'utf8')
    .split('\n')
    .filter((line) => /^\d{4}-/.test(line));
  let wrong = 0;
  for (const line of lines) {
    const found = dealsOf(line.split(/\s+/)[0]);
    if (found !== line.trim()) {
      wrong++;
      console.error(`expected ${line.trim()}, found ${found}`);
    }
  }
  console.log(`${lines.length} dates checked, ${wrong} wrong`);
  process.exit(wrong === 0 ? 0 : 1);
}
const [from, to] = args;
if (!from || !to) {
  console.error('usage: daily-vectors.mjs FROM TO | --check FILE');
  process.exit(2);
}
console.log(`# The daily deal of every date from ${from} to ${to} (UTC): date, classic, relaxed.`);
console.log('# The rule is in docs/ru1.md ("The daily deal"); scripts/daily-vectors.mjs made and checks this file.');
for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
  console.log(dealsOf(new Date(t).toISOString().slice(0, 10)));
}
