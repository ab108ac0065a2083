/**
 * Browser tests: the built app served by `vite preview`, played in Debian's headless Chromium
 * through playwright-core. The expected moves, destinations and messages come from the engine
 * itself, run here beside the browser on the same deal.
 */
import { gameOfCode, parseCodeParts, startOfCode } from '@russian-solitaire/dealer';
import {
  COLUMN_COUNT,
  type Card,
  type Column,
  DEALT_FACE_DOWN,
  DECK_SIZE,
  FOUNDATION_POINTS,
  Game,
  type Move,
  type Position,
  SUIT_COUNT,
  type Suit,
  spokenCardName,
  checkMove,
  makeMove,
  makePosition,
  moveLog,
  openingPosition,
  parseMove,
  errorMessage,
  suitOf,
  unwrap,
  yukon,
  resumeGame,
} from '@russian-solitaire/engine';
import { MESSAGES } from '@russian-solitaire/engine/messages';
import { MAX_REVIEW_MOVES, solve } from '@russian-solitaire/solver';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { FIRST_DEAL_SEEDS } from '../src/start/first-deal-seeds.js';
import { SETTINGS_KEY } from '../src/state/settings.js';
import { GAME_KEY } from '../src/effects/storage.js';
import { describePlacedMove } from '../src/dialogs/dialog-i18n.js';

const CODE = 'RU1-C-AAAAABC';

const server = { url: SERVER_URL };
const browser = useBrowser();
/** The desktop's context: its pages share one local storage. */
let context: BrowserContext;
let page: Page;

/** The game the page has saved in local storage, resumed by the engine. */
async function savedGame(p: Page = page): Promise<Game> {
  const text = await p.evaluate((key) => localStorage.getItem(key), GAME_KEY);
  expect(text).not.toBeNull();
  const game = resumeGame(text!, { startOf: startOfCode });
  if (!game.ok) throw new Error(`the page's save does not resume: ${game.error.message}`);
  return game.value;
}

function label(card: Card): string {
  return spokenCardName(card);
}

async function box(name: string, p: Page = page): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await p.locator(`[aria-label="${name}"]`).boundingBox();
  if (!b) throw new Error(`no box for ${name}`);
  return b;
}

/** Waits until card animations are over (transforms settle). */
async function settle(p: Page = page): Promise<void> {
  await settled(p);
}

/** Drags a card (grabbed at its visible top strip) so that it lands on a column's top card. */
async function dragCard(card: Card, to: Column, position: Position): Promise<void> {
  const from = await box(label(card));
  const top = position.top(to);
  const target = top === undefined ? await page.locator(`[data-column="${to}"]`).boundingBox() : await box(label(top));
  if (!target) throw new Error('no target');
  const sx = from.x + from.width / 2;
  const sy = from.y + 8;
  await page.mouse.move(sx, sy);
  await page.mouse.down();
  const ex = sx + (target.x - from.x);
  const ey = sy + (target.y + 16 - from.y);
  await page.mouse.move(sx + 10, sy + 10, { steps: 2 });
  await page.mouse.move(ex, ey, { steps: 8 });
  await drawn(page);
}

/** Drags a card so that it lands on a suit's foundation pile (the mouse stays down). */
async function dragToFoundation(card: Card, suit: Suit): Promise<void> {
  const from = await box(label(card));
  const target = await page.locator(`[data-foundation="${suit}"]`).boundingBox();
  if (!target) throw new Error('no foundation');
  const sx = from.x + from.width / 2;
  const sy = from.y + 8;
  await page.mouse.move(sx, sy);
  await page.mouse.down();
  await page.mouse.move(sx + 10, sy + 10, { steps: 2 });
  await page.mouse.move(sx + (target.x - from.x), sy + (target.y + 8 - from.y), { steps: 8 });
  await drawn(page);
}

/** The columns highlighted by placement help (top cards and empty columns marked legal). */
async function highlightedColumns(position: Position): Promise<number[]> {
  const legalCards = await page
    .locator('.card.legal')
    .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.card)));
  const legalSlots = await page
    .locator('.slot.column.legal')
    .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.column)));
  const columns = new Set<number>(legalSlots);
  for (const card of legalCards) {
    const place = position.place[card]!;
    if (place < COLUMN_COUNT) columns.add(place);
  }
  return [...columns].sort();
}

/** Clicks New game and waits until the new deal is on the table (a winnable deal is drawn first). */
async function dealNewGame(p: Page = page): Promise<Game> {
  await clickAction(p, '#new');
  await expect.poll(() => p.locator('#message').textContent(), { timeout: 20_000 }).toMatch(/^New game RU1-/);
  return savedGame(p);
}

/** The settings the page has saved. */
async function savedSettings(p: Page = page): Promise<Record<string, unknown>> {
  const text = await p.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY);
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

beforeAll(async () => {
  context = await browser.newContext({ width: 1200, height: 900 });
  page = await context.newPage();
  await page.goto(`${server.url}?code=${CODE}`);
  await playable(page);
});

afterAll(async () => {
  await context?.close();
});

