/**
 * The keys of the dialogs' own words: the settings' labels and the keys, the statistics, the win
 * screen, the end of a game and the move list. Each language is a module of its own (`dialog-texts-en.ts` …),
 * loaded with the dialogs (English) or when they first speak it (`dialog-i18n.ts`), so that what
 * the page loads at start holds none of them. The words the dialogs share with the page (Close,
 * Undo, New game …) are the page's (`texts.ts`).
 * @module
 */

/** The keys of the dialogs' texts. */
export const DIALOG_TEXT_KEYS = [
  'language',
  'interactiveRules',
  'oneTap',
  'twoClick',
  'autoOnDrop',
  'fullInfoHints',
  'winnableOnly',
  'autoFinish',
  'theme',
  'cardSize',
  'fourColour',
  'leftHanded',
  'sound',
  'keysHelp',
  'winTitle',
  'playAgain',
  'newWinnable',
  'winDaily',
  'endNoMove',
  'endNoUsefulMove',
  'endSummary',
  'statsUnavailable',
  'resetStats',
  'gamesPlayed',
  'gamesWon',
  'winRate',
  'currentStreak',
  'bestStreak',
  'bestTime',
  'fewestMoves',
  'resetConfirm',
  'resetDailyConfirm',
  'resetYes',
  'resetNo',
  'dailyWon',
  'dailyCurrentStreak',
  'dailyBestStreak',
  'movedFrom',
  'placeColumn',
  'placeFoundation',
] as const;
/** A key of {@link DIALOG_TEXT_KEYS}. */
export type DialogTextKey = (typeof DIALOG_TEXT_KEYS)[number];
