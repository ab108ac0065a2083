/**
 * `russian-solitaire play [CODE]`: a game in the terminal, line by line, so that it can be played
 * by hand or driven through standard input by a script. The engine's `Game` does all the rules.
 * Hints are fair (they never look at the face-down cards) unless `--full-hints` is given, and a
 * new random deal is one the solver proves winnable unless `--any-deal` is given.
 * @module
 */
import { type RuleLetter, gameOfCode, randomGame } from '@russian-solitaire/dealer';
import {
  type Game,
  type GameOptions,
  type Language,
  type Move,
  type MoveOutcome,
  type Result,
  type Source,
  DECK_SIZE,
  DEFAULT_OPTIONS,
  echoInput,
  formatClock,
  makeCard,
  makeMove,
  makePlacedMove,
  makePosition,
  moveLog,
  ok,
  errorMessage,
} from '@russian-solitaire/engine';
import { type ParsedArgs, flag, intOption, valueOf } from './args.js';
import { MAX_BUDGET } from './budget.js';
import { type Command, atMostPositionals, defineCommand, styleFor } from './command.js';
import { languageOf } from './language.js';
import { cliErrorMessage, cliLine, loadSolverMessages } from './language-messages.js';
import { type CliError, EXIT_CODES, asGiven, fail, failAs } from './errors.js';
import { chanceText, fairHintFor, oddsFor } from './fair.js';
import { fairHintText } from './hint.js';
import { HOUSE_HELP, HOUSE_OPTIONS, describeOptions, houseOptions, ruleOption } from './house.js';
import { type CliIo, unreadableStdin } from './io.js';
import { type LineSource, MAX_COMMAND_BYTES, pipeLines, terminalLines } from './line-reader.js';
import { PLAY_HELP, completeWord, parsePlayCommand } from './play-input.js';
import { reviewText } from './review-report.js';
import { boardText, cardText, moveText, placeText } from './render.js';
import { type HintSource, type SolveReport, createHintSource, loadSolver, solvePosition } from './solver.js';
import { looksLikePosition, readGameCode } from './source.js';
import type { Style } from './style.js';
import { countOf, say } from './texts.js';
import { MESSAGES } from '@russian-solitaire/engine/messages';

const HELP = `usage: russian-solitaire play [CODE] [options]

Plays a game in the terminal (a new random code when none is given: one the solver proves
winnable, unless --any-deal). Type a command and Enter; the board is shown after each one.
Commands can also be fed through standard input, one a line.

Hints are fair: they never look at the face-down cards, and say the move's chance to win over
the ways those cards can lie. A hint keeps to its plan up to the next card turned while you follow
it, and never sends you back to a position played since the last card turned. --full-hints makes
them full-information hints, which look.

${PLAY_HELP}
Options:
  --lang en|ru|uk|tr     the language of the game screen: labels, messages, refusals, hints
                         and the short help (any letter case; default: the locale of LC_ALL,
                         LC_MESSAGES or LANG, English for C, POSIX and other languages)
  --rule classic|relaxed the rule (C or R); replaces the code's rule letter
${HOUSE_HELP}
  --full-hints           full-information hints: they look at the face-down cards
  --any-deal             new random deals are any deal, not only ones proved winnable
  --budget N             node budget of a hint (default: 5000000 over every arrangement for a
                         fair hint, 200000 for a full-information hint)
  --no-color             no colours even on a terminal
`;

const OPTIONS = {
  ...HOUSE_OPTIONS,
  lang: 'value',
  rule: 'value',
  budget: 'value',
  'full-hints': 'flag',
  'any-deal': 'flag',
  'no-color': 'flag',
} as const;

/** The default node budget of a full-information hint during play. */
export const PLAY_HINT_BUDGET = 200_000;

interface Session {
  game: Game;
  readonly rule: RuleLetter;
  readonly options: GameOptions;
  readonly language: Language;
  readonly style: Style;
  /** `--budget`, or `undefined` for the default of each kind of hint. */
  readonly budget: number | undefined;
  /** `--full-hints`: hints look at the face-down cards. */
  readonly fullHints: boolean;
  /** `--any-deal`: new random deals need not be winnable. */
  readonly anyDeal: boolean;
  readonly io: CliIo;
  /** The game's hint source (it remembers a winning line between hints), made on the first hint. */
  hints: HintSource | null;
  /** The verdict on the last position seen with every card face up (the position's text and the answer). */
  verdict: { readonly position: string; readonly report: SolveReport } | null;
}

