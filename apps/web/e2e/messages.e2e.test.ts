/**
 * Messages whole: at every test viewport, in each of the four languages, the longest messages the
 * status line shows (a fair hint with its odds, a full-information hint, the verdict once every card
 * is face up, the longest refusals, the notices of a link, a link copied, a daily deal, a discarded
 * save) show in full: nothing of them is cut off, down or sideways, no line peeks out half, and
 * their letters stay at least 11 px.
 * A number and its unit never part: every "%" and counted noun is bound to its number by a
 * non-breaking space; a link (Share's, copied) breaks inside itself rather than run off the line. At
 * 360×640, on the same page, a hint asked for in Russian, the solver's own answer, shows whole with
 * its odds. The texts are the app's own, made here with its text functions.
 */
import {
  COLUMNS,
  type Card,
  LANGUAGES,
  type Language,
  spokenCardName,
  checkMove,
  parseCard,
  errorMessage,
  resumeGame,
  unwrap,
} from '@russian-solitaire/engine';
import { MESSAGES } from '@russian-solitaire/engine/messages';
import { gameOfCode, parseCode } from '@russian-solitaire/dealer';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIN_MESSAGE_FONT } from '../src/page/chrome.js';
import { SUIT_ORDER } from '../src/table/places.js';
import { type TextKey, count, errorText, hintText, loadLanguage, t } from '../src/texts/i18n.js';
import { VIEWPORTS, drawn, speaks, usePageAt, useBrowser, viewportName, changeSettings } from './drive.js';

const CODE = 'RU1-C-AAAAABC';
const browser = useBrowser();

/** The card with the longest name in a language (a queen or a jack of diamonds or hearts…). */
function longestCard(lang: Language): Card {
  const cards = ['QD', 'QH', 'JD', 'KD', 'TD', 'QC', 'QS'].map((c) => unwrap(parseCard(c)));
  const name = (c: Card): string => spokenCardName(c, MESSAGES[lang]);
  return cards.reduce((a, b) => (name(b).length > name(a).length ? b : a));
}

/** The longest refusal messages of the engine in a language, for real moves of a deal. */
function longRefusals(lang: Language): string[] {
  const game = unwrap(gameOfCode(CODE));
  const out: string[] = [];
  // Every refusal of every top card to every target, the longest few.
  for (const from of COLUMNS) {
    const card = game.position.top(from);
    if (card === undefined) continue;
    for (const to of [...COLUMNS, 'foundation'] as const) {
      const refusal = checkMove(game.position, { card, to });
      if (refusal !== null) out.push(errorMessage(refusal, MESSAGES[lang]));
    }
    for (const suit of SUIT_ORDER) {
      const wrong = game.checkDropOnFoundation(card, suit);
      if (wrong !== null) out.push(errorMessage(wrong, MESSAGES[lang]));
    }
  }
  return out.sort((a, b) => b.length - a.length).slice(0, 3);
}

/** A link to a deal as Share gives it on a page served from a project site (`https://<owner>.github.io/<repository>/`). */
const SHARED_LINK = 'https://russian-solitaire.github.io/russian-solitaire/?code=RU1-C-WWWWWWW';

/** The longest messages of the status line in a language, with their kinds. */
function longMessages(lang: Language): { kind: 'hint' | 'notice' | 'refusal'; text: string }[] {
  const card = longestCard(lang);
  const move = { card, to: 6 as const };
  const notice = (key: TextKey, values: Record<string, string> = {}) => ({
    kind: 'notice' as const,
    text: t(lang, key, values),
  });
  return [
    { kind: 'hint', text: hintText({ move, estimate: 0.384, low: 0.295, high: 0.482, exhaustive: false }, lang) },
    { kind: 'hint', text: hintText({ move, estimate: 1, low: 1, high: 1, exhaustive: true }, lang) },
    { kind: 'hint', text: hintText({ move, status: 'unknown' }, lang) },
    notice('allFaceUpUnknown'),
    notice('linkOpened', { code: 'RU1-C-WWWWWWW' }),
    // Share's link, copied, as a page served from a project site gives it: an address has no space to break at.
    notice('linkCopied', { code: 'RU1-C-WWWWWWW', link: SHARED_LINK }),
    notice('dailyStarted', { code: 'RU1-C-WWWWWWW' }),
    notice('noMoves'),
    notice('houseRules', { rules: `${t(lang, 'optNoGroupLimit')}, ${t(lang, 'optNoTakeBack')}` }),
    { kind: 'notice', text: t(lang, 'won', { points: count(lang, 'points', 625), moves: count(lang, 'moves', 188) }) },
    ...longRefusals(lang).map((text) => ({ kind: 'refusal' as const, text })),
    // A discarded save and a bad code in the address, with the packages' error in the language.
    notice('saveDiscarded', { reason: errorText(lang, refused(resumeGame(LONG_SAVE_ERROR))) }),
    notice('badUrlCode', { reason: errorText(lang, refused(parseCode('RU1-C-AAAAAAAAAAAA'))) }),
  ];
}

