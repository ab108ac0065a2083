// A variant of Russian Solitaire from a spec alone: eight columns, building down on a card of any
// suit but its own, any card on an empty column. Run it with `node variant.mjs` after
// `npm install @russian-solitaire/engine @russian-solitaire/dealer @russian-solitaire/solver`.
import { deckOfSeed } from '@russian-solitaire/dealer';
import {
  Game,
  defineRuleSet,
  errorMessage,
  makeMove,
  openingPosition,
  parseMove,
  resumeGame,
  ruleSetName,
} from '@russian-solitaire/engine';
import { ru } from '@russian-solitaire/engine/messages/ru';
import { solve } from '@russian-solitaire/solver';

// 1. The rules, checked once. A refusal names the field at fault.
const defined = defineRuleSet({
  id: 'eight-hides',
  name: 'Eight hides',
  suit: 'other-suit',
  direction: 'down',
  emptyColumn: 'any',
  layout: { cards: [4, 5, 6, 6, 7, 7, 8, 9], faceDown: [0, 1, 2, 3, 3, 4, 4, 5] },
});
if (!defined.ok) throw new Error(`${defined.error.field}: ${defined.error.message}`);
const eightHides = defined.value;
console.log(ruleSetName(eightHides), eightHides.layout.cards.length, 'columns');

// 2. The deal: a seeded shuffle of the 52 cards (the same seed, the same deal, on every machine),
// laid out by the rule set's layout, the first card of the deck first.
const deck = deckOfSeed(2026);
if (!deck.ok) throw new Error(deck.error.message);
const opening = openingPosition(deck.value, eightHides);
if (!opening.ok) throw new Error(opening.error.message);
const game = Game.fromPosition(opening.value);
console.log('legal:', game.legalMoves().map(makeMove).join(' '));

// 3. A few moves: a card home when one can go, else the first legal move; then one the rules refuse.
for (let i = 0; i < 3; i++) {
  const moves = game.legalMoves();
  const move = moves.find((m) => m.to === 'foundation') ?? moves[0];
  if (move === undefined) break;
  const played = game.play(move);
  console.log('played', makeMove(move), played.ok, 'score', game.score);
}
// 7♥ (with the cards above it) on 8♥, the top of column 2: not on a card of its own suit.
const parsed = parseMove('7H-2');
if (!parsed.ok) throw new Error(parsed.error.message);
const refused = game.play(parsed.value);
if (!refused.ok) console.log(refused.error.code, '|', errorMessage(refused.error, ru));

// 4. A save says the rules it was played by; the game that reads it gives its rule sets by id.
const saved = JSON.stringify(game.save());
const back = resumeGame(saved, { ruleSets: { [eightHides.id]: eightHides } });
if (!back.ok) throw new Error(back.error.message);
console.log('resumed', back.value.ruleSet.name, back.value.position.equals(game.position), back.value.score);
const unknown = resumeGame(saved);
if (!unknown.ok) console.log('without ruleSets:', unknown.error.code, unknown.error.cause?.code);

// 5. The solver's verdict on a small budget of nodes: the same answer on every machine.
const verdict = solve(back.value.position, { budget: 50_000 });
if (!verdict.ok) throw new Error(verdict.error.message);
const result = verdict.value;
if (result.status === 'solved')
  console.log('solved in', result.line.length, 'more moves:', result.line.slice(0, 5).map(makeMove).join(' '), '…');
else console.log(result.status, result.status === 'unknown' ? result.reason : 'proved');
