import { type Position, encodeMove, parseCard, readPosition, unwrap } from '@russian-solitaire/engine';
import { expect, test } from 'vitest';
import { isLift } from './lift.js';

/** The same cards under a rule set: A–7 of each suit home, the rest on the columns. */
const at = (rule: string): Position =>
  unwrap(
    readPosition(
      `${rule} | F: 7S 7H 7D 7C | 1: 9S 8H | 2: KC 8C | 3: 9D | 4: (TH) 9H 8S | 5: KS QS JS TS | 6: KH QH JH KD QD JD TD | 7: 8D TC JC QC 9C`,
    ),
  );
/** The code of moving `card` to column `to` (1 to 7) or home. */
const code = (card: string, to: number | 'foundation'): number =>
  encodeMove({ card: unwrap(parseCard(card)), to: to === 'foundation' ? 'foundation' : ((to - 1) as 0) });

test('a lift takes a face-up card off a card it may be placed on; other moves are not lifts', () => {
  const relaxed = at('relaxed');
  // 8H lies on 9S, a card it may go on under relaxed building; 8C lies on KC, which it may not
  expect(isLift(relaxed, code('8H', 3))).toBe(true);
  expect(isLift(relaxed, code('8C', 3))).toBe(false);
  // the lowest face-up card over a face-down one is never a lift (its move turns the card under it)
  expect(isLift(relaxed, code('9H', 5))).toBe(false);
  // going home, and a take-back, are not lifts
  expect(isLift(relaxed, code('8H', 'foundation'))).toBe(false);
  expect(isLift(relaxed, code('7S', 1))).toBe(false);
  // under classic building 8H may go only on 9H, so taking it off 9S is not a lift
  expect(isLift(at('classic'), code('8H', 3))).toBe(false);
});
