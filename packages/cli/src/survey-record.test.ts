import { MAX_SEED, formatCode } from '@russian-solitaire/dealer';
import { unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type SurveyFileExpectation,
  type SurveyLine,
  isRecordStart,
  readSurveyRecord,
  settingsOf,
  surveyLineText,
} from './survey-record.js';
import { anyRecord } from './testing/records.js';

/** The expectations a record can be read under: none, its own settings, and a range that holds its seed. */
function expectationsOf(record: SurveyLine): SurveyFileExpectation[] {
  const range = { from: Math.max(0, record.seed - 5), count: 11 };
  return [
    { settings: null, range: null },
    { settings: settingsOf(record), range: null },
    { settings: settingsOf(record), range: { ...range, count: Math.min(range.count, MAX_SEED - range.from + 1) } },
  ];
}

describe('survey records', () => {
  it('every record a survey can write reads back from its line as the same record', () => {
    let cases = 0;
    fc.assert(
      fc.property(anyRecord, (record) => {
        const text = surveyLineText(record);
        expect(text.endsWith('}\n')).toBe(true);
        expect(readSurveyRecord(JSON.parse(text))).toEqual({ ok: true, value: record });
        cases++;
      }),
      { numRuns: 500 },
    );
    expect(cases).toBe(500);
  });

  it('reads a line of the command before 1.0 (the game code named code) as the record it writes now, and refuses a line with both names', () => {
    let cases = 0;
    fc.assert(
      fc.property(anyRecord, (record) => {
        const text = surveyLineText(record);
        const older = text.replace('"gameCode":', '"code":');
        expect(older).not.toBe(text);
        const read = readSurveyRecord(JSON.parse(older));
        expect(read).toEqual({ ok: true, value: record });
        // the same fields, in the order the command writes them
        if (read.ok) expect(surveyLineText(read.value)).toBe(text);
        const both = readSurveyRecord({ ...record, code: record.gameCode });
        expect(both.ok ? 'read' : both.error.problem).toBe('not-a-record');
        cases++;
      }),
      { numRuns: 300 },
    );
    expect(cases).toBe(300);
    // a line of the relaxed survey of data/fair, written before 1.0, word for word
    const line =
      '{"seed":1,"code":"RU1-R-AAAAAAB","player":"fair","samples":16,"won":true,"moves":92,"ms":291,"winnable":true,"rule":"R","budget":1000000,"groupLimit":20,"takeBack":true}';
    expect(readSurveyRecord(JSON.parse(line))).toMatchObject({
      ok: true,
      value: { seed: 1, gameCode: 'RU1-R-AAAAAAB' },
    });
    // its code checked against its seed, the message naming the field as the line names it
    const forged = readSurveyRecord(JSON.parse(line.replace('AAAAAAB', 'AAAAAAC')));
    expect(forged.ok ? 'read' : forged.error.error.cause?.message).toMatch(/^code is "RU1-R-AAAAAAC"/);
    const newer = readSurveyRecord(JSON.parse(line.replace('AAAAAAB', 'AAAAAAC').replace('"code"', '"gameCode"')));
    expect(newer.ok ? 'read' : newer.error.error.cause?.message).toMatch(/^gameCode is "RU1-R-AAAAAAC"/);
  });
});

