/**
 * `russian-solitaire deal CODE [--plain]`: shows the deal of a game code.
 * @module
 */
import { DEFAULT_OPTIONS, type Result, ok, ruleSetName } from '@russian-solitaire/engine';
import { type ParsedArgs, flag } from './args.js';
import { type Command, defineCommand, onePositional, styleFor } from './command.js';
import { type CliError, fail } from './errors.js';
import { ruleOption } from './house.js';
import type { CliIo } from './io.js';
import { plainColumns, styledColumns } from './render.js';
import { looksLikePosition, readSubject } from './source.js';

const HELP = `usage: russian-solitaire deal CODE [--plain] [--rule classic|relaxed]

Shows the deal of a game code (RU1-C-AAAAABB, any letter case): the seven columns, bottom card
first, face-down cards in parentheses, with suit symbols and colours (no colours when the output
is not a terminal or NO_COLOR is set).

  --plain            the test-vector format: the code, then "  1: 8C" … "  7: …" lines
  --rule R           deal the same seed under another rule: classic (C) or relaxed (R)
  --no-color         no colours even on a terminal
`;

const OPTIONS = { plain: 'flag', rule: 'value', 'no-color': 'flag' } as const;

function deal(args: ParsedArgs, io: CliIo): Result<number, CliError> {
  const text = onePositional(args, 'deal needs a game code, like RU1-C-AAAAABB', 'deal takes one game code');
  if (!text.ok) return text;
  if (looksLikePosition(text.value))
    return fail('bad-code', 'deal shows the deal of a game code (RU1-C-AAAAABB), not a position');
  const rule = ruleOption(args);
  if (!rule.ok) return rule;
  const subject = readSubject(text.value, DEFAULT_OPTIONS, rule.value);
  if (!subject.ok) return subject;
  const { position, code, seed } = subject.value;
  if (flag(args, 'plain')) {
    io.stdout.write(plainColumns(code!, position));
    return ok(0);
  }
  const style = styleFor(io.stdout, io, args);
  io.stdout.write(
    `${style.bold(code!)}  ${ruleSetName(position.ruleSet)} · seed ${seed}\n${styledColumns(position, style)}`,
  );
  return ok(0);
}

/** The `deal` command. */
export const dealCommand: Command = defineCommand({
  name: 'deal',
  summary: 'show the deal of a game code',
  help: HELP,
  options: OPTIONS,
  body: deal,
});