describe('the web game in headless Chromium', () => {
  it('deals the code given in the address, with backs for face-down cards and named cards', async () => {
    const expected = gameOfCode(CODE);
    if (!expected.ok) throw new Error(expected.error.message);
    const position = expected.value.position;
    expect(await page.locator('#code').textContent()).toBe(CODE);
    expect(await page.locator('.card.down').count()).toBe(DEALT_FACE_DOWN);
    expect(await page.locator('.card.up[role="button"]').count()).toBe(DECK_SIZE - DEALT_FACE_DOWN);
    for (let c = 0; c < COLUMN_COUNT; c++) {
      const top = position.top(c as Column)!;
      const card = page.locator(`[aria-label="${label(top)}"]`);
      expect(await card.getAttribute('data-card')).toBe(String(top));
      expect(await card.getAttribute('tabindex')).not.toBeNull();
    }
    // The foundations are fixed: spades, hearts, diamonds, clubs from left to right.
    const foundations = await page
      .locator('[data-foundation]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(foundations).toEqual([
      'Spades foundation, empty',
      'Hearts foundation, empty',
      'Diamonds foundation, empty',
      'Clubs foundation, empty',
    ]);
    expect(page.url()).not.toContain('code=');
    const saved = await savedGame();
    expect(saved.gameCode).toBe(CODE);
    expect(makePosition(saved.position)).toBe(makePosition(position));
  });

  it('drags a group onto a legal column, highlighting every legal destination while dragging', async () => {
    const game = await savedGame();
    const position = game.position;
    const move = game
      .legalMoves()
      .find((m) => m.to !== 'foundation' && position.slot[m.card]! < position.length[position.place[m.card]!]! - 1);
    expect(move, 'the deal has a legal group move').toBeDefined();
    const group = position.column(position.place[move!.card] as Column).slice(position.slot[move!.card]);
    expect(group.length).toBeGreaterThan(1);
    await dragCard(move!.card, move!.to as Column, position);
    const destinations = game.destinations(move!.card).filter((t) => t !== 'foundation');
    expect(await highlightedColumns(position)).toEqual([...destinations].sort());
    expect(await page.locator('.card.dragging').count()).toBe(group.length);
    await page.mouse.up();
    await settle();
    const after = await savedGame();
    expect(after.history.map(makeMove)).toEqual([makeMove(move!)]);
    expect(game.play(move!).ok).toBe(true);
    expect(makePosition(after.position)).toBe(makePosition(game.position));
    // The whole group now sits in the target column, fanned below its old top card.
    const targetX = (await box(label(position.top(move!.to as Column)!))).x;
    for (const card of group) expect(Math.abs((await box(label(card))).x - targetX)).toBeLessThan(2);
    expect(await page.locator('#moves').textContent()).toBe('1');
    expect(await page.locator('.legal').count()).toBe(0);
  });

  it('explains a refused move with the rule that refused it, in the chosen language', async () => {
    const game = await savedGame();
    const position = game.position;
    let refused: { move: Move; refusal: NonNullable<ReturnType<typeof checkMove>> } | null = null;
    for (let from = 0; from < COLUMN_COUNT && !refused; from++) {
      const card = position.top(from as Column);
      if (card === undefined) continue;
      for (let to = 0; to < COLUMN_COUNT; to++) {
        if (to === from || position.length[to] === 0) continue;
        const move: Move = { card, to: to as Column };
        const refusal = checkMove(position, move);
        if (refusal?.code === 'wrong-suit') {
          refused = { move, refusal };
          break;
        }
      }
    }
    expect(refused).not.toBeNull();
    await dragCard(refused!.move.card, refused!.move.to as Column, position);
    await page.mouse.up();
    const message = page.locator('#message');
    await expect.poll(() => message.getAttribute('data-kind')).toBe('refusal');
    expect(await message.textContent()).toBe(errorMessage(refused!.refusal));
    expect(await message.textContent()).toMatch(/same suit/);
    // Nothing changed.
    expect((await savedGame()).moveCount).toBe(1);
    // The same message in Russian, then back to English.
    await clickAction(page, '#open-settings');
    await page.locator('#opt-language').selectOption('ru');
    await speaks(page, 'ru');
    expect(await message.textContent()).toBe(errorMessage(refused!.refusal, MESSAGES.ru));
    expect(await page.locator('#undo .btn-label').textContent()).toBe('Отменить');
    await page.locator('#opt-language').selectOption('en');
    await page.locator('#settings-close').click();
    await speaks(page, 'en');
    expect(await message.textContent()).toBe(errorMessage(refused!.refusal));
  });

  it("refuses a card dropped on another suit's foundation, saying each suit has its own", async () => {
    const game = await savedGame();
    const move = game.legalMoves().find((m) => m.to === 'foundation');
    expect(move, 'an ace can go home').toBeDefined();
    const card = move!.card;
    const own = suitOf(card);
    const wrong = ((own + 1) % SUIT_COUNT) as Suit;
    const expected = game.dropOnFoundation(card, wrong);
    if (expected.ok) throw new Error("the engine took a drop on another suit's foundation");
    expect(expected.error.code).toBe('wrong-foundation');
    await dragToFoundation(card, wrong);
    // While it hovers over the wrong pile, only its own pile glows and nothing is marked as the drop place.
    expect(
      await page
        .locator('[data-foundation].legal')
        .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.foundation))),
    ).toEqual([own]);
    expect(await page.locator('.over').count()).toBe(0);
    await page.mouse.up();
    // The page draws the refusal in its next frame. The status line may already show a refusal (the
    // last test's), so what is waited for is this refusal's own words.
    const message = page.locator('#message');
    await expect.poll(() => message.textContent()).toBe(errorMessage(expected.error));
    expect(await message.getAttribute('data-kind')).toBe('refusal');
    expect(await message.textContent()).toMatch(/^Each suit has its own foundation/);
    await settle();
    const after = await savedGame();
    expect(after.history).toEqual(game.history);
    expect(after.moveCount).toBe(game.moveCount);
    // The card went back to its column.
    const placed = await box(label(card));
    const column = await page.locator(`[data-column="${game.position.place[card]}"]`).boundingBox();
    expect(Math.abs(placed.x - column!.x)).toBeLessThan(2);

    // A top card that its own foundation does not take yet, dropped on another suit's pile: the
    // refusal speaks of that pile ("each suit has its own"), not of the next card its own takes.
    let other: Card | null = null;
    for (let c = 0; c < COLUMN_COUNT && other === null; c++) {
      const top = game.position.top(c as Column);
      if (top !== undefined && game.check({ card: top, to: 'foundation' })?.code === 'foundation-out-of-order')
        other = top;
    }
    expect(other, 'a top card its foundation does not take yet').not.toBeNull();
    const otherPile = ((suitOf(other!) + 2) % SUIT_COUNT) as Suit;
    const refused = game.dropOnFoundation(other!, otherPile);
    if (refused.ok) throw new Error("the engine took a drop on another suit's foundation");
    await dragToFoundation(other!, otherPile);
    await page.mouse.up();
    // The status line shows the first drop's refusal until the page draws this one, of another card.
    await expect.poll(() => message.textContent()).toBe(errorMessage(refused.error));
    expect(await message.textContent()).toMatch(/^Each suit has its own foundation/);
    expect(await message.textContent()).not.toMatch(/next card there/);
    await settle();
    expect((await savedGame()).history).toEqual(game.history);
  });

  it('sends a tapped top card to its foundation, and undoes it', async () => {
    const game = await savedGame();
    const move = game.legalMoves().find((m) => m.to === 'foundation');
    expect(move, 'an ace can go home').toBeDefined();
    const card = move!.card;
    const score = game.score;
    await page.locator(`[aria-label="${label(card)}"]`).click();
    await settle();
    const suit = suitOf(card);
    const slot = await page.locator(`[data-foundation="${suit}"]`).boundingBox();
    const placed = await box(label(card));
    expect(Math.abs(placed.x - slot!.x)).toBeLessThan(2);
    expect(Math.abs(placed.y - slot!.y)).toBeLessThan(2);
    expect(await page.locator('#score').textContent()).toBe(String(score + FOUNDATION_POINTS));
    expect(await page.locator('#moves').textContent()).toBe('2');
    expect((await savedGame()).history.map(makeMove)).toEqual([...game.history.map(makeMove), makeMove(move!)]);

    await page.locator('#undo').click();
    await settle();
    expect(await page.locator('#score').textContent()).toBe(String(score));
    expect(await page.locator('#moves').textContent()).toBe('2'); // undo never lowers the move counter
    const undone = await savedGame();
    expect(makePosition(undone.position)).toBe(makePosition(game.position));
    expect(undone.canRedo).toBe(true);
    expect(await page.locator('#redo').isEnabled()).toBe(true);
  });

  it('shows the move list in words: every move still played, with the column it came from', async () => {
    // One move at least, whatever the tests before left: auto place a card that can go somewhere.
    const before = await savedGame();
    let card: Card | null = null;
    for (let c = 0; c < COLUMN_COUNT && card === null; c++)
      card =
        before.position.column(c as Column).find((k) => before.position.isFaceUp(k) && before.autoPlaceTarget(k).ok) ??
        null;
    expect(card).not.toBeNull();
    const b = await box(label(card!));
    await page.mouse.dblclick(b.x + b.width / 2, b.y + 8);
    await settle();
    const game = await savedGame();
    expect(game.history.length).toBeGreaterThan(0);
    await clickAction(page, '#open-moves');
    await page.waitForSelector('#move-list li', { timeout: 10_000 });
    const items = await page.locator('#move-list li').allTextContents();
    // In words, as the command line's log writes them: "6♣ column 7 → column 1".
    expect(items).toEqual(moveLog(game).map((placed) => describePlacedMove(placed, 'en')));
    expect(items.every((item) => / (column \d|foundation) → (column \d|foundation)$/.test(item))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#move-list').isVisible()).toBe(false);
  });

  it('auto-places a double-tapped card and plays by keyboard', async () => {
    const game = await savedGame();
    const position = game.position;
    // Double tap: the engine's auto placement picks the place.
    let card: Card | null = null;
    for (let c = 0; c < COLUMN_COUNT && card === null; c++) {
      for (const k of position.column(c as Column)) {
        if (position.isFaceUp(k) && game.autoPlaceTarget(k).ok && game.check({ card: k, to: 'foundation' }) !== null) {
          card = k;
          break;
        }
      }
    }
    expect(card).not.toBeNull();
    const target = game.autoPlaceTarget(card!);
    if (!target.ok) throw new Error('no target');
    const b = await box(label(card!));
    await page.mouse.dblclick(b.x + b.width / 2, b.y + 8);
    await settle();
    const after = await savedGame();
    expect(after.history.at(-1)).toEqual({ card, to: target.value });
    game.play({ card: card!, to: target.value });

    // Keyboard: Space picks the focused card, arrows go to the target column, Enter places it.
    const move = game.legalMoves().find((m) => m.to !== 'foundation' && game.position.place[m.card]! < COLUMN_COUNT);
    expect(move).toBeDefined();
    const from = game.position.place[move!.card]!;
    await page.locator(`[aria-label="${label(move!.card)}"]`).focus();
    await page.keyboard.press('Space');
    await drawn(page);
    expect(await page.locator(`[aria-label="${label(move!.card)}"]`).getAttribute('aria-pressed')).toBe('true');
    const steps = (move!.to as number) - from;
    for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
    await page.keyboard.press('Enter');
    await settle();
    const keyed = await savedGame();
    expect(keyed.history.at(-1)).toEqual(move);
    // U undoes from the keyboard; R redoes.
    await page.keyboard.press('u');
    expect((await savedGame()).history.length).toBe(keyed.history.length - 1);
    await page.keyboard.press('r');
    expect((await savedGame()).history.length).toBe(keyed.history.length);
  });

  it('honours the options: two-click moves, auto placement on drop, interactive rules off', async () => {
    const open = async (): Promise<void> => {
      if ((await page.locator('#settings').getAttribute('open')) === null) await clickAction(page, '#open-settings');
    };
    const close = async (): Promise<void> => {
      if ((await page.locator('#settings').getAttribute('open')) !== null)
        await page.locator('#settings-close').click();
    };
    // Two-click: select a card, then click its target's top card.
    await open();
    await page.locator('#opt-twoClick').check();
    await close();
    let game = await savedGame();
    const move = game
      .legalMoves()
      .find(
        (m) =>
          m.to !== 'foundation' &&
          game.position.place[m.card]! < COLUMN_COUNT &&
          game.position.length[m.to as number]! > 0,
      );
    expect(move).toBeDefined();
    await page.locator(`[aria-label="${label(move!.card)}"]`).click({ position: { x: 10, y: 6 } });
    await drawn(page);
    expect(await page.locator('.card.selected').getAttribute('data-card')).toBe(String(move!.card));
    // Placement help while selected: the engine's destinations glow.
    const dests = game.destinations(move!.card).filter((t) => t !== 'foundation');
    expect(await highlightedColumns(game.position)).toEqual([...dests].sort());
    await page.waitForTimeout(400); // not a double click
    const top = game.position.top(move!.to as Column)!;
    await page.locator(`[aria-label="${label(top)}"]`).click({ position: { x: 10, y: 6 } });
    await settle();
    expect((await savedGame()).history.at(-1)).toEqual(move);
    await page.keyboard.press('u');
    await open();
    await page.locator('#opt-twoClick').uncheck();

    // Auto placement on drop: a drop on a column that refuses the card places it where auto placement would.
    await page.locator('#opt-autoOnDrop').check();
    await close();
    game = await savedGame();
    let pick: { card: Card; wrong: Column; to: Column } | null = null;
    for (const m of game.legalMoves()) {
      if (m.to === 'foundation' || game.position.place[m.card]! >= COLUMN_COUNT) continue;
      const auto = game.autoPlaceTarget(m.card);
      if (!auto.ok) continue;
      for (let c = 0; c < COLUMN_COUNT; c++) {
        if (
          c !== game.position.place[m.card] &&
          game.position.length[c]! > 0 &&
          game.check({ card: m.card, to: c as Column }) !== null
        ) {
          pick = { card: m.card, wrong: c as Column, to: auto.value };
          break;
        }
      }
      if (pick) break;
    }
    expect(pick).not.toBeNull();
    await dragCard(pick!.card, pick!.wrong, game.position);
    await page.mouse.up();
    await settle();
    expect((await savedGame()).history.at(-1)).toEqual({ card: pick!.card, to: pick!.to });
    await page.keyboard.press('u');
    await open();
    await page.locator('#opt-autoOnDrop').uncheck();

    // Interactive rules off: a refused move is not explained.
    await page.locator('#opt-interactiveRules').uncheck();
    await close();
    game = await savedGame();
    await dragCard(pick!.card, pick!.wrong, game.position);
    await page.mouse.up();
    await settle();
    expect(await page.locator('#message').getAttribute('data-kind')).not.toBe('refusal');
    expect((await savedGame()).history.length).toBe(game.history.length);
    await open();
    await page.locator('#opt-interactiveRules').check();
    await close();
  });

  it('gives a fair hint from the solver worker with its chance, and highlights the hinted move', async () => {
    const game = await savedGame();
    await page.locator('#hint').click();
    // The page stays responsive while the worker searches.
    expect(await page.evaluate(() => document.querySelectorAll('.card[data-card]').length)).toBe(DECK_SIZE);
    const message = page.locator('#message');
    await page.waitForSelector('.card.hint', { timeout: 30_000 });
    expect(await message.getAttribute('data-kind')).toBe('hint');
    const text = (await message.textContent())!;
    expect(text).toMatch(
      /^Hint: .* — wins in (about \d{1,3}\u00a0% of the ways the face-down cards can lie \(95\u00a0% interval \d{1,3}–\d{1,3}\u00a0%\)|exactly \d{1,3}\u00a0% of the ways the face-down cards can lie)\.$/,
    );
    const card = Number(await page.locator('.card.hint').getAttribute('data-card'));
    const hinted = game.legalMoves().filter((m) => m.card === card);
    expect(hinted.length).toBeGreaterThan(0);
    const to = hinted.find((m) => text.includes(m.to === 'foundation' ? 'to its foundation' : `to column ${m.to + 1}`));
    expect(to, `the hint names a legal move of ${label(card)}`).toBeDefined();
    expect(text).toContain(label(card));
    expect(await page.locator('.hint-target').count()).toBe(1);
  });

  it('switches to full-information hints when hints may look at face-down cards, and saves the choice', async () => {
    expect(await page.locator('#opt-fullInfoHints').isChecked()).toBe(false);
    await clickAction(page, '#open-settings');
    await page.locator('#opt-fullInfoHints').check();
    expect((await savedSettings()).fullInfoHints).toBe(true);
    await page.locator('#settings-close').click();
    await page.locator('#hint').click();
    await expect
      .poll(() => page.locator('#message').textContent(), { timeout: 30_000 })
      .toMatch(
        /^Hint \(looking at the face-down cards\): .*(on a winning line|Not known to win|No winning line is left)/,
      );
    expect(await page.locator('.card.hint').count()).toBe(1);
    await clickAction(page, '#open-settings');
    await page.locator('#opt-fullInfoHints').uncheck();
    expect((await savedSettings()).fullInfoHints).toBe(false);
    await page.locator('#settings-close').click();
    await page.locator('#hint').click();
    await expect
      .poll(() => page.locator('#message').textContent(), { timeout: 30_000 })
      .toMatch(
        /^Hint: .*\u00a0% of the ways the face-down cards can lie( \(95\u00a0% interval \d{1,3}–\d{1,3}\u00a0%\))?\.$/,
      );
  });

  it('resumes the game after a reload', async () => {
    const before = await savedGame();
    const moves = await page.locator('#moves').textContent();
    const score = await page.locator('#score').textContent();
    await page.reload();
    await playable(page);
    expect(await page.locator('#moves').textContent()).toBe(moves);
    expect(await page.locator('#score').textContent()).toBe(score);
    expect(await page.locator('#code').textContent()).toBe(CODE);
    const after = await savedGame();
    expect(makePosition(after.position)).toBe(makePosition(before.position));
    expect(after.history).toEqual(before.history);
    for (let c = 0; c < COLUMN_COUNT; c++) {
      const top = after.position.top(c as Column);
      if (top !== undefined)
        expect(await page.locator(`[aria-label="${label(top)}"]`).getAttribute('role')).toBe('button');
    }
    expect(await page.locator('#undo').isEnabled()).toBe(true);
  });

  it('restarts the deal, deals new games of either rule and plays a typed code', async () => {
    const before = await savedGame();
    expect(before.moveCount).toBeGreaterThan(0);
    await clickAction(page, '#restart');
    const restarted = await savedGame();
    expect(restarted.moveCount).toBe(0);
    expect(restarted.gameCode).toBe(CODE);
    expect(makePosition(restarted.position)).toBe(makePosition(before.startPosition));
    expect(await page.locator('#moves').textContent()).toBe('0');

    await showActions(page);
    await page.locator('#new-rule').selectOption('R');
    await drawn(page);
    const relaxedGame = await dealNewGame();
    expect(relaxedGame.gameCode).toMatch(/^RU1-R-[A-Z]{7}$/);
    expect(relaxedGame.ruleSet.id).toBe('relaxed');
    expect(await page.locator('#rule-name').textContent()).toBe('Mixed colours');
    await showActions(page);
    await page.locator('#new-rule').selectOption('C');

    await page.locator('#code-input').fill('ru1-c-aaaaabb');
    await page.locator('#code-input').press('Enter');
    await drawn(page);
    expect(await page.locator('#code').textContent()).toBe('RU1-C-AAAAABB');
    const typed = await savedGame();
    const expected = gameOfCode('RU1-C-AAAAABB');
    expect(expected.ok && makePosition(typed.position) === makePosition(expected.value.position)).toBe(true);

    await showActions(page);
    await page.locator('#code-input').fill('RU1-C-AAAA1BB');
    await page.locator('#play-code').click();
    await drawn(page);
    expect(await page.locator('#message').textContent()).toMatch(/^That is not a game code\. .*position 11/);
    expect(await page.locator('#code').textContent()).toBe('RU1-C-AAAAABB');

    await clickAction(page, '#copy');
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/RU1-C-AAAAABB/);
  });

  it('discards a corrupted save with a notice and starts a playable game', async () => {
    for (const corrupt of [
      '{"format":"russian-solitaire/game","version":1,"code":',
      async () => {
        const save = (await savedGame()).save();
        return JSON.stringify({ ...save, score: save.score + 5 });
      },
    ]) {
      const text = typeof corrupt === 'string' ? corrupt : await corrupt();
      // Corrupt the save while the game is not open (an open page saves itself when it is left).
      await page.close();
      page = await context.newPage();
      await page.route(`${server.url}blank`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
      );
      await page.goto(`${server.url}blank`);
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [GAME_KEY, text]);
      await page.goto(server.url);
      await playable(page);
      const message = page.locator('#message');
      expect(await message.getAttribute('data-kind')).toBe('notice');
      expect(await message.textContent()).toMatch(/^The saved game could not be read and was discarded/);
      expect(await page.locator('.card.down').count()).toBe(DEALT_FACE_DOWN);
      expect(await page.locator('#moves').textContent()).toBe('0');
      const fresh = await savedGame();
      expect(fresh.moveCount).toBe(0);
      expect(fresh.gameCode).toMatch(/^RU1-C-[A-Z]{7}$/);
    }
  });
});