describe('isRecordStart: the beginning of a line as the survey writes it', () => {
  it('holds for every beginning of every line a survey can write, under the settings and range it was written with', () => {
    let cases = 0;
    fc.assert(
      fc.property(anyRecord, fc.nat(), (record, at) => {
        const line = surveyLineText(record).slice(0, -1);
        const cut = line.slice(0, 1 + (at % line.length));
        for (const expected of expectationsOf(record)) expect(isRecordStart(cut, expected)).toBe(true);
        cases++;
      }),
      { numRuns: 1000 },
    );
    expect(cases).toBe(1000);
  });

  it('fails once a character no record holds is slipped into such a beginning', () => {
    let cases = 0;
    fc.assert(
      fc.property(anyRecord, fc.nat(), fc.nat(), fc.constantFrom(' ', 'x', '\u0000', '\\', '\n', 'é'), (r, a, b, c) => {
        const line = surveyLineText(r).slice(0, -1);
        const cut = line.slice(0, 1 + (a % line.length));
        const at = b % (cut.length + 1);
        const spoilt = `${cut.slice(0, at)}${c}${cut.slice(at)}`;
        for (const expected of expectationsOf(r)) expect(isRecordStart(spoilt, expected)).toBe(false);
        cases++;
      }),
      { numRuns: 1000 },
    );
    expect(cases).toBe(1000);
  });

  it('fails for a foreign line that merely starts like a record, white space, and other fields or values', () => {
    const none: SurveyFileExpectation = { settings: null, range: null };
    const settings = { rule: 'C', budget: 1000, groupLimit: 20, takeBack: true } as const;
    const mine: SurveyFileExpectation = { settings, range: { from: 100, count: 10 } };
    const refused = [
      `{"seed":${'1'.repeat(1000)}`,
      `{"seed":1${'x'.repeat(1000)}`,
      ' '.repeat(100),
      '{"seed": 1',
      '{"seed":01',
      '{"seed":-1',
      '{"seed":1.5',
      '{"seed":8031810176',
      '{"code":"RU1-C-AAAAAAB"',
      '{"seed":1,"code":"RU1-C-AAAAAAC"',
      '{"seed":1,"code":"RU1-C-AAAAAAB","status":"won"',
      '{"seed":1,"code":"RU1-C-AAAAAAB","status":"solved","nodes":5,"ms":1,"moves":0',
      '{"seed":1,"code":"RU1-C-AAAAAAB","status":"unknown","nodes":5,"ms":1,"moves":3',
      '{"seed":1,"code":"RU1-R-AAAAAAB","status":"unknown","nodes":5,"ms":1,"moves":0,"rule":"C"',
      '{"seed":1,"code":"RU1-C-AAAAAAB","player":"greedy","samples":4',
      '{"seed":1,"code":"RU1-C-AAAAAAB","player":"fair","samples":null',
      '{"seed":1,"code":"RU1-C-AAAAAAB","player":"fair","samples":3,"won":true,"moves":0',
      '{"seed":1,"code":"RU1-C-AAAAAAB","player":"fair","samples":3,"won":false,"moves":4,"ms":1,"winnable":false',
      '{"seed":1,"code":"RU1-C-AAAAAAB","status":"unknown","nodes":5,"ms":1,"moves":0,"rule":"C","budget":0',
      '{"seed":1,"code":"RU1-C-AAAAAAB","status":"unknown","nodes":5,"ms":1,"moves":0,"rule":"C","budget":9,"groupLimit":53',
      '{"seed":1,"code":"RU1-C-AAAAAAB","status":"unknown","nodes":5,"ms":1,"moves":0,"rule":"C","budget":9,"groupLimit":null,"takeBack":true}x',
    ];
    // each as the command writes it and as it wrote it before 1.0 (the game code named code)
    const named = [...refused, ...refused.map((text) => text.replace('"code"', '"gameCode"'))];
    expect(named.filter((text) => text.includes('"gameCode"'))).toHaveLength(13);
    for (const text of named) expect([text, isRecordStart(text, none)]).toEqual([text, false]);
    // Under a survey's own settings and range: another budget, another rule, a seed outside the range.
    const line = surveyLineText({
      seed: 104,
      gameCode: unwrap(formatCode({ rule: 'C', seed: 104 })),
      status: 'unknown',
      nodes: 1000,
      ms: 3,
      moves: 0,
      ...settings,
    }).slice(0, -1);
    expect(isRecordStart(line.slice(0, 40), mine)).toBe(true);
    expect(isRecordStart(line.replace('"budget":1000', '"budget":1001'), mine)).toBe(false);
    expect(isRecordStart(line.replace('"budget":1000', '"budget":10000'), mine)).toBe(false);
    expect(isRecordStart(line.slice(0, line.indexOf('"budget":') + 10), mine)).toBe(true);
    expect(isRecordStart(line.replace('RU1-C', 'RU1-R').replace('"rule":"C"', '"rule":"R"'), mine)).toBe(false);
    expect(isRecordStart('{"seed":1', mine)).toBe(true);
    expect(isRecordStart('{"seed":11', mine)).toBe(false);
    expect(isRecordStart('{"seed":99', mine)).toBe(false);
    expect(isRecordStart('{"seed":109', mine)).toBe(true);
    expect(isRecordStart('{"seed":110', mine)).toBe(false);
    expect(isRecordStart('{"seed":0', mine)).toBe(false);
    expect(isRecordStart('{"seed":104,"gameCode":"RU1-C-AAAAAE', mine)).toBe(true);
    expect(isRecordStart('{"seed":104,"code":"RU1-C-AAAAAE', mine)).toBe(true);
    expect(isRecordStart('{"seed":104,"code":"RU1-C-AAAAAEA","status":"unknown","nodes":1000,"ms":3', mine)).toBe(true);
    expect(isRecordStart('{"seed":104,"gameCode":"RU1-C-AAAAAEA","code":', mine)).toBe(false);
  });
});
