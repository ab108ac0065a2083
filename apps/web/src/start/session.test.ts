import { gameOfCode, startOfCode } from '@russian-solitaire/dealer';
import { LANGUAGES, makePosition, resumeGame } from '@russian-solitaire/engine';
import { errorMessage } from '@russian-solitaire/solver';
import { MESSAGES as SOLVER_MESSAGES } from '@russian-solitaire/solver/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../texts/i18n.js';
import { noticeText, openGame } from './session.js';

function played(code: string) {
  const g = gameOfCode(code);
  if (!g.ok) throw new Error(g.error.message);
  const move = g.value.legalMoves()[0]!;
  expect(g.value.play(move).ok).toBe(true);
  return g.value;
}

describe('opening the page', () => {
  // The notices are read in every language below.
  beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

  it('resumes a saved game', () => {
    const game = played('RU1-C-AAAAABC');
    const o = openGame({ urlCode: null, saved: JSON.stringify(game.save()), rule: 'C' });
    expect(o.notices).toEqual([]);
    expect(o.discardSave).toBe(false);
    expect(makePosition(o.game.position)).toBe(makePosition(game.position));
    expect(o.game.moveCount).toBe(1);
  });

  it('resumes a game saved by the web game before 1.0 (save version 1, its game code named code), also when the address names its deal', () => {
    const game = played('RU1-C-AAAAABC');
    const { gameCode, ...rest } = game.save();
    const older = JSON.stringify({ ...rest, version: 1, code: gameCode });
    expect(older).toContain('"code":"RU1-C-AAAAABC"');
    for (const urlCode of [null, 'RU1-C-AAAAABC']) {
      const o = openGame({ urlCode, saved: older, rule: 'R' });
      expect(o.notices).toEqual([]);
      expect(o.discardSave).toBe(false);
      expect(o.game.gameCode).toBe('RU1-C-AAAAABC');
      expect(o.game.moveCount).toBe(1);
      expect(makePosition(o.game.position)).toBe(makePosition(game.position));
      // the next save the page writes is of today's version
      expect(o.game.save()).toMatchObject({ version: 2, gameCode: 'RU1-C-AAAAABC' });
    }
  });

  it('discards a corrupted or tampered save with a notice and deals a new game', () => {
    const game = played('RU1-C-AAAAABC');
    const tampered = JSON.stringify({ ...game.save(), score: 999 });
    for (const saved of ['{"format":', '[]', 'null', tampered]) {
      const o = openGame({ urlCode: null, saved, rule: 'R' });
      expect(o.discardSave).toBe(true);
      expect(o.notices.map((n) => n.key)).toEqual(['saveDiscarded']);
      // The engine's own error of the save, in the page's language.
      const refused = resumeGame(saved, { startOf: startOfCode });
      if (refused.ok) throw new Error('the save should be refused');
      expect(o.notices[0]).toEqual({ key: 'saveDiscarded', reason: refused.error });
      expect(noticeText(o.notices[0]!, 'ru')).toBe(
        `Сохранённая игра не читается и удалена. ${errorMessage(refused.error, SOLVER_MESSAGES.ru)} Начата новая игра.`,
      );
      expect(noticeText(o.notices[0]!, 'ru')).not.toContain(refused.error.code);
      expect(o.game.moveCount).toBe(0);
      expect(o.game.gameCode).toMatch(/^RU1-R-[A-Z]{7}$/);
    }
  });

  it('deals the code of the address unless the save is a game of that code', () => {
    const game = played('RU1-C-AAAAABC');
    const saved = JSON.stringify(game.save());
    const same = openGame({ urlCode: ' ru1-c-aaaaabc ', saved, rule: 'C' });
    expect(same.game.moveCount).toBe(1);
    const other = openGame({ urlCode: 'RU1-R-AAAAABB', saved, rule: 'C' });
    expect(other.game.gameCode).toBe('RU1-R-AAAAABB');
    expect(other.game.moveCount).toBe(0);
  });

  it('explains a bad code in the address and keeps the saved game', () => {
    const game = played('RU1-C-AAAAABC');
    const o = openGame({ urlCode: 'RU1-X-AAAAAAA', saved: JSON.stringify(game.save()), rule: 'C' });
    expect(o.notices.map((n) => n.key)).toEqual(['badUrlCode']);
    const notice = o.notices[0]!;
    expect(notice.key === 'badUrlCode' && notice.reason.code).toBe('unknown-rule');
    expect(noticeText(notice, 'en')).toBe(
      'The game code in the address was not used. "X" at position 5 is not a rule letter; the rule is C (classic) or R (relaxed).',
    );
    expect(noticeText(notice, 'ru')).toBe(
      'Код игры из адреса не использован. "X" в позиции 5 — не буква правил; правила — C (одна масть) или R (любые масти).',
    );
    expect(o.game.moveCount).toBe(1);
  });

  it('deals a fresh random game of the rule when neither a save nor the address names one, and says so', () => {
    for (const rule of ['C', 'R'] as const) {
      const fresh = openGame({ urlCode: null, saved: null, rule });
      expect(fresh.fresh).toBe(true);
      expect(fresh.game.gameCode).toMatch(new RegExp(`^RU1-${rule}-[A-Z]{7}$`));
      expect(fresh.game.moveCount).toBe(0);
    }
    expect(openGame({ urlCode: 'RU1-C-AAAAABB', saved: null, rule: 'R' }).fresh).toBeUndefined();
  });

  it('deals the new game with the dealer given, if any, and a random one when it gives none', () => {
    const given = gameOfCode('RU1-R-AAAAABB');
    if (!given.ok) throw new Error(given.error.message);
    const dealt = openGame({ urlCode: null, saved: null, rule: 'R', deal: () => given.value });
    expect(dealt.game).toBe(given.value);
    expect(dealt.fresh).toBe(true);
    const none = openGame({ urlCode: null, saved: null, rule: 'C', deal: () => null });
    expect(none.fresh).toBe(true);
    expect(none.game.gameCode).toMatch(/^RU1-C-[A-Z]{7}$/);
    // A save or a link is opened as before: the dealer is not asked.
    let asked = 0;
    const linked = openGame({ urlCode: 'RU1-C-AAAAABB', saved: null, rule: 'C', deal: () => (asked++, given.value) });
    expect(linked.game.gameCode).toBe('RU1-C-AAAAABB');
    expect(asked).toBe(0);
  });

  it('keeps the played game in progress, for Undo to bring back, when the address names another deal', () => {
    const game = played('RU1-C-AAAAABC');
    const o = openGame({ urlCode: 'RU1-C-AAAAABD', saved: JSON.stringify(game.save()), rule: 'C' });
    expect(o.game.gameCode).toBe('RU1-C-AAAAABD');
    expect(o.game.moveCount).toBe(0);
    expect(o.replaced?.gameCode).toBe('RU1-C-AAAAABC');
    expect(o.replaced?.moveCount).toBe(1);
    expect(makePosition(o.replaced!.position)).toBe(makePosition(game.position));
    // An untouched saved deal is simply let go; the same deal's save is resumed, not replaced.
    const untouched = gameOfCode('RU1-C-AAAAABC');
    if (!untouched.ok) throw new Error(untouched.error.message);
    expect(
      openGame({ urlCode: 'RU1-C-AAAAABD', saved: JSON.stringify(untouched.value.save()), rule: 'C' }).replaced ?? null,
    ).toBeNull();
    expect(
      openGame({ urlCode: 'RU1-C-AAAAABC', saved: JSON.stringify(game.save()), rule: 'C' }).replaced ?? null,
    ).toBeNull();
  });

  it('says so when a saved game is played with house options this page does not offer', () => {
    const dealt = gameOfCode('RU1-C-AAAAABC', { options: { groupLimit: null, undoDepth: 100_000 } });
    if (!dealt.ok) throw new Error(dealt.error.message);
    expect(dealt.value.play(dealt.value.legalMoves()[0]!).ok).toBe(true);
    const o = openGame({ urlCode: null, saved: JSON.stringify(dealt.value.save()), rule: 'C' });
    expect(o.game.moveCount).toBe(1);
    expect(o.game.options).toEqual({ groupLimit: null, takeBack: true, undoDepth: 100_000 });
    expect(o.notices.map((n) => n.key)).toEqual(['houseRules']);
    const en = noticeText(o.notices[0]!, 'en');
    expect(en).toMatch(/no group limit/);
    expect(en).toMatch(/undo depth 100,000/);
    expect(en).toMatch(/results count apart/);
    expect(noticeText(o.notices[0]!, 'ru')).not.toBe(en);
    // A save with the page's own options says nothing.
    expect(
      openGame({ urlCode: null, saved: JSON.stringify(played('RU1-C-AAAAABC').save()), rule: 'C' }).notices,
    ).toEqual([]);
  });
});
