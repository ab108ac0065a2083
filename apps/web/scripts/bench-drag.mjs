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
// next animation frame; in the frame's requestAnimationFrame callback it notes the frame's time
// (the vsync tick the frame began on) and posts a MessageChannel message, whose handler runs as
// soon as the main thread is free again, that is after that frame's style, layout, paint and
// commit. Raster and the display's scan-out are not counted.
//
// Two latencies come of that:
// - **input to paint**, the figure the targets are about: from the first frame that could show the
//   move (the first vsync tick at or after its `timeStamp`) to the end of the frame that did show
//   it. Chromium hands pointer moves to the page once a frame, at the frame's start ("rAF-aligned
//   input"), so a move always waits for the next tick, up to one frame interval, whatever the page
//   does; that wait is the browser's and is left out. What the page does is not: a frame that runs
//   long, or an earlier task that holds the main thread, makes later moves miss their first tick,
//   and the frames they miss count. The frame interval is measured before the drag (the median gap
//   between idle animation frames) and printed.
// - **from the event's timeStamp**, the same end minus the move's own `timeStamp`: that wait for
//   the frame included. The benchmark sends each move as soon as the page has taken the last one,
//   early in a frame, so this is about one frame interval plus the frame's work; no page can bring
//   it under one frame interval.
// The figures are the median, the 95th percentile and the maximum over the moves of one drag. They
// depend on the machine and on what else it is doing.
//
// The press that starts the drag is timed the same way (pointerdown → after the next frame) and
// printed apart: the page makes the pressed cards ready to be dragged at the press (see
// docs/web.md), so the press's frame carries work that the drag's first move would carry otherwise.
//
// Since a busy machine stretches those wall-clock times, the drag is also traced (CDP Tracing,
// categories `benchmark` and `toplevel`), and the processor time the page's main thread spent is
// printed from the trace's thread times: per frame (each `ProxyMain::BeginMainFrame`: the
// animation-frame callbacks, style, layout, paint, commit) its median, 95th percentile and maximum,
// and in all (every task of the main thread, input handling included) divided by the moves. A
// thread waiting for a core counts in the wall-clock figures, not in these. BENCH_DETAIL=1 also
// prints each move's latencies and each frame's processor time in their order, to find the moments
// that make the 95th percentile.
//
// Last, the same drag (press, BENCH_STEPS moves, release), timed the same way at both speeds, on a
// bare page whose only work is to move one element to the pointer: what any page's drag stands on
// in this browser on this machine, to read the app's figures against.
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

/** Presses at `from`, moves to `to` in `steps` CDP mouse events (each sent once the page took the last), releases. */
async function sendDrag(cdp, from, to, steps) {
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
}

/** Drags with CDP mouse events from `from` to `to` in `steps` moves; resolves once the game answered. */
async function drag(page, cdp, from, to, steps) {
  const before = await historyLength(page);
  await sendDrag(cdp, from, to, steps);
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

/** The median, 95th percentile and maximum of some latencies. */
function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
}

/**
 * The page's display frame interval (ms): the median gap between the times of 31 animation frames
 * in a row, with nothing else going on.
 */
function frameInterval(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const times = [];
        const step = (time) => {
          times.push(time);
          if (times.length <= 30) requestAnimationFrame(step);
          else {
            const gaps = times
              .slice(1)
              .map((t, i) => t - times[i])
              .sort((a, b) => a - b);
            resolve(gaps[gaps.length >> 1]);
          }
        };
        requestAnimationFrame(step);
      }),
  );
}

/**
 * Input to paint, without the browser's wait for the frame: from the first frame tick at or after
 * the input (ticks fall every `interval` ms, in step with the frame that showed it) to the end of
 * the frame that showed it. An input that came after its frame's own tick counts from that tick.
 */
function inputToPaint({ input, frame, end }, interval) {
  const missed = Math.max(0, Math.floor((frame - input) / interval));
  return end - (frame - missed * interval);
}

/**
 * Listens, in the capture phase, to the drag's pointer moves and to the press: each gives the
 * input's timeStamp, the time of the frame that showed it and that frame's end, in
 * `window.__benchSamples` (the moves) and `window.__benchPress`.
 */
