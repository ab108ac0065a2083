/**
 * A game review as the command shows it (in the player's language) and as `review --json` writes
 * it: the verdict in a sentence, the labels counted, a sparkline of the fair share over the game,
 * and the move list with the labelled moves marked and explained.
 * @module
 */
import {
  type Game,
  type Language,
  type Move,
  encodeMove,
  makeCard,
  makeMove,
  ruleSetName,
} from '@russian-solitaire/engine';
import { MESSAGES } from '@russian-solitaire/engine/messages';
import type * as solverModule from '@russian-solitaire/solver';
import { REVIEW_SENTENCES, reviewVerdict } from '@russian-solitaire/solver/review-sentences';
import { type WinShareJson, percent } from './fair.js';
import { type JsonMove, jsonMove } from './moves.js';
import { cardText } from './render.js';
import type { Style } from './style.js';
import { countOf, say } from './texts.js';

type GameReview = solverModule.GameReview;
type ReviewedMove = solverModule.ReviewedMove;
type ReviewLabel = solverModule.ReviewLabel;
/** What the report needs of the solver's module (loaded by the command when it reviews). */
type ReviewWords = Pick<typeof solverModule, 'REVIEW_MARKS'>;

/** One move in `review --json`. */
interface ReviewMoveJson {
  /** The move's number, from 1. */
  readonly number: number;
  /** The move, as `solve --json` writes moves. */
  readonly move: JsonMove;
  /** The card it turned face up (`"7H"`), or `null`. */
  readonly turned: string | null;
  /** Whether the position before it could be won with every card known: `solved`, `unsolvable`, `unknown`. */
  readonly verdictBefore: string;
  /** The same after it. */
  readonly verdictAfter: string;
  /** The fair win share before it, with its 95 % interval (`null` when the review stopped first). */
  readonly winShare: WinShareJson | null;
  /** The fair hint's move before it. */
  readonly hint: JsonMove | null;
  /** The share after the fair hint's move. */
  readonly hintShare: WinShareJson | null;
  /** The share after the move played, before a card it turned was seen. */
  readonly playedShare: WinShareJson | null;
  /** `losing-move`, `mistake`, `bad-luck`, `good-luck` or `null`. */
  readonly label: ReviewLabel | null;
  /** For the losing move: a move that would have kept the game winnable. */
  readonly keptWinnable: JsonMove | null;
}

/** The JSON object `review --json` prints. */
export interface ReviewJson {
  /** The game code, or `null` for a custom position. */
  readonly gameCode: string | null;
  /** Whether the deal could be won at the start with every card known (`null`: undecided). */
  readonly winnableAtStart: boolean | null;
  /** The losing move's number, or `null`. */
  readonly losingMove: number | null;
  /** Every move. */
  readonly moves: readonly ReviewMoveJson[];
  /** The end of the game: won, its verdict, its fair share. */
  readonly end: { readonly won: boolean; readonly verdict: string; readonly winShare: WinShareJson | null };
  /** How many moves carry each label. */
  readonly counts: Readonly<Record<ReviewLabel, number>>;
  /** Nodes searched. */
  readonly nodes: number;
  /** Why the review stopped early (`budget`, `time-limit` …), or `null`. */
  readonly stopped: string | null;
  /** Milliseconds spent. */
  readonly ms: number;
}

/** The review as `review --json` writes it; `game` is the game reviewed (its start and moves). */
export function reviewJson(review: GameReview, game: Game): ReviewJson {
  const position = game.startPosition.clone();
  const at = (move: Move | null): JsonMove | null =>
    move === null ? null : jsonMove(move, position.source(move.card));
  const moves = review.moves.map((m): ReviewMoveJson => {
    const json: ReviewMoveJson = {
      number: m.number,
      move: at(m.move)!,
      turned: m.turned === null ? null : makeCard(m.turned),
      verdictBefore: m.verdictBefore,
      verdictAfter: m.verdictAfter,
      winShare: m.winShare,
      hint: at(m.hint),
      hintShare: m.hintShare,
      playedShare: m.playedShare,
      label: m.label,
      keptWinnable: at(m.keptWinnable),
    };
    position.play(encodeMove(m.move));
    return json;
  });
  return {
    gameCode: review.gameCode,
    winnableAtStart: review.winnableAtStart,
    losingMove: review.losingMove,
    moves,
    end: review.end,
    counts: review.counts,
    nodes: review.nodes,
    stopped: review.stopped,
    ms: Math.round(review.elapsedMs),
  };
}

/** A move as a player reads it: `9♠-4`, `7♣-F`. */
function shownMove(move: Move, style: Style): string {
  return `${cardText(move.card, style)}-${move.to === 'foundation' ? 'F' : move.to + 1}`;
}

