/**
 * The words of the How to play panel, in the engine's four languages, on the engine's text system
 * (the same filling as the page's other texts): each language a module of its own
 * (`rules-texts-en.ts` …), loaded with the panel (English) or when the panel first speaks it
 * (`rules-i18n.ts`). This module holds their keys, and the facts the texts state, every one of them
 * taken from the engine (the deal, the score, the house options), never written out by hand.
 * @module
 */
import {
  COLUMN_SIZES,
  DEALT_FACE_DOWN,
  DECK_SIZE,
  DEFAULT_OPTIONS,
  FOUNDATION_POINTS,
  TURN_POINTS,
  type TextValues,
  WIN_SCORE,
} from '@russian-solitaire/engine';

/** The sections of the panel, in order: a paragraph each. */
export const RULES_SECTIONS = [
  'goal',
  'deal',
  'moves',
  'mixed',
  'empty',
  'foundations',
  'turning',
  'takeBack',
  'undo',
  'score',
  'code',
  'play',
] as const;

/** The keys of the panel's texts: its title, its sections in order, the examples' captions. */
export const RULES_TEXT_KEYS = [
  'title',
  ...RULES_SECTIONS,
  'examples',
  'legal',
  'refused',
  'mixedAllows',
  'king',
  'emptyPlace',
  'before',
  'after',
  'close',
] as const;
/** A key of {@link RULES_TEXT_KEYS}. */
export type RulesTextKey = (typeof RULES_TEXT_KEYS)[number];

/**
 * The facts the texts state, from the engine: the deck, the columns' sizes as dealt, the cards
 * dealt face down and face up, the points, a won game's score, the group limit and undo depth of
 * the page's house options, and a game code to show.
 */
export function rulesFacts(): TextValues {
  return {
    cards: DECK_SIZE,
    sizes: COLUMN_SIZES.join(', '),
    down: DEALT_FACE_DOWN,
    up: DECK_SIZE - DEALT_FACE_DOWN,
    home: FOUNDATION_POINTS,
    turn: TURN_POINTS,
    win: WIN_SCORE,
    limit: DEFAULT_OPTIONS.groupLimit ?? DECK_SIZE,
    depth: DEFAULT_OPTIONS.undoDepth,
    code: 'RU1-C-AAAAABB',
  };
}
