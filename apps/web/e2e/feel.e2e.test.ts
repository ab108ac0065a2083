/**
 * How the game feels beyond the rules: what a screen reader gets (the accessibility tree, the live
 * region), what the eye gets while dragging (refused and legal targets), the focus ring, Undo after
 * New game and Restart, the win screen and the statistics, two tabs sharing one save, and the
 * interface languages. Every expectation is computed here beside the browser, from the engine and
 * the app's own texts, on the same deal.
 */
import { gameOfCode, parseCode, startOfCode } from '@russian-solitaire/dealer';
import { MESSAGES } from '@russian-solitaire/engine/messages';
import {
  COLUMN_COUNT,
  LANGUAGES,
  type Card,
  type Column,
  type Game,
  type Language,
  type Move,
  type Position,
  spokenCardName,
  checkMove,
  formatClock,
  makePosition,
  orderedDeck,
  rankOf,
  errorMessage,
  suitOf,
  resumeGame,
} from '@russian-solitaire/engine';
import {
  SERVER_URL,
  clickAction,
  drawn,
  playedToAllFaceUp,
  settled,
  showActions,
  speaks,
  useBrowser,
  playable,
} from './drive.js';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/start/app.js';
import { errorText, loadLanguage, t } from '../src/texts/i18n.js';
import { STATS_KEY, parseStatistics } from '../src/effects/stats.js';
import { GAME_KEY } from '../src/effects/storage.js';

const CODE = 'RU1-C-AAAAABC';
/** A deal that the solver wins; played until no card is face down, it is one Finish from a win. */
const WINNABLE_CODE = 'RU1-C-AAAAABP';
const DESKTOP = { width: 1200, height: 900 };

/** Every card by its English name. */
const BY_NAME = new Map<string, Card>(orderedDeck().map((c) => [spokenCardName(c), c]));

const server = { url: SERVER_URL };
const browser = useBrowser();
/** The contexts opened by the running test (each test has its own profile, closed after it). */
let contexts: BrowserContext[] = [];

function label(card: Card): string {
  return spokenCardName(card);
}

