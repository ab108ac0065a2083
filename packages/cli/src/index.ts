/**
 * `@russian-solitaire/cli`: the `russian-solitaire` command, also callable as a function with
 * streams of your own, and the types of its JSON output.
 *
 * ```ts
 * import { run } from '@russian-solitaire/cli';
 * const exitCode = await run(['deal', 'RU1-C-AAAAABB', '--plain'], { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env });
 * ```
 *
 * This entry is the package's public, semver-governed API: the command as a function, the codes
 * of its errors and exits, {@link errorMessage}, which writes any of its errors in the language of
 * the messages of `@russian-solitaire/cli/messages/<language>` (each importable alone, or all four
 * from `@russian-solitaire/cli/messages`), the types of its JSON output, and the sum of survey
 * records with its confidence interval, for research scripts that read survey files. The commands' table, the help
 * text and the defaults the command copies from the solver are the command's own (see
 * `russian-solitaire --help`).
 * @module
 */
export { run, VERSION } from './main.js';
export { CLI_ERROR_CODES, type CliError, type CliErrorCode, EXIT_CODES } from './errors.js';
export { type CliMessages, errorMessage } from './error-message.js';
export { type CliErrorKey, type CliLineKey, type CliWordKey } from './errors-en.js';
export { type CliIo, type OutputStream, processIo } from './io.js';
export { type JsonMove, type JsonPlace } from './moves.js';
export { type SolveJson } from './solve.js';
export { type Verdict } from './solver.js';
export { type MoveOptions } from './house.js';
export { type FairHintJson, type FairMoveJson, type HintJson } from './hint.js';
export { type OddsJson } from './odds.js';
export { type OddsReport, type WinShareJson } from './fair.js';
export {
  PLAYERS,
  type PlayRecord,
  type PlayerName,
  type SurveyLine,
  type SurveyRecord,
  type SurveySettings,
} from './survey-record.js';
export { type PlaySummary, type SurveySummary, summarise } from './survey-summary.js';
export { type ShareJson, type SummaryJson } from './summary.js';
export { type Interval, wilsonInterval } from './stats.js';
