/**
 * Sound effects, off unless the player turns them on (the `sound` setting): short tones made with
 * Web Audio as they play (no sound files): a soft tick for a card placed, a rising pair for a card
 * sent home, a low buzz for a refused move and a little fanfare for a win. Which sound an action
 * makes is a pure function of the action and the game after it ({@link soundOf}); the tones and
 * their player are in `sound-player.ts`, a chunk of its own that the page loads at the first sound.
 * @module
 */
import type { UiAction } from '../state/transition.js';

/** The sounds the page makes. */
export const SOUNDS = ['place', 'home', 'refuse', 'win'] as const;
/** A sound of {@link SOUNDS}. */
export type SoundName = (typeof SOUNDS)[number];

/** The sound an action makes, if any: a move played, undone or redone, a refusal, a win. */
export function soundOf(action: UiAction): SoundName | null {
  if (action.type === 'refused') return 'refuse';
  if (action.type !== 'moved') return null;
  if (action.how === 'play' && action.snapshot.isWon) return 'win';
  return action.how === 'play' && action.move.to === 'foundation' ? 'home' : 'place';
}

/** Plays sounds. */
export interface SoundPlayer {
  play(sound: SoundName): void;
}
