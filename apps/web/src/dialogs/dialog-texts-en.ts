/**
 * The dialogs' words in English (the settings' labels and the keys, the statistics, the win screen,
 * the end of a game), on the engine's English locale: part of the dialogs' chunk, so that the
 * dialogs can always speak.
 * @module
 */
import { defineTexts } from '@russian-solitaire/engine';
import { en } from '@russian-solitaire/engine/messages/en';
import type { DialogTextKey } from './dialog-texts.js';

/** The dialogs' texts in English. */
export const texts = defineTexts<DialogTextKey>(en.locale, {
  language: 'Language',
  interactiveRules: 'Interactive rules (explain refused moves)',
  oneTap: 'One tap moves a card (to its foundation, else to its best column)',
  twoClick: 'Two-click moves (select, then target)',
  autoOnDrop: 'Auto placement on drop',
  fullInfoHints: 'Hints may look at face-down cards',
  winnableOnly: 'Winnable deals only',
  autoFinish: 'Finish by itself when every card is face up and the game can be won',
  theme: 'Theme',
  cardSize: 'Card size',
  fourColour: 'Four-colour deck (♦ blue, ♣ green)',
  leftHanded: 'Left-handed (foundations on the left)',
  sound: 'Sound effects',
  keysHelp:
    'Keys: arrows move between cards and columns, Home and End go to the first and the last column, Enter plays a card as a tap does, Space picks a card and Enter or Space places it, F sends it to its foundation, A auto-places it, U undo, R redo, H hint, Esc cancels.',
  winTitle: 'You won!',
  playAgain: 'Play again',
  newWinnable: 'New winnable deal',
  winDaily: 'The daily deal of {date}: {days} in a row.',
  endNoMove: 'No legal move is left',
  endNoUsefulMove: 'No useful move is left',
  endSummary: '{points} in {moves}; {home} of {cards} cards on the foundations.',
  statsUnavailable: 'Statistics cannot be kept in this browser.',
  resetStats: 'Reset',
  gamesPlayed: 'Games played',
  gamesWon: 'Games won',
  winRate: 'Win rate',
  currentStreak: 'Current streak',
  bestStreak: 'Best streak',
  bestTime: 'Best time',
  fewestMoves: 'Fewest moves',
  resetConfirm: 'Forget every game counted under {name}? This cannot be undone.',
  resetDailyConfirm: 'Forget every daily deal won and the days in a row? This cannot be undone.',
  resetYes: 'Forget them',
  resetNo: 'Keep them',
  dailyWon: 'Daily deals won',
  dailyCurrentStreak: 'Days in a row',
  dailyBestStreak: 'Most days in a row',
  movedFrom: '{card} {from} → {to}',
  placeColumn: 'column {n}',
  placeFoundation: 'foundation',
});
