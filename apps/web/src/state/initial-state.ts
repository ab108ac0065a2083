/**
 * The page's state when a game opens ({@link initialUiState}), apart from the transitions that
 * change it (`transition.ts`): the page's start draws the first cards from it, and the transitions,
 * with the store, come with the rest of the app.
 * @module
 */
import type { GameSnapshot } from '@russian-solitaire/engine';
import { t } from '../texts/i18n.js';
import type { Settings } from './settings.js';
import { type Message, type UiState, endOf, needsVerdict, winOf } from './ui-state.js';

/** The notice that no legal move is left. */
export const NO_MOVES: Message = { kind: 'notice', text: (lang) => t(lang, 'noMoves') };

/** The page's state when a game opens, with a first message if any. */
export function initialUiState(settings: Settings, snapshot: GameSnapshot, message: Message | null = null): UiState {
  const verdict = needsVerdict(snapshot) ? { id: 1, result: null, pending: true } : null;
  return {
    settings,
    selected: null,
    selectedDestinations: [],
    drag: null,
    focus: null,
    focusMoves: 0,
    hint: null,
    hintRequest: null,
    message: message ?? (snapshot.noLegalMove ? NO_MOVES : null),
    announcement: null,
    moved: null,
    refused: null,
    verdict,
    finishing: false,
    dealing: false,
    // A saved game that is over opens on its end: the win screen, or the end-of-game dialog.
    won: snapshot.isWon ? winOf(snapshot) : null,
    ended: endOf(snapshot),
    replaced: null,
    panel: null,
    statistics: null,
    daily: null,
    confirmReset: null,
    serial: 1,
    lastGame: null,
    reviewing: null,
  };
}
