// What every version of the table does, whatever draws it: the first deal and a click.
import { gameOfCode, randomGame } from '@russian-solitaire/dealer';
import { type Card, type Game, errorMessage, unwrap } from '@russian-solitaire/engine';

/** The deal the page's address names (`?code=RU1-C-AAAAABB`), or a random one. */
export function firstGame(): Game {
  const named = gameOfCode(new URLSearchParams(location.search).get('code') ?? '');
  return named.ok ? named.value : unwrap(randomGame()).game;
}

/**
 * A click on a face-up card sends it to its foundation when it can go there, otherwise with the
 * cards above it to the best column that takes it. Answers why nothing moved, or `''`.
 */
export function clickCard(game: Game, card: Card): string {
  if (game.tap(card).ok) return '';
  const placed = game.autoPlace(card);
  return placed.ok ? '' : errorMessage(placed.error);
}