describe('winnable deals', () => {
  it('deals a first visit one of the seeds proved winnable beforehand, without the solver worker', async () => {
    const first = await browser.newContext({ width: 390, height: 844 });
    try {
      const p = await first.newPage();
      await p.goto(server.url);
      await playable(p);
      const code = await p.locator('#code').textContent();
      const listed = FIRST_DEAL_SEEDS.map((seed) => {
        const parts = parseCodeParts({ rule: 'C', seed });
        if (!parts.ok) throw new Error(parts.error.message);
        return parts.value.text;
      });
      expect(listed).toContain(code);
      expect((await savedGame(p)).gameCode).toBe(code);
      // The first cards came without the solver: its worker's script was not fetched for them.
      const scripts = await p.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
      expect(scripts.filter((name) => /solver\.worker/.test(name))).toEqual([]);
      expect(scripts.length).toBeGreaterThan(0);
    } finally {
      await first.close();
    }
  });

  it('deals only winnable games by default: the new code solves', async () => {
    await clickAction(page, '#open-settings');
    expect(await page.locator('#opt-winnableOnly').isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    const dealt = await dealNewGame();
    expect(dealt.gameCode).toMatch(/^RU1-C-[A-Z]{7}$/);
    const result = solve(dealt.position, { budget: 1_000_000 });
    expect(result.ok && result.value.status).toBe('solved');
    expect(await page.locator('#verdict').isHidden()).toBe(true);
    expect(await page.locator('#finish').isHidden()).toBe(true);
  });
});

describe('with no card face down', () => {
  it('says the game can still be won; Finish wins it with ordinary moves and the win screen sums it up', async () => {
    const game = playedToAllFaceUp('RU1-C-AAAAABP');
    const start = gameOfCode('RU1-C-AAAAABP');
    if (!start.ok) throw new Error(start.error.message);
    await page.close();
    page = await context.newPage();
    await page.route(`${server.url}blank`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
    );
    await page.goto(`${server.url}blank`);
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [GAME_KEY, JSON.stringify(game.save())]);
    await page.goto(server.url);
    await playable(page);
    expect(await page.locator('.card.down').count()).toBe(0);
    // The verdict comes from the solver's worker.
    await expect
      .poll(() => page.locator('#verdict').textContent(), { timeout: 30_000 })
      .toBe('Every card is face up: this game can still be won. Finish plays the winning line.');
    const before = game.moveCount;
    await page.locator('#finish').click();
    await expect.poll(() => page.locator('#message').getAttribute('data-kind'), { timeout: 40_000 }).toBe('won');
    const won = await savedGame();
    expect(won.isWon).toBe(true);
    expect(won.score).toBeGreaterThanOrEqual(625);
    expect(won.moveCount).toBeGreaterThan(before);
    expect(await page.locator('#score').textContent()).toBe(String(won.score));
    expect(await page.locator('#message').textContent()).toMatch(/^You won! \d+\u00a0points in \d+\u00a0moves\.$/);
    expect(await page.locator('#finish').isHidden()).toBe(true);
    // Finish played ordinary moves: they are in the saved history, one by one.
    expect(won.history.length).toBe(game.history.length + (won.moveCount - before));
    // The win screen sums the game up; a won game is over, so Undo is off.
    const dialog = page.locator('#win');
    // The dialogs load on their first use.
    await page.waitForSelector('#win[open]', { timeout: 10_000 });
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.locator('#win-score').textContent()).toBe(String(won.score));
    expect(await page.locator('#win-moves').textContent()).toBe(String(won.moveCount));
    expect(await page.locator('#win-time').textContent()).toMatch(/^\d+:\d\d$/);
    expect(await page.locator('#undo').isDisabled()).toBe(true);
    // Play again deals the same code from its start.
    await page.locator('#play-again').click();
    await drawn(page);
    expect(await dialog.isVisible()).toBe(false);
    const again = await savedGame();
    expect(again.moveCount).toBe(0);
    expect(makePosition(again.position)).toBe(makePosition(start.value.startPosition));
  });
});

