/**
 * The English sentences of the engine's errors, one table per area of the code, so that an
 * application bundles only those of the functions it calls. Each is a `Problem`'s `message`
 * (its `key` names the sentence); the other languages have the same keys (`errors-ru.ts`…), and
 * `errorMessage` writes an error in them.
 *
 * Placeholders: `{given}` is the value given, shown by `echoInput`'s rule; `{key}` and `{field}`
 * name a field as it is written in code; `{card}` is a card as shown (`8♥`) or named (`8H`);
 * numbers are written the language's way.
 * @module
 */
/**
 * How `echoInput` names a value it does not show as it is, and the length of a text it shortens
 * (`{text}`, its ends, and `{count}`): in English, exactly the words it writes.
 */
export const ECHO_WORDS = {
  'echo-list': 'a list',
  'echo-object': 'an object',
  'echo-function': 'a function',
  'echo-symbol': 'a symbol',
  'echo-error': 'an error',
  'echo-shortened': '{text} ({count} characters)',
} as const satisfies Partial<Record<EngineErrorKey, string>>;

/** Why a record or a list of outside data could not be read (the cause of the error of what it was read for). */
export const READ_ERRORS = {
  'read-not-an-object': 'Expected an object, not {given}.',
  'read-list': 'Expected an object, not a list.',
  'read-not-plain': 'Expected a plain object (a JSON object or an object literal), not an instance of a class.',
  'read-getter': 'Its field {field} is a getter; only plain data is read.',
  'read-unreadable': 'It could not be read: {given}.',
  'read-not-a-list': 'Expected a list, not {given}.',
  'read-too-long': 'The list has {length} elements; at most {max} are read.',
} as const satisfies Partial<Record<EngineErrorKey, string>>;

/** The errors of the house options (`parseOptions`). */
export const OPTIONS_ERRORS = {
  'options-unreadable': 'The house options cannot be read.',
  'options-unknown': 'There is no option {key}; the options are groupLimit, takeBack and undoDepth.',
  'options-group-limit':
    'The option groupLimit must be a whole number from {min} to {max}, or null for no limit, not {given}.',
  'options-take-back': 'The option takeBack must be true or false, not {given}.',
  'options-undo-depth': 'The option undoDepth must be a whole number from 0 to {max}, not {given}.',
} as const satisfies Partial<Record<EngineErrorKey, string>>;

/** The errors of the text notation: cards, moves, columns and positions. */
export const NOTATION_ERRORS = {
  'card-not-text': 'A card name must be a text, not {given}.',
  'card-empty': 'The card name is empty.',
  'card-bad': '{given} is not a card: write its rank and then its suit, like TS or AH.',
  'card-bad-shown': '{given} is not a card: write its rank and then its suit, like 10♠, TS or AH.',
  'move-not-text': 'A move must be a text, not {given}.',
  'move-empty': 'The move is empty.',
  'move-too-long': '{given} is too long for a move.',
  'move-bad': '{given} is not a move: write the card, a dash and the target, like 8H-5 or QS-F.',
  'move-bad-target': '{given} is not a target: write a column from 1 to {columns}, or F for the foundation.',
  'placed-no-source':
    '{given} does not say where its cards come from: write the source, a colon and the move, like 3:8H-5.',
  'placed-bad-source': '{given} is not a source: write a column from 1 to {columns}, or F for the foundation.',
  'placed-foundation-to-foundation': '{given} is not a move: a card taken from a foundation goes to a column.',
  'placed-same-column': '{given} is not a move: a card moved leaves its column.',
  'column-not-text': 'A column must be a text, not {given}.',
  'column-too-long': 'The column text is longer than {max} characters.',
  'column-face-down-above': 'The face-down card {card} lies above a face-up card; face-down cards lie at the bottom.',
  'position-not-text': 'A position must be a text, not {given}.',
  'position-rule-sets': 'The rule sets to read the position with cannot be read.',
  'position-too-long': 'The position text is longer than {max} characters.',
  'position-empty': 'The position text is empty.',
  'position-field-count':
    'A position has {fields} fields separated by "|" (the rule set, the foundations and {columns} columns); this one has {found}.',
  'position-unknown-rule-set-known': 'There is no rule set {given}; the rule sets known are {known}.',
  'rule-set-text-bad':
    '{given} is not a rule set: write its id, or the whole rule set (id, "name", suit, direction, empty column, then each column as cards/face-down, like 8/3).',
  'rule-set-text-listed': 'The rule set ruleSets.{key} is not one that defineRuleSet made.',
  'rule-set-text-listed-id': 'The rule set ruleSets.{key} has the id {given}.',
  'rule-set-text-differs': 'The rule set {given} is not the one of that id that the reader knows.',
  'position-foundations-label': 'The second field must be the foundations, like "F: - 3H - AC".',
  'position-foundation-count': 'The foundations field holds four entries, a top card or -, in the order ♠ ♥ ♦ ♣.',
  'position-foundation-card': 'Foundation {n} does not read.',
  'position-foundation-suit': 'Foundation {n} takes the cards of {suit} only, not {card}.',
  'position-column-label': 'Field {field} must start with "{column}:".',
  'position-column': 'Column {n} does not read.',
} as const satisfies Partial<Record<EngineErrorKey, string>>;

