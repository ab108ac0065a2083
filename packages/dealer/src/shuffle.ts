/**
 * The RU1 shuffle: Fisher–Yates driven by SplitMix64.
 *
 * Start from the deck in order (card `k = suit × 13 + (rank − 1)`, A♠ = 0 … K♣ = 51); for `i` from
 * 51 down to 1, draw `j = draw() mod (i + 1)` (over the full 64-bit output) and swap cards `i` and
 * `j`. The generator's state starts at the seed number. The deck order is then laid out into the
 * opening position by the engine (`layoutDeck` / `openingPosition`): card 0 of the deck is dealt
 * first.
 * @module
 */
import { type Card, type Result, echoInput, err, ok, orderedDeck } from '@russian-solitaire/engine';
import { type CodeError, MAX_SEED, codeProblem, isSeed } from './code.js';
import { SplitMix64, TWO_32 } from './splitmix64.js';

/**
 * Shuffles `deck` in place (mutates it) with the RU1 Fisher–Yates walk, drawing from `rng`
 * (which advances by `deck.length − 1` draws). Any length up to 2^21 works; RU1 uses 52 cards.
 */
export function shuffleInPlace<T>(deck: T[] | Uint8Array, rng: SplitMix64): void {
  const a = deck as T[];
  for (let i = a.length - 1; i >= 1; i--) {
    const j = rng.drawMod(i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
}

/** A new generator for an RU1 seed: its state is the seed number. The seed must be valid. */
export function generatorOfSeed(seed: number): SplitMix64 {
  return SplitMix64.fromHalves(Math.floor(seed / TWO_32), seed % TWO_32);
}

/** The deck in order, copied for each deal (a copy is cheaper than building it again). */
const ORDERED: readonly Card[] = orderedDeck();
/** One generator reused by every deal: dealing is synchronous, so it is never shared. */
const scratch = SplitMix64.fromHalves(0, 0);

/**
 * The deck order of an RU1 seed (0 … 26^7 − 1): 52 cards, the first dealt first.
 * Refuses anything but an integer seed in range (`bad-seed`).
 */
export function deckOfSeed(seed: number): Result<Card[], CodeError> {
  if (!isSeed(seed)) return err(codeProblem('bad-seed', 'seed-bad', { max: MAX_SEED, given: echoInput(seed) }));
  const deck = ORDERED.slice();
  scratch.setState(Math.floor(seed / TWO_32), seed % TWO_32);
  shuffleInPlace(deck, scratch);
  return ok(deck);
}