function newGame(code: string, options: GameOptions): Result<Game, CliError> {
  const game = gameOfCode(code, { options });
  if (!game.ok)
    return fail(
      game.error.code === 'bad-options' ? 'bad-options' : 'bad-code',
      'code-bad',
      { given: echoInput(code) },
      game.error,
    );
  return ok(game.value);
}

function outcomeText(outcome: MoveOutcome, style: Style, language: Language): string {
  let text = moveText(outcome.move, outcome.from, style, language);
  if (outcome.cards.length > 1)
    text += say(language, 'movedCards', { cards: countOf(language, outcome.cards.length, 'card') });
  if (outcome.turned !== null) text += say(language, 'turned', { card: cardText(outcome.turned, style) });
  if (outcome.points > 0) text += say(language, 'points', { points: outcome.points });
  return text;
}

/** A game and the rule letter of its code. */
interface DealtGame {
  /** The rule letter of the game's code. */
  readonly rule: RuleLetter;
  /** The game, dealt from its code under the house options. */
  readonly game: Game;
}

/**
 * A game of a new random code, rule `C` unless one is given: one the solver proves winnable under
 * the house options, or (`anyDeal`) any deal.
 */
async function randomGameOf(
  rule: RuleLetter | null,
  options: GameOptions,
  anyDeal: boolean,
): Promise<Result<DealtGame, CliError>> {
  if (anyDeal) {
    const deal = randomGame({ rule: rule ?? 'C', options });
    if (!deal.ok) return failAs('io-error', deal.error);
    return ok({ rule: deal.value.parts.rule, game: deal.value.game });
  }
  const solver = await loadSolver();
  if (!solver.ok) return solver;
  const drawn = solver.value.randomWinnableCode({ rule: rule ?? 'C', options });
  if (!drawn.ok) return fail('io-error', 'winnable-none', {}, drawn.error);
  const game = newGame(drawn.value.gameCode, options);
  return game.ok ? ok({ rule: drawn.value.parts.rule, game: game.value }) : game;
}

function sourceOf(game: Game, move: Move): Source {
  return game.position.source(move.card);
}

async function hintText(session: Session): Promise<string> {
  const { game, style, language } = session;
  if (game.isWon) return say(language, 'gameWon');
  if (!session.fullHints) {
    const budget = session.budget;
    const answer = await fairHintFor(game, { samples: undefined, seed: undefined, budget });
    if (!answer.ok) return say(language, 'noHint', { reason: cliErrorMessage(answer.error, language) });
    if (answer.value.move === null) return say(language, game.noLegalMove ? 'noHintNoMove' : 'noHintNoUsefulMove');
    return fairHintText(answer.value, game.position, style, language);
  }
  if (session.hints === null) {
    const made = await createHintSource();
    if (!made.ok) return say(language, 'noHint', { reason: cliErrorMessage(made.error, language) });
    session.hints = made.value;
  }
  const answer = session.hints.hint(game.position, session.budget ?? PLAY_HINT_BUDGET);
  if (!answer.ok) return say(language, 'noHint', { reason: cliErrorMessage(answer.error, language) });
  const hint = answer.value;
  if (hint.move === null) return say(language, 'noHintNoMove');
  const moves = countOf(language, hint.line.length, 'move');
  const verdict =
    hint.status === 'solved'
      ? say(language, hint.nodes === 0 ? 'onKnownLine' : 'onLine', { moves })
      : hint.status === 'unsolvable'
        ? say(language, 'provedLost')
        : countOf(language, hint.nodes, 'notKnown');
  return say(language, 'fullHint', {
    notation: makeMove(hint.move),
    move: moveText(hint.move, sourceOf(game, hint.move), style, language),
    verdict,
  });
}

/**
 * With every card face up nothing is hidden, so the full-information verdict is fair: whether the
 * game can still be won, and the line `finish` plays. `null` while a card is face down, once the
 * game is won, or when no legal move is left (the board says so already).
 */
async function faceUpVerdict(session: Session): Promise<SolveReport | null> {
  const { game } = session;
  if (game.isWon || game.noLegalMove) return null;
  const position = game.position;
  if (position.faceDownCount > 0) return null;
  const text = makePosition(position);
  if (session.verdict?.position === text) return session.verdict.report;
  const answer = await solvePosition(position, session.budget ?? PLAY_HINT_BUDGET);
  if (!answer.ok) return null;
  session.verdict = { position: text, report: answer.value };
  return answer.value;
}

/** What the game says once every card is face up, or `''`. */
async function verdictNote(session: Session): Promise<string> {
  const report = await faceUpVerdict(session);
  if (report === null) return '';
  const { style, language } = session;
  if (report.status === 'solved')
    return style.green(say(language, 'allUpWinnable', { moves: countOf(language, report.line.length, 'move') }));
  if (report.status === 'unsolvable') return style.yellow(say(language, 'allUpLost'));
  return style.yellow(countOf(language, report.nodes, 'allUpUnknown'));
}

