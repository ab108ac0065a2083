/**
 * Defining a rule set from a spec: the plain record a game developer writes (or a file holds),
 * read from its own fields, checked field by field, and made into a frozen {@link RuleSet} that
 * every function of the engine takes.
 *
 * ```ts
 * const eight = defineRuleSet({
 *   id: 'eight-columns',
 *   name: 'Eight columns',
 *   suit: 'other-suit',
 *   direction: 'down',
 *   emptyColumn: 'any',
 *   layout: { cards: [6, 6, 6, 6, 7, 7, 7, 7], faceDown: [0, 1, 2, 3, 4, 5, 6, 6] },
 * });
 * ```
 * @module
 */
import { DECK_SIZE } from './card.js';
import { echoInput } from './echo.js';
import { RULE_SET_ERRORS } from './errors-en.js';
import { RULE_SETS, isRuleSetId } from './presets.js';
import { type Problem, problemMaker } from './problem.js';
import { type OwnFields, isCount, readFields, readList } from './read.js';
import { type Result, err, ok } from './result.js';
import {
  DIRECTIONS,
  type Direction,
  EMPTY_COLUMN_RULES,
  type EmptyColumnRule,
  MAX_COLUMN_COUNT,
  MIN_COLUMN_COUNT,
  type RuleSet,
  type RuleSetLayout,
  SUIT_RULES,
  type SuitRule,
  YUKON_LAYOUT,
  isDefinedRuleSet,
  markDefined,
  sameRuleSet,
} from './rules.js';

/**
 * What {@link defineRuleSet} reads: a game of the Yukon family in a few fields. Only `id`, `suit`
 * and `direction` are needed; the others default to the name `id`, a king on an empty column and
 * the Yukon layout.
 */
export interface RuleSetSpec {
  /** Lower-case letters, digits and dashes, starting with a letter (at most `MAX_RULE_SET_ID_LENGTH`). */
  readonly id: string;
  /** The name shown to players (at most `MAX_RULE_SET_NAME_LENGTH` characters, no control characters); `id` when left out. */
  readonly name?: string;
  /** Which suits a card may be placed on. */
  readonly suit: SuitRule;
  /** Which ranks a card may be placed on. */
  readonly direction: Direction;
  /** What an empty column takes; `'king'` when left out. */
  readonly emptyColumn?: EmptyColumnRule;
  /**
   * The cards and face-down cards of each column, 4 to 10 columns and 52 cards in all; the Yukon
   * layout (`YUKON_LAYOUT`) when left out.
   */
  readonly layout?: RuleSetLayout;
}

/** The longest rule set id. */
export const MAX_RULE_SET_ID_LENGTH = 32;
/** The longest rule set name. */
export const MAX_RULE_SET_NAME_LENGTH = 64;

/**
 * Codes of the ways a spec can be refused: `not-an-object` (the spec or its layout), `unknown-field`,
 * `bad-value` (a field missing, of the wrong type, or not one of its values), `bad-layout` (a
 * layout that deals no game: the column count, a column's cards, the total) and `taken-id` (the id
 * of a preset, with other rules).
 */
export const RULE_SET_ERROR_CODES = ['not-an-object', 'unknown-field', 'bad-value', 'bad-layout', 'taken-id'] as const;
/** A code from {@link RULE_SET_ERROR_CODES}. */
export type RuleSetErrorCode = (typeof RULE_SET_ERROR_CODES)[number];

/** Why a spec was refused, and the field at fault. */
export interface RuleSetError extends Problem<RuleSetErrorCode> {
  /**
   * The field at fault, as a path: `suit`, `layout.cards`, `layout.faceDown[2]`; `null` for the
   * spec as a whole.
   */
  readonly field: string | null;
}

const problem = /* @__PURE__ */ problemMaker(RULE_SET_ERRORS);

function refuse(
  code: RuleSetErrorCode,
  field: string | null,
  key: keyof typeof RULE_SET_ERRORS,
  values: Record<string, string | number> = {},
  cause?: Problem,
): Result<never, RuleSetError> {
  return err({ ...problem(code, key, values, cause), field });
}

const SPEC_FIELDS = ['id', 'name', 'suit', 'direction', 'emptyColumn', 'layout'];

/** Refuses the first field of `fields` that is not in `known`. */
function unknownField(fields: OwnFields, known: readonly string[], path: string): Result<never, RuleSetError> | null {
  const extra = Object.keys(fields).find((key) => !known.includes(key));
  if (extra === undefined) return null;
  const field = `${path}${extra}`;
  return refuse('unknown-field', field, 'rule-set-unknown-field', { field: echoInput(field), known: known.join(', ') });
}

/** A field that must be one of `values`, with a default when it is left out. */
function oneOf<T extends string>(
  fields: OwnFields,
  key: string,
  values: readonly T[],
  fallback?: T,
): Result<T, RuleSetError> {
  const value = fields[key] === undefined ? fallback : fields[key];
  return (values as readonly unknown[]).includes(value)
    ? ok(value as T)
    : refuse('bad-value', key, 'rule-set-one-of', { field: key, known: values.join(', '), given: echoInput(value) });
}