/** A save whose error is among the engine's longest: a code that is not written as games write it. */
const LONG_SAVE_ERROR = JSON.stringify({ format: 'russian-solitaire/game', version: 1, code: 'x'.repeat(65) });

/** The error of a refused input. */
function refused<E>(result: { readonly ok: true } | { readonly ok: false; readonly error: E }): E {
  if (result.ok) throw new Error('the input should be refused');
  return result.error;
}

/** How the status line shows its message now. */
async function shown(page: Page): Promise<{ text: string; whole: boolean; clipped: boolean; font: number }> {
  return page.evaluate(() => {
    const m = document.getElementById('message')!;
    return {
      text: m.textContent ?? '',
      whole:
        m.scrollHeight <= m.clientHeight + 1 &&
        m.scrollWidth <= m.clientWidth + 1 &&
        m.getBoundingClientRect().bottom <= innerHeight,
      clipped: m.classList.contains('clipped'),
      font: Number.parseFloat(getComputedStyle(m).fontSize),
    };
  });
}

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

describe('a number and its unit', () => {
  it('never part: a non-breaking space binds every % and counted noun to its number, in every language', () => {
    let checked = 0;
    for (const lang of LANGUAGES) {
      for (const { text } of longMessages(lang).filter((m) => /\d/.test(m.text))) {
        expect(text, `${lang}: ${text}`).not.toMatch(/\d %|% \d/);
        checked++;
      }
      const points = count(lang, 'points', 625);
      expect(points).toMatch(/^625\u00a0\S+$/);
      expect(count(lang, 'moves', 21)).toMatch(/^21\u00a0\S+$/);
    }
    expect(checked).toBeGreaterThan(LANGUAGES.length * 3);
  });
});

for (const viewport of VIEWPORTS) {
  describe(`messages at ${viewportName(viewport)}`, () => {
    const at = usePageAt(browser, viewport, `?code=${CODE}`);

    it('shows the longest status and hint messages whole, in each language, at 11 px or more', async () => {
      const { page, errors } = at;
      const problems: string[] = [];
      let checked = 0;
      for (const lang of LANGUAGES) {
        await changeSettings(page, { language: lang });
        await speaks(page, lang);
        for (const { kind, text } of longMessages(lang)) {
          await page.evaluate(
            ({ kind, text }) =>
              (
                window as unknown as { solitaire: { actions: { say(k: string, w: () => string): void } } }
              ).solitaire.actions.say(kind, () => text),
            { kind, text },
          );
          await drawn(page);
          const s = await shown(page);
          expect(s.text).toBe(text);
          if (!s.whole || s.clipped || s.font < MIN_MESSAGE_FONT)
            problems.push(`${lang} (${text.length} characters, ${s.font} px${s.clipped ? ', clipped' : ''}): ${text}`);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(LANGUAGES.length * 10);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });

    // The phone of the issue: a real hint, the solver's answer, on the same page.
    if (viewport.width === 360 && viewport.height === 640)
      it("shows a hint asked for in Russian whole, the solver's answer with its odds", async () => {
        const { page, errors } = at;
        await changeSettings(page, { language: 'ru' });
        await speaks(page, 'ru');
        await page.locator('#hint').click();
        await page.waitForFunction(
          () =>
            document.getElementById('message')!.dataset.kind === 'hint' &&
            /%/.test(document.getElementById('message')!.textContent ?? ''),
          undefined,
          { timeout: 30_000 },
        );
        await drawn(page);
        const s = await shown(page);
        expect(s.text).toMatch(/^Подсказка: .+ — выигр.+\d+\u00a0%/);
        expect(s.whole, s.text).toBe(true);
        expect(s.clipped).toBe(false);
        expect(s.font).toBeGreaterThanOrEqual(MIN_MESSAGE_FONT);
        expect(errors).toEqual([]);
      });
  });
}
