#!/usr/bin/env node
// The survey's cost per deal inside and outside the search, in CPU time of this process (every
// thread): the built command's `survey --jobs 1` over one deal (its start-up and end) and over a
// seed range (dealing, searching, records, messages, writes), then the same deals dealt, searched
// and recorded on this thread, each step timed apart deal by deal. CPU time, not wall-clock time,
// so that other processes on a busy machine count less (they still slow the caches); the load
// average is printed beside it.
// Run after `pnpm build`: `node bench/outside.mjs [--rule C] [--from 0] [--count 20000] [--budget 1e6]`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openingPositionOfCode } from '@russian-solitaire/dealer';
import { DEFAULT_OPTIONS } from '@russian-solitaire/engine';
import { solve } from '@russian-solitaire/solver';
import { run } from '../dist/index.js';

const { values } = parseArgs({
  options: {
    rule: { type: 'string', default: 'C' },
    from: { type: 'string', default: '0' },
    count: { type: 'string', default: '20000' },
    budget: { type: 'string', default: '1e6' },
  },
});
const rule = values.rule;
const from = Number(values.from);
const count = Number(values.count);
const budget = Number(values.budget);

/** CPU microseconds of the process (every thread), user and system. */
function cpuMicros() {
  const { user, system } = process.cpuUsage();
  return user + system;
}

const load = loadavg()[0].toFixed(1);
const folder = mkdtempSync(join(tmpdir(), 'survey-outside-'));
const sink = { write: () => true };
const io = { stdout: sink, stderr: sink, stdin: process.stdin, env: {} };

/** Runs the survey of `n` deals from `from` in this process: its CPU and wall-clock time, and its records. */
async function survey(n, name) {
  const out = join(folder, name);
  const range = ['--rule', rule, '--from', String(from), '--count', String(n)];
  const cpu = cpuMicros();
  const wall = performance.now();
  const status = await run(
    ['survey', ...range, '--budget', String(budget), '--jobs', '1', '--quiet', '--out', out],
    io,
  );
  const took = { cpu: cpuMicros() - cpu, wall: performance.now() - wall };
  const lines = readFileSync(out, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  if (status !== 0 || lines.length !== n) throw new Error(`survey ended with ${status}, ${lines.length} lines`);
  return { ...took, lines };
}

// A survey of one deal: what a survey costs besides its deals (its worker thread started, the
// packages loaded there, the file opened and locked, the summary), once per run whatever its length.
const startUp = await survey(1, 'one.jsonl');
const whole = await survey(count, 'survey.jsonl');
rmSync(folder, { recursive: true, force: true });

const options = { ...DEFAULT_OPTIONS };
let dealCpu = 0;
let searchCpu = 0;
let recordCpu = 0;
let nodes = 0;
let written = 0;
for (const record of whole.lines) {
  const started = cpuMicros();
  const position = openingPositionOfCode({ rule, seed: record.seed }, options);
  const dealt = cpuMicros();
  const answer = solve(position.value, { budget });
  const searched = cpuMicros();
  // The record and its line, as a survey's worker and main thread make them.
  const a = answer.value;
  const moves = a.status === 'solved' ? a.line.length : 0;
  written += JSON.stringify({ ...record, status: a.status, nodes: a.nodes, moves }).length;
  recordCpu += cpuMicros() - searched;
  dealCpu += dealt - started;
  searchCpu += searched - dealt;
  if (a.status !== record.status || a.nodes !== record.nodes || moves !== record.moves)
    throw new Error(`seed ${record.seed}: the survey's record differs from the solver's answer`);
  nodes += record.nodes;
}
if (written === 0) throw new Error('no line written');

const perDeal = (micros) => `${(micros / count / 1000).toFixed(3)} ms`;
console.log(
  `survey rule ${rule}, seeds ${from}–${from + count - 1}, budget ${budget}, 1 worker thread, load ${load}: ` +
    `${(nodes / count).toFixed(1)} nodes a deal; the survey: CPU ${(whole.cpu / 1e6).toFixed(2)} s ` +
    `(${perDeal(whole.cpu)} a deal), wall-clock ${(whole.wall / 1000).toFixed(2)} s ` +
    `(${perDeal(whole.wall * 1000)} a deal); a survey of 1 deal: CPU ${(startUp.cpu / 1000).toFixed(0)} ms, ` +
    `wall-clock ${startUp.wall.toFixed(0)} ms; the same deals on this thread, CPU a deal: ` +
    `dealing ${perDeal(dealCpu)}, the search ${perDeal(searchCpu)}, the record ${perDeal(recordCpu)}`,
);
