/**
 * Messages between the survey and its worker threads. A worker is started with the survey's
 * `SurveySettings` as its `workerData`, is sent batches of seeds ({@link SurveyRequest}), and
 * answers each batch with its records, in the batch's order ({@link SurveyReply}). Batches keep
 * the messages few when deals take a fraction of a millisecond; the pool sizes them (see
 * `survey-pool.ts`).
 * @module
 */
import type { SurveyLine } from './survey-record.js';
import type { Problem } from '@russian-solitaire/engine';

/** A message to a worker: the next seeds to decide, or `null` when none is left (the worker then ends). */
export type SurveyRequest = readonly number[] | null;

/**
 * A worker's message: ready for work, the decided deals of a batch, or a failure on a seed (sent
 * after the records of the seeds before it in its batch).
 */
export type SurveyReply =
  | { readonly kind: 'ready' }
  | { readonly kind: 'records'; readonly records: readonly SurveyLine[] }
  | { readonly kind: 'error'; readonly seed: number; readonly error: Problem };
