/**
 * Colours and text styles by hand with ANSI escape codes, switched off when the output is not a
 * terminal or when `NO_COLOR` is set (https://no-color.org).
 * @module
 */
import type { OutputStream } from './io.js';

/** Text styles; each returns its text unchanged when colours are off. */
export interface Style {
  /** Whether styles produce escape codes. */
  readonly enabled: boolean;
  /** Red text (hearts and diamonds). */
  red(text: string): string;
  /** Bold text. */
  bold(text: string): string;
  /** Dim text (face-down cards, secondary information). */
  dim(text: string): string;
  /** Green text (good news). */
  green(text: string): string;
  /** Yellow text (warnings, refusals). */
  yellow(text: string): string;
  /** Cyan text (hints). */
  cyan(text: string): string;
}

const wrap = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;

/** Styles that add escape codes when `enabled`, and leave text alone otherwise. */
export function makeStyle(enabled: boolean): Style {
  if (!enabled) {
    const id = (text: string) => text;
    return { enabled, red: id, bold: id, dim: id, green: id, yellow: id, cyan: id };
  }
  return {
    enabled,
    red: wrap(31, 39),
    bold: wrap(1, 22),
    dim: wrap(2, 22),
    green: wrap(32, 39),
    yellow: wrap(33, 39),
    cyan: wrap(36, 39),
  };
}

/**
 * Whether to colour a stream: only a terminal, and not when `NO_COLOR` is set to anything but the
 * empty string, nor when `TERM` is `dumb`. `FORCE_COLOR` (set, not `0`) turns colours on anyway.
 */
export function colourWanted(stream: OutputStream, env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' && env.FORCE_COLOR !== '0') return true;
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}
