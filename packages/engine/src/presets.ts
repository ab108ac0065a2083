/**
 * The presets: the games of the Yukon family that the engine ships by name, each a rule set.
 *
 * The family's one-deck games without stock or reserve, as PySolFC and the card-game literature
 * describe them: Russian Solitaire (`classic`, and `relaxed`, its mixed-colours house rule), Yukon,
 * Alaska, Moosehide, Roslyn, Odessa, Geoffrey, Queensland and Brisbane. Games of the family that
 * deal from a stock (Queenie, Rushdike, Russian Point, Chinese Discipline), keep cards in reserve
 * (Yukon Cells, Ten Across, Panopticon), redeal (Tvete's Grandfather), play with more decks
 * (Double and Triple Yukon) or build their foundations otherwise (Russian Spider, Abacus) are not
 * rule sets of this model.
 * @module
 */
import { type OwnFields, readFields, readList } from './read.js';
import {
  type Direction,
  type EmptyColumnRule,
  type RuleSet,
  type RuleSetLayout,
  type SuitRule,
  MAX_COLUMN_COUNT,
  YUKON_LAYOUT,
  isDefinedRuleSet,
  markDefined,
} from './rules.js';

function preset(
  id: string,
  name: string,
  suit: SuitRule,
  direction: Direction,
  emptyColumn: EmptyColumnRule = 'king',
  layout: RuleSetLayout = YUKON_LAYOUT,
): RuleSet {
  return markDefined({ id, name, suit, direction, emptyColumn, layout });
}

/** A layout of fixed numbers, frozen. */
function layoutOf(cards: readonly number[], faceDown: readonly number[]): RuleSetLayout {
  return Object.freeze({ cards: Object.freeze(cards), faceDown: Object.freeze(faceDown) });
}

/**
 * Queensland's and Brisbane's layout: the Yukon layout's face-down cards, and the face-up cards
 * dealt in rows to every column, the last three to the first three columns: 5, 6, 7, 7, 8, 9, 10.
 */
const QUEENSLAND_LAYOUT = /* @__PURE__ */ layoutOf([5, 6, 7, 7, 8, 9, 10], [0, 1, 2, 3, 4, 5, 6]);

/** Russian Solitaire: build down by suit ("Same suit"), a king on an empty column. RU1 code letter `C`. */
export const classic: RuleSet = /* @__PURE__ */ preset('classic', 'Same suit', 'same', 'down');
/** Russian Solitaire, mixed colours: build down regardless of suit. RU1 code letter `R`. */
export const relaxed: RuleSet = /* @__PURE__ */ preset('relaxed', 'Mixed colours', 'any', 'down');
/** Yukon: build down in alternating colours, a king on an empty column. */
export const yukon: RuleSet = /* @__PURE__ */ preset('yukon', 'Yukon', 'alternate-colour', 'down');
/** Alaska: build up or down in the same suit, a king on an empty column. */
export const alaska: RuleSet = /* @__PURE__ */ preset('alaska', 'Alaska', 'same', 'up-or-down');
/** Moosehide: build down in any suit but a card's own, a king on an empty column. */
export const moosehide: RuleSet = /* @__PURE__ */ preset('moosehide', 'Moosehide', 'other-suit', 'down');
/** Roslyn (also spelt Roslin): build up or down in alternating colours, a king on an empty column. */
export const roslyn: RuleSet = /* @__PURE__ */ preset('roslyn', 'Roslyn', 'alternate-colour', 'up-or-down');
/**
 * Odessa: Russian Solitaire dealt otherwise: three face-down cards in every column, then 3, 5, 5,
 * 5, 5, 5 and 3 face-up cards.
 */
export const odessa: RuleSet = /* @__PURE__ */ preset(
  'odessa',
  'Odessa',
  'same',
  'down',
  'king',
  /* @__PURE__ */ layoutOf([6, 8, 8, 8, 8, 8, 6], [3, 3, 3, 3, 3, 3, 3]),
);
/**
 * Geoffrey: build down by suit on eight columns, four of seven face-up cards and four of two
 * face-up cards on four face-down ones.
 */
export const geoffrey: RuleSet = /* @__PURE__ */ preset(
  'geoffrey',
  'Geoffrey',
  'same',
  'down',
  'king',
  /* @__PURE__ */ layoutOf([7, 7, 7, 7, 6, 6, 6, 6], [0, 0, 0, 0, 4, 4, 4, 4]),
);
/** Queensland: build down by suit, any card on an empty column, dealt 5, 6, 7, 7, 8, 9, 10 cards. */
export const queensland: RuleSet = /* @__PURE__ */ preset(
  'queensland',
  'Queensland',
  'same',
  'down',
  'any',
  QUEENSLAND_LAYOUT,
);
/** Brisbane: build down regardless of suit, any card on an empty column, dealt as Queensland. */
export const brisbane: RuleSet = /* @__PURE__ */ preset(
  'brisbane',
  'Brisbane',
  'any',
  'down',
  'any',
  QUEENSLAND_LAYOUT,
);

/** The identifiers of the presets. */
export const RULE_SET_IDS = [
  'classic',
  'relaxed',
  'yukon',
  'alaska',
  'moosehide',
  'roslyn',
  'odessa',
  'geoffrey',
  'queensland',
  'brisbane',
] as const;
/** The identifier of a preset. */
export type RuleSetId = (typeof RULE_SET_IDS)[number];

/** The presets by identifier: the rule sets a position's text may name without more. */
export const RULE_SETS: Readonly<Record<RuleSetId, RuleSet>> = /* @__PURE__ */ Object.freeze({
  classic,
  relaxed,
  yukon,
  alaska,
  moosehide,
  roslyn,
  odessa,
  geoffrey,
  queensland,
  brisbane,
});

/** Whether a string names a preset. */
export function isRuleSetId(value: unknown): value is RuleSetId {
  return typeof value === 'string' && (RULE_SET_IDS as readonly string[]).includes(value);
}

/** Whether the own fields of a record are those of a layout. */
function isLayout(fields: OwnFields, layout: RuleSetLayout): boolean {
  return (['cards', 'faceDown'] as const).every((key) => {
    const list = readList(fields[key], MAX_COLUMN_COUNT);
    return list.ok && list.value.length === layout[key].length && list.value.every((n, c) => n === layout[key][c]);
  });
}

/**
 * The rule set a position's setup names: a rule set that `defineRuleSet` made (or a preset) as it
 * is, and a record of all the fields of a preset (a copy that crossed a worker's message channel,
 * or was read from JSON) as that preset; `null` for anything else. A record of a rule set of one's
 * own is a spec: `defineRuleSet` makes it a rule set. Never throws: only own data fields are read.
 */
export function setupRuleSet(value: unknown): RuleSet | null {
  if (isDefinedRuleSet(value)) return value;
  const read = readFields(value);
  if (!read.ok) return null;
  const { id, name, suit, direction, emptyColumn, layout } = read.value;
  if (!isRuleSetId(id)) return null;
  const preset = RULE_SETS[id];
  const layoutFields = readFields(layout);
  const same =
    name === preset.name &&
    suit === preset.suit &&
    direction === preset.direction &&
    emptyColumn === preset.emptyColumn &&
    layoutFields.ok &&
    isLayout(layoutFields.value, preset.layout);
  return same ? preset : null;
}
