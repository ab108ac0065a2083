/**
 * `russian-solitaire deal CODE [--plain]`: shows the deal of a game code; `deal --winnable` draws a
 * random code among the deals the solver proves winnable, and shows it.
 * @module
 */
import type { RuleLetter } from '@russian-solitaire/dealer';
import { DEFAULT_OPTIONS, type Result, echoInput, ok, ruleSetName } from '@russian-solitaire/engine';
import { type ParsedArgs, flag } from './args.js';
import { type Command, defineCommand, onePositional, styleFor } from './command.js';
import { type CliError, fail } from './errors.js';
import { ruleOption } from './house.js';
import type { CliIo } from './io.js';
import { plainColumns, styledColumns } from './render.js';
import { loadSolver } from './solver.js';
import { looksLikePosition, readSubject } from './source.js';

const HELP = `usage: russian-solitaire deal CODE [--plain] [--rule classic|relaxed]
       russian-solitaire deal --winnable [--plain] [--rule classic|relaxed]

Shows the deal of a game code (RU1-C-AAAAABB, any letter case): the seven columns, bottom card
first, face-down cards in parentheses, with suit symbols and colours (no colours when the output
is not a terminal or NO_COLOR is set).

  --plain            the test-vector format: the code, then "  1: 8C" … "  7: …" lines
  --rule R           deal the same seed under another rule: classic (C) or relaxed (R)
  --winnable         instead of a code, a random deal the solver proves winnable (drawn
                     uniformly among them, classic unless --rule says otherwise), shown the same way
  --no-color         no colours even on a terminal
  --lang en|ru|uk|tr the language of this help, refusals and errors (default: the locale of
                     LC_ALL, LC_MESSAGES or LANG; English for C, POSIX and other languages)
`;

const OPTIONS = { plain: 'flag', winnable: 'flag', rule: 'value', 'no-color': 'flag' } as const;

/** A random code among the deals the solver proves winnable (under the engine's default house options). */
async function winnableCode(rule: RuleLetter): Promise<Result<string, CliError>> {
  const solver = await loadSolver();
  if (!solver.ok) return solver;
  const drawn = solver.value.randomWinnableCode({ rule });
  if (!drawn.ok)
    return fail(
      drawn.error.code === 'bad-options'
        ? 'bad-options'
        : drawn.error.code === 'no-winnable-deal'
          ? 'solver-failed'
          : 'io-error',
      'winnable-none',
      {},
      drawn.error,
    );
  return ok(drawn.value.gameCode);
}

async function deal(args: ParsedArgs, io: CliIo): Promise<Result<number, CliError>> {
  if (flag(args, 'winnable')) {
    const extra = args.positionals[0];
    if (extra !== undefined) return fail('extra-argument', 'deal-winnable-extra', { given: echoInput(extra) });
    const rule = ruleOption(args);
    if (!rule.ok) return rule;
    const code = await winnableCode(rule.value ?? 'C');
    if (!code.ok) return code;
    return showDeal(code.value, args, io);
  }
  const text = onePositional(args, 'deal-missing', 'deal-extra');
  if (!text.ok) return text;
  if (looksLikePosition(text.value)) return fail('bad-code', 'deal-position');
  const rule = ruleOption(args);
  if (!rule.ok) return rule;
  return showDeal(text.value, args, io, rule.value);
}

/** Shows the deal of a code as `deal CODE` does (`rule` replacing its rule letter), `--plain` read from `args`. */
export function showDeal(
  text: string,
  args: ParsedArgs,
  io: CliIo,
  rule: RuleLetter | null = null,
): Result<number, CliError> {
  const subject = readSubject(text, DEFAULT_OPTIONS, rule);
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