/** The layout of a spec, checked and frozen. */
function readLayout(value: unknown): Result<RuleSetLayout, RuleSetError> {
  if (value === undefined) return ok(YUKON_LAYOUT);
  const read = readFields(value);
  if (!read.ok) return refuse('not-an-object', 'layout', 'layout-unreadable', {}, read.error);
  const extra = unknownField(read.value, ['cards', 'faceDown'], 'layout.');
  if (extra) return extra;
  const lists: number[][] = [];
  for (const key of ['cards', 'faceDown']) {
    const field = `layout.${key}`;
    const list = readList(read.value[key], MAX_COLUMN_COUNT);
    const n = list.ok ? list.value.length : 0;
    if (n < MIN_COLUMN_COUNT || n > MAX_COLUMN_COUNT)
      return refuse('bad-layout', field, 'layout-column-count', {
        field: key,
        min: MIN_COLUMN_COUNT,
        max: MAX_COLUMN_COUNT,
      });
    if (lists[0] && n !== lists[0].length)
      return refuse('bad-layout', field, 'layout-column-match', { count: lists[0].length });
    lists.push((list.ok ? list.value : []) as number[]);
  }
  const [cards, faceDown] = lists as [number[], number[]];
  let total = 0;
  for (let c = 0; c < cards.length; c++) {
    const n = cards[c];
    if (!isCount(n, DECK_SIZE) || n === 0)
      return refuse('bad-layout', `layout.cards[${c}]`, 'layout-cards', {
        n: c + 1,
        max: DECK_SIZE,
        given: echoInput(n),
      });
    if (!isCount(faceDown[c], n - 1))
      return refuse('bad-layout', `layout.faceDown[${c}]`, 'layout-face-down', {
        n: c + 1,
        max: n - 1,
        given: echoInput(faceDown[c]),
      });
    total += n;
  }
  if (total !== DECK_SIZE)
    return refuse('bad-layout', 'layout.cards', 'layout-total', { count: DECK_SIZE, found: total });
  return ok(Object.freeze({ cards: Object.freeze(cards), faceDown: Object.freeze(faceDown) }));
}

/**
 * Validates a spec into a {@link RuleSet}, or says which field is wrong (`error.field`, and the
 * message names it). Only the spec's own data fields are read (nothing inherited, no getter run),
 * and the rule set made is deeply frozen plain data of its own. A spec with a preset's id is that
 * preset when its rules are the preset's (`defineRuleSet({ id: 'classic', suit: 'same', direction:
 * 'down' })` is `classic`), and refused with `taken-id` otherwise: a position that says `classic`
 * always builds by suit. A rule set already defined is given back as it is. Never throws.
 */
export function defineRuleSet(spec: RuleSetSpec): Result<RuleSet, RuleSetError> {
  if (isDefinedRuleSet(spec)) return ok(spec);
  const read = readFields(spec);
  if (!read.ok) return refuse('not-an-object', null, 'rule-set-unreadable', {}, read.error);
  const fields = read.value;
  const extra = unknownField(fields, SPEC_FIELDS, '');
  if (extra) return extra;
  const { id } = fields;
  const name = fields.name === undefined ? id : fields.name;
  if (typeof id !== 'string' || !/^[a-z][a-z0-9-]*$/.test(id) || id.length > MAX_RULE_SET_ID_LENGTH)
    return refuse('bad-value', 'id', 'rule-set-id', { max: MAX_RULE_SET_ID_LENGTH, given: echoInput(id) });
  if (typeof name !== 'string' || !/^\P{C}+$/u.test(name) || name.length > MAX_RULE_SET_NAME_LENGTH)
    return refuse('bad-value', 'name', 'rule-set-name', { max: MAX_RULE_SET_NAME_LENGTH, given: echoInput(name) });
  const suit = oneOf(fields, 'suit', SUIT_RULES);
  if (!suit.ok) return suit;
  const direction = oneOf(fields, 'direction', DIRECTIONS);
  if (!direction.ok) return direction;
  const emptyColumn = oneOf(fields, 'emptyColumn', EMPTY_COLUMN_RULES, 'king');
  if (!emptyColumn.ok) return emptyColumn;
  const layout = readLayout(fields.layout);
  if (!layout.ok) return layout;
  const ruleSet = markDefined({
    id,
    name,
    suit: suit.value,
    direction: direction.value,
    emptyColumn: emptyColumn.value,
    layout: layout.value,
  });
  if (isRuleSetId(id)) {
    const shipped = RULE_SETS[id];
    return sameRuleSet(ruleSet, shipped) && (fields.name === undefined || name === shipped.name)
      ? ok(shipped)
      : refuse('taken-id', 'id', 'rule-set-taken-id', { given: echoInput(id) });
  }
  return ok(ruleSet);
}