function installTimings(page) {
  return page.evaluate(() => {
    // Each timing: the input's timeStamp, the time of the frame that showed it, and that frame's end.
    const timed = (e, record) => {
      const input = e.timeStamp;
      requestAnimationFrame((frame) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => record({ input, frame, end: performance.now() });
        channel.port2.postMessage(null);
      });
    };
    const samples = [];
    window.__benchSamples = samples;
    window.addEventListener(
      'pointermove',
      (e) => {
        if (e.buttons !== 0) timed(e, (t) => samples.push(t)); // only the moves of the drag
      },
      { capture: true },
    );
    window.addEventListener('pointerdown', (e) => timed(e, (t) => (window.__benchPress = t)), { capture: true });
  });
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

    const interval = await frameInterval(page);
    await installTimings(page);
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
    const timings = await page.evaluate(() => window.__benchSamples);
    const pressTiming = await page.evaluate(() => window.__benchPress);
    const toPaint = timings.map((t) => inputToPaint(t, interval));
    const fromStamp = timings.map((t) => t.end - t.input);
    const cpu = mainThreadTimes(events);
    return {
      frames: cpu.frames,
      framesInOrder: cpu.inOrder,
      samples: toPaint,
      fromStamp,
      interval,
      press: pressTiming === undefined ? undefined : inputToPaint(pressTiming, interval),
      pressFromStamp: pressTiming === undefined ? undefined : pressTiming.end - pressTiming.input,
      perMove: cpu.total / Math.max(1, timings.length),
      name,
      group: `${pick.name} +${pick.size - 1} → column ${pick.to + 1}`,
      played,
      n: timings.length,
      ...summary(toPaint),
      stamp: summary(fromStamp),
      errors,
    };
  } finally {
    await browser.close();
  }
}

/** A page with nothing but one element that follows the pointer: the floor any page's drag stands on. */
const BARE_PAGE = `<!doctype html><body style="margin:0"><div id="follower"
  style="position:absolute;left:0;top:0;width:80px;height:112px;background:#b22"></div><script>
addEventListener('pointermove', (e) => {
  follower.style.transform = 'translate(' + e.clientX + 'px,' + e.clientY + 'px)';
});</script>`;

/** The same drag, timed the same way, on the bare page (no tracing). */
async function runBare({ name, rate }) {
  const browser = await launchBrowser({ ...VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await page.setContent(BARE_PAGE);
    const interval = await frameInterval(page);
    await installTimings(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await sendDrag(cdp, { x: 100, y: 100 }, { x: 900, y: 600 }, STEPS);
    await page.waitForTimeout(300);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const timings = await page.evaluate(() => window.__benchSamples);
    return {
      name,
      n: timings.length,
      interval,
      ...summary(timings.map((t) => inputToPaint(t, interval))),
      stamp: summary(timings.map((t) => t.end - t.input)),
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
  console.log(`drag latency (input → after the frame that shows it), ${VIEWPORT.width}×${VIEWPORT.height}, ${CODE}`);
  for (const c of CASES) {
    const r = await runCase(server, c);
    console.log(
      `${r.name.padEnd(16)} ${r.group}: ${String(r.n).padStart(3)} moves  input to paint: median ${ms(r.median)}  p95 ${ms(r.p95)}  max ${ms(r.max)}${r.played ? '' : '  (the drop did not play the move)'}`,
    );
    console.log(
      `${''.padEnd(16)} from the event's timeStamp (the wait for the frame included; frame interval ${r.interval.toFixed(1)} ms): median ${ms(r.stamp.median)}  p95 ${ms(r.stamp.p95)}  max ${ms(r.stamp.max)}`,
    );
    console.log(
      `${''.padEnd(16)} main thread's processor time: per frame median ${ms(percentile(r.frames, 50))}  p95 ${ms(percentile(r.frames, 95))}  max ${ms(r.frames.at(-1) ?? NaN)} (${r.frames.length} frames); per move ${ms(r.perMove)}`,
    );
    console.log(
      `${''.padEnd(16)} the press: input to paint ${ms(r.press ?? NaN)}, from its timeStamp ${ms(r.pressFromStamp ?? NaN)}`,
    );
    if (DETAIL) {
      console.log(`  moves in order, input to paint (ms): ${r.samples.map((x) => x.toFixed(0)).join(' ')}`);
      console.log(`  moves in order, from the timeStamp (ms): ${r.fromStamp.map((x) => x.toFixed(0)).join(' ')}`);
      console.log(`  frames in order (processor ms): ${r.framesInOrder.map((x) => x.toFixed(1)).join(' ')}`);
    }
    if (r.errors.length) console.log(`  page errors: ${r.errors.join('; ')}`);
  }
  console.log('a bare page (one element following the pointer), the same drag, for comparison');
  for (const c of CASES) {
    const r = await runBare(c);
    console.log(
      `${r.name.padEnd(16)} ${String(r.n).padStart(3)} moves  input to paint: median ${ms(r.median)}  p95 ${ms(r.p95)}  max ${ms(r.max)}; from the timeStamp: median ${ms(r.stamp.median)}  p95 ${ms(r.stamp.p95)}  max ${ms(r.stamp.max)}`,
    );
  }
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