function dealOf(code: string): Game {
  const game = gameOfCode(code);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

/** A fresh browser profile (empty local storage) at the desktop size. */
async function freshContext(viewport: { width: number; height: number } = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext(viewport);
  contexts.push(context);
  return context;
}

/**
 * Loads the game at `path`, after `prepare` (run on a blank page of the same origin first, so that
 * no game page is open while local storage is set).
 */
async function loadGame(page: Page, path: string, prepare: () => Promise<void> = async () => {}): Promise<void> {
  await prepare();
  await page.goto(`${server.url}${path}`);
  await playable(page);
}

/**
 * Opens the game at `path` in a new page of `context`, with local storage cleared and then set to
 * `items` first.
 */
async function openGame(
  context: Awaited<ReturnType<typeof freshContext>>,
  path: string,
  items: Record<string, string> = {},
): Promise<Page> {
  const page = await context.newPage();
  await page.route(`${server.url}blank`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await loadGame(page, path, async () => {
    await page.goto(`${server.url}blank`);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(items));
  });
  return page;
}

/** The game the page has saved in local storage, resumed by the engine. */
async function savedGame(page: Page): Promise<Game> {
  const text = await page.evaluate((key) => localStorage.getItem(key), GAME_KEY);
  expect(text).not.toBeNull();
  const game = resumeGame(text!, { startOf: startOfCode });
  if (!game.ok) throw new Error(`the page's save does not resume: ${game.error.message}`);
  return game.value;
}

/** The game on the page's table (`window.solitaire.current`), through its save, resumed here. */
async function pageGame(page: Page): Promise<Game> {
  const text = await page.evaluate(() =>
    JSON.stringify((window as unknown as { solitaire: App }).solitaire.current.save()),
  );
  const game = resumeGame(text, { startOf: startOfCode });
  if (!game.ok) throw new Error(`the page's game does not resume: ${game.error.message}`);
  return game.value;
}

/** A node of an aria snapshot: its role, its name and its children. */
interface AriaNode {
  readonly role: string;
  readonly name: string;
  readonly children: AriaNode[];
}

/** Parses the YAML-like text of `ariaSnapshot()` into a tree (role, name, children). */
function parseAria(text: string): AriaNode[] {
  const root: AriaNode = { role: 'root', name: '', children: [] };
  const stack: { indent: number; node: AriaNode }[] = [{ indent: -1, node: root }];
  for (const line of text.split('\n')) {
    const m = /^(\s*)- ([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
    if (!m) continue;
    const indent = m[1]!.length;
    const node: AriaNode = { role: m[2]!, name: (m[3] ?? '').replace(/\\(.)/g, '$1'), children: [] };
    while (stack.at(-1)!.indent >= indent) stack.pop();
    stack.at(-1)!.node.children.push(node);
    stack.push({ indent, node });
  }
  return root.children;
}

/** The groups of the board's accessibility tree ("Foundations", "Column 1" …), in order. */
async function boardGroups(page: Page): Promise<AriaNode[]> {
  const tree = parseAria(await page.locator('#board').ariaSnapshot());
  expect(tree.length).toBe(1);
  expect(tree[0]!.role).toBe('group');
  return tree[0]!.children;
}

/** What the accessibility tree should hold for each column: backs, then face-up cards bottom to top. */
function expectedColumns(game: Game): { role: string; name: string }[][] {
  return game
    .snapshot()
    .columns.map((column) => [
      ...Array.from({ length: column.faceDownCount }, () => ({ role: 'img', name: 'face-down card' })),
      ...column.faceUp.map((card) => ({ role: 'button', name: label(card) })),
    ]);
}

/** The column groups' contents as role and name. */
function columnItems(groups: readonly AriaNode[]): { role: string; name: string }[][] {
  return groups
    .filter((g) => /^Column \d$/.test(g.name))
    .map((g) => g.children.map((c) => ({ role: c.role, name: c.name })));
}

/** Picks a card with Space and names a target card with Enter, by role and name only. */
async function keyMove(page: Page, card: Card, onto: Card): Promise<void> {
  const picked = page.getByRole('button', { name: label(card), exact: true });
  await picked.focus();
  await page.keyboard.press('Space');
  const target = page.getByRole('button', { name: label(onto), exact: true });
  await target.focus();
  await page.keyboard.press('Enter');
}

/** A legal move of a face-up column card onto another non-empty column. */
function columnMove(game: Game): Move & { to: Column } {
  const position = game.position;
  const move = game
    .legalMoves()
    .find((m) => m.to !== 'foundation' && position.place[m.card]! < COLUMN_COUNT && position.length[m.to]! > 0);
  if (move === undefined || move.to === 'foundation') throw new Error('the deal has no move onto a column');
  return move as Move & { to: Column };
}

async function box(page: Page, card: Card): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await page.locator(`[data-card="${card}"]`).boundingBox();
  if (!b) throw new Error(`no box for ${label(card)}`);
  return b;
}

/** Presses the mouse on a card's visible top strip and starts dragging it (the mouse stays down). */
async function grab(page: Page, card: Card): Promise<{ x: number; y: number; from: { x: number; y: number } }> {
  const from = await box(page, card);
  const x = from.x + from.width / 2;
  const y = from.y + 8;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 10, y + 10, { steps: 2 });
  return { x, y, from };
}

/** Moves the grabbed card so that it lies over a column's top card. */
async function dragOver(
  page: Page,
  grabbed: Awaited<ReturnType<typeof grab>>,
  to: Column,
  position: Position,
): Promise<void> {
  const top = position.top(to);
  if (top === undefined) throw new Error('the column is empty');
  const target = await box(page, top);
  await page.mouse.move(grabbed.x + (target.x - grabbed.from.x), grabbed.y + (target.y + 16 - grabbed.from.y), {
    steps: 8,
  });
}

/** Waits until card animations are over. */
async function settle(page: Page): Promise<void> {
  await settled(page);
}

afterEach(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

describe('what a screen reader gets', () => {
  it('reads the foundations, then columns 1 to 7, each with its backs and then its face-up cards bottom to top', async () => {
    const page = await openGame(await freshContext(), `?code=${CODE}`);
    const game = dealOf(CODE);
    const groups = await boardGroups(page);
    expect(groups.map((g) => `${g.role} ${g.name}`)).toEqual([
      'group Foundations',
      ...Array.from({ length: COLUMN_COUNT }, (_, c) => `group Column ${c + 1}`),
    ]);
    expect(groups[0]!.children.map((c) => c.name)).toEqual([
      'Spades foundation, empty',
      'Hearts foundation, empty',
      'Diamonds foundation, empty',
      'Clubs foundation, empty',
    ]);
    expect(columnItems(groups)).toEqual(expectedColumns(game));
  });

  it('plays a same-suit build found in the accessibility tree alone, with the keyboard, and announces it', async () => {
    const page = await openGame(await freshContext(), `?code=${CODE}`);
    // Only the names of the tree: each column's face-up cards, bottom to top.
    const columns = columnItems(await boardGroups(page)).map((items) =>
      items.filter((i) => i.role === 'button').map((i) => BY_NAME.get(i.name)),
    );
    for (const cards of columns) for (const card of cards) expect(card).toBeDefined();
    let build: { card: Card; from: number; to: number; onto: Card } | null = null;
    for (let from = 0; from < columns.length && !build; from++) {
      for (const card of columns[from]! as Card[]) {
        const to = columns.findIndex((cards, c) => {
          const top = cards.at(-1);
          return c !== from && top !== undefined && suitOf(top) === suitOf(card) && rankOf(top) === rankOf(card) + 1;
        });
        if (to >= 0) {
          build = { card, from, to, onto: columns[to]!.at(-1)! };
          break;
        }
      }
    }
    expect(build, 'the tree shows a same-suit build').not.toBeNull();
    const { card, from, to, onto } = build!;
    // The engine agrees that the move is legal.
    const game = dealOf(CODE);
    const move: Move = { card, to: to as Column };
    expect(checkMove(game.position, move)).toBeNull();
    const group = columns[from]!.slice(columns[from]!.indexOf(card)) as Card[];

    await page.getByRole('button', { name: label(card), exact: true }).focus();
    await page.keyboard.press('Space');
    // The picked card is pressed in the tree, and the live region says what to do next.
    await expect
      .poll(() => page.locator('#announce').textContent())
      .toBe(`${label(card)} selected: choose where it goes.`);
    expect(await page.locator('#board').ariaSnapshot()).toContain(`button "${label(card)}" [pressed]`);
    await page.getByRole('button', { name: label(onto), exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#announce').textContent()).toBe(`${label(card)} to column ${to + 1}`);
    expect(await page.locator('#board').ariaSnapshot()).not.toContain('[pressed]');
    expect(await page.locator('#moves').textContent()).toBe('1');
    const after = columnItems(await boardGroups(page));
    const names = after[to]!.filter((i) => i.role === 'button').map((i) => i.name);
    expect(names.slice(-group.length - 1)).toEqual([label(onto), ...group.map(label)]);
    expect(after[from]!.some((i) => i.name === label(card))).toBe(false);
    expect(game.play(move).ok).toBe(true);
    expect(after).toEqual(expectedColumns(game));
  });

  it("announces a refused keyboard move with the engine's refusal", async () => {
    const page = await openGame(await freshContext(), `?code=${CODE}`);
    const position = dealOf(CODE).position;
    let refused: { move: Move & { to: Column }; refusal: NonNullable<ReturnType<typeof checkMove>> } | null = null;
    for (let from = 0; from < COLUMN_COUNT && !refused; from++) {
      const card = position.top(from as Column)!;
      for (let to = 0; to < COLUMN_COUNT; to++) {
        if (to === from || position.length[to] === 0) continue;
        const move = { card, to: to as Column };
        const refusal = checkMove(position, move);
        if (refusal?.code === 'wrong-suit') {
          refused = { move, refusal };
          break;
        }
      }
    }
    expect(refused).not.toBeNull();
    const { move, refusal } = refused!;
    await keyMove(page, move.card, position.top(move.to)!);
    const expected = errorMessage(refusal);
    await expect.poll(() => page.locator('#announce').textContent()).toBe(expected);
    expect(await page.locator('#message').textContent()).toBe(expected);
    expect(await page.locator('#moves').textContent()).toBe('0');
    expect(makePosition((await savedGame(page)).position)).toBe(makePosition(position));
  });
});

describe('what the eye gets', () => {
  it('marks a refusing column under a dragged card, a legal one as over, and nothing after the drop', async () => {
    const page = await openGame(await freshContext(), `?code=${CODE}`);
    const game = dealOf(CODE);
    const position = game.position;
    let pick: { card: Card; legal: Column; wrong: Column } | null = null;
    for (const m of game.legalMoves()) {
      if (m.to === 'foundation' || position.length[m.to] === 0) continue;
      const source = position.place[m.card]!;
      for (let c = 0; c < COLUMN_COUNT; c++) {
        if (c === source || position.length[c] === 0 || game.check({ card: m.card, to: c as Column }) === null)
          continue;
        pick = { card: m.card, legal: m.to, wrong: c as Column };
        break;
      }
      if (pick) break;
    }
    expect(pick).not.toBeNull();
    const { card, legal, wrong } = pick!;
    const wrongTop = page.locator(`[data-card="${position.top(wrong)}"]`);
    const legalTop = page.locator(`[data-card="${position.top(legal)}"]`);

    const grabbed = await grab(page, card);
    await dragOver(page, grabbed, wrong, position);
    await expect.poll(() => wrongTop.getAttribute('class')).toMatch(/\brefused-target\b/);
    expect(await wrongTop.getAttribute('class')).not.toMatch(/\bover\b/);
    expect(await page.locator('.refused-target').count()).toBe(1);

    await dragOver(page, grabbed, legal, position);
    await expect.poll(() => legalTop.getAttribute('class')).toMatch(/\bover\b/);
    expect(await legalTop.getAttribute('class')).not.toMatch(/\brefused-target\b/);
    expect(await page.locator('.refused-target').count()).toBe(0);

    // Back over the refusing column, and let go there: refused, and nothing stays marked.
    await dragOver(page, grabbed, wrong, position);
    await expect.poll(() => wrongTop.getAttribute('class')).toMatch(/\brefused-target\b/);
    await page.mouse.up();
    await settle(page);
    expect(await page.locator('#message').getAttribute('data-kind')).toBe('refusal');
    expect(await page.locator('.refused-target').count()).toBe(0);
    expect(await page.locator('.over').count()).toBe(0);
    expect(await page.locator('#moves').textContent()).toBe('0');
  });

  it('shows a focus ring after keyboard moves only', async () => {
    const page = await openGame(await freshContext(), `?code=${CODE}`);
    const focusedCard = (): Promise<{ card: string | null; visible: boolean }> =>
      page.evaluate(() => {
        const active = document.activeElement;
        const card = active instanceof HTMLElement && active.classList.contains('card') ? active : null;
        return { card: card?.dataset.card ?? null, visible: card?.matches(':focus-visible') ?? false };
      });

    // A mouse drag: no card shows a focus ring afterwards.
    let game = await savedGame(page);
    let move = columnMove(game);
    const grabbed = await grab(page, move.card);
    await dragOver(page, grabbed, move.to, game.position);
    await page.mouse.up();
    await settle(page);
    expect((await savedGame(page)).history).toEqual([move]);
    const afterDrag = await focusedCard();
    expect(afterDrag.visible).toBe(false);
    expect(afterDrag.card).not.toBe(String(move.card)); // the focus did not follow the dragged card

    // A keyboard move: the moved card keeps the focus, with its ring.
    game = await savedGame(page);
    move = columnMove(game);
    await keyMove(page, move.card, game.position.top(move.to)!);
    await settle(page);
    expect((await savedGame(page)).history.length).toBe(2);
    expect(await focusedCard()).toEqual({ card: String(move.card), visible: true });
  });

  it('flips a card turned face up in its own place, and not again when it is pressed later', async () => {
    const page = await openGame(await freshContext(), `?code=${CODE}`);
    const game = dealOf(CODE);
    const position = game.position;
    // A move onto a column that uncovers a face-down card, and that card.
    const below = (m: Move): Card | undefined => {
      const from = position.place[m.card]!;
      if (m.to === 'foundation' || from >= COLUMN_COUNT || position.length[m.to] === 0) return undefined;
      const column = [...position.column(from as Column)];
      const under = column[column.indexOf(m.card) - 1];
      return under !== undefined && !position.isFaceUp(under) ? under : undefined;
    };
    const move = game.legalMoves().find((m) => below(m) !== undefined);
    expect(move).toBeDefined();
    const turned = below(move!)!;
    const centreX = (): Promise<number> =>
      page.evaluate((card) => {
        const r = document.querySelector(`.card[data-card="${card}"]`)!.getBoundingClientRect();
        return r.x + r.width / 2;
      }, turned);

    const grabbed = await grab(page, move!.card);
    await dragOver(page, grabbed, move!.to as Column, position);
    await page.mouse.up();
    // Halfway through its flip (the animation held there), the card is edge-on over its own place.
    const halfway = await page.waitForFunction(
      (card) => {
        const node = document.querySelector(`.card[data-card="${card}"]`)!;
        const flip = node.getAnimations().find((a) => (a as CSSAnimation).animationName === 'flip-card');
        if (flip === undefined) return null;
        flip.pause();
        flip.currentTime = 140;
        const r = node.getBoundingClientRect();
        flip.play();
        return r.x + r.width / 2;
      },
      turned,
      { polling: 'raf', timeout: 3_000 },
    );
    const flipping = (await halfway.jsonValue()) as number;
    await settle(page);
    const placed = await centreX();
    expect(
      Math.abs(flipping - placed),
      `the ${label(turned)} flips at x ${flipping}, its place's middle is ${placed}`,
    ).toBeLessThan(1);

    // Pressed (and let go without moving), the card stays where it lies: its flip is not played again.
    const b = await box(page, turned);
    await page.mouse.move(b.x + b.width / 2, b.y + 8);
    await page.mouse.down();
    await drawn(page);
    const pressed = await page.evaluate((card) => {
      const node = document.querySelector(`.card[data-card="${card}"]`)!;
      const r = node.getBoundingClientRect();
      const flips = node.getAnimations().filter((a) => (a as CSSAnimation).animationName === 'flip-card');
      return { x: r.x, width: r.width, flips: flips.length };
    }, turned);
    await page.mouse.up();
    expect(pressed).toEqual({ x: b.x, width: b.width, flips: 0 });
  });
});

describe('one drawing per move', () => {
  /** How many times the page was drawn. */
  const drawings = (page: Page): Promise<number> =>
    page.evaluate(() => (window as unknown as { solitaire: App }).solitaire.drawings);

  /** The drawings a move makes: counted from just before `play` until the page is at rest. */
  async function drawingsOf(page: Page, play: () => Promise<void>): Promise<{ drawn: number; moves: number }> {
    const moves = (await pageGame(page)).moveCount;
    await drawn(page); // the drawings of what came before (a focus, a press) are done
    const before = await drawings(page);
    await play();
    await expect.poll(async () => (await pageGame(page)).moveCount).toBe(moves + 1);
    await settle(page);
    await page.waitForTimeout(200);
    return { drawn: (await drawings(page)) - before, moves: (await pageGame(page)).moveCount - moves };
  }

  it('draws the page once for a drop, a tap, a keyboard move and an undo', async () => {
    const page = await openGame(await freshContext(), `?code=${CODE}`);
    // A drop: the drag draws the moving cards each frame; letting go draws the page once.
    let game = await pageGame(page);
    let move = columnMove(game);
    const grabbed = await grab(page, move.card);
    await dragOver(page, grabbed, move.to, game.position);
    expect(await drawingsOf(page, () => page.mouse.up())).toEqual({ drawn: 1, moves: 1 });
    // A tap that sends a card home.
    game = await pageGame(page);
    const home = game
      .legalMoves()
      .find((m) => m.to === 'foundation' && game.position.top(game.position.place[m.card] as Column) === m.card);
    expect(home, 'a top card can go home').toBeDefined();
    const b = await box(page, home!.card);
    expect(await drawingsOf(page, () => page.mouse.click(b.x + b.width / 2, b.y + 8))).toEqual({ drawn: 1, moves: 1 });
    // A keyboard move: the pick draws, and placing the card draws once more.
    game = await pageGame(page);
    move = columnMove(game);
    await page.getByRole('button', { name: label(move.card), exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: label(game.position.top(move.to)!), exact: true }).focus();
    expect(await drawingsOf(page, () => page.keyboard.press('Enter'))).toEqual({ drawn: 1, moves: 1 });
    // Undo (the move counter still counts it: undo never lowers it, so count the history instead).
    const length = (await pageGame(page)).history.length;
    await drawn(page);
    const before = await drawings(page);
    await page.locator('#undo').click();
    await expect.poll(async () => (await pageGame(page)).history.length).toBe(length - 1);
    await settle(page);
    await page.waitForTimeout(200);
    expect((await drawings(page)) - before).toBe(1);
  });
});

describe('Undo brings back a replaced game', () => {
  it('after New game and after Restart', async () => {
    const page = await openGame(await freshContext(), `?code=${CODE}`);
    const game = await savedGame(page);
    const move = columnMove(game);
    await keyMove(page, move.card, game.position.top(move.to)!);
    await expect.poll(() => page.locator('#moves').textContent()).toBe('1');
    const played = await pageGame(page);
    expect(played.history).toEqual([move]);

    await clickAction(page, '#new');
    await expect.poll(() => page.locator('#message').textContent(), { timeout: 30_000 }).toMatch(/^New game RU1-/);
    expect(await page.locator('#code').textContent()).not.toBe(CODE);
    expect(await page.locator('#moves').textContent()).toBe('0');
    expect(await page.locator('#undo').isEnabled()).toBe(true);

    await page.locator('#undo').click();
    await drawn(page);
    expect(await page.locator('#code').textContent()).toBe(CODE);
    expect(await page.locator('#moves').textContent()).toBe('1');
    expect(await page.locator('#message').textContent()).toBe('The game is back.');
    const back = await pageGame(page);
    expect(makePosition(back.position)).toBe(makePosition(played.position));
    expect(back.history).toEqual([move]);
    expect((await savedGame(page)).history).toEqual([move]);

    await clickAction(page, '#restart');
    expect(await page.locator('#moves').textContent()).toBe('0');
    expect(await page.locator('#message').textContent()).toBe('The deal was restarted.');
    expect(makePosition((await pageGame(page)).position)).toBe(makePosition(played.startPosition));
    await page.locator('#undo').click();
    await drawn(page);
    expect(await page.locator('#code').textContent()).toBe(CODE);
    expect(await page.locator('#moves').textContent()).toBe('1');
    expect(await page.locator('#message').textContent()).toBe('The game is back.');
    const restored = await pageGame(page);
    expect(makePosition(restored.position)).toBe(makePosition(played.position));
    expect(restored.history).toEqual([move]);
    // The game that came back is the one game played: nothing was counted as lost meanwhile.
    const stats = parseStatistics(await page.evaluate((key) => localStorage.getItem(key), STATS_KEY));
    expect(stats.rules.C).toMatchObject({ played: 1, won: 0 });
    expect(stats.table).toMatchObject({ code: CODE, state: 'playing' });
  });
});

describe('the win screen and the statistics', () => {
  it('sums up a game won with Finish, counts it, and resets the counts', async () => {
    const game = playedToAllFaceUp(WINNABLE_CODE);
    const page = await openGame(await freshContext(), '', { [GAME_KEY]: JSON.stringify(game.save()) });
    expect(await page.locator('#moves').textContent()).toBe(String(game.moveCount));

    await page.locator('#finish').click();
    const dialog = page.locator('#win');
    await expect.poll(() => dialog.isVisible(), { timeout: 40_000 }).toBe(true);
    const won = await savedGame(page);
    expect(won.isWon).toBe(true);
    expect(won.moveCount).toBeGreaterThan(game.moveCount);
    expect(await page.locator('#win-score').textContent()).toBe(String(won.score));
    expect(await page.locator('#win-moves').textContent()).toBe(String(won.moveCount));
    expect(await page.locator('#win-time').textContent()).toBe(formatClock(won.elapsedMs));
    expect(await page.locator('#undo').isDisabled()).toBe(true);

    await page.locator('#win-close').click();
    await drawn(page);
    expect(await dialog.isVisible()).toBe(false);
    await clickAction(page, '#statistics');
    const stats = page.locator('#stats-dialog');
    expect(await stats.isVisible()).toBe(true);
    const stat = (key: string): Promise<string | null> => page.locator(`[data-stat="C-${key}"]`).textContent();
    expect(await stat('gamesPlayed')).toBe('1');
    expect(await stat('gamesWon')).toBe('1');
    expect(await stat('winRate')).toBe('100\u00a0%');
    // Every win scores alike: the statistics tell wins apart by their time and their moves.
    expect(await page.locator('[data-stat="C-bestScore"]').count()).toBe(0);
    expect(await stat('bestTime')).toBe(formatClock(won.elapsedMs));
    expect(await stat('fewestMoves')).toBe(String(won.moveCount));
    const stored = async (): Promise<ReturnType<typeof parseStatistics>> =>
      parseStatistics(await page.evaluate((key) => localStorage.getItem(key), STATS_KEY));
    let kept = (await stored()).rules.C;
    expect(kept.played).toBe(1);
    expect(kept.won).toBe(1);
    expect(kept.bestScore).toBe(won.score);
    expect(kept.fewestMoves).toBe(won.moveCount);
    expect((await stored()).rules.R.played).toBe(0);

    // A reset asks first: nothing is forgotten until the player confirms.
    await page.locator('#reset-C').click();
    await drawn(page);
    expect(await page.locator('#reset-confirm').isVisible()).toBe(true);
    expect(await stat('gamesPlayed')).toBe('1');
    expect((await stored()).rules.C.played).toBe(1);
    await page.locator('#reset-cancel').click();
    await drawn(page);
    expect(await page.locator('#reset-confirm').count()).toBe(0);
    expect(await stat('gamesPlayed')).toBe('1');
    expect((await stored()).rules.C.won).toBe(1);
    await page.locator('#reset-C').click();
    await drawn(page);
    await page.locator('#reset-confirm').click();
    await drawn(page);
    expect(await stat('gamesPlayed')).toBe('0');
    expect(await stat('gamesWon')).toBe('0');
    expect(await stat('winRate')).toBe('—');
    expect(await stat('fewestMoves')).toBe('—');
    kept = (await stored()).rules.C;
    expect(kept).toEqual({
      played: 0,
      won: 0,
      currentStreak: 0,
      bestStreak: 0,
      bestScore: null,
      bestTimeMs: null,
      fewestMoves: null,
    });
  });
});

describe('the win screen on a wide screen', () => {
  it('gives the focus, once closed, to Review, which took the place of Finish that opened it', async () => {
    const game = playedToAllFaceUp(WINNABLE_CODE);
    const page = await openGame(await freshContext({ width: 1920, height: 1080 }), '', {
      [GAME_KEY]: JSON.stringify(game.save()),
    });
    // The toolbar shows every action: no menu button to fall back on.
    expect(await page.locator('#menu').isVisible()).toBe(false);
    await page.locator('#finish').click();
    const dialog = page.locator('#win');
    await expect.poll(() => dialog.isVisible(), { timeout: 40_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await drawn(page);
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.locator('#finish').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('review');
  });
});

describe('a link to another deal', () => {
  it('keeps the game in progress for Undo, and counts no loss until the player leaves it', async () => {
    const game = dealOf(CODE);
    const move = columnMove(game);
    expect(game.play(move).ok).toBe(true);
    // Statistics with a streak of two wins, and the saved game on the table, counted as played.
    const streak = { played: 3, won: 2, currentStreak: 2, bestStreak: 2, bestScore: 625, bestTimeMs: 60_000 };
    const stats = {
      format: 'russian-solitaire/stats',
      version: 2,
      rules: {
        C: streak,
        R: { ...streak, played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestScore: null, bestTimeMs: null },
      },
      table: { code: CODE, key: 'C', state: 'playing', moveCount: 1 },
    };
    const other = 'RU1-C-AAAAABD';
    const page = await openGame(await freshContext(), `?code=${other}`, {
      [GAME_KEY]: JSON.stringify(game.save()),
      [STATS_KEY]: JSON.stringify(stats),
    });
    expect(await page.locator('#code').textContent()).toBe(other);
    expect(await page.locator('#message').textContent()).toBe(
      `Game ${other} from the link. Undo brings back the game you were playing.`,
    );
    expect(await page.locator('#undo').isEnabled()).toBe(true);
    const storedStats = async (): Promise<ReturnType<typeof parseStatistics>> =>
      parseStatistics(await page.evaluate((key) => localStorage.getItem(key), STATS_KEY));
    // Figures kept before the fewest moves were counted read as not known yet.
    const kept = { ...streak, fewestMoves: null };
    expect((await storedStats()).rules.C).toEqual(kept);
    // Undo brings the game in progress back, with its move.
    await page.locator('#undo').click();
    await drawn(page);
    expect(await page.locator('#code').textContent()).toBe(CODE);
    expect((await pageGame(page)).history).toEqual([move]);
    expect(await page.locator('#message').textContent()).toBe('The game is back.');
    expect((await storedStats()).rules.C).toEqual(kept);
    // The link again, and a move in its deal: now the game in progress is left, and lost, once.
    await loadGame(page, `?code=${other}`);
    expect((await storedStats()).rules.C).toEqual(kept);
    const linked = await pageGame(page);
    const first = columnMove(linked);
    await keyMove(page, first.card, linked.position.top(first.to)!);
    await expect.poll(() => page.locator('#moves').textContent()).toBe('1');
    const after = await storedStats();
    expect(after.rules.C).toEqual({ ...kept, played: 4, currentStreak: 0 });
    expect(after.table).toMatchObject({ code: other, state: 'playing' });
  });
});

describe('a saved game with house options the page does not offer', () => {
  it('says so when it resumes, and counts in statistics of its own options', async () => {
    const options = { groupLimit: null, takeBack: true, undoDepth: 100_000 };
    const start = gameOfCode(WINNABLE_CODE, { options });
    if (!start.ok) throw new Error(start.error.message);
    const game = start.value;
    for (const move of playedToAllFaceUp(WINNABLE_CODE).history) expect(game.play(move).ok).toBe(true);
    const page = await openGame(await freshContext(), '', { [GAME_KEY]: JSON.stringify(game.save()) });
    expect(await page.locator('#message').textContent()).toBe(
      'This saved game has house rules this page does not offer (no group limit, undo depth 100,000); its results count apart.',
    );
    expect((await pageGame(page)).options).toEqual(options);
    await page.locator('#finish').click();
    await expect.poll(() => page.locator('#win').isVisible(), { timeout: 40_000 }).toBe(true);
    await page.locator('#win-close').click();
    await clickAction(page, '#statistics');
    const key = 'C/nolimit/takeback/undo100000';
    expect(await page.locator(`[data-stat="C-gamesPlayed"]`).textContent()).toBe('0');
    expect(await page.locator(`[data-rule="${key}"] h3`).textContent()).toBe(
      'Same suit — no group limit, undo depth 100,000',
    );
    expect(await page.locator(`[data-stat="${key}-gamesPlayed"]`).textContent()).toBe('1');
    expect(await page.locator(`[data-stat="${key}-gamesWon"]`).textContent()).toBe('1');
    const stored = parseStatistics(await page.evaluate((k) => localStorage.getItem(k), STATS_KEY));
    expect(stored.rules.C.played).toBe(0);
    expect(stored.rules[key]).toMatchObject({ played: 1, won: 1 });
  });
});

describe('the statistics on a shorter window', () => {
  it('keeps Statistics in the menu below 761 px of height, and shows nothing counted yet', async () => {
    const page = await openGame(await freshContext({ width: 1200, height: 700 }), `?code=${CODE}`);
    const statistics = page.locator('#statistics');
    expect(await statistics.isVisible()).toBe(false);
    const menu = page.locator('#menu');
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    await drawn(page);
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await statistics.isVisible()).toBe(true);
    await statistics.click();
    // The dialogs load on their first use.
    await page.waitForSelector('#stats-dialog[open]', { timeout: 10_000 });
    await drawn(page);
    expect(await page.locator('#stats-dialog').isVisible()).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('[data-stat="C-gamesPlayed"]').textContent()).toBe('0');
    expect(await page.locator('[data-stat="C-winRate"]').textContent()).toBe('—');
    expect(await page.locator('[data-stat="R-gamesPlayed"]').textContent()).toBe('0');
  });
});

describe('two tabs', () => {
  it('each tab shows the game last changed in the other, and neither overwrites it', async () => {
    const context = await freshContext();
    const a = await openGame(context, `?code=${CODE}`);
    const b = await context.newPage();
    await loadGame(b, '');
    expect(await b.locator('#code').textContent()).toBe(CODE);
    const otherTab = 'The game was continued in another tab; this tab now shows that game.';
    const positionOf = async (p: Page): Promise<string> => makePosition((await pageGame(p)).position);

    // A move in A shows up in B.
    const game = await pageGame(a);
    const first = columnMove(game);
    await keyMove(a, first.card, game.position.top(first.to)!);
    await expect.poll(() => a.locator('#moves').textContent()).toBe('1');
    expect(game.play(first).ok).toBe(true);
    expect(await positionOf(a)).toBe(makePosition(game.position));
    await expect.poll(() => positionOf(b)).toBe(makePosition(game.position));
    await drawn(b);
    expect(await b.locator('#message').textContent()).toBe(otherTab);
    expect(await b.locator('#moves').textContent()).toBe('1');

    // Then a move in B shows up in A.
    const second = columnMove(game);
    await keyMove(b, second.card, game.position.top(second.to)!);
    await expect.poll(() => b.locator('#moves').textContent()).toBe('2');
    expect(game.play(second).ok).toBe(true);
    expect(await positionOf(b)).toBe(makePosition(game.position));
    await expect.poll(() => positionOf(a)).toBe(makePosition(game.position));
    await drawn(a);
    expect(await a.locator('#message').textContent()).toBe(otherTab);
    expect((await pageGame(a)).history).toEqual([first, second]);

    // Local storage holds the last game, and saving either tab again keeps it.
    expect((await savedGame(a)).history).toEqual([first, second]);
    for (const p of [a, b]) await p.evaluate(() => (window as unknown as { solitaire: App }).solitaire.persist());
    const last = await savedGame(b);
    expect(last.history).toEqual([first, second]);
    expect(makePosition(last.position)).toBe(makePosition(game.position));
  });
});

describe("two tabs, one of which missed the other's save", () => {
  it("refuses the stale tab's save and shows it the newer game instead", async () => {
    const context = await freshContext();
    const a = await openGame(context, `?code=${CODE}`);
    const b = await context.newPage();
    // B can be made deaf to A's saves (as if the storage events came late): a listener of its own,
    // registered before the app's, stops them.
    await b.addInitScript(() => {
      const w = window as unknown as { deaf: boolean };
      w.deaf = false;
      window.addEventListener('storage', (e) => {
        if (w.deaf) e.stopImmediatePropagation();
      });
    });
    await loadGame(b, '');
    await b.evaluate(() => ((window as unknown as { deaf: boolean }).deaf = true));
    const game = await pageGame(a);
    const start = makePosition(game.position);
    const first = columnMove(game);
    await keyMove(a, first.card, game.position.top(first.to)!);
    await expect.poll(() => a.locator('#moves').textContent()).toBe('1');
    await b.waitForTimeout(300);
    expect(makePosition((await pageGame(b)).position)).toBe(start); // B did not hear of it
    expect(game.play(first).ok).toBe(true);

    // B plays a move of its stale game: its save is refused, and it adopts A's newer game.
    const stale = dealOf(CODE);
    const other = stale
      .legalMoves()
      .find(
        (m) =>
          m.to !== 'foundation' &&
          stale.position.place[m.card]! < COLUMN_COUNT &&
          stale.position.length[m.to]! > 0 &&
          m.card !== first.card,
      ) as (Move & { to: Column }) | undefined;
    expect(other).toBeDefined();
    await keyMove(b, other!.card, stale.position.top(other!.to)!);
    // The newest game is kept: B now shows A's game, and nothing overwrote A's save.
    await expect.poll(async () => makePosition((await pageGame(b)).position)).toBe(makePosition(game.position));
    await drawn(b);
    expect((await pageGame(b)).history).toEqual([first]);
    expect(await b.locator('#moves').textContent()).toBe('1');
    expect((await savedGame(a)).history).toEqual([first]);
    expect((await pageGame(a)).history).toEqual([first]);
    // B's own move was thrown away for A's game, so B must say so: a game with the same code, move
    // count and history length is another game when its moves differ.
    expect(
      await b.locator('#message').textContent(),
      "the stale tab's move was replaced by the other tab's game without a word",
    ).toBe('The game was continued in another tab; this tab now shows that game.');
    expect(await b.locator('#announce').textContent()).toBe(
      'The game was continued in another tab; this tab now shows that game.',
    );
  });
});

describe('the interface languages', () => {
  beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

  it('explains a bad game code in each of the four languages, with no English left in the others, loading each language when it is chosen', async () => {
    const page = await openGame(await freshContext(), `?code=${CODE}`);
    // The language chunks the page fetches: none for English, each other one when it is chosen.
    const fetched: string[] = [];
    page.on('request', (r) => {
      const chunk = /\/assets\/texts-(\w\w)-[\w-]+\.js$/.exec(r.url());
      if (chunk) fetched.push(chunk[1]!);
    });
    await drawn(page);
    expect(fetched, 'the language chunks an English page fetched').toEqual([]);
    const bad = 'RU1-C-AAAA1BB';
    const parsed = parseCode(bad);
    if (parsed.ok) throw new Error('the code should be refused');
    const english = errorText('en', parsed.error);
    // The English words of the message, but for the code it quotes.
    const englishWords = (english.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !bad.includes(word));
    expect(englishWords.length).toBeGreaterThan(2);
    for (const lang of ['ru', 'uk', 'tr', 'en'] as const satisfies readonly Language[]) {
      await clickAction(page, '#open-settings');
      await page.locator('#opt-language').selectOption(lang);
      await speaks(page, lang);
      expect(fetched, `the language chunks fetched once ${lang} is chosen`).toEqual(
        ['ru', 'uk', 'tr'].slice(0, lang === 'en' ? 3 : ['ru', 'uk', 'tr'].indexOf(lang) + 1),
      );
      await page.locator('#settings-close').click();
      await drawn(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await showActions(page);
      await page.locator('#code-input').fill(bad);
      await page.locator('#play-code').click();
      await drawn(page);
      const message = page.locator('#message');
      const text = (await message.textContent())!;
      expect(text).toBe(t(lang, 'badCode', { reason: errorText(lang, parsed.error) }));
      expect(await message.getAttribute('data-kind')).toBe('refusal');
      expect(await page.locator('#code').textContent()).toBe(CODE);
      if (lang === 'ru') {
        expect(text).toContain('Это не код игры');
        expect(text).toContain('— не буква A–Z');
      }
      if (lang !== 'en') {
        expect(text).not.toContain('That is not a game code');
        for (const word of englishWords) expect(text).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'));
      } else {
        expect(text).toBe(`That is not a game code. ${english}`);
      }
    }
  });

  it('draws the page first in the language the browser prefers, with no English before it', async () => {
    const context = await browser.newContext({ ...DESKTOP, locale: 'ru-RU' });
    contexts.push(context);
    const page = await context.newPage();
    // What the first drawing of the toolbar says, and the page's language then.
    await page.addInitScript(() => {
      const seen = window as unknown as { firstUndo?: { text: string; lang: string } };
      new MutationObserver((_, observer) => {
        const label = document.querySelector('#undo .btn-label');
        if (label === null) return;
        seen.firstUndo = { text: label.textContent ?? '', lang: document.documentElement.lang };
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${server.url}?code=${CODE}`);
    await playable(page);
    const first = await page.evaluate(() => (window as unknown as { firstUndo?: unknown }).firstUndo);
    expect(first).toEqual({ text: t('ru', 'undo'), lang: 'ru' });
    expect(t('ru', 'undo')).toBe('Отменить');
    expect(
      await page.getByRole('button', { name: spokenCardName(dealOf(CODE).position.top(0)!, MESSAGES.ru) }).count(),
    ).toBe(1);
  });
});
