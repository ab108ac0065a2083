/**
 * The survey's worker thread: deals each seed of the batches it is sent with the dealer and answers
 * with the solver's verdicts, or, in a survey of a player, with the deals played out
 * (`survey-player`), one message per batch. Built as its own file (`dist/survey-worker.js`) next to the command.
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseCodeParts, openingPositionOfCode } from '@russian-solitaire/dealer';
import { DEFAULT_OPTIONS } from '@russian-solitaire/engine';
import { loadSolver, solveWith } from './solver.js';
import { playDeal } from './survey-player.js';
import type { SurveyReply, SurveyRequest } from './survey-protocol.js';
import type { SurveyLine, SurveySettings } from './survey-record.js';

const settings = workerData as SurveySettings;
const port = parentPort!;
const solver = await loadSolver();
/** The house options every deal is dealt with: the same for the whole survey. */
const options = { ...DEFAULT_OPTIONS, groupLimit: settings.groupLimit, takeBack: settings.takeBack };

port.on('message', (seeds: SurveyRequest) => {
  if (seeds === null) {
    port.close();
    return;
  }
  const records: SurveyLine[] = [];
  for (const seed of seeds) {
    const answer = decide(seed);
    if (answer.kind === 'error') {
      if (records.length > 0) port.postMessage({ kind: 'records', records } satisfies SurveyReply);
      port.postMessage(answer);
      return;
    }
    records.push(answer.record);
  }
  port.postMessage({ kind: 'records', records } satisfies SurveyReply);
});
port.postMessage({ kind: 'ready' } satisfies SurveyReply);

/** One seed's record, or the failure on it. */
type Decision =
  { readonly kind: 'record'; readonly record: SurveyLine } | Extract<SurveyReply, { readonly kind: 'error' }>;

function decide(seed: number): Decision {
  if (!solver.ok) return { kind: 'error', seed, error: solver.error };
  // The code is made once: its parts are dealt, its text is written in the record.
  const code = parseCodeParts({ rule: settings.rule, seed });
  if (!code.ok) return { kind: 'error', seed, error: code.error };
  const position = openingPositionOfCode(code.value, options);
  if (!position.ok) return { kind: 'error', seed, error: position.error };
  if (settings.player !== undefined) {
    const played = playDeal(solver.value, position.value, settings, seed, code.value.text);
    return played.ok ? { kind: 'record', record: played.value } : { kind: 'error', seed, error: played.error };
  }
  const answer = solveWith(solver.value, position.value, settings.budget);
  if (!answer.ok) return { kind: 'error', seed, error: answer.error };
  const a = answer.value;
  return {
    kind: 'record',
    record: {
      seed,
      gameCode: code.value.text,
      status: a.status,
      nodes: a.nodes,
      ms: a.ms,
      moves: a.line.length,
      rule: settings.rule,
      budget: settings.budget,
      groupLimit: settings.groupLimit,
      takeBack: settings.takeBack,
    },
  };
}
