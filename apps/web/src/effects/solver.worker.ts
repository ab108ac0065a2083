/**
 * The solver worker: the solver's own worker handler (`@russian-solitaire/solver/worker`). It keeps
 * one hinter, so while the player follows a found winning line the next hints need no search, and
 * it searches in slices so that a cancel message stops a search at once. It runs off the page's
 * thread: a long search never freezes the page.
 * @module
 */
import { installWebWorker } from '@russian-solitaire/solver/worker';

installWebWorker();
