/**
 * Messages between the survey and its worker threads. A worker is started with the survey's
 * `SurveySettings` as its `workerData`, is sent one {@link SurveyRequest} at a time, and answers
 * each seed with a {@link SurveyReply}.
 * @module
 */
import type { SurveyLine } from './survey-record.js';

/** A message to a worker: the next seed to decide, or `null` when none is left (the worker then ends). */
export type SurveyRequest = number | null;

/** A worker's message: ready for work, a decided deal, or a failure on a seed. */
export type SurveyReply =
  | { readonly kind: 'ready' }
  | { readonly kind: 'record'; readonly record: SurveyLine }
  | { readonly kind: 'error'; readonly seed: number; readonly message: string };
