import { gameOfCode } from '@russian-solitaire/dealer';
import { makePosition } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import { noticeText, openGame } from './session.js';

function played(code: string) {
  const g = gameOfCode(code);
  if (!g.ok) throw new Error(g.error.message);
  const move = g.value.legalMoves()[0]!;
  expect(g.value.play(move).ok).toBe(true);
  return g.value;
}

describe('opening the page', () => {
  it('resumes a saved game', () => {
    const game = played('RU1-C-AAAAABC');
    const o = openGame({ urlCode: null, saved: JSON.stringify(game.save()), rule: 'C' });
    expect(o.notices).toEqual([]);
    expect(o.discardSave).toBe(false);
    expect(makePosition(o.game.position)).toBe(makePosition(game.position));
    expect(o.game.moveCount).toBe(1);
  });

  it('discards a corrupted or tampered save with a notice and deals a new game', () => {
    const game = played('RU1-C-AAAAABC');
    const tampered = JSON.stringify({ ...game.save(), score: 999 });
    for (const saved of ['{"format":', '[]', 'null', tampered]) {
      const o = openGame({ urlCode: null, saved, rule: 'R' });
      expect(o.discardSave).toBe(true);
      expect(o.notices.map((n) => n.key)).toEqual(['saveDiscarded']);
      expect(o.game.moveCount).toBe(0);
      expect(o.game.code).toMatch(/^RU1-R-[A-Z]{7}$/);
    }
  });

  it('deals the code of the address unless the save is a game of that code', () => {
    const game = played('RU1-C-AAAAABC');
    const saved = JSON.stringify(game.save());
    const same = openGame({ urlCode: ' ru1-c-aaaaabc ', saved, rule: 'C' });
    expect(same.game.moveCount).toBe(1);
    const other = openGame({ urlCode: 'RU1-R-AAAAABB', saved, rule: 'C' });
    expect(other.game.code).toBe('RU1-R-AAAAABB');
    expect(other.game.moveCount).toBe(0);
  });

  it('explains a bad code in the address and keeps the saved game', () => {
    const game = played('RU1-C-AAAAABC');
    const o = openGame({ urlCode: 'RU1-X-AAAAAAA', saved: JSON.stringify(game.save()), rule: 'C' });
    expect(o.notices.map((n) => n.key)).toEqual(['badUrlCode']);
    expect(o.notices[0]!.reason).toBe('unknown-rule');
    expect(noticeText(o.notices[0]!, 'en')).toMatch(/rule letter must be C or R/);
    expect(noticeText(o.notices[0]!, 'ru')).toMatch(/буква правила/);
    expect(o.game.moveCount).toBe(1);
  });

  it('deals a fresh random game of the rule when neither a save nor the address names one, and says so', () => {
    for (const rule of ['C', 'R'] as const) {
      const fresh = openGame({ urlCode: null, saved: null, rule });
      expect(fresh.fresh).toBe(true);
      expect(fresh.game.code).toMatch(new RegExp(`^RU1-${rule}-[A-Z]{7}$`));
      expect(fresh.game.moveCount).toBe(0);
    }
    expect(openGame({ urlCode: 'RU1-C-AAAAABB', saved: null, rule: 'R' }).fresh).toBeUndefined();
  });
});
