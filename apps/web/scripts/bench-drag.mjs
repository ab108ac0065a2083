// A benchmark, not a test: input-to-paint latency while a group of cards is dragged, in headless
// Chromium. Usage: node scripts/bench-drag.mjs   (pnpm bench; BENCH_STEPS, BENCH_CODE to vary it)
//
// It builds the app (harness.buildApp), serves it with `vite preview`, and for each case (normal
// CPU, then 4× slower through CDP `Emulation.setCPUThrottlingRate`) opens a fresh profile at
// 1280×800 on the fixed deal RU1-C-AAAAAAD, plays 9S-7, 8H-7, 7C-7, 4C-7 so that the table is busy
// (column 7 holds 24 cards), then picks up the longest group that has a column to go to (by the
// page's engine game, `window.solitaire.current`) and moves the mouse to that column in BENCH_STEPS
// (120) steps of CDP `Input.dispatchMouseEvent`, and drops it there.
//
// What is measured, per pointermove: a capture-phase listener on window takes the event's
// `timeStamp` (when the browser received the input; CDP stamps it on dispatch), and waits for the
// next animation frame; in the frame's requestAnimationFrame callback it posts a MessageChannel
// message, whose handler runs as soon as the main thread is free again, that is after that frame's
// style, layout, paint and commit; `performance.now() - e.timeStamp` then is the latency. This is an
// approximation of "input to paint": it counts the main thread's work for the frame that shows the
// move (the app's own pointermove handler, style, layout, paint recording) but not the compositor's
// raster and the display's scan-out, and with Chromium's rAF-aligned input a move waits for the
// next frame anyway (so about one frame, ~16 ms at 60 Hz, is the floor). The figures are the
// median, the 95th percentile and the maximum over the moves of one drag. They depend on the
// machine and on what else it is doing.
//
// The press that starts the drag is timed the same way (pointerdown's `timeStamp` → after the next
// frame) and printed apart: the page makes the pressed cards ready to be dragged at the press (see
// docs/web.md), so the press's frame carries work that the drag's first move would carry otherwise.
//
// Since a busy machine stretches those wall-clock times, the drag is also traced (CDP Tracing,
// categories `benchmark` and `toplevel`), and the processor time the page's main thread spent is
// printed from the trace's thread times: per frame (each `ProxyMain::BeginMainFrame`: the
// animation-frame callbacks, style, layout, paint, commit) its median, 95th percentile and maximum,
// and in all (every task of the main thread, input handling included) divided by the moves. A
// thread waiting for a core counts in the wall-clock figures, not in these. BENCH_DETAIL=1 also
// prints each move's latency and each frame's processor time in their order, to find the moments
// that make the 95th percentile.
/* global window, document, innerWidth, innerHeight, requestAnimationFrame -- the page functions run in the browser */
import { COLUMN_COUNT } from '@russian-solitaire/engine';
import { appDir, buildApp, launchBrowser, startPreview, waitPlayable } from './harness.mjs';

const CODE = process.env.BENCH_CODE ?? 'RU1-C-AAAAAAD';
/** Moves (card, then column 1–7) that load the table before the measured drag (for the default code). */
const SETUP = process.env.BENCH_CODE ? [] : ['9S-7', '8H-7', '7C-7', '4C-7'];
const STEPS = Number(process.env.BENCH_STEPS ?? 120);
const DETAIL = process.env.BENCH_DETAIL === '1';
const VIEWPORT = { width: 1280, height: 800 };
const CASES = [
  { name: 'normal CPU', rate: 1 },
  { name: '4× CPU slowdown', rate: 4 },
];

/** Ranks and suits of card notation (9S, TH, 10H, AC…). */
const RANKS = { A: 1, T: 10, J: 11, Q: 12, K: 13 };
const SUITS = { S: 0, H: 1, D: 2, C: 3 };

/** The card number of a card in notation: the `data-card` of the element whose `data-name` names it. */
async function cardOfNotation(page, text) {
  const m = /^(10|[2-9TAJQK])([SHDC])$/.exec(text);
  if (!m) throw new Error(`not a card: ${text}`);
  const rank = RANKS[m[1]] ?? Number(m[1]);
  const suit = SUITS[m[2]];
  // data-name is the English card name, e.g. "9 of spades", "queen of hearts".
  const rankName = { 1: 'ace', 11: 'jack', 12: 'queen', 13: 'king' }[rank] ?? String(rank);
  const suitName = ['spades', 'hearts', 'diamonds', 'clubs'][suit];
  const card = await page.evaluate(
    (name) => document.querySelector(`.card[data-name="${name}"]`)?.dataset.card,
    `${rankName} of ${suitName}`,
  );
  if (card === undefined) throw new Error(`no card element named ${rankName} of ${suitName}`);
  return Number(card);
}