/** The width the game's messages are wrapped to, so that they fit an 80-column terminal. */
const MESSAGE_WIDTH = 78;

/** Wraps a message of short words (moves) into lines of at most {@link MESSAGE_WIDTH} columns. */
function wrapWords(text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > MESSAGE_WIDTH) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join('\n');
}

/** `finish`: plays the known winning line as ordinary moves (each can be undone). */
async function finish(session: Session): Promise<string> {
  const { game, style, language } = session;
  if (game.isWon) return say(language, 'wonAlready');
  const report = await faceUpVerdict(session);
  if (report === null) return style.yellow(say(language, game.noLegalMove ? 'finishNoMove' : 'finishFaceDown'));
  if (report.status !== 'solved') return style.yellow(say(language, 'finishNoLine'));
  const played: string[] = [];
  for (const move of report.line) {
    const outcome = game.play(move);
    if (!outcome.ok) {
      played.push(refusedText(session, outcome.error));
      break;
    }
    played.push(makeMove(move));
  }
  let text = wrapWords(
    `${say(language, 'finished', { moves: countOf(language, played.length, 'move') })} ${played.join(' ')}`,
  );
  if (game.isWon) text += `\n${style.green(wonText(session))}`;
  return text;
}

/** `l`: the moves so far in the placed-move notation (`3:8H-5`, `F:AS-2` for a take-back). */
function logText(session: Session): string {
  const { game, language } = session;
  const log = moveLog(game);
  if (log.length === 0) return say(language, 'logEmpty');
  return wrapWords(
    `${say(language, 'log', { moves: countOf(language, log.length, 'move') })} ${log.map(makePlacedMove).join(' ')}`,
  );
}

/** `odds`: the share of arrangements of the face-down cards under which the game can still be won. */
async function oddsText(session: Session): Promise<string> {
  const { game, language } = session;
  if (game.isWon) return say(language, 'wonAlready');
  const position = game.position;
  const answer = await oddsFor(position, { samples: undefined, seed: undefined, budget: session.budget });
  if (!answer.ok) return say(language, 'noOdds', { reason: cliErrorMessage(answer.error, language) });
  return say(language, 'odds', { chance: chanceText(answer.value, language) });
}

function refusedText(session: Session, refusal: Parameters<typeof errorMessage>[0]): string {
  return session.style.yellow(
    say(session.language, 'refused', { reason: errorMessage(refusal, MESSAGES[session.language]) }),
  );
}

/** The message of a won game: score, moves and time. */
function wonText(session: Session): string {
  const { game, language } = session;
  return say(language, 'won', { score: game.score, moves: game.moveCount, time: formatClock(game.elapsedMs) });
}

function afterMove(session: Session, outcome: MoveOutcome): string {
  const { game, style, language } = session;
  let text = outcomeText(outcome, style, language);
  if (outcome.won) text += `\n${style.green(wonText(session))}`;
  else if (game.noLegalMove) text += `\n${style.yellow(say(language, 'noMoveLeft'))}`;
  if (gameOver(game)) text += `\n${say(language, 'reviewOffer')}`;
  return text;
}

/** Whether the game is over: won, or no legal move left. Only then does a review show its face-down cards. */
function gameOver(game: Game): boolean {
  return game.isWon || game.noLegalMove;
}

/** `review`: the review of the game once it is over (see the `review` command). */
async function reviewOf(session: Session): Promise<string> {
  const { game, style, language } = session;
  if (!gameOver(game)) return say(language, 'reviewNotYet');
  const solver = await loadSolver();
  if (!solver.ok) return style.yellow(cliErrorMessage(solver.error, language));
  const answer = await solver.value.reviewGameAsync(game);
  if (!answer.ok) return style.yellow(cliErrorMessage(answer.error, language));
  return reviewText(answer.value, game, style, language, solver.value).trimEnd();
}

/**
 * The command that reviews a game left before its end (quit with moves played): its code, the
 * house rules that differ from the defaults, and its moves.
 */
function reviewCommandLine(session: Session): string | null {
  const { game, options } = session;
  if (game.gameCode === null || game.history.length === 0 || gameOver(game)) return null;
  const house = [
    options.groupLimit === DEFAULT_OPTIONS.groupLimit ? '' : ` --group-limit ${options.groupLimit ?? 'none'}`,
    options.takeBack === DEFAULT_OPTIONS.takeBack ? '' : ` --take-back ${options.takeBack ? 'on' : 'off'}`,
  ].join('');
  return `russian-solitaire review ${game.gameCode}${house} --moves "${game.history.map(makeMove).join(' ')}"`;
}

