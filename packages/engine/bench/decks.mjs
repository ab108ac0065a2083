// The engine benchmarks' fixed decks: a deterministic PRNG (mulberry32) and a Fisher–Yates shuffle
// of it, never Math.random, so that every run of bench/run.mjs and bench/work.mjs plays the same
// positions.

/** A mulberry32 generator from a 32-bit seed: numbers in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The 52 cards shuffled by a mulberry32 generator of `seed`. */
export function deck(seed) {
  const random = mulberry32(seed);
  const cards = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i >= 1; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  return cards;
}
