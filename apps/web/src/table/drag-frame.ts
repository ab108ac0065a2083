/**
 * Drag frames: while a drag moves, the page's state changes at every pointer move, but only the
 * drag's offset and the pile under it change. The views that do not draw the drag (the header,
 * the status line, the dialogs) need not be drawn again for such a state: this tells when.
 * @module
 */
import type { UiState } from '../state/ui-state.js';

/** Whether two states differ in their drags alone (every other entry is the same value). */
export function sameApartFromDrag(a: UiState, b: UiState): boolean {
  if (a === b) return true;
  for (const key of Object.keys(a) as (keyof UiState)[]) if (key !== 'drag' && a[key] !== b[key]) return false;
  return Object.keys(b).length === Object.keys(a).length;
}