/** Runs one typed line; returns the message to show, or `null` to quit. */
async function step(session: Session, line: string): Promise<string | null> {
  const command = parsePlayCommand(line);
  if (!command.ok) return session.style.yellow(cliErrorMessage(command.error, session.language));
  const c = command.value;
  const { game, style, language } = session;
  switch (c.kind) {
    case 'quit':
      return null;
    case 'help':
      return say(language, 'help');
    case 'board':
      return '';
    case 'move': {
      const from = sourceOf(game, c.move);
      const played = game.play(c.move);
      if (!played.ok) return refusedText(session, played.error);
      return afterMove(session, { ...played.value, from });
    }
    case 'tap':
    case 'auto': {
      const played = c.kind === 'tap' ? game.tap(c.card) : game.autoPlace(c.card);
      if (!played.ok) return refusedText(session, played.error);
      return afterMove(session, played.value);
    }
    case 'destinations': {
      if (!game.position.isFaceUp(c.card) && game.position.source(c.card) !== 'foundation')
        return say(language, 'faceDown', { card: cardText(c.card, style) });
      const targets = game.destinations(c.card);
      return targets.length === 0
        ? say(language, 'cannotMove', { card: cardText(c.card, style) })
        : say(language, 'canGo', {
            card: cardText(c.card, style),
            places: targets.map((t) => placeText(t, language)).join(', '),
          });
    }
    case 'undo': {
      const undone = game.undo();
      if (!undone.ok && session.options.undoDepth === 0) return style.yellow(say(language, 'undoOff'));
      if (!undone.ok) return style.yellow(say(language, 'nothingToUndo'));
      const u = undone.value;
      const back = { card: cardText(u.move.card, style), place: placeText(u.to, language) };
      return u.hidden === null
        ? say(language, 'undone', back)
        : say(language, 'undoneTurned', { ...back, hidden: cardText(u.hidden, style) });
    }
    case 'redo': {
      const redone = game.redo();
      if (!redone.ok) return style.yellow(say(language, 'nothingToRedo'));
      return say(language, 'redone', { move: afterMove(session, redone.value) });
    }
    case 'hint':
      return hintText(session);
    case 'odds':
      return oddsText(session);
    case 'finish':
      return finish(session);
    case 'log':
      return logText(session);
    case 'review':
      return reviewOf(session);
    case 'restart':
      game.restart();
      return say(language, 'restarted', { code: game.gameCode ?? say(language, 'noCode') });
    case 'new': {
      const next = await randomGameOf(session.rule, session.options, session.anyDeal);
      if (!next.ok) return style.yellow(say(language, 'noNewGame', { reason: cliErrorMessage(next.error, language) }));
      session.game = next.value.game;
      session.hints = null;
      session.verdict = null;
      return say(language, 'newGame', { code: session.game.gameCode ?? '' });
    }
  }
}

/** The game to play: of the code given (with `--rule` replacing its rule letter), or of a random one. */
async function startingGame(
  given: string | undefined,
  rule: RuleLetter | null,
  options: GameOptions,
  anyDeal: boolean,
): Promise<Result<DealtGame, CliError>> {
  if (given === undefined) return randomGameOf(rule, options, anyDeal);
  if (looksLikePosition(given)) return fail('bad-code', 'play-position');
  const code = readGameCode(given, rule);
  if (!code.ok) return code;
  const game = newGame(code.value.text, options);
  return game.ok ? ok({ rule: code.value.rule, game: game.value }) : game;
}

/** Reads the arguments and deals the game: the session to play, board not shown yet. */
async function startSession(args: ParsedArgs, io: CliIo): Promise<Result<Session, CliError>> {
  const positionals = atMostPositionals(args, 1, 'play-extra');
  if (!positionals.ok) return positionals;
  if (unreadableStdin(io) !== null) return fail('bad-value', 'play-stdin-directory');
  const lang = languageOf(args, io.env);
  if (lang !== 'en') await loadSolverMessages();
  const rule = ruleOption(args);
  if (!rule.ok) return rule;
  const options = houseOptions(args);
  if (!options.ok) return options;
  const budget = intOption(args, 'budget', 0, 1, MAX_BUDGET);
  if (!budget.ok) return budget;
  const anyDeal = flag(args, 'any-deal');
  const dealt = await startingGame(positionals.value[0], rule.value, options.value, anyDeal);
  if (!dealt.ok) return dealt;
  return ok({
    game: dealt.value.game,
    rule: dealt.value.rule,
    options: options.value,
    language: lang,
    style: styleFor(io.stdout, io, args),
    budget: valueOf(args, 'budget') === undefined ? undefined : budget.value,
    fullHints: flag(args, 'full-hints'),
    anyDeal,
    io,
    hints: null,
    verdict: null,
  });
}

