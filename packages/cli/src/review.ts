/**
 * `russian-solitaire review CODE|POSITION --moves "…"` and `review --save FILE`: the review of a
 * finished game (the solver's `reviewGame`): which move lost a winnable deal, the mistakes, the
 * luck of the turned cards, and the fair chance to win over the game, in the four languages of
 * `play`. A review sees the face-down cards: it is for games that are over.
 * @module
 */
import { closeSync, fstatSync, openSync, readSync, constants as fs } from 'node:fs';
import { startOfCode } from '@russian-solitaire/dealer';
import { Game, type Result, echoInput, err, ok, resumeGame } from '@russian-solitaire/engine';
import type * as solverModule from '@russian-solitaire/solver';
import { type ParsedArgs, flag, intOption, valueOf } from './args.js';
import { MAX_BUDGET } from './budget.js';
import { type Command, atMostPositionals, defineCommand, styleFor } from './command.js';
import { languageOf } from './language.js';
import { type CliError, cliError, fail, failAs, causeOf } from './errors.js';
import { MAX_SAMPLES, SAMPLE_BUDGET } from './fair.js';
import { movesGiven, playMoves } from './hint.js';
import { HOUSE_HELP, HOUSE_OPTIONS, houseOptions, ruleOption } from './house.js';
import type { CliIo } from './io.js';
import { reviewJson, reviewText } from './review-report.js';
import { loadSolver } from './solver.js';
import { readSubject } from './source.js';

const HELP = `usage: russian-solitaire review CODE|POSITION --moves "8H-5 QS-F …" [options]
       russian-solitaire review --save FILE [options]

Reviews a finished game: for every move, whether the deal could still be won with every card known
before and after it, the fair chance to win before it (what a player seeing only the face-up cards
could estimate) and the fair hint there. It names the losing move (the first move after which a deal
that could be won cannot be any more) and a move that would have kept it winnable, the mistakes
(moves whose chance falls 10 points or more below the fair hint's) and the luck of the turned cards.
A review shows what lay face down: use it once a game is over. The house options are those the
game was played with (a save holds its own).

  --moves "…"            the moves of the game, from the deal: card-target, like 8H-5 or QS-F
  --save FILE            a saved game, as the engine writes it (Game.save, the web game's save)
  --lang en|ru|uk|tr     the language of the review (default: the locale of LC_ALL, LC_MESSAGES
                         or LANG, English for C, POSIX and other languages)
  --json                 one JSON object: gameCode, winnableAtStart, losingMove, moves [{number,
                         move, verdictBefore, verdictAfter, winShare, hint, label …}], counts …
  --samples N            arrangements of the face-down cards searched at each move (default 64)
  --budget N             total node budget of the review (default 100000000)
  --rule classic|relaxed replaces the code's rule letter
${HOUSE_HELP}
  --no-color             no colours even on a terminal
`;

const OPTIONS = {
  ...HOUSE_OPTIONS,
  moves: 'value',
  save: 'value',
  lang: 'value',
  json: 'flag',
  samples: 'value',
  budget: 'value',
  rule: 'value',
  'no-color': 'flag',
} as const;

/** The default total node budget of a review (the solver's `DEFAULT_REVIEW_BUDGET`; a test checks that they agree). */
export const REVIEW_BUDGET = 100_000_000;

/** The least room made to read a save whose file reports fewer bytes (or none). */
const SAVE_READ_BYTES = 64 * 1024;

/**
 * Reads a save file: a regular file (not a folder, a pipe or a device, which could block), at most
 * `limit` bytes, in UTF-8. It is read to its end whatever size it reports, since a file of the
 * kernel (`/proc/...`) reports 0 bytes and may hold more, or fail to be read at all; a file that
 * holds more than `limit` bytes is refused with `tooLong` once `limit + 1` are read, or at once when
 * it reports more.
 */
