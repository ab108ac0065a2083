/**
 * The dialogs' words in Russian (the settings' labels and the keys, the statistics, the win screen,
 * the end of a game), on the engine's Russian locale: a chunk of its own, loaded when the
 * dialogs first speak Russian (`dialog-i18n.ts`).
 * @module
 */
import { defineTexts } from '@russian-solitaire/engine';
import { ru } from '@russian-solitaire/engine/messages/ru';
import type { DialogTextKey } from './dialog-texts.js';

/** The dialogs' texts in Russian. */
export const texts = defineTexts<DialogTextKey>(ru.locale, {
  language: 'Язык',
  interactiveRules: 'Интерактивные правила (объяснять отказ)',
  oneTap: 'Ход одним касанием (в дом, иначе в лучшую колонку)',
  twoClick: 'Ход в два щелчка (карта, затем место)',
  autoOnDrop: 'Автоматическое размещение при отпускании',
  fullInfoHints: 'Подсказки могут смотреть закрытые карты',
  winnableOnly: 'Только выигрышные раздачи',
  autoFinish: 'Доигрывать автоматически, когда все карты открыты и победа возможна',
  theme: 'Тема',
  cardSize: 'Размер карт',
  fourColour: 'Четырёхцветная колода (♦ синие, ♣ зелёные)',
  leftHanded: 'Для левшей (дом слева)',
  sound: 'Звуковые эффекты',
  keysHelp:
    'Клавиши: стрелки — переход между картами и колонками, Home и End — первая и последняя колонка, Enter — ход картой, как касанием, пробел — взять карту, Enter или пробел — положить её, F — в дом, A — автоматически, U — отменить, R — повторить, H — подсказка, Esc — отмена выбора.',
  winTitle: 'Победа!',
  playAgain: 'Сыграть ещё раз',
  newWinnable: 'Новая выигрышная раздача',
  winDaily: 'Ежедневная раздача {date}: {days} подряд.',
  endNoMove: 'Ходов больше нет',
  endNoUsefulMove: 'Полезных ходов не осталось',
  endSummary: '{points} за {moves}; в доме {home} из {cards} карт.',
  statsUnavailable: 'В этом браузере статистику сохранить нельзя.',
  resetStats: 'Сбросить',
  gamesPlayed: 'Сыграно игр',
  gamesWon: 'Выиграно игр',
  winRate: 'Доля побед',
  currentStreak: 'Текущая серия',
  bestStreak: 'Лучшая серия',
  bestTime: 'Лучшее время',
  fewestMoves: 'Меньше всего ходов',
  resetConfirm: 'Забыть все партии, учтённые в разделе «{name}»? Это нельзя отменить.',
  resetDailyConfirm: 'Забыть все выигранные расклады дня и дни подряд? Это нельзя отменить.',
  resetYes: 'Забыть',
  resetNo: 'Оставить',
  dailyWon: 'Выиграно раскладов дня',
  dailyCurrentStreak: 'Дней подряд',
  dailyBestStreak: 'Больше всего дней подряд',
  movedFrom: '{card} {from} → {to}',
  placeColumn: 'колонка {n}',
  placeFoundation: 'дом',
});
