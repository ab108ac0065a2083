// An experiment, not a test: how long a game's longest column gets, the figure the table is sized
// by (src/table/layout.ts, LONG_COLUMN and TYPICAL_COLUMN). Usage: node scripts/longest-column.mjs
// (DEALS, RULE to vary it).
//
// It plays the deals of seeds 0 … DEALS−1 (500) of a rule (C) as a greedy player would: among the
// legal moves it prefers one that turns a face-down card, then one onto a foundation, then any
// other, picking at random among equals (a fixed linear congruential sequence, so every run gives
// the same figures), never a move that leads back to a position it has seen and never a move that
// takes a card back from a foundation; it stops when the game is won or stuck, or after 400 moves.
// The longest column of each game (its cards, and how many lay face down) is recorded, and the
// percentiles of those lengths are printed. The solver's own winning lines are no guide here: it
// sees the face-down cards and builds columns of 20 to 28 cards on most deals it wins.
import { formatCode, gameOfCode } from '@russian-solitaire/dealer';
import { COLUMN_COUNT } from '@russian-solitaire/engine';

const RULE = process.env.RULE ?? 'C';
const DEALS = Number(process.env.DEALS ?? 500);
const MAX_MOVES = 400;

let state = 12345;
/** A whole number below n from a fixed linear congruential sequence. */
function pick(n) {
  state = (state * 1103515245 + 12345) % 2147483648;
  return state % n;
}

/** What the player sees of the columns, as text. */
function seen(game) {
  return JSON.stringify(game.snapshot().columns.map((c) => [c.faceDownCount, c.faceUp]));
}

const games = [];
for (let seed = 0; seed < DEALS; seed++) {
  const code = formatCode({ rule: RULE, seed });
  if (!code.ok) throw new Error(code.error.message);
  const dealt = gameOfCode(code.value);
  if (!dealt.ok) throw new Error(dealt.error.message);
  const game = dealt.value;
  const visited = new Set([seen(game)]);
  let longest = { cards: 0, faceDown: 0 };
  for (let n = 0; n < MAX_MOVES && !game.isWon; n++) {
    for (const column of game.snapshot().columns) {
      const cards = column.faceDownCount + column.faceUp.length;
      if (cards > longest.cards) longest = { cards, faceDown: column.faceDownCount };
    }
    const p = game.position;
    const fromColumns = game.legalMoves().filter((m) => p.place[m.card] < COLUMN_COUNT);
    const turns = fromColumns.filter((m) => {
      const column = p.column(p.place[m.card]);
      const below = column[column.indexOf(m.card) - 1];
      return below !== undefined && !p.isFaceUp(below);
    });
    const home = fromColumns.filter((m) => m.to === 'foundation');
    const ranked = [turns, home, fromColumns].filter((moves) => moves.length > 0);
    let played = false;
    for (const moves of ranked) {
      const order = [...moves];
      while (order.length > 0 && !played) {
        const move = order.splice(pick(order.length), 1)[0];
        game.play(move);
        if (visited.has(seen(game))) game.undo();
        else played = true;
      }
      if (played) break;
    }
    if (!played) break;
    visited.add(seen(game));
  }
  games.push({ ...longest, won: game.isWon });
}

const lengths = games.map((g) => g.cards).sort((a, b) => a - b);
const at = (p) => lengths[Math.min(lengths.length - 1, Math.floor(p * lengths.length))];
console.log(`rule ${RULE}, deals 0–${DEALS - 1}, greedy player: ${games.filter((g) => g.won).length} won`);
console.log(
  `longest column (cards): ${[0.5, 0.75, 0.9, 0.95, 0.99, 1].map((p) => `p${Math.round(p * 100)} ${at(p)}`).join(', ')}`,
);
const median = games.filter((g) => g.cards === at(0.5));
const downs = median.map((g) => g.faceDown).sort((a, b) => a - b);
console.log(`face-down cards in the median-length columns: median ${downs[Math.floor(downs.length / 2)]}`);
