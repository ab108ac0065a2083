/**
 * A byte array that can be read but not written: what a {@link Position} shows of its counts
 * (`length`, `faceDown`, `foundation`). Indexing, `length`, iteration, `slice` (a copy of one's
 * own) and the other reading methods of a `Uint8Array` are there; `p.faceDown[1] = 0`, `fill`,
 * `set`, `sort`, `reverse`, `copyWithin` and `subarray` (a view that writes through) are not, so
 * no program changes a position but by its moves.
 */
export interface ReadonlyBytes extends Omit<
  Uint8Array,
  'copyWithin' | 'fill' | 'reverse' | 'set' | 'sort' | 'subarray' | number
> {
  /** The byte at an index, `undefined` past the end. */
  readonly [index: number]: number;
}
