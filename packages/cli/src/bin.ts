/**
 * The `russian-solitaire` executable.
 * @module
 */
import { EXIT_CODES, causeOf } from './errors.js';
import { endQuietlyOnClosedOutput, processIo } from './io.js';
import { languageOfArgv } from './language.js';
import { run } from './main.js';

// A failed write of the output is said in the language of the command line (see language.ts).
endQuietlyOnClosedOutput(languageOfArgv(process.argv.slice(2), process.env));
try {
  process.exitCode = await run(process.argv.slice(2), processIo());
} catch (thrown) {
  // A defect, not bad input: one line naming it, never a stack trace.
  process.stderr.write(`russian-solitaire: internal error: ${causeOf(thrown).message}\n`);
  process.exitCode = EXIT_CODES.failure;
}