function readSaveFile(path: string, limit: number, tooLong: CliError): Result<string, CliError> {
  const file = echoInput(path);
  let fd: number;
  try {
    fd = openSync(path, fs.O_RDONLY | fs.O_NONBLOCK);
  } catch (e) {
    return fail('bad-value', 'save-open', { file }, causeOf(e));
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return fail('bad-value', 'save-not-file', { file });
    if (stat.size > limit) return err(tooLong);
    // One byte more than a save may hold, to see a file that holds too much.
    const bytes = Buffer.alloc(Math.min(limit + 1, Math.max(stat.size + 1, SAVE_READ_BYTES)));
    let read = 0;
    for (let n = -1; n !== 0 && read < bytes.length; read += n) {
      n = readSync(fd, bytes, read, bytes.length - read, read);
    }
    if (read > limit) return err(tooLong);
    try {
      return ok(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, read)));
    } catch {
      return fail('bad-value', 'save-not-utf8', { file });
    }
  } catch (e) {
    return fail('bad-value', 'save-read', { file }, causeOf(e));
  } finally {
    closeSync(fd);
  }
}

/**
 * The game to review: from `--save`, or from a code (or position) and `--moves`. A save file longer
 * than a save of the most moves a review takes is refused before it is read.
 */
function gameToReview(args: ParsedArgs, solver: typeof solverModule): Result<Game, CliError> {
  const given = atMostPositionals(args, 1, 'review-extra');
  if (!given.ok) return given;
  const save = valueOf(args, 'save');
  if (save !== undefined) {
    if (given.value.length > 0)
      return fail('extra-argument', 'review-save-extra', { given: echoInput(given.value[0]) });
    for (const name of ['moves', 'rule', ...Object.keys(HOUSE_OPTIONS)])
      if (valueOf(args, name) !== undefined) return fail('bad-value', 'review-save-option', { option: `--${name}` });
    const limit = solver.MAX_REVIEW_SAVE_LENGTH;
    const tooLong = cliError('bad-value', 'save-too-long', { max: String(limit), moves: solver.MAX_REVIEW_MOVES });
    const text = readSaveFile(save, limit, tooLong);
    if (!text.ok) return text;
    const game = resumeGame(text.value, { startOf: startOfCode });
    if (!game.ok) return fail('bad-value', 'save-refused', { code: game.error.code }, game.error);
    return game;
  }
  const text = given.value[0];
  if (text === undefined) return fail('missing-argument', 'review-missing');
  const rule = ruleOption(args);
  if (!rule.ok) return rule;
  const options = houseOptions(args);
  if (!options.ok) return options;
  const subject = readSubject(text, options.value, rule.value);
  if (!subject.ok) return subject;
  const game = Game.fromPosition(subject.value.position, { gameCode: subject.value.code });
  const played = playMoves(game, movesGiven(args));
  if (!played.ok) return played;
  return ok(game);
}

/** Shows the review's progress on a terminal's stderr, on one line redrawn in place. */
function progressLine(io: CliIo): ((p: solverModule.ReviewProgress) => void) | null {
  if (io.stderr.isTTY !== true) return null;
  return (p) => io.stderr.write(`\r\u001b[2K${p.positions}/${p.of} ${(p.nodes / 1e6).toFixed(1)} M nodes`);
}

async function review(args: ParsedArgs, io: CliIo): Promise<Result<number, CliError>> {
  const lang = languageOf(args, io.env);
  const samples = intOption(args, 'samples', 64, 1, MAX_SAMPLES);
  if (!samples.ok) return samples;
  const budget = intOption(args, 'budget', REVIEW_BUDGET, 1, MAX_BUDGET);
  if (!budget.ok) return budget;
  const solver = await loadSolver();
  if (!solver.ok) return solver;
  const game = gameToReview(args, solver.value);
  if (!game.ok) return game;
  const onProgress = progressLine(io);
  const answer = await solver.value.reviewGameAsync(game.value, {
    samples: samples.value,
    budget: budget.value,
    sampleBudget: Math.min(SAMPLE_BUDGET, budget.value),
    onProgress,
    progressInterval: 200_000,
  });
  if (onProgress) io.stderr.write('\r\u001b[2K');
  if (!answer.ok) return failAs('bad-value', answer.error);
  if (flag(args, 'json')) {
    io.stdout.write(`${JSON.stringify(reviewJson(answer.value, game.value))}\n`);
    return ok(0);
  }
  io.stdout.write(reviewText(answer.value, game.value, styleFor(io.stdout, io, args), lang, solver.value));
  return ok(0);
}

/** The `review` command. */
export const reviewCommand: Command = defineCommand({
  name: 'review',
  summary: 'review a finished game: the losing move, the mistakes, the luck',
  help: HELP,
  options: OPTIONS,
  body: review,
});
