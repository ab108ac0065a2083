/**
 * Where the command reads and writes: the process's streams, or any others (for embedding the
 * command, or testing it in-process).
 * @module
 */

/** A stream the command writes text to. */
export interface OutputStream {
  /** Writes text as is. */
  write(text: string): unknown;
  /** Whether the stream is a terminal (colours, progress bars and screen clearing depend on it). */
  readonly isTTY?: boolean;
  /** The terminal's width in characters, when known. */
  readonly columns?: number;
}

/** The streams and environment the command runs with. */
export interface CliIo {
  /** Where results go. */
  readonly stdout: OutputStream;
  /** Where progress, warnings and errors go. */
  readonly stderr: OutputStream;
  /** Where `play` reads its commands, a line at a time (piped commands are echoed when it is not a terminal). */
  readonly stdin: NodeJS.ReadableStream;
  /** Environment variables (`NO_COLOR` is read from here). */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** The process's own streams and environment. */
export function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env };
}
