/**
 * The review panel's words in Ukrainian, on the engine's Ukrainian locale, with the solver's verdict
 * sentences in Ukrainian: a chunk of its own, loaded (`loadReviewTexts` in review-i18n.ts) when the
 * panel first speaks Ukrainian.
 * @module
 */
import { defineTexts } from '@russian-solitaire/engine';
import { uk } from '@russian-solitaire/engine/messages/uk';
import { reviewSentences } from '@russian-solitaire/solver/review-sentences/uk';
import type { ReviewLanguage, ReviewTextKey } from './review-texts.js';

/** The panel's texts and the verdict sentences, in Ukrainian. */
export const texts: ReviewLanguage = {
  panel: defineTexts<ReviewTextKey>(uk.locale, {
    title: 'Розбір гри',
    subtitle: '{code} ({rule}), {moves}, зі знанням усіх карт',
    position: 'позиція',
    countLosing: 'Програшний хід',
    countMistakes: 'Помилки',
    countLucky: 'Вдалі карти',
    countUnlucky: 'Невдалі карти',
    running: 'Розбір гри: {done} з {of} позицій…',
    failed: 'Розбір не вдався: {reason}.',
    failedBecause: 'Розбір не вдався. {reason}',
    stoppedEarly: 'Розбір зупинено раніше ({reason}): розібрано {moves}.',
    'stopped-budget': 'закінчився його запас роботи',
    'stopped-time-limit': 'закінчився його час',
    'stopped-aborted': 'його зупинили',
    'stopped-depth-limit': 'партія довша, ніж сягає пошук',
    'stopped-progress-failed': 'збій у звітах про перебіг розбору',
    chart: 'Чесні шанси на перемогу перед кожним ходом',
    chartHelp:
      'Частка розкладів закритих карт, за яких гру ще можна виграти: те, що може знати гравець, який бачить лише відкриті карти. Смуга — її 95-відсотковий інтервал.',
    chartLabel: 'Графік чесних шансів: стрілки переходять між ходами, Enter показує хід',
    pointMove: 'Хід {n}, {move}: {percent}\u00a0% перед ним',
    pointEnd: 'Кінець гри: {percent}\u00a0%',
    pointNone: 'Хід {n}, {move}: не розібрано',
    legend:
      'Хід записано як карта-місце: K♣-2 — K♣ у колонку 2, A♠-F — A♠ у дім. Знаки: ?? програшний хід, ? помилка, + вдала карта, - невдала карта. Виберіть хід, щоб побачити позицію.',
    'losing-move': 'програшний хід',
    mistake: 'помилка',
    'good-luck': 'вдала карта',
    'bad-luck': 'невдала карта',
    explainLosing: 'Після нього роздачу вже не можна було виграти; хід {kept} зберігав виграш.',
    explainMistake: '{played}\u00a0% після нього, {best}\u00a0% після чесної підказки {hint}.',
    explainLuck: 'Відкрито {card}: {before}\u00a0% до того, як її побачили, {after}\u00a0% після.',
    before: 'Перед ходом {n}, {move}, закриті карти показано',
    revealed: 'Карти з пунктирною рамкою лежали закритими.',
    played: 'Зіграно: {move}',
    better: 'Краще: {move}',
    verdictSolved: 'Зі знанням усіх карт тут ще можна було виграти.',
    verdictUnsolvable: 'Зі знанням усіх карт тут уже не можна було виграти.',
    verdictUnknown: 'Розв’язувач не зміг визначити, чи можна тут виграти.',
    playOn: 'Грати звідси',
    playingOn:
      'Гра триває з позиції перед ходом {n}, закриті карти знову приховано. Гра, продовжена з розбору, не йде до статистики.',
    close: 'Закрити',
    'solver-error': 'розв’язувач не прийняв цю гру',
    'bad-reply': 'фоновий потік розв’язувача дав безглузду відповідь',
    cancelled: 'його скасовано',
    timeout: 'фоновий потік розв’язувача перестав відповідати',
    'no-worker': 'браузер не зміг запустити фоновий потік розв’язувача',
    stopped: 'фоновий потік розв’язувача зупинено',
    'too-long': 'у партії більше ходів, ніж бере розбір (не більше {max})',
  }),
  verdicts: reviewSentences,
};
