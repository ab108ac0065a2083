import { formatCode } from '@russian-solitaire/dealer';
import { unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type SurveyFileExpectation,
  type SurveyLine,
  type SurveyRecord,
  type SurveySettings,
  surveyLineText,
} from './survey-record.js';
import {
  type SurveyFileContents,
  type SurveyFileError,
  bytesReader,
  readSurveyFile as readFile,
} from './survey-file.js';
import type { Result } from '@russian-solitaire/engine';
import { errorOf } from './testing/result.js';

const SETTINGS: SurveySettings = { rule: 'C', budget: 1000, groupLimit: 20, takeBack: true };

const record = (seed: number): SurveyRecord => ({
  seed,
  gameCode: unwrap(formatCode({ rule: 'C', seed })),
  status: seed % 3 === 0 ? 'solved' : seed % 3 === 1 ? 'unsolvable' : 'unknown',
  nodes: seed * 7,
  ms: 1,
  moves: seed % 3 === 0 ? 90 : 0,
  ...SETTINGS,
});

/** Reads bytes as a survey file; the records it holds, in the order read, come with the contents. */
function readSurveyFile(
  bytes: Uint8Array,
  name: string,
  expected: SurveyFileExpectation,
): Result<SurveyFileContents & { records: SurveyLine[] }, SurveyFileError> {
  const records: SurveyLine[] = [];
  const r = readFile(bytesReader(bytes), name, expected, (record) => {
    records.push(record);
    return null;
  });
  return r.ok ? { ok: true, value: { ...r.value, records } } : r;
}

describe('readSurveyFile', () => {
  it('reads every complete line; any cut of the last line is dropped, and what is kept is whole lines', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        (seeds, cutAt) => {
          const text = seeds.map((s) => `${JSON.stringify(record(s))}\n`).join('');
          const cut = text.slice(0, cutAt % (text.length + 1));
          const r = readSurveyFile(Buffer.from(cut), 'f', { settings: SETTINGS, range: null });
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          const kept = cut.slice(0, r.value.keepBytes);
          expect(kept === '' || kept.endsWith('}') || kept.endsWith('\n')).toBe(true);
          const complete = kept
            .split('\n')
            .filter((l) => l.length > 0)
            .map((l) => (JSON.parse(l) as SurveyRecord).seed);
          expect(r.value.records.map((x) => x.seed)).toEqual(complete);
          expect(r.value.seeds.size).toBe(complete.length);
          expect(complete).toEqual(seeds.slice(0, complete.length));
          // Only the last (cut) line can be lost.
          expect(complete.length).toBeGreaterThanOrEqual(cut.split('\n').length - 2);
        },
      ),
    );
  });

  it('refuses a bad line before the last, and records made with other settings', () => {
    const good = JSON.stringify(record(1));
    const badLine = errorOf(readSurveyFile(Buffer.from(`{oops\n${good}\n`), 'f', { settings: SETTINGS, range: null }));
    expect(badLine.code).toBe('bad-output-file');
    expect(badLine.message).toContain('f, line 1');
    expect(
      readSurveyFile(Buffer.from(`${good}\n`), 'f', { settings: { ...SETTINGS, budget: 2000 }, range: null }),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad-output-file' },
    });
    expect(
      readSurveyFile(Buffer.from(`${good}\n`), 'f', { settings: { ...SETTINGS, takeBack: false }, range: null }),
    ).toMatchObject({ ok: false });
  });
});

