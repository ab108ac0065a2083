/**
 * The verdict sentences of a game review in Turkish: `@russian-solitaire/solver/review-sentences/tr`
 * (see {@link reviewVerdict}).
 * @module
 */
import { defineTexts } from '@russian-solitaire/engine';
import { tr } from '@russian-solitaire/engine/messages/tr';
import type { ReviewSentences } from './review-verdict.js';

export type { REVIEW_OUTCOMES, ReviewOutcome } from './review-outcome.js';
export type { ReviewSentences } from './review-verdict.js';

/** A game review's verdict sentences in Turkish, one for each outcome. */
export const reviewSentences: ReviewSentences = /* @__PURE__ */ defineTexts(tr.locale, {
  lost: 'Bu el {n}. hamleye ({move}) kadar kazanılabilirdi; {kept} oynansaydı kazanılabilir kalırdı.',
  won: 'Oyun kazanıldı.',
  'never-winnable': 'Bu el en baştan kazanılamazdı, hamleler ne olursa olsun: onu hiçbir hamle kaybettirmedi.',
  'unknown-start': 'Çözücü bu elin kazanılıp kazanılamayacağını bulamadı.',
  'still-winnable': 'Oyun bittiğinde bu el hâlâ kazanılabilirdi.',
  'unknown-loss':
    'Başta bu el kazanılabilirdi; çözücü onu bir hamlenin kaybettirip kaybettirmediğini, hangisinin kaybettirdiğini bulamadı.',
});
