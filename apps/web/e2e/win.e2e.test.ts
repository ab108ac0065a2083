/**
 * A person can play a deal to a win at every viewport, by mouse, touch and keyboard, with nothing
 * cut off. Each viewport gets a fresh browser profile (a context of the file's one browser), opens
 * `?code=RU1-C-AAAAABP` and plays the solver's winning line (computed here, beside the browser)
 * from the deal to the win. One viewport of each input plays the whole line with real input only —
 * nothing calls the page's game or controller to move a card: the mouse at 800×600, the keyboard
 * at 1366×657 and touch on the phone held sideways (844×390, where the line's column grows to 25
 * cards, squeezed to fit). The
 * others play each kind of move of their input the first time it comes, and the winning move, with
 * real input, and the moves between through the page's own actions (`solitaire.actions.play`, what
 * a drop or a tap ends in): the table is checked as often, at the same moves. The inputs are:
 *  - the tablet and the phones (768×1024, 844×390, 390×844, 360×640) by touch (CDP touch events): a
 *    column move is a drag from the card's visible index onto the target column's top card or
 *    empty place; foundation moves are in turn a single tap on the card (tap to foundation) and a
 *    drag onto its foundation pile (a player tapping twice at one place waits out a double tap);
 *  - 1366×768, 1366×657 and 1024×600 by the keyboard alone: the card's button is focused by its
 *    name, Space picks it, and Enter on the target column's top card (or on "Column N, empty")
 *    places it; F sends the focused card to its foundation;
 *  - 1920×1080 and 800×600 by mouse drags, onto the target column or the foundation pile.
 * After every move the page's history must have grown by that very move, and after each move it
 * draws, at once (while the cards that moved are still lifted), each column's cards must be drawn in
 * their order, each above the card it lies on; after every fifth move
 * and the last, once the cards are at rest, nothing may be cut off or covered (`tableProblems`:
 * no scrolling, every face-up column card's index on the page and uncovered, whole in columns of up
 * to 24 cards). At the end the win screen shows the page's final score,
 * at least 625, on the screen and opaque with its buttons, and nothing was logged as an error. Waits poll the page's history and its running
 * animations rather than sleeping.
 */
import { gameOfCode } from '@russian-solitaire/dealer';
import { type Card, type Column, type Game, type Move, WIN_SCORE, makeMove, suitOf } from '@russian-solitaire/engine';
import { solve } from '@russian-solitaire/solver';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DragOptions,
  SERVER_URL,
  type PageWindow,
  type Point,
  type Pointer,
  VIEWPORTS,
  type Viewport,
  drag,
  drawn,
  grabPoint,
  label,
  mousePointer,
  onScreen,
  seeThrough,
  settled,
  tableProblems,
  touchPointer,
  openViewport,
  useBrowser,
  playable,
} from './drive.js';
import { DOUBLE_TAP_MS, SAME_PLACE } from '../src/table/pointer.js';
import { LIFT_Z } from '../src/table/table.js';

/** A winnable deal, which the solver wins with moves onto cards, onto empty columns and home. */
const CODE = 'RU1-C-AAAAABP';
/** Slack for sub-pixel rounding of boxes. */
const EPS = 0.5;
const TEST_TIMEOUT = 120_000;
/** The viewports that play the whole line with real input: one of each input. */
const WHOLE_LINE = new Set(['800×600', '1366×657', '844×390']);
/** The table is checked for anything cut off after every this many moves, and after the last. */
const CHECK_EVERY = 5;
/** How long a move may take to show in the page's history, in milliseconds. */
const MOVE_TIMEOUT = 3_000;
/** Quick drags: the pointer's path in a few steps, a short hold, and no wait for the cards afterwards. */
const QUICK: DragOptions = { steps: 6, holdMs: 20, settle: false };

type Method = 'touch' | 'mouse' | 'keyboard';

/** The desktops played with the keyboard alone (the others with the mouse). */
const KEYBOARD_DESKTOPS = new Set(['1366×768', '1366×657', '1024×600']);

function methodOf(v: Viewport): Method {
  if (v.phone) return 'touch';
  return KEYBOARD_DESKTOPS.has(`${v.width}×${v.height}`) ? 'keyboard' : 'mouse';
}

function nameOf(v: Viewport, method: Method): string {
  return `${v.width}×${v.height} (${v.phone ? `phone ×${v.deviceScaleFactor}` : 'desktop'}, ${method})`;
}

