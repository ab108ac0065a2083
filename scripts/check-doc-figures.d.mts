/** A size check as `size-limit --json` prints it. */
export interface MeasuredSize {
  name: string;
  size: number;
}

/** How many bytes, at least, a quoted bundle size may be off the measured one. */
export const SIZE_TOLERANCE_BYTES: number;
/** What share of the measured size a quoted bundle size may be off it, when that is more. */
export const SIZE_TOLERANCE_SHARE: number;
/** The Markdown files the check reads, relative to `root`: the README, docs/*.md, packages/*\/README.md. */
export function documents(root?: string): string[];
/** What is wrong with a `*Source: …*` line, or null. */
export function sourceProblem(line: string, root?: string, today?: Date): string | null;
/**
 * Every problem of the documents under `root`, as `file:line: what`; `measure` gives a folder's
 * sizes, and throws when it cannot (the size is then reported as one that cannot be checked).
 */
export function check(
  root?: string,
  options?: {
    measure?: (root: string, folder: string, cache: Map<string, MeasuredSize[]>) => MeasuredSize[];
    today?: Date;
  },
): string[];
