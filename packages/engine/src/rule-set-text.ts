/**
 * The text of a rule set, as the first field of a position's text: one printer and one parser.
 *
 * A preset is written by its id (`classic`, `geoffrey`). Any other rule set is written whole, so
 * that a position's text (and a save, which holds such texts) carries its rules: the id, the name
 * as a JSON string, the suit rule, the direction, the empty-column rule, then each column's cards
 * and face-down cards: `eights "Eight columns" other-suit down any 6/0 6/1 6/2 6/3 7/4 7/5 7/6 7/6`.
 * A rule set written by its id alone is found among the presets and the `ruleSets` the reader is
 * given.
 * @module
 */
import { echoInput } from './echo.js';
import { type NotationError, notationProblem } from './notation-error.js';
import { RULE_SETS, isRuleSetId } from './presets.js';
import { asciiLowerCase, readFields } from './read.js';
import { type Result, err } from './result.js';
import { type RuleSet, sameRuleSet } from './rules.js';
import { defineRuleSet } from './rule-set-spec.js';

/** The text of a rule set (see the module comment): its id for a preset, its whole spec otherwise. */
export function ruleSetText(ruleSet: RuleSet): string {
  const { id, name, suit, direction, emptyColumn, layout } = ruleSet;
  if (isRuleSetId(id)) return id;
  // A name holds no control character; "|" separates a position's fields, so it is escaped too.
  const quoted = JSON.stringify(name).replace(/\|/g, '\\u007c');
  const columns = layout.cards.map((n, c) => `${n}/${layout.faceDown[c]}`);
  return [id, quoted, suit, direction, emptyColumn, ...columns].join(' ');
}

/** The rule set of an id in `known` (own fields only), then among the presets, or `undefined`. */
function lookUp(known: Readonly<Record<string, unknown>>, id: string): unknown {
  return Object.prototype.hasOwnProperty.call(known, id) ? known[id] : isRuleSetId(id) ? RULE_SETS[id] : undefined;
}

/**
 * Reads the rule set field of a position's text: an id (in any ASCII letter case), looked up in
 * `ruleSets` and then among the presets, or a whole rule set as {@link ruleSetText} writes it,
 * checked by `defineRuleSet`. A whole rule set whose id `ruleSets` or the presets also hold must
 * have the same rules (`bad-rule-set` otherwise), and is then that rule set.
 */
export function parseRuleSetText(text: string, ruleSets: unknown): Result<RuleSet, NotationError> {
  const registry = readFields(ruleSets);
  if (!registry.ok) return err(notationProblem('unknown-rule-set', 'position-rule-sets', {}, registry.error));
  const m = /^(\S+?)(?:\s+("(?:[^"\\]|\\.)*")\s+(.*))?$/s.exec(text.trim());
  if (m === null) return err(notationProblem('bad-rule-set', 'rule-set-text-bad', { given: echoInput(text) }));
  const id = m[3] === undefined ? asciiLowerCase(m[1]!) : m[1]!;
  const listed = lookUp(registry.value, id);
  if (m[3] === undefined) {
    if (listed === undefined) {
      const given = echoInput(m[1]);
      const known = [...Object.keys(registry.value), ...Object.keys(RULE_SETS)].join(', ');
      return err(notationProblem('unknown-rule-set', 'position-unknown-rule-set-known', { given, known }));
    }
    const given = defineRuleSet(listed as RuleSet);
    if (!given.ok) return err(notationProblem('bad-rule-set', 'rule-set-text-listed', { key: id }, given.error));
    if (given.value.id !== id)
      return err(
        notationProblem('bad-rule-set', 'rule-set-text-listed-id', { key: id, given: echoInput(given.value.id) }),
      );
    return given;
  }
  let name: unknown;
  try {
    name = JSON.parse(m[2]!);
  } catch {
    return err(notationProblem('bad-rule-set', 'rule-set-text-name', { given: echoInput(m[2]) }));
  }
  const [suit, direction, emptyColumn, ...columns] = m[3].trim().split(/\s+/);
  const layout = { cards: [] as number[], faceDown: [] as number[] };
  for (const column of columns) {
    const counts = /^(\d{1,2})\/(\d{1,2})$/.exec(column);
    if (counts === null)
      return err(notationProblem('bad-rule-set', 'rule-set-text-column', { given: echoInput(column) }));
    layout.cards.push(Number(counts[1]));
    layout.faceDown.push(Number(counts[2]));
  }
  const defined = defineRuleSet({ id, name, suit, direction, emptyColumn, layout } as never);
  if (!defined.ok)
    return err(notationProblem('bad-rule-set', 'rule-set-text-invalid', { given: echoInput(id) }, defined.error));
  if (listed === undefined) return defined;
  const known = defineRuleSet(listed as RuleSet);
  if (!known.ok || !sameRuleSet(known.value, defined.value))
    return err(notationProblem('bad-rule-set', 'rule-set-text-differs', { given: echoInput(id) }));
  return known;
}