function deal(): Game {
  const game = gameOfCode(CODE);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

/** The solver's winning line for the deal, from its start. */
function winningLine(): readonly Move[] {
  const solved = solve(deal(), { budget: 1_000_000 });
  if (!solved.ok) throw new Error(`the solver failed: ${solved.error.message}`);
  if (solved.value.status !== 'solved') throw new Error(`${CODE} is ${solved.value.status}, not solved`);
  return solved.value.line;
}

const LINE = winningLine();

/** The page's history: its length and its last move. */
async function pageHistory(page: Page): Promise<{ length: number; last: Move | undefined }> {
  return page.evaluate(() => {
    const history = (window as unknown as PageWindow).solitaire.current.history;
    return { length: history.length, last: history.at(-1) };
  });
}

/** Waits until the page's history holds `length` moves (or the time is up); resolves with it. */
async function waitForHistory(page: Page, length: number): Promise<{ length: number; last: Move | undefined }> {
  await page
    .waitForFunction((length) => (window as unknown as PageWindow).solitaire.current.history.length >= length, length, {
      polling: 20,
      timeout: MOVE_TIMEOUT,
    })
    .catch(() => {}); // no move played: the caller says so, with what the page said
  return pageHistory(page);
}

/**
 * The elements that must be at rest before a pointer plays `move`: the card's column, the target
 * pile, and the cards the last move sent flying (they may pass over the card).
 */
function movingParts(game: Game, { card, to }: Move, last: Move | undefined): string[] {
  const p = game.position;
  const ofCard = (k: Card): string => `.card[data-card="${k}"]`;
  const parts = p.column(p.place[card] as Column).map(ofCard);
  if (to === 'foundation') parts.push(`[data-foundation="${suitOf(card)}"]`);
  else {
    const top = p.top(to);
    parts.push(top === undefined ? `[data-column="${to}"]` : ofCard(top));
  }
  if (last !== undefined) {
    const flown =
      last.to === 'foundation' ? [last.card] : p.column(last.to).slice(p.column(last.to).indexOf(last.card));
    parts.push(...flown.map(ofCard));
  }
  return parts;
}

/**
 * Waits until no card is lifted above the others any more: a moved card flies over the table and
 * settles to its pile's stacking order a moment later (table.ts, a quarter of a second).
 */
async function landed(page: Page): Promise<void> {
  await page.waitForFunction(
    (lifted) => [...document.querySelectorAll<HTMLElement>('.card')].every((c) => Number(c.style.zIndex) < lifted),
    LIFT_Z,
    { polling: 25, timeout: 3_000 },
  );
}

/**
 * The column cards drawn out of their column's order: each face-up card must be drawn above the
 * card it lies on, also while cards that moved are still lifted above the others (a card a player
 * takes right after its group landed must not be hidden under the cards below it).
 */
async function stackingProblems(page: Page, at: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const position = (window as unknown as PageWindow).solitaire.current.position;
    const out: string[] = [];
    for (let c = 0; c < position.columnCount; c++) {
      let below = -Infinity;
      for (const card of position.column(c as Column)) {
        const node = document.querySelector<HTMLElement>(`.card[data-card="${card}"]`);
        if (node === null || node.hidden || node.classList.contains('dragging')) continue;
        const z = Number(node.style.zIndex);
        if (!(z > below)) out.push(`column ${c + 1}: card ${card} drawn at z-index ${z}, not above ${below}`);
        below = z;
      }
    }
    return out;
  });
  return found.map((problem) => `${at}: ${problem}`);
}

/** What is cut off or covered on the table (see `tableProblems`), each problem with `at` saying when. */
async function cutOff(page: Page, at: string): Promise<string[]> {
  return (await tableProblems(page, EPS)).map((problem) => `${at}: ${problem}`);
}

/** A point to take a card by; fails the test when no part of the card shows. */
async function grab(page: Page, card: Card, step: string): Promise<{ x: number; y: number }> {
  const from = await grabPoint(page, card);
  if (from === null) {
    // Where the card is and what covers it, for the failure's message.
    const seen = await page.evaluate((card) => {
      const r = document.querySelector(`.card[data-card="${card}"]`)!.getBoundingClientRect();
      const over = document.elementFromPoint(r.x + r.width / 2, r.y + 4);
      const v = visualViewport;
      return `card at (${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}), under ${
        over === null ? 'nothing' : `${over.tagName.toLowerCase()}.${[...over.classList].join('.')}`
      }, page scrolled to ${Math.round(scrollY)}, zoom ${v?.scale ?? 1} at (${Math.round(v?.offsetLeft ?? 0)},${Math.round(v?.offsetTop ?? 0)})`;
    }, card);
    expect(from, `${step}: some part of the ${label(card)} shows on the screen (${seen})`).not.toBeNull();
  }
  return from!;
}

/**
 * Plays a move through the page's own actions (what a drop or a tap ends in), not by input;
 * resolves with what was done and the page's history after it.
 */
