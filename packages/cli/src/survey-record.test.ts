import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SurveyRecord, type SurveySettings, isPlayRecord, readSurveyFile } from './survey-record.js';
import { errorOf } from './testing/result.js';

const SETTINGS: SurveySettings = { rule: 'C', budget: 1000, groupLimit: 20, takeBack: true };

const record = (seed: number): SurveyRecord => ({
  seed,
  code: `RU1-C-${seed}`,
  status: seed % 3 === 0 ? 'solved' : seed % 3 === 1 ? 'unsolvable' : 'unknown',
  nodes: seed * 7,
  ms: 1,
  moves: seed % 3 === 0 ? 90 : 0,
  ...SETTINGS,
});

describe('readSurveyFile', () => {
  it('reads every complete line; any cut of the last line is dropped, and what is kept is whole lines', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        (seeds, cutAt) => {
          const text = seeds.map((s) => `${JSON.stringify(record(s))}\n`).join('');
          const cut = text.slice(0, cutAt % (text.length + 1));
          const r = readSurveyFile(cut, 'f', SETTINGS);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          const kept = cut.slice(0, r.value.keepBytes);
          expect(kept === '' || kept.endsWith('}') || kept.endsWith('\n')).toBe(true);
          const complete = kept
            .split('\n')
            .filter((l) => l.length > 0)
            .map((l) => (JSON.parse(l) as SurveyRecord).seed);
          expect([...r.value.records.keys()]).toEqual(complete);
          expect(complete).toEqual(seeds.slice(0, complete.length));
          // Only the last (cut) line can be lost.
          expect(complete.length).toBeGreaterThanOrEqual(cut.split('\n').length - 2);
        },
      ),
    );
  });

  it('refuses a bad line before the last, and records made with other settings', () => {
    const good = JSON.stringify(record(1));
    const badLine = errorOf(readSurveyFile(`{oops\n${good}\n`, 'f', SETTINGS));
    expect(badLine.code).toBe('bad-output-file');
    expect(badLine.message).toContain('f, line 1');
    expect(readSurveyFile(`${good}\n`, 'f', { ...SETTINGS, budget: 2000 })).toMatchObject({
      ok: false,
      error: { code: 'bad-output-file' },
    });
    expect(readSurveyFile(`${good}\n`, 'f', { ...SETTINGS, takeBack: false })).toMatchObject({ ok: false });
  });

  it('keeps the first record of a seed written twice, and asks for a newline after an unterminated last line', () => {
    const a = JSON.stringify(record(3));
    const b = JSON.stringify({ ...record(3), nodes: 1 });
    const r = readSurveyFile(`${a}\n${b}`, 'f', SETTINGS);
    expect(r).toMatchObject({ ok: true, value: { truncated: false, needsNewline: true } });
    const got = r.ok ? r.value.records.get(3) : undefined;
    expect(got === undefined || isPlayRecord(got) ? null : got.nodes).toBe(21);
  });
});