describe('hints along a winning line', () => {
  it('says the hinted move is on a winning line, and keeps saying so while the player follows it', async () => {
    // Hints may look at the face-down cards (the setting, saved before the page opens).
    const settings = { ...(await savedSettings()), fullInfoHints: true };
    // Leave the open game first: a page saves its game when it is left.
    await page.close();
    page = await context.newPage();
    await page.route(`${server.url}blank`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
    );
    await page.goto(`${server.url}blank`);
    await page.evaluate(
      ([key, value, game]) => {
        localStorage.setItem(key!, value!);
        localStorage.removeItem(game!); // a fresh deal of the code, not the saved game of it
      },
      [SETTINGS_KEY, JSON.stringify(settings), GAME_KEY],
    );
    await page.goto(`${server.url}?code=RU1-C-AAAAABP`);
    await playable(page);
    await clickAction(page, '#open-settings');
    expect(await page.locator('#opt-fullInfoHints').isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    for (let i = 0; i < 3; i++) {
      const game = await savedGame();
      await page.locator('#hint').click();
      await page.waitForSelector('.card.hint', { timeout: 30_000 });
      expect(await page.locator('#message').textContent()).toMatch(
        /^Hint \(looking at the face-down cards\): .*This move is on a winning line\.$/,
      );
      // Follow the hint: drag the highlighted card onto the highlighted target.
      const card = Number(await page.locator('.card.hint').getAttribute('data-card'));
      const from = await box(label(card));
      const to = (await page.locator('.hint-target').first().boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + 8);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 8, from.y + 16, { steps: 2 });
      await page.mouse.move(to.x + from.width / 2, to.y + 24, { steps: 6 });
      await page.mouse.up();
      await settle();
      const after = await savedGame();
      expect(after.history.length).toBe(game.history.length + 1);
      expect(after.history.at(-1)!.card).toBe(card);
      expect(await page.locator('.card.hint').count()).toBe(0);
    }
  });
});