async function played(
  page: Page,
  move: Move,
): Promise<{ done: string; history: { length: number; last: Move | undefined } }> {
  const { ok, length, last } = await page.evaluate((move) => {
    const app = (window as unknown as { solitaire: { actions: { play(m: Move): boolean } } } & PageWindow).solitaire;
    const ok = app.actions.play(move);
    const history = app.current.history;
    return { ok, length: history.length, last: history.at(-1) };
  }, move);
  return { done: ok ? "the page's actions" : "the page's actions, which refused it", history: { length, last } };
}

/**
 * A tap, as a player makes it: a tap soon after another at the same place is the second tap of a
 * double tap (pointer.ts), so a player tapping card after card at one place waits that long.
 */
async function tap(page: Page, pointer: Pointer, at: Point): Promise<void> {
  const last = lastTap;
  if (last !== null && Math.hypot(at.x - last.x, at.y - last.y) < SAME_PLACE) {
    const wait = last.time + DOUBLE_TAP_MS + 20 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
  }
  await pointer.down(at);
  await pointer.up(at);
  lastTap = { ...at, time: Date.now() };
}

let lastTap: (Point & { time: number }) | null = null;

/**
 * Plays one move of the line with the viewport's input (nothing waits for the page's answer here);
 * resolves with what was done, for the messages of failures.
 */
async function input(
  page: Page,
  method: Method,
  pointer: Pointer | null,
  game: Game,
  move: Move,
  last: Move | undefined,
  foundationMoves: number,
  step: string,
): Promise<string> {
  const { card, to } = move;
  if (method === 'keyboard') {
    await page.getByRole('button', { name: label(card), exact: true }).focus();
    if (to === 'foundation') {
      await page.keyboard.press('f');
      return `F on the ${label(card)}`;
    }
    await page.keyboard.press('Space');
    const top = game.position.top(to);
    const target = top === undefined ? `Column ${to + 1}, empty` : label(top);
    await page.getByRole('button', { name: target, exact: true }).focus();
    await page.keyboard.press('Enter');
    return `Space on the ${label(card)}, then Enter on ${target}`;
  }
  // The card and its target at rest (the table may still be moving after the last move).
  await settled(page, movingParts(game, move, last));
  const from = await grab(page, card, step);
  // Touch sends every other foundation move home with a single tap on the card (the top card of its column).
  if (method === 'touch' && to === 'foundation' && foundationMoves % 2 === 0) {
    expect(game.position.top(game.position.place[card] as Column), `${step}: the ${label(card)} is a top card`).toBe(
      card,
    );
    await tap(page, pointer!, from);
    return `a tap at (${Math.round(from.x)},${Math.round(from.y)})`;
  }
  await drag(page, pointer!, card, from, to, QUICK);
  return `a drag from (${Math.round(from.x)},${Math.round(from.y)})`;
}

const browser = useBrowser();

/**
 * The moves of the line played with real input where a viewport does not play the whole line: the
 * first of each kind that its input plays differently (onto a card, onto an empty column, home —
 * by touch, home by a tap and home by a drag in turn, as `input` does), and the winning move.
 */
function sampledMoves(method: Method): Set<number> {
  const game = deal();
  const firsts = new Map<string, number>();
  let foundationMoves = 0;
  for (const [i, move] of LINE.entries()) {
    let kind: string;
    if (move.to === 'foundation') {
      kind = method === 'touch' && foundationMoves % 2 === 0 ? 'home, tap' : 'home';
      foundationMoves++;
    } else kind = game.position.length[move.to] === 0 ? 'empty' : 'card';
    if (!firsts.has(kind)) firsts.set(kind, i);
    expect(game.play(move).ok).toBe(true);
  }
  return new Set([...firsts.values(), LINE.length - 1]);
}

it(`the solver wins ${CODE} with moves onto cards, onto empty columns and home (the line played below)`, () => {
  const game = deal();
  const kinds = new Set<string>();
  for (const move of LINE) {
    kinds.add(move.to === 'foundation' ? 'home' : game.position.length[move.to] === 0 ? 'empty' : 'card');
    expect(game.play(move).ok, makeMove(move)).toBe(true);
  }
  expect([...kinds].sort()).toEqual(['card', 'empty', 'home']);
  expect(game.isWon).toBe(true);
  expect(game.score).toBe(WIN_SCORE);
});

