// The solver's side of the worker: it answers the messages of `createSolverClient`.
import { installWebWorker } from '@russian-solitaire/solver/worker';

installWebWorker();
