/**
 * The solver's worker started before the main script arrives, on a first visit that will need it
 * at once: with no saved game and no `?code=` link, and "winnable deals only" on (the default), the
 * page's first deal is drawn in the worker. The page (index.html, see vite.config.ts) carries a
 * small inline script, {@link earlyWorkerScript}, that starts the worker while the main script is
 * still on its way, so that both download together; the main script then takes that worker
 * ({@link takeEarlyWorker}) for its first solver request instead of starting another one. Every
 * other visit starts the worker at its first use, as before.
 * @module
 */
import { SETTINGS_KEY } from './settings.js';
import { GAME_KEY } from './storage.js';

/** The global the inline script leaves the early worker in, until the main script takes it. */
export const EARLY_WORKER_GLOBAL = '__russianSolitaireWorker';

/** What the inline script leaves behind: the worker, and whether it failed to load before it was taken. */
interface EarlyWorker {
  readonly worker: Worker;
  failed: boolean;
}

/**
 * The source of the inline script that starts the worker early: a classic script, standalone
 * (it runs before any module), that never throws (storage may be unavailable).
 * @param workerUrl - the URL of the built worker's chunk, as the page refers to it
 */
export function earlyWorkerScript(workerUrl: string): string {
  return `try{var s=localStorage,o=JSON.parse(s.getItem(${JSON.stringify(SETTINGS_KEY)})||"{}");if(typeof Worker=="function"&&s.getItem(${JSON.stringify(GAME_KEY)})===null&&!/[?&]code=/.test(location.search)&&!(o&&o.winnableOnly===false)){var e={worker:new Worker(${JSON.stringify(workerUrl)},{type:"module"}),failed:false};e.worker.addEventListener("error",function(){e.failed=true});self[${JSON.stringify(EARLY_WORKER_GLOBAL)}]=e}}catch(_){}`;
}

/**
 * The worker the inline script started, once (later calls, and pages without one, give `null`); a
 * worker that already failed to load is dropped, so that the caller starts a new one.
 * @param scope - where the inline script left it (the page's global object)
 */
export function takeEarlyWorker(scope: Record<string, unknown> = globalThis): Worker | null {
  const early = scope[EARLY_WORKER_GLOBAL] as EarlyWorker | undefined;
  if (early === undefined) return null;
  delete scope[EARLY_WORKER_GLOBAL];
  if (!early.failed) return early.worker;
  early.worker.terminate();
  return null;
}
