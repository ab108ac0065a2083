/**
 * The text of a rule set, as the first field of a position's text: one printer and one parser.
 *
 * A preset is written by its id (`classic`, `geoffrey`). Any other rule set is written whole, so
 * that a position's text (and a save, which holds such texts) says the rules it was played by: the
 * id, the name as a JSON string, the suit rule, the direction, the empty-column rule, then each
 * column's cards and face-down cards: `eights "Eight columns" other-suit down any 6/0 6/1 6/2 6/3 7/4 7/5 7/6 7/6`.
 * A reader finds the rule set of an id among the presets and the `ruleSets` it is given (rule sets
 * that `defineRuleSet` made), and checks a whole rule set's rules against the one it finds: a game
 * that never defines a rule set of its own does not carry `defineRuleSet` and its layout checks.
 * @module
 */
import { echoInput } from './echo.js';
import { type NotationError, notationProblem } from './notation-error.js';
import { RULE_SETS, isRuleSetId } from './presets.js';
import { asciiLowerCase, readFields } from './read.js';
import { type Result, err, ok } from './result.js';
import { type RuleSet, isDefinedRuleSet } from './rules.js';

/** The rules of a rule set as its whole text writes them, after the name: suit rule to layout. */
function rulesText({ suit, direction, emptyColumn, layout }: RuleSet): string {
  const columns = layout.cards.map((n, c) => `${n}/${layout.faceDown[c]}`);
  return [suit, direction, emptyColumn, ...columns].join(' ');
}

/** The text of a rule set (see the module comment): its id for a preset, its whole spec otherwise. */
export function ruleSetText(ruleSet: RuleSet): string {
  const { id, name } = ruleSet;
  if (isRuleSetId(id)) return id;
  // A name holds no control character; "|" separates a position's fields, so it is escaped too.
  const quoted = JSON.stringify(name).replace(/\|/g, '\\u007c');
  return `${id} ${quoted} ${rulesText(ruleSet)}`;
}

/** Whether a text is a string in JSON (a rule set's name, which the reader's rule set then names). */
function isJsonString(text: string): boolean {
  try {
    return typeof JSON.parse(text) === 'string';
  } catch {
    return false;
  }
}

/** The rule set of an id in `known` (own fields only), then among the presets, or `undefined`. */
function lookUp(known: Readonly<Record<string, unknown>>, id: string): unknown {
  return Object.prototype.hasOwnProperty.call(known, id) ? known[id] : isRuleSetId(id) ? RULE_SETS[id] : undefined;
}

/**
 * Reads the rule set field of a position's text: an id (in any ASCII letter case), or a whole rule
 * set as {@link ruleSetText} writes it, looked up by its id in `ruleSets` (whose entries must be
 * rule sets that `defineRuleSet` made: `bad-rule-set` otherwise) and then among the presets
 * (`unknown-rule-set` when neither holds it). A whole rule set must have the rules of the one found
 * (`bad-rule-set` otherwise); its name, shown to players, may differ.
 */
export function parseRuleSetText(text: string, ruleSets: unknown): Result<RuleSet, NotationError> {
  const registry = readFields(ruleSets);
  if (!registry.ok) return err(notationProblem('unknown-rule-set', 'position-rule-sets', {}, registry.error));
  const m = /^(\S+?)(?:\s+("(?:[^"\\]|\\.)*")\s+(.*))?$/s.exec(text.trim());
  if (m === null || (m[2] !== undefined && !isJsonString(m[2])))
    return err(notationProblem('bad-rule-set', 'rule-set-text-bad', { given: echoInput(text) }));
  const id = m[3] === undefined ? asciiLowerCase(m[1]!) : m[1]!;
  const listed = lookUp(registry.value, id);
  if (listed === undefined) {
    const given = echoInput(m[1]);
    const known = [...Object.keys(registry.value), ...Object.keys(RULE_SETS)].join(', ');
    return err(notationProblem('unknown-rule-set', 'position-unknown-rule-set-known', { given, known }));
  }
  if (!isDefinedRuleSet(listed)) return err(notationProblem('bad-rule-set', 'rule-set-text-listed', { key: id }));
  if (listed.id !== id)
    return err(notationProblem('bad-rule-set', 'rule-set-text-listed-id', { key: id, given: echoInput(listed.id) }));
  if (m[3] !== undefined && m[3].trim().split(/\s+/).join(' ') !== rulesText(listed))
    return err(notationProblem('bad-rule-set', 'rule-set-text-differs', { given: echoInput(id) }));
  return ok(listed);
}
