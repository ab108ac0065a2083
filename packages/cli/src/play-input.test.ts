import { type Move, makeCard, makeMove } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePlayCommand } from './play-input.js';
import { errorOf } from './testing/result.js';

const card = fc.integer({ min: 0, max: 51 });
const target = fc.constantFrom<Move['to']>(0, 1, 2, 3, 4, 5, 6, 'foundation');

describe('parsePlayCommand', () => {
  it('reads a move written as in the engine notation, with a space, in any case', () => {
    fc.assert(
      fc.property(card, target, fc.boolean(), fc.boolean(), (c, to, space, lower) => {
        let text = makeMove({ card: c, to });
        if (space) text = text.replace('-', ' ');
        if (lower) text = text.toLowerCase();
        expect(parsePlayCommand(`  ${text} `)).toEqual({ ok: true, value: { kind: 'move', move: { card: c, to } } });
      }),
    );
  });

  it('reads tap, auto place and destinations of a card, and a card alone as auto place', () => {
    fc.assert(
      fc.property(card, (c) => {
        const name = makeCard(c);
        expect(parsePlayCommand(`t ${name}`)).toEqual({ ok: true, value: { kind: 'tap', card: c } });
        expect(parsePlayCommand(`a ${name.toLowerCase()}`)).toEqual({ ok: true, value: { kind: 'auto', card: c } });
        expect(parsePlayCommand(`d ${name}`)).toEqual({ ok: true, value: { kind: 'destinations', card: c } });
        expect(parsePlayCommand(name)).toEqual({ ok: true, value: { kind: 'auto', card: c } });
      }),
    );
  });

  it('reads cards typed as the board shows them (A♥, 10♥), in moves and card commands', () => {
    fc.assert(
      fc.property(card, target, fc.boolean(), (c, to, space) => {
        const shown = makeCard(c, 'shown');
        const place = to === 'foundation' ? 'f' : String(to + 1);
        const move = `${shown}${space ? ' ' : '-'}${place}`;
        expect(parsePlayCommand(move)).toEqual({ ok: true, value: { kind: 'move', move: { card: c, to } } });
        expect(parsePlayCommand(`t ${shown}`)).toEqual({ ok: true, value: { kind: 'tap', card: c } });
        expect(parsePlayCommand(shown.toLowerCase())).toEqual({ ok: true, value: { kind: 'auto', card: c } });
      }),
      { numRuns: 200 },
    );
  });

  it('reads the word commands', () => {
    const words: [string, string][] = [
      ['u', 'undo'],
      ['R', 'redo'],
      ['h', 'hint'],
      ['restart', 'restart'],
      ['new', 'new'],
      ['q', 'quit'],
      ['help', 'help'],
      ['', 'board'],
    ];
    for (const [text, kind] of words) expect(parsePlayCommand(text)).toEqual({ ok: true, value: { kind } });
  });

  it('refuses anything else with a message, never throwing', () => {
    const badTarget = errorOf(parsePlayCommand('8H-11'));
    expect(badTarget.code).toBe('bad-move');
    expect(badTarget.message).toContain('not a target');
    // Columns 8 to 10 are written as in rule sets of more columns; the game refuses them under seven.
    expect(parsePlayCommand('8H-9')).toEqual({ ok: true, value: { kind: 'move', move: { card: 20, to: 8 } } });
    const unknown = errorOf(parsePlayCommand('xyzzy'));
    expect(unknown.code).toBe('bad-move');
    expect(unknown.message).toContain('unknown command');
    expect(parsePlayCommand('t 1X')).toMatchObject({ ok: false, error: { code: 'bad-move' } });
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parsePlayCommand(s);
        if (!r.ok) expect(r.error.message.length).toBeGreaterThan(0);
      }),
    );
  });
});
