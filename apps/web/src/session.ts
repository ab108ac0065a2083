/**
 * Which game the page opens with: the saved game, the game of a code in the address, or a fresh
 * random deal, with the notices the player must see (a discarded save, a bad code). Nothing here
 * searches: winnable deals are drawn in the solver's worker (`solver.ts`).
 * @module
 */
import { type CodeError, gameOfCode, parseCode, formatCode, randomCode, resumeGame } from '@russian-solitaire/dealer';
import { type Game, type Language, type Result, err } from '@russian-solitaire/engine';
import { codeErrorText, t } from './i18n.js';
import type { NewGameRule } from './settings.js';

/**
 * A message for the player: an interface text key and its values. Its `{reason}` is the dealer's or
 * the engine's error code, said in words by {@link noticeText}.
 */
export interface Notice {
  /** The text. */
  readonly key: 'saveDiscarded' | 'badUrlCode';
  /** The error code that says why. */
  readonly reason: string;
  /** Where in the code the problem is (0-based), for a bad code. */
  readonly index?: number;
}

/** A notice in a language. */
export function noticeText(notice: Notice, lang: Language): string {
  const reason =
    notice.key === 'badUrlCode'
      ? codeErrorText(
          lang,
          notice.index === undefined ? { code: notice.reason } : { code: notice.reason, index: notice.index },
        )
      : notice.reason;
  return t(lang, notice.key, { reason });
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
}

/** A new game from a fresh random code of a rule. */
export function newRandomGame(rule: NewGameRule): Result<Game, CodeError> {
  const code = randomCode({ rule });
  if (!code.ok) return code;
  const text = formatCode(code.value);
  if (!text.ok) return text;
  const game = gameOfCode(text.value);
  return game.ok ? game : err({ code: 'not-a-code', message: game.error.message });
}

/**
 * Decides the opening game. A code in the address wins over the save unless the save is a game
 * of that very code (so reloading a shared link resumes it). A save that cannot be resumed is
 * discarded with a notice, never half used. With neither, a random deal of `rule` is dealt, and
 * {@link Opening.fresh} says so (the page may deal a winnable one instead, in the solver's worker).
 */
export function openGame(input: {
  readonly urlCode: string | null;
  readonly saved: string | null;
  readonly rule: NewGameRule;
}): Opening {
  const notices: Notice[] = [];
  let discardSave = false;
  let resumed: Game | null = null;
  if (input.saved !== null) {
    const r = resumeGame(input.saved);
    if (r.ok) resumed = r.value;
    else {
      discardSave = true;
      notices.push({ key: 'saveDiscarded', reason: r.error.code });
    }
  }
  if (input.urlCode !== null) {
    const parsed = parseCode(input.urlCode);
    if (!parsed.ok) {
      const { code, index } = parsed.error;
      notices.push(
        index === undefined ? { key: 'badUrlCode', reason: code } : { key: 'badUrlCode', reason: code, index },
      );
    } else {
      const text = formatCode(parsed.value);
      if (text.ok) {
        if (resumed && resumed.code === text.value) return { game: resumed, notices, discardSave };
        const game = gameOfCode(text.value);
        if (game.ok) return { game: game.value, notices, discardSave };
      }
    }
  }
  if (resumed) return { game: resumed, notices, discardSave };
  const fresh = newRandomGame(input.rule);
  if (fresh.ok) return { game: fresh.value, notices, discardSave, fresh: true };
  // No random source at all: fall back to the first deal, which is always there.
  const first = gameOfCode({ rule: input.rule, seed: 0 });
  if (!first.ok) throw new Error(`the dealer refused its own first code: ${first.error.message}`);
  return { game: first.value, notices, discardSave, fresh: true };
}