describe('readSurveyFile: every record is checked', () => {
  const good = (seed: number) => JSON.stringify(record(seed));
  const read = (text: string | Buffer, range: { from: number; count: number } | null = null) =>
    readSurveyFile(typeof text === 'string' ? Buffer.from(text) : text, 'f', { settings: SETTINGS, range });
  const forged = (change: Record<string, unknown>) => JSON.stringify({ ...record(3), ...change });
  const older = (change: Record<string, unknown>) => forged(change).replace('"gameCode":', '"code":');

  it('reads the lines of the command before 1.0 (the game code named code) beside those it writes now', () => {
    const lines = [1, 2, 3, 4].map((seed) =>
      seed % 2 === 0 ? good(seed) : good(seed).replace('"gameCode":', '"code":'),
    );
    expect(lines.filter((line) => line.includes('"code":'))).toHaveLength(2);
    const r = read(`${lines.join('\n')}\n${good(5).replace('"gameCode":', '"code":').slice(0, 30)}`);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.records).toEqual([1, 2, 3, 4].map(record));
    expect(r.value.seeds.size).toBe(4);
  });

  it('refuses forged or damaged records, naming the line and the problem', () => {
    const cases: [string, string, RegExp][] = [
      [forged({ status: 'unsolvable' }), 'bad-field', /status "unsolvable" with moves 90/],
      [JSON.stringify({ ...record(4), status: 'solved' }), 'bad-field', /status "solved" with moves 0/],
      [forged({ status: 'won' }), 'bad-field', /status is "won"/],
      [forged({ nodes: -5 }), 'bad-field', /nodes is -5/],
      [forged({ ms: 1.5 }), 'bad-field', /ms is 1\.5/],
      [forged({ nodes: 2 ** 60 }), 'bad-field', /nodes is/],
      [forged({ gameCode: 'garbage' }), 'bad-field', /gameCode is "garbage", but seed 3 under rule C is RU1-C-AAAAAAD/],
      [forged({ gameCode: unwrap(formatCode({ rule: 'C', seed: 4 })) }), 'bad-field', /gameCode is/],
      // a line of the command before 1.0, which named the game code code, is checked the same way
      [older({ gameCode: 'garbage' }), 'bad-field', /: code is "garbage", but seed 3 under rule C is RU1-C-AAAAAAD/],
      [forged({ code: unwrap(formatCode({ rule: 'C', seed: 3 })) }), 'not-a-record', /unknown code/],
      [forged({ seed: 99_999_999_999 }), 'bad-field', /seed is 99999999999, not a whole number from 0 to 8031810175/],
      [forged({ seed: '3' }), 'bad-field', /seed is "3"/],
      [forged({ groupLimit: 0 }), 'bad-field', /groupLimit/],
      [forged({ budget: 2000 }), 'other-settings', /"budget":2000,.*; this survey uses \{"rule":"C","budget":1000,/],
      [forged({ extra: 1 }), 'not-a-record', /unknown extra/],
      [JSON.stringify({ seed: 1 }), 'not-a-record', /not a survey record \(no gameCode/],
      ['[1,2]', 'not-a-record', /not a survey record/],
    ];
    for (const [line, problem, message] of cases) {
      const e = errorOf(read(`${good(1)}\n${line}\n${good(2)}\n`));
      expect({ line: e.line, problem: e.problem, code: e.code }).toEqual({ line: 2, problem, code: 'bad-output-file' });
      expect(e.message).toMatch(/^f, line 2, /);
      expect(e.message).toMatch(message);
    }
  });

  it('refuses a record outside the range expected', () => {
    const e = errorOf(read(`${good(5)}\n${good(12)}\n`, { from: 0, count: 10 }));
    expect(e).toMatchObject({ line: 2, problem: 'outside-range' });
    expect(e.message).toContain("seed 12, outside this survey's seeds 0–9");
    expect(read(`${good(5)}\n${good(9)}\n`, { from: 0, count: 10 }).ok).toBe(true);
  });

  it('refuses a line that is not UTF-8, and works on bytes', () => {
    const bad = Buffer.concat([
      Buffer.from(`${good(1)}\n`),
      Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a]),
      Buffer.from(`${good(2)}\n`),
    ]);
    expect(errorOf(read(bad))).toMatchObject({ line: 2, problem: 'not-utf8' });
    // Not even as the last line without a newline: that is no record cut short.
    const badEnd = Buffer.concat([Buffer.from(`${good(1)}\n{"seed":`), Buffer.from([0xff])]);
    expect(errorOf(read(badEnd))).toMatchObject({ line: 2, problem: 'not-utf8' });
    // A blank line of multi-byte white space: the cut of a truncated last line counts its bytes.
    const text = `${good(1)}\n\u00a0\u3000\n${good(2)}\n${good(6).slice(0, 30)}`;
    const r = read(text);
    expect(r.ok && r.value.truncated).toBe(true);
    const kept = r.ok ? Buffer.from(text).subarray(0, r.value.keepBytes).toString('utf8') : '';
    expect(kept).toBe(`${good(1)}\n\u00a0\u3000\n${good(2)}\n`);
  });

  it('refuses a bad last line that ends with a newline, or that is whole JSON without one', () => {
    expect(errorOf(read(`${good(1)}\n{"seed":1}\n`))).toMatchObject({ line: 2, problem: 'not-a-record' });
    expect(errorOf(read(`${good(1)}\n{"seed"\n`))).toMatchObject({ line: 2, problem: 'not-a-record' });
    expect(errorOf(read(`${good(1)}\n${forged({ nodes: -1 })}`))).toMatchObject({ line: 2, problem: 'bad-field' });
    expect(errorOf(read(`${good(1)}\nhello`))).toMatchObject({ line: 2, problem: 'not-a-record' });
    // Only the beginning of a record, without a newline, is a truncated last line.
    expect(read(`${good(1)}\n{"se`)).toMatchObject({ ok: true, value: { truncated: true } });
  });

  it('checks played deals too', () => {
    const play = { ...SETTINGS, player: 'fair', samples: 16 } as const;
    const line = (change: Record<string, unknown>) =>
      JSON.stringify({
        seed: 3,
        code: unwrap(formatCode({ rule: 'C', seed: 3 })),
        player: 'fair',
        samples: 16,
        won: true,
        moves: 91,
        ms: 5,
        winnable: true,
        ...SETTINGS,
        ...change,
      });
    const readPlay = (text: string) => readSurveyFile(Buffer.from(text), 'f', { settings: play, range: null });
    expect(readPlay(`${line({})}\n`).ok).toBe(true);
    expect(errorOf(readPlay(`${line({ winnable: false })}\n`)).problem).toBe('bad-field');
    expect(errorOf(readPlay(`${line({ samples: null })}\n`)).problem).toBe('bad-field');
    expect(errorOf(readPlay(`${line({ won: 'yes' })}\n`)).problem).toBe('bad-field');
    expect(errorOf(readPlay(`${line({ moves: -1 })}\n`)).problem).toBe('bad-field');
    expect(errorOf(readPlay(`${line({ player: 'cheat' })}\n`)).problem).toBe('bad-field');
    expect(errorOf(readPlay(`${line({ samples: 8 })}\n`)).problem).toBe('other-settings');
  });

  it('prints a record as its line, seed first, and reads it back', () => {
    const r = record(6);
    const text = surveyLineText({ ...r, takeBack: r.takeBack });
    expect(text.startsWith('{"seed":6,"gameCode":')).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
    const back = read(text);
    expect(back.ok && back.value.records).toEqual([r]);
  });
});