describe('on a phone-sized touch screen', () => {
  let phone: BrowserContext;

  beforeAll(async () => {
    phone = await browser.newContext({ width: 390, height: 844, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  });

  afterAll(async () => {
    await phone?.close();
  });

  it('fits the seven columns on the screen and sends a tapped ace home', async () => {
    const p = await phone.newPage();
    await p.goto(`${server.url}?code=${CODE}`);
    await playable(p);
    const width = await p.evaluate(() => document.documentElement.clientWidth);
    const columns = await p
      .locator('[data-column]')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    for (const right of columns) expect(right).toBeLessThanOrEqual(width);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const game = await savedGame(p);
    const move = game.legalMoves().find((m) => m.to === 'foundation')!;
    const b = await box(label(move.card), p);
    await p.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    await settle(p);
    expect((await savedGame(p)).history).toEqual([move]);
    await p.close();
  });
});

/** The page's app, as far as these tests play through it. */
type PlayingWindow = Window & { solitaire: { current: Game; actions: { play(move: Move): boolean; undo(): void } } };

/**
 * Opens the game of {@link CODE} in a fresh context after `prepare` (which breaks something: a
 * request, a browser API, the settings), runs `check` on the page, and expects no page error.
 */
async function withBrokenPage(prepare: (p: Page) => Promise<void>, check: (p: Page) => Promise<void>): Promise<void> {
  const errors: string[] = [];
  const ctx = await browser.newContext({ width: 1200, height: 900 });
  try {
    const p = await ctx.newPage();
    p.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    await prepare(p);
    await p.goto(`${server.url}?code=${CODE}`);
    await check(p);
    expect(errors).toEqual([]);
  } finally {
    await ctx.close();
  }
}

/** Makes a page's requests for a chunk of the built app (its name before the hash) fail. */
function withoutChunk(name: string): (p: Page) => Promise<void> {
  return async (p) => {
    await p.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), (route) => route.abort());
  };
}

