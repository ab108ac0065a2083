// An example app's page in headless Chromium, read the way a player sees it.
import { launchBrowser } from '../../apps/web/scripts/harness.mjs';

/** How long a step may take on a busy 2-core machine before it counts as failed. */
export const STEP_MS = 60_000;

/** Polls `read` until `ok` holds for its value; throws with the last value after STEP_MS. */
export async function until(read, ok, what) {
  const deadline = Date.now() + STEP_MS;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** What the board of a game's snapshot looks like on a page: per column, the cards face down and the names of those face up. */
export function boardOf(engine, game) {
  return game.snapshot().columns.map((column) => ({
    down: column.faceDownCount,
    up: column.faceUp.map((card) => engine.makeCard(card, 'shown')),
  }));
}

/** Whether two boards are the same. */
export const sameBoard = (a, b) => JSON.stringify(a) === JSON.stringify(b);

let chromium = null;

/** Closes the Chromium that {@link openApp} started, if it did. */
export async function closeBrowser() {
  await chromium?.close();
  chromium = null;
}

/**
 * Opens `url` in a new page of one headless Chromium (started on first use), waits for the
 * heading to name `code`, and gives what a check reads of the page: the board, the heading, the
 * status line, the counters, a click on a button by its name, whether the page was reloaded (a
 * second navigation of the main frame, or a mark set on the first page gone), and every console
 * error, page error and failed response.
 */
export async function openApp(url, code) {
  chromium ??= await launchBrowser({ width: 1000, height: 800 });
  const page = await chromium.context.newPage();
  const errors = [];
  const navigations = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`response: ${response.status()} ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.goto(`${url}?code=${code}`);
  await page.getByRole('heading', { name: code }).waitFor({ timeout: STEP_MS });
  await page.evaluate(() => (globalThis.recipeMark = true));
  const text = (role) => page.getByRole(role).first().textContent();
  return {
    page,
    board: () =>
      page.evaluate(() =>
        [...globalThis.document.querySelectorAll('[aria-label^="Column "]')].map((column) => ({
          down: column.querySelectorAll('[aria-label="face down"]').length,
          up: [...column.querySelectorAll('button')].map((button) => button.textContent.trim()),
        })),
      ),
    heading: () => text('heading'),
    status: () => text('status'),
    counters: () => page.getByText(/^Score \d+ · Moves \d+/).textContent(),
    click: (name) => page.getByRole('button', { name, exact: true }).click(),
    reloaded: async () =>
      navigations.length > 1 || !(await page.evaluate(() => globalThis.recipeMark === true).catch(() => false)),
    errors,
    close: () => page.close(),
  };
}