/** A point the card can be taken by: its index's centre if that shows, else any uncovered point. */
function grabPoint(page, card) {
  return page.evaluate((card) => {
    const node = document.querySelector(`.card[data-card="${card}"]`);
    const hits = (x, y) =>
      x >= 0 &&
      y >= 0 &&
      x < innerWidth &&
      y < innerHeight &&
      document.elementFromPoint(x, y)?.closest('[data-card]') === node;
    const c = node.querySelector('.corner:not(.bottom)').getBoundingClientRect();
    if (hits(c.x + c.width / 2, c.y + c.height / 2)) return { x: c.x + c.width / 2, y: c.y + c.height / 2 };
    const r = node.getBoundingClientRect();
    for (let fy = 0.05; fy < 1; fy += 0.1)
      for (let fx = 0.2; fx < 1; fx += 0.2)
        if (hits(r.x + fx * r.width, r.y + fy * r.height)) return { x: r.x + fx * r.width, y: r.y + fy * r.height };
    return null;
  }, card);
}

/** Where the pointer goes so that the dragged card covers the target column's top card (or slot). */
function dropPoint(page, card, from, to) {
  return page.evaluate(
    ({ card, from, to }) => {
      const game = window.solitaire.current;
      const top = game.position.top(to);
      const target = (
        top === undefined
          ? document.querySelector(`[data-column="${to}"]`)
          : document.querySelector(`.card[data-card="${top}"]`)
      ).getBoundingClientRect();
      const own = document.querySelector(`.card[data-card="${card}"]`).getBoundingClientRect();
      return { x: target.x + (from.x - own.x), y: target.y + (from.y - own.y) };
    },
    { card, from, to },
  );
}

const historyLength = (page) => page.evaluate(() => window.solitaire.current.history.length);

/** Drags with CDP mouse events from `from` to `to` in `steps` moves; resolves once the game answered. */
async function drag(page, cdp, from, to, steps) {
  const before = await historyLength(page);
  const mouse = (type, p, buttons) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      x: p.x,
      y: p.y,
      button: 'left',
      buttons,
      clickCount: type === 'mouseMoved' ? 0 : 1,
    });
  await mouse('mouseMoved', from, 0);
  await mouse('mousePressed', from, 1);
  for (let i = 1; i <= steps; i++) {
    const k = i / steps;
    await mouse('mouseMoved', { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k }, 1);
  }
  await mouse('mouseReleased', to, 0);
  for (let t = 0; t < 60 && (await historyLength(page)) === before; t++) await page.waitForTimeout(50);
  await page.waitForTimeout(350);
  return (await historyLength(page)) > before;
}

/**
 * The thread times (ms) of the renderer's main thread in a trace: of each frame
 * (`ProxyMain::BeginMainFrame`), sorted, and of all its top-level tasks together.
 */
