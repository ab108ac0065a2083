/**
 * The first visit's winnable deal, without the solver: a seed drawn from {@link FIRST_DEAL_SEEDS}
 * (seeds the solver proved winnable when the list was written, and proves again in the tests),
 * dealt under the rule asked for. The first cards then need neither the solver's worker nor its
 * download; the later new games are drawn in the worker, among all the seeds.
 * @module
 */
import { type RandomSource, gameOfCode } from '@russian-solitaire/dealer';
import type { Game } from '@russian-solitaire/engine';
import { FIRST_DEAL_SEEDS } from './first-deal-seeds.js';
import type { NewGameRule } from '../state/settings.js';

/**
 * The seed of {@link FIRST_DEAL_SEEDS} that a random 32-bit word picks: its lowest bits (the list
 * has a power of two of seeds, so every seed is as likely as every other).
 */
export function firstDealSeed(word: number): number {
  return FIRST_DEAL_SEEDS[word % FIRST_DEAL_SEEDS.length]!;
}

/** The platform's cryptographic random source (`crypto.getRandomValues`), or `null` without one. */
function platformRandom(): RandomSource | null {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  return typeof c?.getRandomValues === 'function' ? (out) => void c.getRandomValues(out) : null;
}

/**
 * A new game of a proven-winnable seed drawn at random (the platform's cryptographic source by
 * default), dealt under `rule`; `null` when there is no random source or it fails (the caller deals
 * otherwise).
 */
export function firstWinnableGame(rule: NewGameRule, random: RandomSource | null = platformRandom()): Game | null {
  if (random === null) return null;
  const word = new Uint32Array(1);
  try {
    random(word);
  } catch {
    return null;
  }
  const game = gameOfCode({ rule, seed: firstDealSeed(word[0]!) });
  return game.ok ? game.value : null;
}
