/**
 * Which game the page opens with: the saved game, the game of a code in the address, or a fresh
 * random deal, with the notices the player must see (a discarded save, a bad code). Nothing here
 * searches: winnable deals are drawn in the solver's worker (`solver.ts`).
 * @module
 */
import { type CodeError, gameOfCode, parseCode, formatCode, randomGame, startOfCode } from '@russian-solitaire/dealer';
import {
  DEFAULT_OPTIONS,
  type Game,
  type GameOptions,
  type Language,
  type Problem,
  type Result,
  classic,
  err,
  ok,
  relaxed,
  sameRuleSet,
  resumeGame,
} from '@russian-solitaire/engine';
import { type PageError, describeOptions, errorText, t } from '../texts/i18n.js';
import type { NewGameRule } from '../state/settings.js';

/**
 * A message for the player, said in words by {@link noticeText}: a save that could not be read or
 * a bad code in the address (with the engine's or the dealer's error, or {@link RULES_NOT_OFFERED}),
 * or a saved game played with house options the page does not offer.
 */
export type Notice =
  | {
      readonly key: 'saveDiscarded' | 'badUrlCode';
      /** The error that says why, written in the page's language by `errorText`. */
      readonly reason: Problem | PageError;
    }
  | {
      readonly key: 'houseRules';
      /** The saved game's house options. */
      readonly options: GameOptions;
    };

/** A notice in a language. */
export function noticeText(notice: Notice, lang: Language): string {
  if (notice.key === 'houseRules') return t(lang, 'houseRules', { rules: describeOptions(notice.options, lang) });
  return t(lang, notice.key, { reason: errorText(lang, notice.reason) });
}

/** Whether a game is played with the house options this page offers (the engine's defaults). */
export function offeredOptions(options: GameOptions): boolean {
  const d = DEFAULT_OPTIONS;
  return options.groupLimit === d.groupLimit && options.takeBack === d.takeBack && options.undoDepth === d.undoDepth;
}

/** What the page opens with. */
export interface Opening {
  /** The game to play. */
  readonly game: Game;
  /** Messages to show, most important first. */
  readonly notices: readonly Notice[];
  /** Whether the stored save must be removed (it could not be read). */
  readonly discardSave: boolean;
  /** Whether the game is a fresh random deal (neither a save nor the address named one). */
  readonly fresh?: boolean;
  /**
   * The saved game in progress that the address's code replaced, which Undo brings back until the
   * next move (as after New game), or `null`.
   */
  readonly replaced?: Game | null;
}

/** Why a save is not resumed besides the engine's codes: it is a game of rules the page does not offer. */
export const RULES_NOT_OFFERED = 'rules-not-offered' satisfies PageError['code'];

/**
 * Resumes a saved game for this page (the engine's `resumeGame`, its code dealt by the dealer's `startOfCode`), under the rules the page offers
 * only: classic ("Same suit") or relaxed ("Mixed colours"). The engine resumes games of its other
 * rule sets too (Yukon, Alaska), which the page can neither name nor deal: a save of one (forged,
 * or written by another app) would play under rules the page's header does not show.
 */
export function resumeSave(saved: string): Result<Game, Problem | PageError> {
  const resumed = resumeGame(saved, { startOf: startOfCode });
  if (!resumed.ok) return resumed;
  const rules = resumed.value.ruleSet;
  return sameRuleSet(rules, classic) || sameRuleSet(rules, relaxed) ? resumed : err({ code: RULES_NOT_OFFERED });
}

/** A new game from a fresh random code of a rule. */
export function newRandomGame(rule: NewGameRule): Result<Game, CodeError> {
  const deal = randomGame({ rule });
  return deal.ok ? ok(deal.value.game) : deal;
}

/**
 * Decides the opening game. A code in the address wins over the save unless the save is a game
 * of that very code (so reloading a shared link resumes it); a saved game in progress that it
 * replaces is kept, for Undo to bring back ({@link Opening.replaced}). A save that cannot be
 * resumed is discarded with a notice, never half used; one played with house options the page
 * does not offer is resumed with a notice. With neither, a new game is dealt, and
 * {@link Opening.fresh} says so: the game `deal` gives (a proven-winnable one, see `first-deal.ts`),
 * or else a random deal of `rule`.
 */
export function openGame(input: {
  readonly urlCode: string | null;
  readonly saved: string | null;
  readonly rule: NewGameRule;
  /** Deals the new game when one is needed (`null`: deal a random one instead). */
  readonly deal?: () => Game | null;
}): Opening {
  const notices: Notice[] = [];
  let discardSave = false;
  let resumed: Game | null = null;
  if (input.saved !== null) {
    const r = resumeSave(input.saved);
    if (r.ok) {
      resumed = r.value;
      if (!offeredOptions(resumed.options)) notices.push({ key: 'houseRules', options: resumed.options });
    } else {
      discardSave = true;
      notices.push({ key: 'saveDiscarded', reason: r.error });
    }
  }
  if (input.urlCode !== null) {
    const parsed = parseCode(input.urlCode);
    if (!parsed.ok) {
      notices.push({ key: 'badUrlCode', reason: parsed.error });
    } else {
      const text = formatCode(parsed.value);
      if (text.ok && resumed && resumed.gameCode === text.value) return { game: resumed, notices, discardSave };
      const game = text.ok ? gameOfCode(text.value) : text;
      // A played game in progress is not lost to a link: Undo brings it back, as after New game.
      const inProgress = resumed !== null && resumed.moveCount > 0 && !resumed.isWon ? resumed : null;
      if (game.ok)
        return {
          game: game.value,
          notices: notices.filter((n) => n.key !== 'houseRules'),
          discardSave,
          replaced: inProgress,
        };
      notices.push({ key: 'badUrlCode', reason: game.error });
    }
  }
  if (resumed) return { game: resumed, notices, discardSave };
  const dealt = input.deal?.() ?? null;
  if (dealt !== null) return { game: dealt, notices, discardSave, fresh: true };
  const fresh = newRandomGame(input.rule);
  if (fresh.ok) return { game: fresh.value, notices, discardSave, fresh: true };
  // No random source at all: fall back to the first deal, which is always there.
  const first = gameOfCode({ rule: input.rule, seed: 0 });
  if (!first.ok) throw new Error(`the dealer refused its own first code: ${first.error.message}`);
  return { game: first.value, notices, discardSave, fresh: true };
}
