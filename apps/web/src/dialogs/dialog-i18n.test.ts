import { LANGUAGES } from '@russian-solitaire/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { describePlacedMove, dt, loadDialogTexts } from './dialog-i18n.js';
import { DIALOG_TEXT_KEYS, type DialogTextKey } from './dialog-texts.js';

describe("the dialogs' words", () => {
  beforeAll(() => Promise.all(LANGUAGES.map(loadDialogTexts)));

  it('are written in every language, every placeholder filled, each language its own', () => {
    const values = {
      name: 'N',
      points: 'P',
      moves: 'M',
      home: 12,
      cards: 52,
      date: '2026-12-02',
      days: 'D',
      card: '6♣',
      from: 'F',
      to: 'T',
      n: 7,
    };
    let checked = 0;
    for (const lang of LANGUAGES)
      for (const key of DIALOG_TEXT_KEYS) {
        const text = dt(lang, key, values);
        expect(text, `${lang} ${key}`).not.toMatch(/[{}]/);
        expect(text.length, `${lang} ${key}`).toBeGreaterThan(1);
        checked++;
      }
    expect(checked).toBe(LANGUAGES.length * DIALOG_TEXT_KEYS.length);
    // A move of the move list is its card and its places in every language, which name the places.
    const shared: readonly DialogTextKey[] = ['movedFrom'];
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const same = DIALOG_TEXT_KEYS.filter(
        (key) => !shared.includes(key) && dt(lang, key, values) === dt('en', key, values),
      );
      expect(same, `${lang}: the same words as English`).toEqual([]);
    }
  });

  it("write a move of the move list in the player's words, as the command line's log does", async () => {
    const { gameOfCode } = await import('@russian-solitaire/dealer');
    const { moveLog } = await import('@russian-solitaire/engine');
    const game = gameOfCode('RU1-C-AAAAABC');
    if (!game.ok) throw new Error(game.error.message);
    const placed = game.value.legalMoves().find((m) => m.to !== 'foundation')!;
    expect(game.value.play(placed).ok).toBe(true);
    const [logged] = moveLog(game.value);
    const column = (placed.to as number) + 1;
    expect(describePlacedMove(logged!, 'en')).toMatch(new RegExp(`^\\S+ column \\d → column ${column}$`));
    expect(describePlacedMove(logged!, 'ru')).toMatch(new RegExp(`^\\S+ колонка \\d → колонка ${column}$`));
  });
});
