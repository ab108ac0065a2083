/**
 * Command-line argument parsing: options in the form `--name value`, `--name=value` and boolean
 * `--flag`, positionals, and `--` to end the options. Each command declares the options it takes;
 * anything else is refused with a message naming it.
 * @module
 */
import { type Result, echoInput, ok } from '@russian-solitaire/engine';
import type { CliErrorKey } from './errors-en.js';
import { type CliError, fail } from './errors.js';

/** The kind of an option: a flag (`--json`) or an option with a value (`--budget 1000`). */
type OptionKind = 'flag' | 'value';

/** The options a command takes, by long name (without the dashes). */
export type OptionSpec = Readonly<Record<string, OptionKind>>;

/** Short aliases: `-h` for `--help`, and so on. */
const SHORT: Readonly<Record<string, string>> = { h: 'help', o: 'out', j: 'jobs', b: 'budget' };

/** Parsed arguments: the positionals in order, and the options given (the last value wins). */
export interface ParsedArgs {
  /** Arguments that are not options, in order. */
  readonly positionals: readonly string[];
  /** Flags given (`true`) and option values, by long name. */
  readonly options: Readonly<Record<string, string | true>>;
}

/** Parses a command's arguments against its option spec. */
export function parseArgs(argv: readonly string[], spec: OptionSpec): Result<ParsedArgs, CliError> {
  const positionals: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    let name: string;
    let inline: string | undefined;
    if (arg.startsWith('--') && arg.length > 2) {
      const eq = arg.indexOf('=');
      name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
      inline = eq < 0 ? undefined : arg.slice(eq + 1);
    } else if (/^-[a-zA-Z]$/.test(arg)) {
      const long = SHORT[arg.slice(1)];
      if (long === undefined || spec[long] === undefined)
        return fail('unknown-option', 'option-unknown-short', { option: arg });
      name = long;
    } else {
      positionals.push(arg);
      continue;
    }
    const kind = Object.prototype.hasOwnProperty.call(spec, name) ? spec[name] : undefined;
    if (kind === undefined) {
      const known = Object.keys(spec)
        .map((k) => `--${k}`)
        .join(', ');
      return fail('unknown-option', 'option-unknown', { given: echoInput(`--${name}`), known });
    }
    if (kind === 'flag') {
      if (inline !== undefined) return fail('unexpected-value', 'option-flag-value', { option: `--${name}` });
      options[name] = true;
      continue;
    }
    const value = inline ?? argv[i + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      return fail('missing-value', 'option-needs-value', { option: `--${name}` });
    }
    if (inline === undefined) i++;
    options[name] = value;
  }
  return ok({ positionals, options });
}

/** The value of an option that takes one, or `undefined` when it was not given. */
export function valueOf(args: ParsedArgs, name: string): string | undefined {
  const v = args.options[name];
  return typeof v === 'string' ? v : undefined;
}

/** Whether a flag was given. */
export function flag(args: ParsedArgs, name: string): boolean {
  return args.options[name] === true;
}

/**
 * Reads a whole number option (digits, with `_` or `,` allowed as separators, or a power of ten
 * written `1e6`) between `min` and `max`; `fallback` when it was not given.
 */
export function intOption(
  args: ParsedArgs,
  name: string,
  fallback: number,
  min: number,
  max: number,
): Result<number, CliError> {
  const text = valueOf(args, name);
  if (text === undefined) return ok(fallback);
  return parseWholeNumber(text, `--${name}`, min, max);
}

/**
 * Reads a whole number from text within a range: digits with `_` or `,` as separators
 * (`1_000_000`, `1,000,000`), an optional sign, or a power of ten (`1e6`, `2.5e3`). Every refusal
 * gives the allowed range: not a number, not whole, or out of range (`1e100`, `-5`).
 */
export function parseWholeNumber(text: string, what: string, min: number, max: number): Result<number, CliError> {
  const t = text.trim().replace(/[_,]/g, '');
  const values = { option: what, min, max, given: echoInput(text) };
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(t)) return fail('bad-value', 'number-not-whole', values);
  const n = Number(t);
  if (Number.isFinite(n) && !Number.isInteger(n)) return fail('bad-value', 'number-not-whole', values);
  if (!(n >= min && n <= max)) return fail('bad-value', 'number-range', values);
  return ok(n);
}

/** Refuses two options given together that do nothing together (`solve --json --show`), with the sentence that says why. */
export function notTogether(args: ParsedArgs, a: string, b: string, why: CliErrorKey): Result<void, CliError> {
  if (args.options[a] !== undefined && args.options[b] !== undefined) return fail('bad-value', why);
  return ok(undefined);
}