for (const viewport of VIEWPORTS) {
  const method = methodOf(viewport);
  const whole = WHOLE_LINE.has(`${viewport.width}×${viewport.height}`);
  describe(`a win at ${nameOf(viewport, method)}`, () => {
    let context: BrowserContext | undefined;
    let page: Page;
    let pointer: Pointer | null = null;
    const errors: string[] = [];

    beforeAll(async () => {
      // A fresh profile: nothing saved, so the code is dealt as it is.
      ({ context, page } = await openViewport(browser, viewport, errors));
      // A player who asks for less motion: the cards move without their 0.2 s slide, so the game
      // is played at the pace of the input (the animated table is covered by the other tests).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      if (method === 'touch') pointer = touchPointer(await context.newCDPSession(page));
      if (method === 'mouse') pointer = mousePointer(page);
      await page.goto(`${SERVER_URL}?code=${CODE}`);
      await playable(page);
      // The kinds of pointer the page sees, to check that each viewport is played as it says.
      await page.evaluate(() => {
        const kinds = new Set<string>();
        (window as unknown as { pointerKinds: Set<string> }).pointerKinds = kinds;
        window.addEventListener('pointerdown', (e) => kinds.add(e.pointerType), { capture: true });
      });
      await settled(page);
    }, TEST_TIMEOUT);

    afterAll(async () => {
      await context?.close();
    });

    it(
      whole
        ? `plays ${CODE} from the deal to the win by ${method}, every move checked, nothing cut off`
        : `plays ${CODE} from the deal to the win, each kind of move by ${method}, every move checked, nothing cut off`,
      async () => {
        expect(await page.evaluate(() => (window as unknown as PageWindow).solitaire.current.gameCode)).toBe(CODE);
        const game = deal();
        const problems = await cutOff(page, 'the deal');
        const real = whole ? null : sampledMoves(method);
        let foundationMoves = 0;
        const disorder: string[] = [];
        let orderChecks = 0;
        for (const [i, move] of LINE.entries()) {
          const step = `move ${i + 1} of ${LINE.length}, ${makeMove(move)}`;
          const byInput = real === null || real.has(i);
          let done: string;
          let history: Awaited<ReturnType<typeof pageHistory>>;
          if (byInput) {
            done = await input(page, method, pointer, game, move, LINE[i - 1], foundationMoves, step);
            history = await waitForHistory(page, i + 1);
          } else ({ done, history } = await played(page, move));
          if (move.to === 'foundation') foundationMoves++;
          // The game changes at once, the page in its next animation frame: the next input (and
          // the next check) aims at what is drawn.
          const checkpoint = (i + 1) % CHECK_EVERY === 0 || i === LINE.length - 1;
          if (checkpoint || real === null || real.has(i + 1)) {
            await drawn(page);
            disorder.push(...(await stackingProblems(page, step)));
            orderChecks++;
          }
          if (history.length !== i + 1) {
            const said = await page.locator('#announce').textContent();
            expect(history.length, `${step}: ${done} played no move (the page said "${said}")`).toBe(i + 1);
          }
          expect(history.last, `${step}: the move played`).toEqual(move);
          expect(game.play(move).ok).toBe(true);
          if (checkpoint) {
            await settled(page);
            await landed(page);
            problems.push(...(await cutOff(page, step)));
          }
        }
        expect.soft(problems, `${problems.length} things cut off during the game`).toEqual([]);
        expect.soft(disorder, `${disorder.length} cards drawn under the card they lie on`).toEqual([]);
        expect(orderChecks).toBeGreaterThanOrEqual(LINE.length / CHECK_EVERY);

        const dialog = page.locator('#win');
        await expect.poll(() => dialog.isVisible(), { timeout: 5_000 }).toBe(true);
        const end = await page.evaluate(() => {
          const g = (window as unknown as PageWindow).solitaire.current;
          return { won: g.isWon, score: g.score, moves: g.moveCount };
        });
        expect(end).toEqual({ won: true, score: game.score, moves: LINE.length });
        expect(end.score).toBeGreaterThanOrEqual(WIN_SCORE);
        expect(await page.locator('#win-score').textContent()).toBe(String(end.score));
        expect(await page.locator('#win-moves').textContent()).toBe(String(LINE.length));
        // The win screen is on the screen, opaque, with its buttons.
        for (const id of ['#win', '#play-again', '#new-winnable', '#win-review', '#win-close'])
          expect(await onScreen(page, id), `${id} on the screen`).toBe(true);
        expect(await seeThrough(page, '#win'), 'the win screen is opaque').toEqual([]);

        const kinds = await page.evaluate(() => [...(window as unknown as { pointerKinds: Set<string> }).pointerKinds]);
        expect(kinds, 'the pointer types the page saw').toEqual(method === 'keyboard' ? [] : [method]);
      },
      TEST_TIMEOUT,
    );

    it('logs no console or page errors', () => {
      expect(errors).toEqual([]);
    });
  });
}
