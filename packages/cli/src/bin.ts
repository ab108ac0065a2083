/**
 * The `russian-solitaire` executable.
 * @module
 */
import { processIo } from './io.js';
import { run } from './main.js';

const code = await run(process.argv.slice(2), processIo());
process.exitCode = code;