/** Shows the board and a message (after clearing the screen on a terminal). */
function show(session: Session, message: string): void {
  const { io } = session;
  if (io.stdout.isTTY === true) io.stdout.write('\u001b[2J\u001b[H');
  io.stdout.write(`${boardText(session.game, session.style, session.language)}${message ? `${message}\n` : ''}`);
}

/** Whether the game runs on a terminal (line editing, history, completion) rather than from a pipe. */
function onTerminal(io: CliIo): boolean {
  return (io.stdin as { isTTY?: boolean }).isTTY === true && io.stdout.isTTY === true;
}

/** The names of the cards that can be moved now (face up or on a foundation), for completion. */
function movableCards(game: Game): string[] {
  const position = game.position;
  const names: string[] = [];
  for (let card = 0; card < DECK_SIZE; card++) {
    if (position.isFaceUp(card) || position.source(card) === 'foundation') names.push(makeCard(card));
  }
  return names;
}

/** Reads the typed lines: with line editing, history and completion on a terminal, plain lines from a pipe. */
function lineSource(session: Session): LineSource {
  const { io } = session;
  if (!onTerminal(io)) return pipeLines(io.stdin);
  return terminalLines(io.stdin, io.stdout, '> ', (before) => completeWord(before, movableCards(session.game)));
}

async function play(args: ParsedArgs, io: CliIo): Promise<Result<number, CliError>> {
  const started = await startSession(args, io);
  if (!started.ok) return started;
  const session = started.value;
  const lang = session.language;
  show(session, say(lang, 'houseRules', { rules: describeOptions(session.options, lang) }));
  const terminal = onTerminal(io);
  const input = lineSource(session);
  // Ctrl-C ends the game as Ctrl-D does, with the summary (and the exit code of an interruption).
  let interrupted = false;
  let unreadable = false;
  const interrupt = (): void => {
    interrupted = true;
    input.close();
  };
  process.once('SIGINT', interrupt);
  try {
    for (;;) {
      // On a terminal the line reader shows the prompt; piped commands get it here, with their echo.
      if (!terminal) io.stdout.write('> ');
      const next = await input.next();
      if (next.kind === 'end' || next.kind === 'interrupt') {
        if (next.kind === 'interrupt') interrupted = true;
        if (!terminal) io.stdout.write('\n');
        if (next.kind === 'end' && next.error !== undefined) {
          // Standard input that cannot be read (a directory, a failing device): said, not taken for its end.
          unreadable = true;
          const reason = cliErrorMessage(next.error, lang);
          io.stderr.write(`russian-solitaire play: ${cliLine('play-unreadable', lang, { reason })}\n`);
        }
        break;
      }
      let message: string | null;
      if (next.kind === 'too-long') {
        if (!terminal) io.stdout.write('\n');
        message = session.style.yellow(say(lang, 'lineTooLong', { max: MAX_COMMAND_BYTES }));
      } else {
        // Echo piped input, so that a scripted game reads like a typed one.
        if (!terminal) io.stdout.write(`${asGiven(next.text)}\n`);
        message = await step(session, next.text);
      }
      if (message === null) break;
      const note = await verdictNote(session);
      show(session, note === '' ? message : message === '' ? note : `${message}\n${note}`);
    }
  } finally {
    process.removeListener('SIGINT', interrupt);
    input.close();
  }
  const g = session.game;
  const score = `${say(lang, 'score')}: ${g.score}`;
  const moves = `${say(lang, 'moves')}: ${g.moveCount}`;
  const time = `${say(lang, 'time')}: ${formatClock(g.elapsedMs)}`;
  const won = g.isWon ? `  ${say(lang, 'wonMark')}` : '';
  io.stdout.write(`${say(lang, 'bye')} ${g.gameCode ?? say(lang, 'noCode')}  ${score}  ${moves}  ${time}${won}\n`);
  const later = reviewCommandLine(session);
  if (later !== null) io.stdout.write(`${say(lang, 'reviewLater', { command: later })}\n`);
  return ok(interrupted ? EXIT_CODES.interrupted : unreadable ? EXIT_CODES.failure : 0);
}

/** The `play` command. */
export const playCommand: Command = defineCommand({
  name: 'play',
  summary: 'play a game in the terminal',
  help: HELP,
  options: OPTIONS,
  body: play,
});
