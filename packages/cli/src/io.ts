/**
 * Where the command reads and writes: the process's streams, or any others (for embedding the
 * command, or testing it in-process).
 * @module
 */
import { fstatSync } from 'node:fs';
import type { Language } from '@russian-solitaire/engine';
import { cliErrorMessage, cliLine } from './language-messages.js';
import { type CliError, causeOf } from './errors.js';

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
  /**
   * Called with each refusal or failure of a command (the error whose message the command writes
   * on stderr, with its exit code), so that a program that runs the command keeps its `code` and
   * can write it in a language of its own with `errorMessage`.
   */
  readonly onError?: (error: CliError) => void;
}

/**
 * Why the process's standard input cannot be read as text, or `null`: a directory (which Node reads
 * as an empty input, so that it would pass for one). Streams other than the process's own are
 * not looked at.
 */
export function unreadableStdin(io: Pick<CliIo, 'stdin'>): string | null {
  if (io.stdin !== process.stdin) return null;
  try {
    if (fstatSync(0).isDirectory()) return 'standard input is a directory';
  } catch {
    // No standard input to look at: reading it ends at once, as an empty input does.
  }
  return null;
}

/** The process's own streams and environment. */
export function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env };
}

/** An error from a stream, as Node reports it (`EPIPE` when the reader has gone). */
interface StreamError {
  readonly code?: unknown;
  readonly message?: unknown;
}

/**
 * What the process does when writing to its output fails: a closed pipe (`… | head -1`) means
 * the reader has all it wants, so the command ends quietly with exit 0; any other write error
 * (a full disk) is one line on stderr and exit 1. Returns the exit code to end with.
 */
function outputErrorExit(error: StreamError, stderr: OutputStream | null, language: Language): number {
  if (error.code === 'EPIPE') return 0;
  const reason = cliErrorMessage(causeOf(error), language);
  stderr?.write(`russian-solitaire: ${cliLine('output-unwritable', language, { reason })}\n`);
  return 1;
}

/** How many commands under way answer the errors of the process's stdout themselves. */
let ownOutputErrors = 0;

/**
 * Leaves the errors of the process's stdout to the command that calls it, until it calls the
 * function it gets back: a command that must say how it ended when its reader goes away (a survey,
 * whose exit status tells whether it was interrupted or did not finish) stops and chooses its exit
 * status itself, instead of the process ending at once with exit 0.
 */
export function answerOutputErrors(): () => void {
  ownOutputErrors++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    ownOutputErrors--;
  };
}

/**
 * Makes the process end as a Unix tool does when its output goes away (see
 * {@link outputErrorExit}), instead of crashing with a stack trace; while a command answers the
 * errors itself ({@link answerOutputErrors}) it leaves them to it, and it never turns a failing
 * exit status already chosen (a survey interrupted: 130) into 0. A closed stderr is ignored.
 */
export function endQuietlyOnClosedOutput(language: Language): void {
  process.stdout.on('error', (error: StreamError) => {
    if (ownOutputErrors > 0) return;
    const chosen = process.exitCode;
    const failed = chosen !== undefined && chosen !== null && Number(chosen) !== 0;
    process.exit(failed ? chosen : outputErrorExit(error, process.stderr, language));
  });
  // Progress and warnings only: when nobody reads them any more, the work goes on.
  process.stderr.on('error', () => {});
}

/**
 * Calls `onError` when writing to a stream fails (a closed pipe: `EPIPE`), for a stream that
 * reports it (a Node stream); returns how to stop listening. The process's own streams are never
 * let go of: a write can still fail after the run, and an error nobody listens to would end the
 * process with a stack trace.
 */
export function onWriteError(stream: OutputStream, onError: (error: NodeJS.ErrnoException) => void): () => void {
  const emitter = stream as Partial<Pick<NodeJS.EventEmitter, 'on' | 'off'>>;
  if (typeof emitter.on !== 'function' || typeof emitter.off !== 'function') return () => {};
  let active = true;
  const listener = (error: NodeJS.ErrnoException) => {
    if (active) onError(error);
  };
  emitter.on.call(stream, 'error', listener);
  const permanent = stream === process.stdout || stream === process.stderr;
  return () => {
    active = false;
    if (!permanent) emitter.off?.call(stream, 'error', listener);
  };
}
