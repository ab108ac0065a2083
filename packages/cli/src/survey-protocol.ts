/**
 * Messages between the survey and its worker threads.
 * @module
 */
import type { RuleLetter } from '@russian-solitaire/dealer';
import type { SurveyRecord } from './survey-record.js';

/** What every worker is started with (its `workerData`). */
export interface SurveyJob {
  /** The rule letter of the deals. */
  readonly rule: RuleLetter;
  /** The node budget of each deal. */
  readonly budget: number;
  /** The group limit (`null`: none). */
  readonly groupLimit: number | null;
  /** Whether take-back is on. */
  readonly takeBack: boolean;
}

/** A worker's message: ready for work, a decided deal, or a failure on a seed. */
export type SurveyReply =
  | { readonly kind: 'ready' }
  | { readonly kind: 'record'; readonly record: SurveyRecord }
  | { readonly kind: 'error'; readonly seed: number; readonly message: string };
