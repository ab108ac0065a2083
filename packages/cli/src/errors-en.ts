/**
 * The English sentences of the command's errors, as the engine's and the solver's are (their
 * `errors-en.ts`): each is a `CliError`'s `message` (its `key` names the sentence), and the other
 * languages have the same keys (`errors-ru.ts`…), so that the command writes an error in the
 * language of `--lang` or of the environment. A sentence that ends in a colon is followed by its
 * cause: an error of the engine, dealer or solver, or of the system, written in the same language.
 *
 * Placeholders: `{given}` is a value given, shown by `echoInput`'s rule; `{file}` and `{other}` a
 * file name as given; `{option}` an option as typed (`--budget`); `{code}` a game code or an
 * error's code; numbers are written the language's way, except line numbers, seeds, process ids
 * and sizes in bytes, which are written as digits alone.
 * @module
 */

/** The sentences of the errors of every command, by key. */
export const CLI_ERRORS = {
  // The command line itself.
  'command-unknown': 'unknown command {given} (commands: {commands}); see russian-solitaire --help',
  'command-unknown-option': 'unknown option {given} (commands: {commands}); see russian-solitaire --help',
  'help-unknown': 'unknown command {given} (commands: {commands})',
  'help-one-name': 'takes one command name (commands: {commands})',
  'option-unknown-short': 'unknown option {option}',
  'option-unknown': 'unknown option {given} (this command takes {known})',
  'option-flag-value': '{option} is a flag and takes no value',
  'option-needs-value': '{option} needs a value',
  'option-cause': '{option}:',
  'number-not-whole': '{option} must be a whole number from {min} to {max}, not {given}',
  'number-range': '{option} must be from {min} to {max}, not {given}',
  'lang-bad': '--lang is en, ru, uk or tr, not {given}',
  'rule-bad': '{option} is classic (C) or relaxed (R), not {given}',
  'house-bad': '--house is default or none, not {given}',
  'group-limit-bad': '--group-limit is a number of cards from {min} to {max}, or none; not {given}',
  'take-back-bad': '--take-back is on or off, not {given}',
  // What each command takes.
  'deal-missing': 'deal needs a game code, like RU1-C-AAAAABB',
  'deal-extra': 'deal takes one game code; unexpected {given}',
  'deal-position': 'deal shows the deal of a game code (RU1-C-AAAAABB), not a position',
  'deal-winnable-extra': 'deal --winnable draws its own code; unexpected {given}',
  'play-extra': 'play takes at most one game code; unexpected {given}',
  'play-position': 'play starts from a game code (RU1-C-AAAAABB), not a position',
  'play-stdin-directory': 'standard input is a directory: play reads its commands from a terminal, a pipe or a file',
  'play-unknown-command': 'unknown command {given}; type help for the list',
  'solve-missing': 'solve needs a game code (RU1-C-AAAAABB) or a position text',
  'solve-extra': 'solve takes one game code or position (quote a position); unexpected {given}',
  'solve-json-show': '--json and --show do not go together: the JSON object already holds every move (moves)',
  'hint-missing': 'hint needs a game code (RU1-C-AAAAABB) or a position text',
  'hint-extra': 'hint takes one game code or position (quote a position, and the --moves list); unexpected {given}',
  'hint-fair-only': '{option} shapes a fair hint and does nothing without --fair',
  'odds-missing': 'odds needs a game code (RU1-C-AAAAABB) or a position text',
  'odds-extra': 'odds takes one game code or position (quote a position, and the --moves list); unexpected {given}',
  'review-missing': 'review needs a game code and its --moves, or --save FILE',
  'review-extra': 'review takes one game code or position (quote the --moves list); unexpected {given}',
  'review-save-extra': 'review --save reads the game from the file; unexpected {given}',
  'review-save-option': "{option} does not go with --save: the save holds the game's moves and rules",
  'daily-extra': 'daily takes one date, YYYY-MM-DD; unexpected {given}',
  'daily-json-plain': '--json and --plain do not go together: the JSON object has the code, and deal --plain shows it',
  'daily-range-flag': '{option} shows one daily deal, not a range of dates',
  'daily-from-to': '--from and --to go together',
  'daily-range-extra': 'daily --from … --to … takes no date; unexpected {given}',
  'daily-to-before-from': '--to comes before --from',
  'daily-too-many': 'at most {max} dates at a time',
  'daily-none': 'no daily deal:',
  'survey-extra': 'survey takes only options; unexpected {given}',
  'survey-from-missing':
    'survey needs --from SEED (a number, seven letters like AAAAAAA, or a game code like RU1-C-AAAAAAA)',
  'survey-count-missing': 'survey needs --count N',
  'survey-rule-missing': 'survey needs --rule C or R',
  'survey-past-last': '--from {from} with --count {count} goes past the last seed, {max}',
  'survey-from-code': '--from: bad game code {given}:',
  'survey-from-rule': "--from {code} is a code of rule {rule}, and the survey's rule is {surveyRule}",
  'shard-bad': '--shard takes K/N (the K-th of N parts, K from 1), not {given}',
  'shard-count': 'a range of {count} seeds splits into at most {count} shards:',
  'player-bad': '--player is {players} or {last}, not {given}',
  'samples-without-fair': '--samples goes with --player {players}',
  'out-empty': '--out needs a file name',
  'summary-missing': 'summary needs one or more survey files',
  // Games, positions and moves.
  'code-bad': 'bad game code {given}:',
  'position-bad': 'bad position:',
  'position-rule': '--rule applies to game codes only: a position text names its own rule set',
  'moves-unread': '--moves, move {n} ({given}):',
  'moves-refused': '--moves, move {n} ({move}) is refused:',
  'winnable-none': 'no winnable deal drawn:',
  // The solver.
  'solver-load': 'the solver package @russian-solitaire/solver could not be loaded:',
  'solver-line-refused': "move {n} of the solver's line is refused by the engine: {code}",
  'solver-line-replay':
    "the solver's line does not replay: move {n} of the line ({move}) is refused by the engine: {code}",
  'player-refused-move': 'the {player} player chose a refused move:',
  'survey-seed-failed': 'seed {seed}:',
  'worker-failed': 'a worker thread failed:',
  // Save files.
  'save-open': '--save: cannot open {file}:',
  'save-read': '--save: cannot read {file}:',
  'save-not-file': '--save: {file} is not a file',
  'save-not-utf8': '--save: {file} is not UTF-8 text',
  'save-too-long': '--save: a save is at most {max} bytes for a review (of at most {moves} moves)',
  'save-refused': '--save: the save is refused ({code}):',
  // Survey files and their locks.
  'file-read': 'cannot read {file}:',
  'file-write': 'cannot write {file}:',
  'file-replaced-opening': 'cannot write {file}: it was replaced while it was being opened; try again',
  'stdout-write': 'cannot write to stdout:',
  'files-same': '{file} and {other} are the same file: give each file once',
  'out-is-stdout':
    "{file} is the survey's stdout itself: --out takes the file the records go to, and stdout, where the summary goes, must go elsewhere",
  'not-regular-out':
    '{file} is not a regular file (it is {kind}): --out takes a regular file, which a later run reads back to resume (or a new file)',
  'not-regular-summary': '{file} is not a regular file (it is {kind}): summary reads the files written by survey --out',
  'lock-held':
    '{file} is being written by another survey (lock {lock}): wait for it to end, or remove the lock if no survey writes the file',
  'lock-held-by':
    '{file} is being written by process {pid} on {host} (lock {lock}): wait for it to end, or remove the lock if no survey writes the file',
  'lock-not-regular': '{file} cannot be locked: its lock {lock} is not a regular file (it is {kind}); remove it',
  'lock-write': 'cannot write {file} (nor its lock {lock}):',
  'lock-failed': 'cannot lock {file}:',
  'lock-folder': "{folder} is not a folder of this user's (it is {kind}, of user {uid})",
  'changed-unreadable':
    '{file} can no longer be read while the survey wrote it: the survey stopped and left it as it is.',
  'changed-replaced':
    '{file} was replaced by another file while the survey wrote it: the survey stopped and left it as it is',
  'changed-deleted': '{file} was deleted while the survey wrote it: the survey stopped and left it as it is',
  'changed-moved': '{file} was moved away while the survey wrote it: the survey stopped and left it as it is',
  'changed-cut':
    '{file} was cut short, to {size} of the {left} bytes the survey left, while the survey wrote it: the survey stopped and left it as it is',
  'changed-written':
    '{file} was written by something else: it holds {size} bytes, not the {left} the survey left, while the survey wrote it: the survey stopped and left it as it is',
  'summary-no-record': 'no survey record in {files}',
  'line-too-long': '{file}, line {line}, is too long to be a survey record (more than {max} bytes without a newline)',
  'line-not-utf8': '{file}, line {line}, is not UTF-8 text, so not a survey record',
  'line-not-json': '{file}, line {line}, is not a survey record (not JSON)',
  'line-not-json-cut': '{file}, line {line}, is not a survey record (not JSON), nor the beginning of one cut short',
  'line-record': '{file}, line {line},',
  'line-other-settings-before':
    '{file}, line {line}, was made with {settings}, but the lines before it with {expected}',
  'line-other-settings':
    '{file}, line {line}, was made with {settings}; this survey uses {expected}. Resume with the same settings or choose another --out',
  'line-other-settings-file':
    '{file}, line {line}, was made with {settings}, but {other} with {expected}: summarise only surveys made with the same settings',
  'line-outside-range':
    "{file}, line {line}, has seed {seed}, outside this survey's seeds {from}–{last}; resume with a range that holds the file's seeds, or choose another --out",
  'line-duplicate-seed':
    '{file}, line {line}, has seed {seed} again, already on line {first}: a survey records each seed once, so the file was written by two surveys at once or edited',
  'line-seed-in-file':
    '{file}, line {line}, has seed {seed}, which is in {other} (line {otherLine}) too: the files overlap (give each shard its own range or --shard)',
  'line-seed-in-another':
    '{file}, line {line}, has seed {seed}, which is in another file too: the files overlap (give each shard its own range or --shard)',
  // What is wrong with a survey record.
  'record-not-object': 'is not a survey record',
  'record-missing': 'is not a survey record (no {missing})',
  'record-unknown': 'is not a survey record (unknown {unknown})',
  'record-missing-unknown': 'is not a survey record (no {missing}; unknown {unknown})',
  'record-forged': 'is a forged or damaged record:',
  'field-rule': 'rule is {given}, not "C" or "R"',
  'field-seed': 'seed is {given}, not a whole number from 0 to {max}',
  'field-code': '{field} is {given}, but seed {seed} under rule {rule} is {code}',
  'field-budget': 'budget is {given}, not a whole number from 1 to {max}',
  'field-options': 'groupLimit {groupLimit}, takeBack {takeBack}:',
  'field-whole': '{field} is {given}, not a whole number of at least 0',
  'field-status': 'status is {given}, not one of {known}',
  'field-status-moves': 'status {status} with moves {moves} (a solved deal has a winning line, no other has)',
  'field-player': 'player is {given}, not one of {known}',
  'field-samples': 'samples is {given}: a whole number of at least 1 for the fair players, null for the others',
  'field-won': 'won is {given}, not true or false',
  'field-winnable': 'winnable is {given}, not true, false or null',
  'field-lost-played': 'a deal proved lost at the start is neither played nor won',
  'field-won-moves': 'a won deal has moves',
  // What was thrown: a system error (its code kept: `ENOENT`), an error of another kind, a value.
  'system-ENOENT': '{errno}: no such file or directory',
  'system-EACCES': '{errno}: permission denied',
  'system-EPERM': '{errno}: operation not permitted',
  'system-EISDIR': '{errno}: illegal operation on a directory',
  'system-ENOTDIR': '{errno}: not a directory',
  'system-EEXIST': '{errno}: file already exists',
  'system-ENOSPC': '{errno}: no space left on device',
  'system-EROFS': '{errno}: read-only file system',
  'system-EMFILE': '{errno}: too many open files',
  'system-EBUSY': '{errno}: resource busy or locked',
  'system-ELOOP': '{errno}: too many symbolic links encountered',
  'system-ENAMETOOLONG': '{errno}: name too long',
  'system-EIO': '{errno}: i/o error',
  'system-EPIPE': '{errno}: broken pipe',
  'system-EBADF': '{errno}: bad file descriptor',
  'system-EAGAIN': '{errno}: resource temporarily unavailable',
  'system-EFBIG': '{errno}: file too large',
  'system-ENXIO': '{errno}: no such device or address',
  'system-EINVAL': '{errno}: invalid argument',
  'system-EDQUOT': '{errno}: disk quota exceeded',
  'system-other': 'system error {errno}',
  'thrown-error': 'unexpected error ({name})',
  'thrown-value': '{given}',
} as const satisfies Record<CliErrorKey, string>;

