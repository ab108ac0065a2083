/**
 * How to play, as a newcomer meets it: at every test viewport (touch on the tablet and the phones)
 * a first visit's status line offers it, and its button opens the panel; the panel is on the
 * screen, states the rules with the engine's facts and shows the examples with the engine's own
 * refusals, in each of the four languages (opened from the menu); the panel is opaque, and its
 * drawn cards take the deck's colours (four with the four-colour deck setting); a later visit,
 * with a game saved, offers it no more.
 */
import { LANGUAGES, makeCard, errorMessage } from '@russian-solitaire/engine';
import { MESSAGES } from '@russian-solitaire/engine/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rulesExamples } from '../src/rules/rules-examples.js';
import { RULES_SECTIONS } from '../src/rules/rules-texts.js';
import {
  VIEWPORTS,
  clickAction,
  deckProblems,
  drawn,
  seeThrough,
  titleShows,
  playable,
  speaks,
  usePageAt,
  useBrowser,
  viewportName,
  changeSettings,
} from './drive.js';

const CODE = 'RU1-C-AAAAABC';
const browser = useBrowser();

/** What the open panel shows: its title, its sections' words, its examples' captions, and whether it is on the screen. */
async function panel(page: Page): Promise<{ title: string; sections: string[]; captions: string[]; inside: boolean }> {
  return page.evaluate(() => {
    const dialog = document.getElementById('rules')!;
    const r = dialog.getBoundingClientRect();
    return {
      title: dialog.querySelector('h2')!.textContent ?? '',
      sections: [...dialog.querySelectorAll('p[data-section]')].map((p) => p.textContent ?? ''),
      captions: [...dialog.querySelectorAll('figcaption')].map((f) => f.textContent ?? ''),
      inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5,
    };
  });
}

for (const viewport of VIEWPORTS) {
  describe(`How to play at ${viewportName(viewport)}`, () => {
    const at = usePageAt(browser, viewport, `?code=${CODE}`);

    it("is offered on a first visit, opens from the offer, and states the rules with the engine's examples", async () => {
      const { page, errors } = at;
      const message = page.locator('#message');
      expect(await message.getAttribute('data-kind')).toBe('offer');
      expect(await message.textContent()).toMatch(/^New to Russian Solitaire\?/);
      const offer = page.locator('#rules-offer');
      if (viewport.phone) await offer.tap();
      else await offer.click();
      await page.waitForSelector('#rules[open]', { timeout: 10_000 });
      await drawn(page);
      const shown = await panel(page);
      expect(shown.title).toBe('How to play');
      expect(shown.inside, 'the panel is on the screen').toBe(true);
      expect(await titleShows(page, '#rules'), 'the panel opens at its beginning, its title on the screen').toBe(true);
      expect(shown.sections).toHaveLength(RULES_SECTIONS.length);
      expect(shown.sections.join(' ')).toContain('625');
      const examples = rulesExamples();
      expect(shown.captions).toHaveLength(examples.length);
      examples.forEach((example, i) => {
        if (example.refusal !== null) expect(shown.captions[i]).toContain(errorMessage(example.refusal));
        else expect(shown.captions[i]).toContain(makeCard(example.move.card, 'shown'));
      });
      // The offer is taken up: the status line no longer shows it.
      await page.keyboard.press('Escape');
      await drawn(page);
      expect(await page.locator('#rules').getAttribute('open')).toBeNull();
      expect(await message.getAttribute('data-kind')).not.toBe('offer');
      expect(errors).toEqual([]);
    });

    it("opens from the menu in each language, the engine's refusals in that language", async () => {
      const { page, errors } = at;
      for (const lang of LANGUAGES) {
        await changeSettings(page, { language: lang });
        await speaks(page, lang);
        await clickAction(page, '#open-rules');
        await expect.poll(async () => (await panel(page)).captions.length).toBeGreaterThan(0);
        const shown = await panel(page);
        if (lang !== 'en') expect(shown.title).not.toBe('How to play');
        expect(shown.sections).toHaveLength(RULES_SECTIONS.length);
        for (const [i, example] of rulesExamples().entries())
          if (example.refusal !== null)
            expect(shown.captions[i]).toContain(errorMessage(example.refusal, MESSAGES[lang]));
        expect(shown.inside).toBe(true);
        expect(await titleShows(page, '#rules'), `${lang}: the panel opens at its beginning`).toBe(true);
        await page.keyboard.press('Escape');
        await drawn(page);
      }
      expect(errors).toEqual([]);
    });

    it("draws its examples opaque over the table, in the deck's colours: two, then four with the setting", async () => {
      const { page, errors } = at;
      await changeSettings(page, { language: 'en' });
      await speaks(page, 'en');
      await clickAction(page, '#open-rules');
      expect(await seeThrough(page, '#rules')).toEqual([]);
      // The examples hold hearts and diamonds.
      const cards = '#rules .rules-card.suit-{suit}';
      expect(await deckProblems(page, cards, 'color', 'two', [1, 2])).toEqual([]);
      await changeSettings(page, { fourColour: true });
      await drawn(page);
      expect(await deckProblems(page, cards, 'color', 'four', [1, 2])).toEqual([]);
      await changeSettings(page, { fourColour: false });
      await page.keyboard.press('Escape');
      await drawn(page);
      expect(errors).toEqual([]);
    });

    it('is offered no more once a game is saved', async () => {
      const { page, errors } = at;
      await page.evaluate(() => {
        const app = (
          window as unknown as {
            solitaire: { current: { legalMoves(): unknown[] }; actions: { play(m: unknown): boolean } };
          }
        ).solitaire;
        app.actions.play(app.current.legalMoves()[0]);
      });
      await page.reload();
      await playable(page);
      expect(await page.locator('#message').getAttribute('data-kind')).not.toBe('offer');
      expect(await page.locator('#rules-offer').isVisible()).toBe(false);
      expect(errors).toEqual([]);
    });
  });
}