function mainThreadTimes(events) {
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && e.tdur !== undefined);
  const inOrder = onMain
    .filter((e) => e.name === 'ProxyMain::BeginMainFrame')
    .sort((a, b) => a.ts - b.ts)
    .map((e) => e.tdur / 1000);
  const frames = [...inOrder].sort((a, b) => a - b);
  // Top-level tasks: those no other task of the thread contains.
  const tasks = onMain.filter((e) => e.cat === 'toplevel').sort((a, b) => a.ts - b.ts);
  let total = 0;
  let end = -Infinity;
  for (const t of tasks) {
    if (t.ts >= end) {
      total += t.tdur / 1000;
      end = t.ts + t.dur;
    }
  }
  return { frames, inOrder, total };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function runCase(server, { name, rate }) {
  const browser = await launchBrowser({ ...VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page = await browser.context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const cdp = await browser.context.newCDPSession(page);
    await page.goto(`${server.url}?code=${CODE}`);
    await waitPlayable(page);
    await page.waitForTimeout(300);
    for (const text of SETUP) {
      const [cardText, columnText] = text.split('-');
      const card = await cardOfNotation(page, cardText);
      const to = Number(columnText) - 1;
      const refusal = await page.evaluate(({ card, to }) => window.solitaire.current.check({ card, to }), { card, to });
      if (refusal !== null) throw new Error(`${text} is not legal here: ${JSON.stringify(refusal)}`);
      const from = await grabPoint(page, card);
      if (!from) throw new Error(`${text}: the card is not on the screen`);
      if (!(await drag(page, cdp, from, await dropPoint(page, card, from, to), 12)))
        throw new Error(`${text}: the drag did not play`);
    }
    // The longest group that has a column to go to.
    const pick = await page.evaluate((columns) => {
      const game = window.solitaire.current;
      const p = game.position;
      let best = null;
      for (let c = 0; c < columns; c++)
        for (const k of p.column(c)) {
          if (!p.isFaceUp(k)) continue;
          const to = game.destinations(k).filter((t) => t !== 'foundation');
          const group = game.group(k);
          if (to.length > 0 && group.length > 0 && (best === null || group.length > best.size))
            best = {
              card: k,
              size: group.length,
              to: to[0],
              name: document.querySelector(`[data-card="${k}"]`).dataset.name,
            };
        }
      return best;
    }, COLUMN_COUNT);
    if (!pick) throw new Error('no group has a column to go to');
    const from = await grabPoint(page, pick.card);
    if (!from) throw new Error(`the ${pick.name} is not on the screen`);
    const to = await dropPoint(page, pick.card, from, pick.to);

    await page.evaluate(() => {
      const samples = [];
      window.__benchSamples = samples;
      window.addEventListener(
        'pointermove',
        (e) => {
          if (e.buttons === 0) return; // only the moves of the drag
          const t0 = e.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => samples.push(performance.now() - t0);
            channel.port2.postMessage(null);
          });
        },
        { capture: true },
      );
      window.addEventListener(
        'pointerdown',
        (e) => {
          const t0 = e.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => (window.__benchPress = performance.now() - t0);
            channel.port2.postMessage(null);
          });
        },
        { capture: true },
      );
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const events = [];
    const collect = (d) => events.push(...d.value);
    cdp.on('Tracing.dataCollected', collect);
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'benchmark,toplevel', transferMode: 'ReportEvents' });
    const played = await drag(page, cdp, from, to, STEPS);
    await cdp.send('Tracing.end');
    await traced;
    cdp.off('Tracing.dataCollected', collect);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const samples = await page.evaluate(() => window.__benchSamples);
    const press = await page.evaluate(() => window.__benchPress);
    const sorted = [...samples].sort((a, b) => a - b);
    const cpu = mainThreadTimes(events);
    return {
      frames: cpu.frames,
      framesInOrder: cpu.inOrder,
      samples,
      press,
      perMove: cpu.total / Math.max(1, samples.length),
      name,
      group: `${pick.name} +${pick.size - 1} → column ${pick.to + 1}`,
      played,
      n: samples.length,
      median: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1) ?? NaN,
      errors,
    };
  } finally {
    await browser.close();
  }
}

const ms = (x) => `${x.toFixed(1)} ms`.padStart(9);

console.log(`building ${appDir} …`);
buildApp();
const server = await startPreview();
let failed = false;
try {
  console.log(
    `drag latency (pointermove timeStamp → after the next frame), ${VIEWPORT.width}×${VIEWPORT.height}, ${CODE}`,
  );
  for (const c of CASES) {
    const r = await runCase(server, c);
    console.log(
      `${r.name.padEnd(16)} ${r.group}: ${String(r.n).padStart(3)} moves  median ${ms(r.median)}  p95 ${ms(r.p95)}  max ${ms(r.max)}${r.played ? '' : '  (the drop did not play the move)'}`,
    );
    console.log(
      `${''.padEnd(16)} main thread's processor time: per frame median ${ms(percentile(r.frames, 50))}  p95 ${ms(percentile(r.frames, 95))}  max ${ms(r.frames.at(-1) ?? NaN)} (${r.frames.length} frames); per move ${ms(r.perMove)}`,
    );
    console.log(`${''.padEnd(16)} the press: ${ms(r.press ?? NaN)} (pointerdown timeStamp → after the next frame)`);
    if (DETAIL) {
      console.log(`  moves in order (ms): ${r.samples.map((x) => x.toFixed(0)).join(' ')}`);
      console.log(`  frames in order (processor ms): ${r.framesInOrder.map((x) => x.toFixed(1)).join(' ')}`);
    }
    if (r.errors.length) console.log(`  page errors: ${r.errors.join('; ')}`);
  }
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
