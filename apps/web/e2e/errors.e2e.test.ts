/**
 * Errors in the player's language: a page that speaks Russian (the browser prefers it) is fed bad
 * input through the doors a player has (a save in local storage that does not read, a code in the
 * address that is no code, a typed code, Undo with nothing to undo, a hint with no solver worker)
 * and shows, for each, the Russian message of the very error the packages give for that input,
 * with no English word in it.
 */
import { gameOfCode, parseCode } from '@russian-solitaire/dealer';
import { type Problem, unwrap } from '@russian-solitaire/engine';
import { errorMessage } from '@russian-solitaire/solver';
import { MESSAGES as SOLVER_MESSAGES } from '@russian-solitaire/solver/messages';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAME_KEY } from '../src/effects/storage.js';
import { resumeSave } from '../src/start/session.js';
import { type PageError, errorText, loadLanguage, t } from '../src/texts/i18n.js';
import { SERVER_URL, drawn, playable, showActions, speaks, useBrowser } from './drive.js';

const browser = useBrowser();
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
beforeAll(() => loadLanguage('ru'));

/** A page of a browser that prefers Russian, opened at `path` with local storage set to `items` first. */
async function russianPage(path: string, items: Record<string, string> = {}): Promise<Page> {
  const context = await browser.newContext({ width: 1200, height: 900, locale: 'ru-RU' });
  contexts.push(context);
  const page = await context.newPage();
  await page.route(`${SERVER_URL}blank`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto(`${SERVER_URL}blank`);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(items));
  await page.goto(`${SERVER_URL}${path}`);
  await playable(page);
  await speaks(page, 'ru');
  return page;
}

/** The status line's text, once it shows one. */
async function shown(page: Page): Promise<string> {
  const message = page.locator('#message');
  await page.waitForFunction(() => (document.querySelector('#message')?.textContent ?? '') !== '', null, {
    timeout: 10_000,
  });
  return (await message.textContent())!;
}

/** Words of three Latin letters or more in a text, but for those of the input it quotes. */
function latinWords(text: string, quoted = ''): string[] {
  return (text.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !quoted.includes(word));
}

/** The error a refused input gave, which the test expects the page to show in Russian. */
function refused<E extends Problem | PageError>(result: { readonly ok: boolean; readonly error?: E }): E {
  if (result.ok || result.error === undefined) throw new Error('the input should be refused');
  return result.error;
}

describe('errors on a Russian page', () => {
  it('says in Russian why a save in local storage was discarded, from the engine’s error of that save', async () => {
    const save = JSON.stringify({ format: 'russian-solitaire/game', version: 1, code: 42 });
    const error = refused(resumeSave(save));
    expect(error.code).toBe('bad-field');
    const page = await russianPage('', { [GAME_KEY]: save });
    const text = await shown(page);
    expect(text).toBe(t('ru', 'saveDiscarded', { reason: errorText('ru', error) }));
    expect(text).toContain('Сохранённая игра не читается и удалена');
    expect(text).not.toContain(error.code);
    // The field and the JSON value it names are written as in the save.
    expect(latinWords(text, 'code null')).toEqual([]);
  });

  it('says in Russian why the code in the address was not used, from the dealer’s error of that code', async () => {
    const bad = 'RU1-X-AAAAAAA';
    const error = refused(parseCode(bad));
    expect(error.code).toBe('unknown-rule');
    const page = await russianPage(`?code=${bad}`);
    const text = await shown(page);
    expect(text).toBe(t('ru', 'badUrlCode', { reason: errorText('ru', error) }));
    expect(text).toContain('не буква правил');
    expect(latinWords(text, bad)).toEqual([]);
  });

  it('says in Russian why a typed code is refused, and that there is nothing to undo, from the engine’s error', async () => {
    const page = await russianPage('?code=RU1-C-AAAAABB');
    const bad = 'RU1-C-AAAAAB';
    const codeError = refused(parseCode(bad));
    expect(codeError.code).toBe('wrong-length');
    await showActions(page);
    await page.locator('#code-input').fill(bad);
    await page.locator('#play-code').click();
    await drawn(page);
    let text = await shown(page);
    expect(text).toBe(t('ru', 'badCode', { reason: errorText('ru', codeError) }));
    expect(latinWords(text, bad)).toEqual([]);

    const undoError = refused(unwrap(gameOfCode('RU1-C-AAAAABB')).undo());
    expect(undoError.code).toBe('nothing-to-undo');
    await page.locator('body').press('u');
    await drawn(page);
    text = await shown(page);
    expect(text).toBe(errorText('ru', undoError));
    expect(text).not.toBe(undoError.message);
    expect(latinWords(text)).toEqual([]);
  });

  it('says in Russian why no hint came when the solver’s worker cannot run', async () => {
    const context = await browser.newContext({ width: 1200, height: 900, locale: 'ru-RU' });
    contexts.push(context);
    const page = await context.newPage();
    // The worker's script cannot be fetched: the browser fails to start it.
    await page.route(/solver\.worker-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${SERVER_URL}?code=RU1-C-AAAAABB`);
    await playable(page);
    await speaks(page, 'ru');
    await page.locator('#hint').click();
    await page.waitForFunction(
      () => (document.querySelector('#message')?.textContent ?? '').startsWith('Не удалось найти подсказку'),
      null,
      { timeout: 30_000 },
    );
    const text = (await page.locator('#message').textContent())!;
    // The solver client's own error (`worker-failed`), in Russian: not the page's general words.
    const failed = { code: 'worker-failed', key: 'client-worker-failed', values: {}, message: '' };
    expect(text).toBe(t('ru', 'hintFailed', { reason: errorMessage(failed, SOLVER_MESSAGES.ru) }));
    expect(latinWords(text)).toEqual([]);
  });
});