/** The errors of a position that cannot be (`Position.fromSetup`, `withOptions`, `openingPosition`). */
export const POSITION_ERRORS = {
  'setup-unreadable': 'The position setup cannot be read.',
  'setup-rule-set': 'The rule set of the position is neither a preset nor one that defineRuleSet made.',
  'setup-options': 'The house options of the position are not valid.',
  'setup-column-count': 'A position of this rule set has {count} columns.',
  'setup-foundation-count': 'A position has {count} foundations.',
  'setup-foundation': 'Foundation {n} must hold 0 to 13 cards.',
  'setup-column-lists': 'Column {n} must have two lists of cards, faceDown and faceUp.',
  'setup-face-down-on-top': 'Column {n} has a face-down card on top; it would have been turned face up.',
  'setup-not-a-card': 'Column {n} holds {given}, which is not a card.',
  'setup-duplicate': '{card} appears twice, the second time in column {n}.',
  'setup-missing': '{card} is missing.',
  'deck-unreadable': 'A deck is a list of {count} cards.',
  'deck-size': 'A deck holds {count} cards; this one holds {found}.',
} as const satisfies Partial<Record<EngineErrorKey, string>>;

/**
 * The errors of a rule set's spec (`defineRuleSet`): each names the field at fault as code writes
 * it (`{field}`: suit, layout.cards). A table of its own, so that a game that defines no rule set
 * does not carry them.
 */
export const RULE_SET_ERRORS = {
  'rule-set-unreadable': 'The rule set spec cannot be read.',
  'rule-set-unknown-field': 'A rule set has no field {field}; its fields are {known}.',
  'rule-set-id':
    'The id of a rule set is 1 to {max} lower-case letters, digits and dashes, starting with a letter, not {given}.',
  'rule-set-name': 'The name of a rule set is a text of 1 to {max} characters with no control characters, not {given}.',
  'rule-set-one-of': 'The {field} of a rule set is one of {known}, not {given}.',
  'rule-set-taken-id': '{given} is the id of a preset; a rule set of other rules needs an id of its own.',
  'layout-unreadable': 'The layout of a rule set is an object with two lists, cards and faceDown.',
  'layout-column-count': 'The {field} of a layout lists {min} to {max} columns.',
  'layout-column-match': 'The faceDown of a layout lists as many columns as its cards, {count}.',
  'layout-cards': 'Column {n} of a layout is dealt a whole number of cards from 1 to {max}, not {given}.',
  'layout-face-down': 'Column {n} of a layout has a whole number of cards face down from 0 to {max}, not {given}.',
  'layout-total': 'A layout deals {count} cards, not {found}.',
} as const satisfies Partial<Record<EngineErrorKey, string>>;

/** The errors of a game: its making, undo and redo. */
export const GAME_ERRORS = {
  'game-not-a-position': 'A game starts from a Position of the engine (see readPosition and openingPosition).',
  'game-init-unreadable': 'The game init cannot be read.',
  'game-init-unknown': 'There is no game init field {key}; the fields are clock and code.',
  'init-clock': 'The clock must be an object with a now() method.',
  'game-init-code': 'The game code must be null or a text of 1 to {max} characters.',
  'nothing-to-undo': 'There is no move to undo.',
  'nothing-to-redo': 'There is no undone move to redo.',
} as const satisfies Partial<Record<EngineErrorKey, string>>;

/** The errors of a save that is refused (`resumeGame`). */
export const SAVE_ERRORS = {
  'save-too-long': 'The save is longer than {max} characters.',
  'save-bad-json': 'The save is not valid JSON: {given}.',
  'save-unreadable': 'The save cannot be read.',
  'save-format': 'This is not a saved game: its format must be "{format}".',
  'save-version': 'The save is of version {given}; this engine reads versions 1 to {version}.',
  'save-unknown-field': 'A save has no field {key}.',
  'save-code': "The save's game code ({field}) must be null or a game code of 1 to {max} characters.",
  'save-options': "The save's house options are not valid.",
  'save-position-not-text': "The save's {field} must be a position text.",
  'save-position': "The save's {field} position does not read.",
  'save-position-written': "The save's {field} position must be written as the engine writes positions.",
  'save-rule-sets-differ': "The save's start and position name different rule sets.",
  'save-moves': "The save's {field} cannot be read.",
  'save-move-not-text': 'The save\'s {path} must be a move text like "8H-5".',
  'save-move': "The save's {path} is not a move.",
  'save-move-written': "The save's {path} must be written {move}.",
  'save-count': "The save's {field} must be a whole number from 0 to {max}.",
  'resume-init-unreadable': 'The resume init cannot be read.',
  'resume-init-unknown': 'There is no resume init field {key}; the fields are clock, ruleSets and startOf.',
  'resume-rule-sets': 'The rule sets of the resume init must be an object of rule sets by id.',
  'resume-start-of': 'The startOf of the resume init must be a function that deals a game code.',
  'resume-clock': 'The clock of the resume init must be an object with a now() method.',
  'save-unchecked-code':
    "The save names the game code {code}, which cannot be dealt here: pass the dealer's startOfCode as startOf.",
  'save-bad-code': 'The save names {code}, which is not a game code.',
  'save-deal-failed': 'Dealing {code} failed: {given}.',
  'save-start-mismatch': 'The save does not start from the deal of {code}.',
  'save-undoable': 'The save says {undoable} of its moves can be undone; at most {max} can.',
  'save-undo-depth':
    'The undoable moves ({undoable}) and the moves to redo ({redo}) of the save pass its undo depth of {depth}.',
  'save-move-count': "The save's move counter, {moveCount}, is less than the number of moves it records, {moves}.",
  'save-elapsed': 'The save has no move made but a playing time that is not 0.',
  'save-illegal-move': 'Move {n} of the save, {move}, is not legal there.',
  'save-illegal-redo': 'The move to redo {move} is not legal there.',
  'save-score': "The save's score is {score}, but its moves earn {points}.",
  'save-position-mismatch': "The save's moves do not lead to its position.",
} as const satisfies Partial<Record<EngineErrorKey, string>>;