/**
 * The key of a sentence of the command's errors: listed, so that the type reads without the tables (each table is checked
 * against it).
 */
export type CliErrorKey =
  | 'command-unknown'
  | 'command-unknown-option'
  | 'help-unknown'
  | 'help-one-name'
  | 'option-unknown-short'
  | 'option-unknown'
  | 'option-flag-value'
  | 'option-needs-value'
  | 'option-cause'
  | 'number-not-whole'
  | 'number-range'
  | 'lang-bad'
  | 'rule-bad'
  | 'house-bad'
  | 'group-limit-bad'
  | 'take-back-bad'
  | 'deal-missing'
  | 'deal-extra'
  | 'deal-position'
  | 'deal-winnable-extra'
  | 'play-extra'
  | 'play-position'
  | 'play-stdin-directory'
  | 'play-unknown-command'
  | 'solve-missing'
  | 'solve-extra'
  | 'solve-json-show'
  | 'hint-missing'
  | 'hint-extra'
  | 'hint-fair-only'
  | 'odds-missing'
  | 'odds-extra'
  | 'review-missing'
  | 'review-extra'
  | 'review-save-extra'
  | 'review-save-option'
  | 'daily-extra'
  | 'daily-json-plain'
  | 'daily-range-flag'
  | 'daily-from-to'
  | 'daily-range-extra'
  | 'daily-to-before-from'
  | 'daily-too-many'
  | 'daily-none'
  | 'survey-extra'
  | 'survey-from-missing'
  | 'survey-count-missing'
  | 'survey-rule-missing'
  | 'survey-past-last'
  | 'survey-from-code'
  | 'survey-from-rule'
  | 'shard-bad'
  | 'shard-count'
  | 'player-bad'
  | 'samples-without-fair'
  | 'out-empty'
  | 'summary-missing'
  | 'code-bad'
  | 'position-bad'
  | 'position-rule'
  | 'moves-unread'
  | 'moves-refused'
  | 'winnable-none'
  | 'solver-load'
  | 'solver-line-refused'
  | 'solver-line-replay'
  | 'player-refused-move'
  | 'survey-seed-failed'
  | 'worker-failed'
  | 'save-open'
  | 'save-read'
  | 'save-not-file'
  | 'save-not-utf8'
  | 'save-too-long'
  | 'save-refused'
  | 'file-read'
  | 'file-write'
  | 'file-replaced-opening'
  | 'stdout-write'
  | 'files-same'
  | 'out-is-stdout'
  | 'not-regular-out'
  | 'not-regular-summary'
  | 'lock-held'
  | 'lock-held-by'
  | 'lock-not-regular'
  | 'lock-write'
  | 'lock-failed'
  | 'lock-folder'
  | 'changed-unreadable'
  | 'changed-replaced'
  | 'changed-deleted'
  | 'changed-moved'
  | 'changed-cut'
  | 'changed-written'
  | 'summary-no-record'
  | 'line-too-long'
  | 'line-not-utf8'
  | 'line-not-json'
  | 'line-not-json-cut'
  | 'line-record'
  | 'line-other-settings-before'
  | 'line-other-settings'
  | 'line-other-settings-file'
  | 'line-outside-range'
  | 'line-duplicate-seed'
  | 'line-seed-in-file'
  | 'line-seed-in-another'
  | 'record-not-object'
  | 'record-missing'
  | 'record-unknown'
  | 'record-missing-unknown'
  | 'record-forged'
  | 'field-rule'
  | 'field-seed'
  | 'field-code'
  | 'field-budget'
  | 'field-options'
  | 'field-whole'
  | 'field-status'
  | 'field-status-moves'
  | 'field-player'
  | 'field-samples'
  | 'field-won'
  | 'field-winnable'
  | 'field-lost-played'
  | 'field-won-moves'
  | 'system-ENOENT'
  | 'system-EACCES'
  | 'system-EPERM'
  | 'system-EISDIR'
  | 'system-ENOTDIR'
  | 'system-EEXIST'
  | 'system-ENOSPC'
  | 'system-EROFS'
  | 'system-EMFILE'
  | 'system-EBUSY'
  | 'system-ELOOP'
  | 'system-ENAMETOOLONG'
  | 'system-EIO'
  | 'system-EPIPE'
  | 'system-EBADF'
  | 'system-EAGAIN'
  | 'system-EFBIG'
  | 'system-ENXIO'
  | 'system-EINVAL'
  | 'system-EDQUOT'
  | 'system-other'
  | 'thrown-error'
  | 'thrown-value';