/**
 * The review's verdict in a sentence: which move lost the deal, or why none did, in the solver's
 * words (the web game's too), which load apart from its search code.
 */
function verdictSentence(review: GameReview, style: Style, language: Language): string {
  return reviewVerdict(review, REVIEW_SENTENCES[language], (move) => shownMove(move, style));
}

/** The bars of the sparkline, lowest share first. */
const BARS = '▁▂▃▄▅▆▇█';
/** Positions per row of the sparkline (it fits an 80-column terminal with its labels). */
const SPARK_ROW = 50;

/** The fair share before each move and at the end, one bar each, in rows of {@link SPARK_ROW}. */
function sparkline(review: GameReview, language: Language): string {
  const shares = [...review.moves.map((m) => m.winShare), review.end.winShare];
  const bars = shares.map((s) =>
    s === null ? '·' : BARS[Math.min(BARS.length - 1, Math.floor(s.estimate * BARS.length))]!,
  );
  const width = String(shares.length).length;
  const rows: string[] = [];
  for (let i = 0; i < bars.length; i += SPARK_ROW)
    rows.push(`  ${String(i + 1).padStart(width)} ${bars.slice(i, i + SPARK_ROW).join('')}`);
  const end = review.end.winShare;
  if (end !== null) rows[rows.length - 1] += `  ${say(language, 'reviewEnd', { percent: percent(end.estimate) })}`;
  return rows.join('\n');
}

/** A move of the list: `23. 9S-4??`. */
function cell(m: ReviewedMove, width: number, marks: ReviewWords['REVIEW_MARKS']): string {
  return `${String(m.number).padStart(width)}. ${makeMove(m.move)}${m.label === null ? '' : marks[m.label]}`;
}

/** What a move's label means here. */
function explanation(m: ReviewedMove, label: ReviewLabel, style: Style, language: Language): string {
  switch (label) {
    case 'losing-move':
      return say(language, 'reviewLosing', { kept: shownMove(m.keptWinnable!, style) });
    case 'mistake':
      return say(language, 'reviewMistake', {
        played: percent(m.playedShare!.estimate),
        best: percent(m.hintShare!.estimate),
        hint: shownMove(m.hint!, style),
      });
    case 'bad-luck':
    case 'good-luck':
      return say(language, 'reviewLuck', {
        card: cardText(m.turned!, style),
        before: percent(m.playedShare!.estimate),
        after: percent(m.playedShare!.estimate + m.luck!),
      });
  }
}

/** Moves per row of the compact move list. */
const MOVES_ROW = 6;

/** The review as the command shows it, in the player's language (`solver`: the solver's module, loaded). */
export function reviewText(
  review: GameReview,
  game: Game,
  style: Style,
  language: Language,
  solver: ReviewWords,
): string {
  const n = review.moves.length;
  const title = say(language, 'reviewTitle', {
    code: review.gameCode ?? say(language, 'reviewPosition'),
    rule: ruleSetName(game.ruleSet, MESSAGES[language]),
    moves: countOf(language, n, 'move'),
  });
  const counts = say(language, 'reviewCounts', {
    mistakes: countOf(language, review.counts.mistake, 'mistake'),
    lucky: countOf(language, review.counts['good-luck'], 'luckyCard'),
    unlucky: countOf(language, review.counts['bad-luck'], 'unluckyCard'),
  });
  const parts = [`${style.bold(title)}\n${verdictSentence(review, style, language)}\n${counts}`];
  if (review.stopped !== null) {
    const analysed = review.moves.filter((m) => m.winShare !== null).length;
    parts.push(
      style.yellow(
        say(language, 'reviewStopped', { reason: review.stopped, moves: countOf(language, analysed, 'move') }),
      ),
    );
  }
  parts.push(`${say(language, 'reviewChart')}\n${sparkline(review, language)}`);
  if (n > 0) {
    const width = String(n).length;
    const cells = review.moves.map((m) => cell(m, width, solver.REVIEW_MARKS));
    const cellWidth = Math.max(...cells.map((c) => c.length));
    const rows: string[] = [];
    for (let i = 0; i < n; i += MOVES_ROW)
      rows.push(
        `  ${cells
          .slice(i, i + MOVES_ROW)
          .map((c) => c.padEnd(cellWidth))
          .join('  ')
          .trimEnd()}`,
      );
    const notes: string[] = [];
    for (const m of review.moves)
      if (m.label !== null)
        notes.push(
          `  ${cell(m, width, solver.REVIEW_MARKS).padEnd(cellWidth)}  ${explanation(m, m.label, style, language)}`,
        );
    parts.push(
      `${say(language, 'reviewLegend')}\n${rows.join('\n')}${notes.length > 0 ? `\n\n${notes.join('\n')}` : ''}`,
    );
  }
  return `${parts.join('\n\n')}\n`;
}
