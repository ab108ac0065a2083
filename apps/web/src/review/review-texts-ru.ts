/**
 * The review panel's words in Russian, on the engine's Russian locale, with the solver's verdict
 * sentences in Russian: a chunk of its own, loaded (`loadReviewTexts` in review-i18n.ts) when the
 * panel first speaks Russian.
 * @module
 */
import { defineTexts } from '@russian-solitaire/engine';
import { ru } from '@russian-solitaire/engine/messages/ru';
import { reviewSentences } from '@russian-solitaire/solver/review-sentences/ru';
import type { ReviewLanguage, ReviewTextKey } from './review-texts.js';

/** The panel's texts and the verdict sentences, in Russian. */
export const texts: ReviewLanguage = {
  panel: defineTexts<ReviewTextKey>(ru.locale, {
    title: 'Разбор игры',
    subtitle: '{code} ({rule}), {moves}, со знанием всех карт',
    position: 'позиция',
    countLosing: 'Проигрывающий ход',
    countMistakes: 'Ошибки',
    countLucky: 'Удачные карты',
    countUnlucky: 'Неудачные карты',
    running: 'Разбор игры: {done} из {of} позиций…',
    failed: 'Разбор не удался: {reason}.',
    failedBecause: 'Разбор не удался. {reason}',
    stoppedEarly: 'Разбор остановлен раньше ({reason}): разобрано {moves}.',
    'stopped-budget': 'закончился его запас работы',
    'stopped-time-limit': 'закончилось его время',
    'stopped-aborted': 'его остановили',
    'stopped-depth-limit': 'партия длиннее, чем заходит поиск',
    'stopped-progress-failed': 'сбой в отчётах о ходе разбора',
    chart: 'Честные шансы на победу перед каждым ходом',
    chartHelp:
      'Доля раскладов закрытых карт, при которых игру ещё можно выиграть: то, что может знать игрок, видящий только открытые карты. Полоса — её 95-процентный интервал.',
    chartLabel: 'График честных шансов: стрелки переходят между ходами, Enter показывает ход',
    pointMove: 'Ход {n}, {move}: {percent}\u00a0% перед ним',
    pointEnd: 'Конец игры: {percent}\u00a0%',
    pointNone: 'Ход {n}, {move}: не разобран',
    legend:
      'Ход записан как карта-место: K♣-2 — K♣ в колонку 2, A♠-F — A♠ в дом. Знаки: ?? проигрывающий ход, ? ошибка, + удачная карта, - неудачная карта. Выберите ход, чтобы увидеть позицию.',
    'losing-move': 'проигрывающий ход',
    mistake: 'ошибка',
    'good-luck': 'удачная карта',
    'bad-luck': 'неудачная карта',
    explainLosing: 'После него раздачу уже нельзя было выиграть; ход {kept} сохранял выигрыш.',
    explainMistake: '{played}\u00a0% после него, {best}\u00a0% после честной подсказки {hint}.',
    explainLuck: 'Открыта {card}: {before}\u00a0% до того, как её увидели, {after}\u00a0% после.',
    before: 'Перед ходом {n}, {move}, закрытые карты показаны',
    revealed: 'Карты с пунктирной рамкой лежали закрытыми.',
    played: 'Сыграно: {move}',
    better: 'Лучше: {move}',
    verdictSolved: 'Со знанием всех карт здесь ещё можно было выиграть.',
    verdictUnsolvable: 'Со знанием всех карт здесь уже нельзя было выиграть.',
    verdictUnknown: 'Решатель не смог определить, можно ли здесь выиграть.',
    playOn: 'Играть отсюда',
    playingOn:
      'Игра продолжается с позиции перед ходом {n}, закрытые карты снова скрыты. Игра, продолженная из разбора, не идёт в статистику.',
    close: 'Закрыть',
    'solver-error': 'решатель не принял эту игру',
    'bad-reply': 'фоновый поток решателя дал бессмысленный ответ',
    cancelled: 'он отменён',
    timeout: 'фоновый поток решателя перестал отвечать',
    'no-worker': 'браузер не смог запустить фоновый поток решателя',
    stopped: 'фоновый поток решателя остановлен',
    'too-long': 'в партии больше ходов, чем берёт разбор (не больше {max})',
  }),
  verdicts: reviewSentences,
};