/** Stores settings before the page starts. */
async function storeSettings(p: Page, settings: object): Promise<void> {
  await p.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [SETTINGS_KEY, JSON.stringify(settings)]);
}

describe('when part of the app does not arrive', () => {
  it('tells the player to reload when the rest of the app cannot be loaded, with no page error', async () => {
    await withBrokenPage(withoutChunk('app-start'), async (p) => {
      const message = p.locator('#message');
      await expect
        .poll(() => message.textContent(), { timeout: 15_000 })
        .toBe('The game could not finish loading: reload the page to play.');
      expect(await message.getAttribute('data-kind')).toBe('notice');
      expect(await p.locator('.card.up').count()).toBeGreaterThan(0);
    });
  });

  it("speaks English, and says so in the page's language, when the chosen language cannot be loaded", async () => {
    await withBrokenPage(
      async (p) => {
        await withoutChunk('texts-ru')(p);
        await storeSettings(p, { language: 'ru' });
      },
      async (p) => {
        await playable(p);
        expect(await p.locator('#new').textContent()).toContain('New game');
        expect(await p.evaluate(() => document.documentElement.lang)).toBe('en');
      },
    );
  });

  it('leaves a sound out when its code cannot be loaded or the browser cannot play it, with no page error', async () => {
    const breakAudio = async (p: Page) => {
      await p.addInitScript(() => {
        AudioContext.prototype.createOscillator = () => {
          throw new Error('no oscillator');
        };
      });
    };
    for (const broken of [withoutChunk('sound-player'), breakAudio]) {
      await withBrokenPage(
        async (p) => {
          await broken(p);
          await storeSettings(p, { sound: true });
        },
        async (p) => {
          await playable(p);
          const moves = await p.evaluate(() => {
            const app = (window as unknown as PlayingWindow).solitaire;
            const move = app.current.legalMoves()[0]!;
            app.actions.play(move);
            app.actions.undo();
            app.actions.play(move);
            return app.current.moveCount;
          });
          expect(moves).toBe(2);
          await p.waitForTimeout(500);
        },
      );
    }
  });
});