/**
 * The words an error of the command names as a value (`{kind}`: what a path is; `{given}`: a
 * field missing from a record), which another language writes in its own words: in English, the
 * words the message shows.
 */
export const CLI_WORDS = {
  'kind-directory': 'a directory',
  'kind-link': 'a symbolic link',
  'kind-fifo': 'a pipe (FIFO)',
  'kind-character-device': 'a character device',
  'kind-block-device': 'a block device',
  'kind-socket': 'a socket',
  'kind-other': 'of another kind',
  'kind-file': 'a regular file',
  'value-missing': 'missing',
} as const satisfies Record<CliWordKey, string>;

/**
 * The key of a word of `CLI_WORDS` (the English words): listed, so that the type reads without the tables (each table is checked
 * against it).
 */
export type CliWordKey =
  | 'kind-directory'
  | 'kind-link'
  | 'kind-fifo'
  | 'kind-character-device'
  | 'kind-block-device'
  | 'kind-socket'
  | 'kind-other'
  | 'kind-file'
  | 'value-missing';

/** The lines the command writes around an error. */
export const CLI_LINES = {
  /** After a refusal of bad input: where the command's options are listed. */
  'see-help': 'see russian-solitaire {command} --help',
  /** When `play` cannot read its commands any more: `{reason}` is the error, in the same language. */
  'play-unreadable': 'cannot read the commands ({reason}); the game ends here',
  /** When the output of a command cannot be written (a full disk): `{reason}` is the error, in the same language. */
  'output-unwritable': 'cannot write the output ({reason})',
  /** Notices on stderr of a survey file whose last line was cut short, and of a survey that resumes. */
  'survey-truncated': '{file}: dropped a truncated last line; its deal is done again',
  'summary-truncated': '{file}: left out a truncated last line',
  'survey-resuming': '{file}: resuming, {done} of {count} deals already done',
} as const satisfies Record<CliLineKey, string>;

/**
 * The key of a line of `CLI_LINES` (the English lines): listed, so that the type reads without the tables (each table is checked
 * against it).
 */
export type CliLineKey =
  'see-help' | 'play-unreadable' | 'output-unwritable' | 'survey-truncated' | 'summary-truncated' | 'survey-resuming';