/**
 * The keys of the sentences of the engine's errors (a save, a position text, options… refused) and
 * of the words of `echoInput` (`echo-list`…), in every language of the engine's messages.
 */

/** The keys of the sentences of the engine's errors, in every language of its messages: listed, so that the type reads without the tables (each table is checked against it). */
export type EngineErrorKey =
  | 'echo-list'
  | 'echo-object'
  | 'echo-function'
  | 'echo-symbol'
  | 'echo-error'
  | 'echo-shortened'
  | 'read-not-an-object'
  | 'read-list'
  | 'read-not-plain'
  | 'read-getter'
  | 'read-unreadable'
  | 'read-not-a-list'
  | 'read-too-long'
  | 'options-unreadable'
  | 'options-unknown'
  | 'options-group-limit'
  | 'options-take-back'
  | 'options-undo-depth'
  | 'card-not-text'
  | 'card-empty'
  | 'card-bad'
  | 'card-bad-shown'
  | 'move-not-text'
  | 'move-empty'
  | 'move-too-long'
  | 'move-bad'
  | 'move-bad-target'
  | 'placed-no-source'
  | 'placed-bad-source'
  | 'placed-foundation-to-foundation'
  | 'placed-same-column'
  | 'column-not-text'
  | 'column-too-long'
  | 'column-face-down-above'
  | 'position-not-text'
  | 'position-rule-sets'
  | 'position-too-long'
  | 'position-empty'
  | 'position-field-count'
  | 'position-unknown-rule-set-known'
  | 'position-foundations-label'
  | 'position-foundation-count'
  | 'position-foundation-card'
  | 'position-foundation-suit'
  | 'position-column-label'
  | 'position-column'
  | 'setup-unreadable'
  | 'setup-rule-set'
  | 'rule-set-unreadable'
  | 'rule-set-id'
  | 'rule-set-name'
  | 'rule-set-unknown-field'
  | 'rule-set-one-of'
  | 'rule-set-taken-id'
  | 'layout-unreadable'
  | 'layout-column-count'
  | 'layout-column-match'
  | 'layout-cards'
  | 'layout-face-down'
  | 'layout-total'
  | 'rule-set-text-bad'
  | 'rule-set-text-listed'
  | 'rule-set-text-listed-id'
  | 'rule-set-text-differs'
  | 'setup-options'
  | 'setup-column-count'
  | 'setup-foundation-count'
  | 'setup-foundation'
  | 'setup-column-lists'
  | 'setup-face-down-on-top'
  | 'setup-not-a-card'
  | 'setup-duplicate'
  | 'setup-missing'
  | 'deck-unreadable'
  | 'deck-size'
  | 'game-not-a-position'
  | 'game-init-unreadable'
  | 'game-init-unknown'
  | 'init-clock'
  | 'game-init-code'
  | 'nothing-to-undo'
  | 'nothing-to-redo'
  | 'save-too-long'
  | 'save-bad-json'
  | 'save-unreadable'
  | 'save-format'
  | 'save-version'
  | 'save-unknown-field'
  | 'save-code'
  | 'save-options'
  | 'save-position-not-text'
  | 'save-position'
  | 'save-position-written'
  | 'save-rule-sets-differ'
  | 'save-moves'
  | 'save-move-not-text'
  | 'save-move'
  | 'save-move-written'
  | 'save-count'
  | 'resume-init-unreadable'
  | 'resume-init-unknown'
  | 'resume-rule-sets'
  | 'resume-start-of'
  | 'resume-clock'
  | 'save-unchecked-code'
  | 'save-bad-code'
  | 'save-deal-failed'
  | 'save-start-mismatch'
  | 'save-undoable'
  | 'save-undo-depth'
  | 'save-move-count'
  | 'save-elapsed'
  | 'save-illegal-move'
  | 'save-illegal-redo'
  | 'save-score'
  | 'save-position-mismatch';
