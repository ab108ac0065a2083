/**
 * Numbers in words the command prints: `1 move`, `2 moves`.
 * @module
 */

/** `n` and the noun, singular for exactly one (`1 move`, `0 moves`, `2 deals`), with an irregular plural if given. */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? noun : plural}`;
}