/** The page's app, as the tests below reach it: its game, actions and store. */
type AppWindow = Window & {
  solitaire: {
    current: Game;
    actions: { play(move: Move): boolean; changeSettings(change: object): void };
    store: { dispatch(action: object): void };
  };
};

/** A page with no service worker (so that the test decides which of the app's files arrive), as an old tab whose files an update replaced. */
async function withoutServiceWorker(p: Page): Promise<void> {
  await p.route(/\/registerSW\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
}

describe('an old tab after an update, a full storage, hostile saves', () => {
  it('says to reload when the code of a language or of the review can no longer be loaded', async () => {
    await withBrokenPage(withoutServiceWorker, async (p) => {
      await playable(p);
      // The update replaced the app's files: the old tab's chunks are gone from the server.
      await p.route(/\/assets\/(texts-ru|review-panel)-[^/]*\.js$/, (route) =>
        route.fulfill({ status: 404, body: 'Not found' }),
      );
      const message = p.locator('#message');
      await p.evaluate(() => (window as unknown as AppWindow).solitaire.actions.changeSettings({ language: 'ru' }));
      await expect
        .poll(() => message.textContent(), { timeout: 15_000 })
        .toBe('The texts of that language could not be loaded: reload the page (the game may have been updated).');
      const save = unwrap(gameOfCode(CODE)).save();
      await p.evaluate(
        (game) => (window as unknown as AppWindow).solitaire.store.dispatch({ type: 'review-opened', game }),
        save,
      );
      await expect
        .poll(() => message.textContent(), { timeout: 15_000 })
        .toBe('The review could not be loaded: reload the page (the game may have been updated).');
    });
  });

  it('says once that the game could not be saved on a full storage, keeps trying, and loses nothing', async () => {
    await withBrokenPage(
      async (p) => {
        // Local storage that refuses the game's save while the page says it is full.
        await p.addInitScript((key) => {
          // The browser's own method, kept to call on the storage it is asked of.
          // eslint-disable-next-line @typescript-eslint/unbound-method
          const setItem = Storage.prototype.setItem;
          (window as unknown as { storageFull: boolean }).storageFull = false;
          Storage.prototype.setItem = function (this: Storage, k: string, v: string) {
            if (k === key && (window as unknown as { storageFull: boolean }).storageFull)
              throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
            setItem.call(this, k, v);
          };
        }, GAME_KEY);
      },
      async (p) => {
        await playable(p);
        const message = p.locator('#message');
        /** Plays `n` moves with the storage full or not; gives how many were played. */
        const play = (n: number, full: boolean) =>
          p.evaluate(
            ([count, isFull]) => {
              const w = window as unknown as AppWindow & { storageFull: boolean };
              w.storageFull = isFull;
              let played = 0;
              for (; played < count; played++) {
                const move = w.solitaire.current.legalMoves()[0];
                if (move === undefined || !w.solitaire.actions.play(move)) break;
              }
              return played;
            },
            [n, full] as const,
          );
        const failed = /^The game could not be saved: the browser’s storage for this site is full\./;
        expect(await play(1, true)).toBe(1);
        await expect.poll(() => message.textContent(), { timeout: 15_000 }).toMatch(failed);
        // Said once: the next moves, refused as well, do not say it again.
        expect(await play(2, true)).toBe(2);
        await expect.poll(() => message.textContent(), { timeout: 15_000 }).not.toMatch(failed);
        expect((await savedGame(p)).moveCount).toBe(0);
        // Room again: the next try saves the three moves, and says so.
        await p.evaluate(() => ((window as unknown as { storageFull: boolean }).storageFull = false));
        await expect.poll(() => message.textContent(), { timeout: 15_000 }).toBe('The game is saved again.');
        expect((await savedGame(p)).moveCount).toBe(3);
        await p.reload();
        await playable(p);
        expect(await p.locator('#moves').textContent()).toBe('3');
      },
    );
  });

  it('refuses a forged save of Yukon rules (discarded, with a notice), instead of playing it as "Same suit"', async () => {
    const deck = Array.from({ length: 52 }, (_, i) => (i * 23 + 11) % 52);
    const yukonGame = Game.fromPosition(unwrap(openingPosition(deck, yukon)));
    const text = JSON.stringify(yukonGame.save());
    await withBrokenPage(
      async (p) => {
        await p.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [GAME_KEY, text]);
      },
      async (p) => {
        await playable(p);
        expect(await p.locator('#message').textContent()).toBe(
          'The saved game could not be read and was discarded. This page does not offer its rules. A new game was started.',
        );
        expect(await p.evaluate(() => (window as unknown as AppWindow).solitaire.current.ruleSet.id)).toBe('classic');
      },
    );
  });

  it('refuses at once to review a game longer than a review takes', async () => {
    await withBrokenPage(
      async () => {},
      async (p) => {
        await playable(p);
        const game = unwrap(gameOfCode('RU1-C-AAAAAAN'));
        const [home, back] = [unwrap(parseMove('AC-F')), unwrap(parseMove('AC-1'))];
        for (let i = 0; i <= MAX_REVIEW_MOVES; i++) unwrap(game.play(i % 2 === 0 ? home : back));
        await p.evaluate(
          (save) => (window as unknown as AppWindow).solitaire.store.dispatch({ type: 'review-opened', game: save }),
          game.save(),
        );
        await expect
          .poll(() => p.locator('#review-failure').textContent(), { timeout: 15_000 })
          .toBe('The review could not be made: the game has more moves than a review takes (at most 10,000).');
      },
    );
  });
});
