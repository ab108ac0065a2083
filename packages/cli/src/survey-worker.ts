/**
 * The survey's worker thread: deals each seed it is sent with the dealer and answers with the
 * solver's verdict. Built as its own file (`dist/survey-worker.js`) next to the command.
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import { formatCode, openingPositionOfCode } from '@russian-solitaire/dealer';
import { loadSolver, solveWith } from './solver.js';
import type { SurveyJob, SurveyReply } from './survey-protocol.js';

const job = workerData as SurveyJob;
const port = parentPort!;
const solver = await loadSolver();

port.on('message', (seed: number | null) => {
  if (seed === null) {
    port.close();
    return;
  }
  port.postMessage(decide(seed));
});
port.postMessage({ kind: 'ready' } satisfies SurveyReply);

function decide(seed: number): SurveyReply {
  if (!solver.ok) return { kind: 'error', seed, message: solver.error.message };
  const options = { groupLimit: job.groupLimit, takeBack: job.takeBack, undoDepth: 100 };
  const position = openingPositionOfCode({ rule: job.rule, seed }, options);
  if (!position.ok) return { kind: 'error', seed, message: position.error.message };
  const code = formatCode({ rule: job.rule, seed });
  if (!code.ok) return { kind: 'error', seed, message: code.error.message };
  const answer = solveWith(solver.value, position.value, job.budget);
  if (!answer.ok) return { kind: 'error', seed, message: answer.error.message };
  const a = answer.value;
  return {
    kind: 'record',
    record: {
      seed,
      code: code.value,
      status: a.status,
      nodes: a.nodes,
      ms: a.ms,
      moves: a.line.length,
      rule: job.rule,
      budget: job.budget,
      groupLimit: job.groupLimit,
      takeBack: job.takeBack,
    },
  };
}
