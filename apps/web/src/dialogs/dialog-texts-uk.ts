/**
 * The dialogs' words in Ukrainian (the settings' labels and the keys, the statistics, the win screen,
 * the end of a game), on the engine's Ukrainian locale: a chunk of its own, loaded when the
 * dialogs first speak Ukrainian (`dialog-i18n.ts`).
 * @module
 */
import { defineTexts } from '@russian-solitaire/engine';
import { uk } from '@russian-solitaire/engine/messages/uk';
import type { DialogTextKey } from './dialog-texts.js';

/** The dialogs' texts in Ukrainian. */
export const texts = defineTexts<DialogTextKey>(uk.locale, {
  language: 'Мова',
  interactiveRules: 'Інтерактивні правила (пояснювати відмову)',
  oneTap: 'Хід одним дотиком (у дім, інакше в найкращу колонку)',
  twoClick: 'Хід у два клацання (карта, потім місце)',
  autoOnDrop: 'Автоматичне розміщення під час відпускання',
  fullInfoHints: 'Підказки можуть дивитися закриті карти',
  winnableOnly: 'Лише виграшні роздачі',
  autoFinish: 'Догравати автоматично, коли всі карти відкриті й перемога можлива',
  theme: 'Тема',
  cardSize: 'Розмір карт',
  fourColour: 'Чотирикольорова колода (♦ сині, ♣ зелені)',
  leftHanded: 'Для шульги (дім ліворуч)',
  sound: 'Звукові ефекти',
  keysHelp:
    'Клавіші: стрілки — перехід між картами й колонками, Home і End — перша й остання колонка, Enter — хід картою, як дотиком, пробіл — узяти карту, Enter або пробіл — покласти її, F — у дім, A — автоматично, U — скасувати, R — повторити, H — підказка, Esc — скасувати вибір.',
  winTitle: 'Перемога!',
  playAgain: 'Зіграти ще раз',
  newWinnable: 'Нова виграшна роздача',
  winDaily: 'Щоденна роздача {date}: {days} поспіль.',
  endNoMove: 'Ходів більше немає',
  endNoUsefulMove: 'Корисних ходів не лишилося',
  endSummary: '{points} за {moves}; у домі {home} з {cards} карт.',
  statsUnavailable: 'У цьому браузері статистику зберегти не можна.',
  resetStats: 'Скинути',
  gamesPlayed: 'Зіграно ігор',
  gamesWon: 'Виграно ігор',
  winRate: 'Частка перемог',
  currentStreak: 'Поточна серія',
  bestStreak: 'Найкраща серія',
  bestTime: 'Найкращий час',
  fewestMoves: 'Найменше ходів',
  resetConfirm: 'Забути всі партії, враховані в розділі «{name}»? Це не можна скасувати.',
  resetDailyConfirm: 'Забути всі виграні розклади дня і дні поспіль? Це не можна скасувати.',
  resetYes: 'Забути',
  resetNo: 'Залишити',
  dailyWon: 'Виграно розкладів дня',
  dailyCurrentStreak: 'Днів поспіль',
  dailyBestStreak: 'Найбільше днів поспіль',
  movedFrom: '{card} {from} → {to}',
  placeColumn: 'колонка {n}',
  placeFoundation: 'дім',
});
