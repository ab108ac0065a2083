/**
 * The words of the app's own interface, in the engine's four languages, on the engine's text
 * system: each language's tables are made by the engine's `defineTexts` with that language's
 * locale (from `@russian-solitaire/engine/messages`), so that placeholders are filled, numbers
 * written and counted nouns chosen (`21 ход`, `22 хода`, `25 ходов`) as in the engine's messages
 * and the command line. Rule messages (why a move was refused) and the names of cards and suits
 * are not here: they come from the engine's `refusalMessage`, `cardName` and `suitName`.
 * @module
 */
import { CODE_ERROR_CODES, type CodeErrorCode } from '@russian-solitaire/dealer';
import {
  DEFAULT_OPTIONS,
  type GameOptions,
  type Language,
  type Move,
  type PluralForms,
  type Texts,
  type TextValues,
  cardName,
  defineTexts,
  isLanguage,
} from '@russian-solitaire/engine';
import { MESSAGES } from '@russian-solitaire/engine/messages';
import { en } from '@russian-solitaire/engine/messages/en';
import { ru } from '@russian-solitaire/engine/messages/ru';
import { tr } from '@russian-solitaire/engine/messages/tr';
import { uk } from '@russian-solitaire/engine/messages/uk';
import { type FairHintAnswer, type HintAnswer, type SolverFailureCode, percentOf } from './solver.js';

/** The keys of every interface text. */
export const TEXT_KEYS = [
  'title',
  'score',
  'time',
  'moves',
  'code',
  'undo',
  'redo',
  'restart',
  'newGame',
  'hint',
  'copyCode',
  'copied',
  'copyFailed',
  'codeInput',
  'playCode',
  'rule',
  'settings',
  'moveList',
  'language',
  'interactiveRules',
  'twoClick',
  'autoOnDrop',
  'keysHelp',
  'hintThinking',
  'hintWinning',
  'hintNotKnown',
  'hintUnsolvable',
  'hintNoMove',
  'hintFailed',
  'hintFair',
  'hintFairExact',
  'fullInfoHints',
  'winnableOnly',
  'dealing',
  'allFaceUpWinnable',
  'allFaceUpLost',
  'allFaceUpUnknown',
  'finish',
  'won',
  'noMoves',
  'saveDiscarded',
  'badUrlCode',
  'badCode',
  'nothingToUndo',
  'nothingToRedo',
  'newGameStarted',
  'restarted',
  'selected',
  'faceDown',
  'column',
  'emptyColumn',
  'foundation',
  'foundationEmpty',
  'toColumn',
  'toFoundation',
  'tableau',
  'foundations',
  'gameBar',
  'gameBack',
  'linkOpened',
  'houseRules',
  'optNoGroupLimit',
  'optGroupLimit',
  'optNoTakeBack',
  'optTakeBack',
  'optUndoDepth',
  'resetConfirm',
  'resetYes',
  'resetNo',
  'undone',
  'redone',
  'otherTab',
  'menu',
  'statistics',
  'winTitle',
  'playAgain',
  'newWinnable',
  'close',
  'statsUnavailable',
  'resetStats',
  'gamesPlayed',
  'gamesWon',
  'winRate',
  'currentStreak',
  'bestStreak',
  'bestScore',
  'bestTime',
  'theme',
  'themeSystem',
  'themeLight',
  'themeDark',
  'cardSize',
  'cardSizeLargest',
  'cardSizeMedium',
  'cardSizeSmall',
  'leftHanded',
  'autoFinish',
  'dailyDeal',
  'dealingDaily',
  'dailyStarted',
  'dailyFailed',
  'dailyWon',
  'dailyCurrentStreak',
  'dailyBestStreak',
  'sound',
] as const;
/** A key of {@link TEXT_KEYS}. */
export type TextKey = (typeof TEXT_KEYS)[number];

type Table = Record<TextKey, string>;

/** The keys of the counted texts: a number with its noun, in the form the number takes. */
export const COUNTED_KEYS = ['points', 'moves'] as const;
/** A key of {@link COUNTED_KEYS}. */
export type CountedKey = (typeof COUNTED_KEYS)[number];

const EN_COUNTED = {
  points: { one: '{count} point', other: '{count} points' },
  moves: { one: '{count} move', other: '{count} moves' },
} as const satisfies Record<CountedKey, PluralForms<'one' | 'other'>>;

const RU_COUNTED = {
  points: { one: '{count} очко', few: '{count} очка', many: '{count} очков', other: '{count} очка' },
  moves: { one: '{count} ход', few: '{count} хода', many: '{count} ходов', other: '{count} хода' },
} as const satisfies Record<CountedKey, PluralForms<'one' | 'few' | 'many' | 'other'>>;

const UK_COUNTED = {
  points: { one: '{count} очко', few: '{count} очки', many: '{count} очок', other: '{count} очка' },
  moves: { one: '{count} хід', few: '{count} ходи', many: '{count} ходів', other: '{count} ходу' },
} as const satisfies Record<CountedKey, PluralForms<'one' | 'few' | 'many' | 'other'>>;

// Turkish counts with the noun in the singular; "in N moves" is the locative of the noun.
const TR_COUNTED = {
  points: { one: '{count} puan', other: '{count} puan' },
  moves: { one: '{count} hamlede', other: '{count} hamlede' },
} as const satisfies Record<CountedKey, PluralForms<'one' | 'other'>>;

const EN: Table = {
  title: 'Russian Solitaire',
  score: 'Score',
  time: 'Time',
  moves: 'Moves',
  code: 'Game',
  undo: 'Undo',
  redo: 'Redo',
  restart: 'Restart',
  newGame: 'New game',
  hint: 'Hint',
  copyCode: 'Copy code',
  copied: 'Game code {code} copied.',
  copyFailed: 'Could not copy; the code is {code}.',
  codeInput: 'Game code',
  playCode: 'Play code',
  rule: 'Rule',
  settings: 'Settings',
  moveList: 'Move list',
  language: 'Language',
  interactiveRules: 'Interactive rules (explain refused moves)',
  twoClick: 'Two-click moves (select, then target)',
  autoOnDrop: 'Auto placement on drop',
  keysHelp:
    'Keys: arrows move between cards and columns, Enter or Space picks a card and places it, F sends it to its foundation, A auto-places it, U undo, R redo, H hint, Esc cancels.',
  hintThinking: 'Looking for a good move…',
  hintWinning: 'Hint (looking at the face-down cards): {move}. This move is on a winning line.',
  hintNotKnown: 'Hint (looking at the face-down cards): {move}. Not known to win (the search ran out of budget).',
  hintUnsolvable: 'Hint (looking at the face-down cards): {move}. No winning line is left from here.',
  hintNoMove: 'There is no legal move left.',
  hintFailed: 'The hint could not be computed: {reason}',
  hintFair:
    'Hint: {move} — wins in about {percent} % of the ways the face-down cards can lie (95 % interval {low}–{high} %).',
  hintFairExact: 'Hint: {move} — wins in exactly {percent} % of the ways the face-down cards can lie.',
  fullInfoHints: 'Hints may look at face-down cards',
  winnableOnly: 'Winnable deals only',
  dealing: 'Dealing a winnable game…',
  allFaceUpWinnable: 'Every card is face up: this game can still be won. Finish plays the winning line.',
  allFaceUpLost: 'Every card is face up: this game can no longer be won.',
  allFaceUpUnknown: 'Every card is face up, but the solver could not tell in time whether this game can still be won.',
  finish: 'Finish',
  won: 'You won! {points} in {moves}.',
  noMoves: 'No legal move is left. Undo, restart or start a new game.',
  saveDiscarded: 'The saved game could not be read and was discarded ({reason}). A new game was started.',
  badUrlCode: 'The game code in the address was not used: {reason}',
  badCode: 'That is not a game code: {reason}',
  nothingToUndo: 'There is no move to undo.',
  nothingToRedo: 'There is no move to redo.',
  newGameStarted: 'New game {code}.',
  restarted: 'The deal was restarted.',
  selected: '{card} selected: choose where it goes.',
  faceDown: 'face-down card',
  column: 'Column {n}',
  emptyColumn: 'Column {n}, empty',
  foundation: '{suit} foundation',
  foundationEmpty: '{suit} foundation, empty',
  toColumn: '{card} to column {n}',
  toFoundation: '{card} to its foundation',
  tableau: 'Tableau',
  foundations: 'Foundations',
  gameBar: 'Game bar',
  gameBack: 'The game is back.',
  linkOpened: 'Game {code} from the link. Undo brings back the game you were playing.',
  houseRules:
    'This saved game is played with house rules this page does not offer ({rules}). Its results count in statistics of their own.',
  optNoGroupLimit: 'no group limit',
  optGroupLimit: 'groups up to {n}',
  optNoTakeBack: 'no take-backs from the foundations',
  optTakeBack: 'take-backs from the foundations',
  optUndoDepth: 'undo depth {n}',
  resetConfirm: 'Forget every game counted under {name}? This cannot be undone.',
  resetYes: 'Forget them',
  resetNo: 'Keep them',
  undone: 'Undone: {move}.',
  redone: 'Redone: {move}.',
  otherTab: 'The game was continued in another tab; this tab now shows that game.',
  menu: 'Menu',
  statistics: 'Statistics',
  winTitle: 'You won!',
  playAgain: 'Play again',
  newWinnable: 'New winnable deal',
  close: 'Close',
  statsUnavailable: 'Statistics cannot be kept in this browser.',
  resetStats: 'Reset',
  gamesPlayed: 'Games played',
  gamesWon: 'Games won',
  winRate: 'Win rate',
  currentStreak: 'Current streak',
  bestStreak: 'Best streak',
  bestScore: 'Best score',
  bestTime: 'Best time',
  theme: 'Theme',
  themeSystem: 'As the system',
  themeLight: 'Green felt',
  themeDark: 'Dark',
  cardSize: 'Card size',
  cardSizeLargest: 'As large as fits',
  cardSizeMedium: 'Medium',
  cardSizeSmall: 'Small',
  leftHanded: 'Left-handed (foundations on the left)',
  autoFinish: 'Finish by itself when every card is face up and the game can be won',
  dailyDeal: 'Daily deal',
  dealingDaily: 'Finding today’s daily deal…',
  dailyStarted: 'Today’s daily deal: {code}. Everyone plays the same cards today, and every daily deal can be won.',
  dailyFailed: 'The daily deal could not be found in this browser.',
  dailyWon: 'Daily deals won',
  dailyCurrentStreak: 'Days in a row',
  dailyBestStreak: 'Most days in a row',
  sound: 'Sound effects',
};

const RU: Table = {
  title: 'Русский пасьянс',
  score: 'Очки',
  time: 'Время',
  moves: 'Ходы',
  code: 'Игра',
  undo: 'Отменить',
  redo: 'Повторить',
  restart: 'Заново',
  newGame: 'Новая игра',
  hint: 'Подсказка',
  copyCode: 'Копировать код',
  copied: 'Код игры {code} скопирован.',
  copyFailed: 'Не удалось скопировать; код игры {code}.',
  codeInput: 'Код игры',
  playCode: 'Играть',
  rule: 'Правило',
  settings: 'Настройки',
  moveList: 'Список ходов',
  language: 'Язык',
  interactiveRules: 'Интерактивные правила (объяснять отказ)',
  twoClick: 'Ход в два щелчка (карта, затем место)',
  autoOnDrop: 'Автоматическое размещение при отпускании',
  keysHelp:
    'Клавиши: стрелки — переход между картами и колонками, Enter или пробел — взять и положить карту, F — в дом, A — автоматически, U — отменить, R — повторить, H — подсказка, Esc — отмена выбора.',
  hintThinking: 'Ищу хороший ход…',
  hintWinning: 'Подсказка (с учётом закрытых карт): {move}. Этот ход ведёт к выигрышу.',
  hintNotKnown: 'Подсказка (с учётом закрытых карт): {move}. Неизвестно, ведёт ли он к выигрышу (поиск не успел).',
  hintUnsolvable: 'Подсказка (с учётом закрытых карт): {move}. Выиграть отсюда уже нельзя.',
  hintNoMove: 'Ходов больше нет.',
  hintFailed: 'Не удалось найти подсказку: {reason}',
  hintFair:
    'Подсказка: {move} — выигрывает примерно в {percent} % возможных раскладов закрытых карт (95-процентный интервал {low}–{high} %).',
  hintFairExact: 'Подсказка: {move} — выигрывает ровно в {percent} % возможных раскладов закрытых карт.',
  fullInfoHints: 'Подсказки могут смотреть закрытые карты',
  winnableOnly: 'Только выигрышные раздачи',
  dealing: 'Раздаю выигрышную партию…',
  allFaceUpWinnable: 'Все карты открыты: эту партию ещё можно выиграть. «Доиграть» сыграет выигрышную линию.',
  allFaceUpLost: 'Все карты открыты: эту партию уже не выиграть.',
  allFaceUpUnknown: 'Все карты открыты, но решатель не успел выяснить, можно ли ещё выиграть эту партию.',
  finish: 'Доиграть',
  won: 'Победа! {points} за {moves}.',
  noMoves: 'Ходов больше нет. Отмените ход, начните заново или начните новую игру.',
  saveDiscarded: 'Сохранённую игру не удалось прочитать, она удалена ({reason}). Начата новая игра.',
  badUrlCode: 'Код игры из адреса не использован: {reason}',
  badCode: 'Это не код игры: {reason}',
  nothingToUndo: 'Нечего отменять.',
  nothingToRedo: 'Нечего повторять.',
  newGameStarted: 'Новая игра {code}.',
  restarted: 'Расклад начат заново.',
  selected: 'Выбрана карта {card}: укажите, куда её положить.',
  faceDown: 'закрытая карта',
  column: 'Колонка {n}',
  emptyColumn: 'Колонка {n}, пустая',
  foundation: 'Дом: {suit}',
  foundationEmpty: 'Дом: {suit}, пусто',
  toColumn: '{card} в колонку {n}',
  toFoundation: '{card} в дом',
  tableau: 'Стол',
  foundations: 'Дом',
  gameBar: 'Панель игры',
  gameBack: 'Игра возвращена.',
  linkOpened: 'Игра {code} по ссылке. «Отменить» вернёт партию, которую вы играли.',
  houseRules:
    'Эта сохранённая партия играется по домашним правилам, которых на этой странице нет ({rules}). Её результаты учитываются в отдельной статистике.',
  optNoGroupLimit: 'без ограничения группы',
  optGroupLimit: 'группы до {n}',
  optNoTakeBack: 'без возврата карт из дома',
  optTakeBack: 'с возвратом карт из дома',
  optUndoDepth: 'глубина отмены {n}',
  resetConfirm: 'Забыть все партии, учтённые в разделе «{name}»? Это нельзя отменить.',
  resetYes: 'Забыть',
  resetNo: 'Оставить',
  undone: 'Отменено: {move}.',
  redone: 'Повторено: {move}.',
  otherTab: 'Игру продолжили в другой вкладке; здесь теперь показана она.',
  menu: 'Меню',
  statistics: 'Статистика',
  winTitle: 'Победа!',
  playAgain: 'Сыграть ещё раз',
  newWinnable: 'Новая выигрышная раздача',
  close: 'Закрыть',
  statsUnavailable: 'В этом браузере статистику сохранить нельзя.',
  resetStats: 'Сбросить',
  gamesPlayed: 'Сыграно игр',
  gamesWon: 'Выиграно игр',
  winRate: 'Доля побед',
  currentStreak: 'Текущая серия',
  bestStreak: 'Лучшая серия',
  bestScore: 'Лучший счёт',
  bestTime: 'Лучшее время',
  theme: 'Тема',
  themeSystem: 'Как в системе',
  themeLight: 'Зелёное сукно',
  themeDark: 'Тёмная',
  cardSize: 'Размер карт',
  cardSizeLargest: 'Как можно крупнее',
  cardSizeMedium: 'Средний',
  cardSizeSmall: 'Мелкий',
  leftHanded: 'Для левшей (дом слева)',
  autoFinish: 'Доигрывать автоматически, когда все карты открыты и победа возможна',
  dailyDeal: 'Расклад дня',
  dealingDaily: 'Ищу сегодняшний расклад дня…',
  dailyStarted: 'Расклад дня: {code}. Сегодня у всех одни и те же карты, и каждый расклад дня можно выиграть.',
  dailyFailed: 'В этом браузере не удалось найти расклад дня.',
  dailyWon: 'Выиграно раскладов дня',
  dailyCurrentStreak: 'Дней подряд',
  dailyBestStreak: 'Больше всего дней подряд',
  sound: 'Звуковые эффекты',
};

const UK: Table = {
  title: 'Російський пасьянс',
  score: 'Очки',
  time: 'Час',
  moves: 'Ходи',
  code: 'Гра',
  undo: 'Скасувати',
  redo: 'Повторити',
  restart: 'Спочатку',
  newGame: 'Нова гра',
  hint: 'Підказка',
  copyCode: 'Копіювати код',
  copied: 'Код гри {code} скопійовано.',
  copyFailed: 'Не вдалося скопіювати; код гри {code}.',
  codeInput: 'Код гри',
  playCode: 'Грати',
  rule: 'Правило',
  settings: 'Налаштування',
  moveList: 'Список ходів',
  language: 'Мова',
  interactiveRules: 'Інтерактивні правила (пояснювати відмову)',
  twoClick: 'Хід у два клацання (карта, потім місце)',
  autoOnDrop: 'Автоматичне розміщення під час відпускання',
  keysHelp:
    'Клавіші: стрілки — перехід між картами й колонками, Enter або пробіл — узяти й покласти карту, F — у дім, A — автоматично, U — скасувати, R — повторити, H — підказка, Esc — скасувати вибір.',
  hintThinking: 'Шукаю добрий хід…',
  hintWinning: 'Підказка (з урахуванням закритих карт): {move}. Цей хід веде до виграшу.',
  hintNotKnown: 'Підказка (з урахуванням закритих карт): {move}. Невідомо, чи веде він до виграшу (пошук не встиг).',
  hintUnsolvable: 'Підказка (з урахуванням закритих карт): {move}. Виграти звідси вже не можна.',
  hintNoMove: 'Ходів більше немає.',
  hintFailed: 'Не вдалося знайти підказку: {reason}',
  hintFair:
    'Підказка: {move} — виграє приблизно в {percent} % можливих розкладів закритих карт (95-відсотковий інтервал {low}–{high} %).',
  hintFairExact: 'Підказка: {move} — виграє рівно в {percent} % можливих розкладів закритих карт.',
  fullInfoHints: 'Підказки можуть дивитися закриті карти',
  winnableOnly: 'Лише виграшні роздачі',
  dealing: 'Роздаю виграшну партію…',
  allFaceUpWinnable: 'Усі карти відкриті: цю партію ще можна виграти. «Дограти» зіграє виграшну лінію.',
  allFaceUpLost: 'Усі карти відкриті: цю партію вже не виграти.',
  allFaceUpUnknown: 'Усі карти відкриті, але розв’язувач не встиг з’ясувати, чи можна ще виграти цю партію.',
  finish: 'Дограти',
  won: 'Перемога! {points} за {moves}.',
  noMoves: 'Ходів більше немає. Скасуйте хід, почніть спочатку або почніть нову гру.',
  saveDiscarded: 'Збережену гру не вдалося прочитати, її видалено ({reason}). Почато нову гру.',
  badUrlCode: 'Код гри з адреси не використано: {reason}',
  badCode: 'Це не код гри: {reason}',
  nothingToUndo: 'Нічого скасовувати.',
  nothingToRedo: 'Нічого повторювати.',
  newGameStarted: 'Нова гра {code}.',
  restarted: 'Розклад почато спочатку.',
  selected: 'Вибрано карту {card}: вкажіть, куди її покласти.',
  faceDown: 'закрита карта',
  column: 'Колонка {n}',
  emptyColumn: 'Колонка {n}, порожня',
  foundation: 'Дім: {suit}',
  foundationEmpty: 'Дім: {suit}, порожньо',
  toColumn: '{card} у колонку {n}',
  toFoundation: '{card} у дім',
  tableau: 'Стіл',
  foundations: 'Дім',
  gameBar: 'Панель гри',
  gameBack: 'Гру повернуто.',
  linkOpened: 'Гра {code} за посиланням. «Скасувати» поверне партію, яку ви грали.',
  houseRules:
    'Ця збережена партія грається за домашніми правилами, яких на цій сторінці немає ({rules}). Її результати враховуються в окремій статистиці.',
  optNoGroupLimit: 'без обмеження групи',
  optGroupLimit: 'групи до {n}',
  optNoTakeBack: 'без повернення карт із дому',
  optTakeBack: 'з поверненням карт із дому',
  optUndoDepth: 'глибина скасування {n}',
  resetConfirm: 'Забути всі партії, враховані в розділі «{name}»? Це не можна скасувати.',
  resetYes: 'Забути',
  resetNo: 'Залишити',
  undone: 'Скасовано: {move}.',
  redone: 'Повторено: {move}.',
  otherTab: 'Гру продовжили в іншій вкладці; тут тепер показано її.',
  menu: 'Меню',
  statistics: 'Статистика',
  winTitle: 'Перемога!',
  playAgain: 'Зіграти ще раз',
  newWinnable: 'Нова виграшна роздача',
  close: 'Закрити',
  statsUnavailable: 'У цьому браузері статистику зберегти не можна.',
  resetStats: 'Скинути',
  gamesPlayed: 'Зіграно ігор',
  gamesWon: 'Виграно ігор',
  winRate: 'Частка перемог',
  currentStreak: 'Поточна серія',
  bestStreak: 'Найкраща серія',
  bestScore: 'Найкращий рахунок',
  bestTime: 'Найкращий час',
  theme: 'Тема',
  themeSystem: 'Як у системі',
  themeLight: 'Зелене сукно',
  themeDark: 'Темна',
  cardSize: 'Розмір карт',
  cardSizeLargest: 'Якомога більший',
  cardSizeMedium: 'Середній',
  cardSizeSmall: 'Малий',
  leftHanded: 'Для шульги (дім ліворуч)',
  autoFinish: 'Догравати автоматично, коли всі карти відкриті й перемога можлива',
  dailyDeal: 'Розклад дня',
  dealingDaily: 'Шукаю сьогоднішній розклад дня…',
  dailyStarted: 'Розклад дня: {code}. Сьогодні в усіх ті самі карти, і кожен розклад дня можна виграти.',
  dailyFailed: 'У цьому браузері не вдалося знайти розклад дня.',
  dailyWon: 'Виграно розкладів дня',
  dailyCurrentStreak: 'Днів поспіль',
  dailyBestStreak: 'Найбільше днів поспіль',
  sound: 'Звукові ефекти',
};

const TR: Table = {
  title: 'Rus Solitaire',
  score: 'Puan',
  time: 'Süre',
  moves: 'Hamle',
  code: 'Oyun',
  undo: 'Geri al',
  redo: 'Yinele',
  restart: 'Yeniden başlat',
  newGame: 'Yeni oyun',
  hint: 'İpucu',
  copyCode: 'Kodu kopyala',
  copied: '{code} oyun kodu kopyalandı.',
  copyFailed: 'Kopyalanamadı; oyun kodu {code}.',
  codeInput: 'Oyun kodu',
  playCode: 'Oyna',
  rule: 'Kural',
  settings: 'Ayarlar',
  moveList: 'Hamle listesi',
  language: 'Dil',
  interactiveRules: 'Etkileşimli kurallar (reddedilen hamleyi açıkla)',
  twoClick: 'İki tıkla hamle (kart, sonra hedef)',
  autoOnDrop: 'Bırakınca otomatik yerleştir',
  keysHelp:
    'Tuşlar: oklar kartlar ve sütunlar arasında gezer, Enter veya boşluk kartı alır ve bırakır, F temele gönderir, A otomatik yerleştirir, U geri al, R yinele, H ipucu, Esc iptal.',
  hintThinking: 'İyi bir hamle aranıyor…',
  hintWinning: 'İpucu (kapalı kartlara bakarak): {move}. Bu hamle kazanan bir yolda.',
  hintNotKnown: 'İpucu (kapalı kartlara bakarak): {move}. Kazandırıp kazandırmadığı bilinmiyor (arama bütçesi bitti).',
  hintUnsolvable: 'İpucu (kapalı kartlara bakarak): {move}. Buradan kazanmak artık mümkün değil.',
  hintNoMove: 'Yapılacak hamle kalmadı.',
  hintFailed: 'İpucu bulunamadı: {reason}',
  hintFair:
    'İpucu: {move} — kapalı kartların olası dizilişlerinin yaklaşık %{percent} kadarında kazandırır (%95 aralık: %{low}–%{high}).',
  hintFairExact: 'İpucu: {move} — kapalı kartların olası dizilişlerinin tam %{percent} kadarında kazandırır.',
  fullInfoHints: 'İpuçları kapalı kartlara bakabilir',
  winnableOnly: 'Yalnızca kazanılabilir dağıtımlar',
  dealing: 'Kazanılabilir bir oyun dağıtılıyor…',
  allFaceUpWinnable: 'Bütün kartlar açık: bu oyun hâlâ kazanılabilir. Bitir, kazanan yolu oynar.',
  allFaceUpLost: 'Bütün kartlar açık: bu oyun artık kazanılamaz.',
  allFaceUpUnknown: 'Bütün kartlar açık, ancak çözücü bu oyunun hâlâ kazanılıp kazanılamayacağını zamanında bulamadı.',
  finish: 'Bitir',
  won: 'Kazandınız! {moves} {points}.',
  noMoves: 'Yapılacak hamle kalmadı. Geri alın, yeniden başlatın ya da yeni oyun açın.',
  saveDiscarded: 'Kayıtlı oyun okunamadı ve silindi ({reason}). Yeni oyun başlatıldı.',
  badUrlCode: 'Adresteki oyun kodu kullanılmadı: {reason}',
  badCode: 'Bu bir oyun kodu değil: {reason}',
  nothingToUndo: 'Geri alınacak hamle yok.',
  nothingToRedo: 'Yinelenecek hamle yok.',
  newGameStarted: 'Yeni oyun {code}.',
  restarted: 'Dağıtım yeniden başlatıldı.',
  selected: '{card} seçildi: nereye gideceğini seçin.',
  faceDown: 'kapalı kart',
  column: '{n}. sütun',
  emptyColumn: '{n}. sütun, boş',
  foundation: '{suit} temeli',
  foundationEmpty: '{suit} temeli, boş',
  toColumn: '{card} → {n}. sütun',
  toFoundation: '{card} → temel',
  tableau: 'Masa',
  foundations: 'Temeller',
  gameBar: 'Oyun çubuğu',
  gameBack: 'Oyun geri geldi.',
  linkOpened: 'Bağlantıdaki oyun {code}. Geri al, oynadığınız oyunu geri getirir.',
  houseRules:
    'Bu kayıtlı oyun, bu sayfanın sunmadığı ev kurallarıyla oynanıyor ({rules}). Sonuçları ayrı bir istatistikte sayılır.',
  optNoGroupLimit: 'grup sınırı yok',
  optGroupLimit: 'en çok {n} kartlık gruplar',
  optNoTakeBack: 'temelden geri alma yok',
  optTakeBack: 'temelden geri alma var',
  optUndoDepth: 'geri alma derinliği {n}',
  resetConfirm: '{name} altında sayılan tüm oyunlar unutulsun mu? Bu geri alınamaz.',
  resetYes: 'Unut',
  resetNo: 'Kalsın',
  undone: 'Geri alındı: {move}.',
  redone: 'Yinelendi: {move}.',
  otherTab: 'Oyuna başka bir sekmede devam edildi; bu sekme artık o oyunu gösteriyor.',
  menu: 'Menü',
  statistics: 'İstatistikler',
  winTitle: 'Kazandınız!',
  playAgain: 'Yeniden oyna',
  newWinnable: 'Yeni kazanılabilir dağıtım',
  close: 'Kapat',
  statsUnavailable: 'Bu tarayıcıda istatistik tutulamıyor.',
  resetStats: 'Sıfırla',
  gamesPlayed: 'Oynanan oyun',
  gamesWon: 'Kazanılan oyun',
  winRate: 'Kazanma oranı',
  currentStreak: 'Güncel seri',
  bestStreak: 'En iyi seri',
  bestScore: 'En yüksek puan',
  bestTime: 'En iyi süre',
  theme: 'Tema',
  themeSystem: 'Sistemdeki gibi',
  themeLight: 'Yeşil çuha',
  themeDark: 'Koyu',
  cardSize: 'Kart boyutu',
  cardSizeLargest: 'Sığdığı kadar büyük',
  cardSizeMedium: 'Orta',
  cardSizeSmall: 'Küçük',
  leftHanded: 'Solak (temeller solda)',
  autoFinish: 'Tüm kartlar açıkken oyun kazanılabiliyorsa kendiliğinden bitir',
  dailyDeal: 'Günün dağıtımı',
  dealingDaily: 'Bugünün dağıtımı aranıyor…',
  dailyStarted: 'Günün dağıtımı: {code}. Bugün herkes aynı kartlarla oynuyor ve her günün dağıtımı kazanılabilir.',
  dailyFailed: 'Günün dağıtımı bu tarayıcıda bulunamadı.',
  dailyWon: 'Kazanılan günün dağıtımları',
  dailyCurrentStreak: 'Art arda günler',
  dailyBestStreak: 'En çok art arda gün',
  sound: 'Ses efektleri',
};

/** The interface texts of each language. */
export const TEXTS: Readonly<Record<Language, Texts<TextKey, CountedKey>>> = {
  en: defineTexts(en.locale, EN, EN_COUNTED),
  ru: defineTexts(ru.locale, RU, RU_COUNTED),
  uk: defineTexts(uk.locale, UK, UK_COUNTED),
  tr: defineTexts(tr.locale, TR, TR_COUNTED),
};

/** Names of the languages, each in its own language, for the language selector. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ru: 'Русский',
  uk: 'Українська',
  tr: 'Türkçe',
};

/** Texts of the four languages, each on its language's locale. */
function languageTexts<K extends string>(
  byLanguage: Readonly<Record<Language, { readonly [key in K]: string }>>,
): Readonly<Record<Language, Texts<K>>> {
  return {
    en: defineTexts(en.locale, byLanguage.en),
    ru: defineTexts(ru.locale, byLanguage.ru),
    uk: defineTexts(uk.locale, byLanguage.uk),
    tr: defineTexts(tr.locale, byLanguage.tr),
  };
}

/**
 * An interface text in a language, with `{name}` placeholders filled from `values` (numbers
 * written the language's way; a placeholder with no value stays as it is).
 */
export function t(lang: Language, key: TextKey, values: TextValues = {}): string {
  return TEXTS[lang].text(key, values);
}

/** A number with its noun in a language, in the form the number takes: `21 ход`, `22 хода`, `25 ходов`. */
export function count(lang: Language, key: CountedKey, n: number): string {
  return TEXTS[lang].count(key, n);
}

/** The message of a won game: `You won! 625 points in 88 moves.` */
export function wonText(lang: Language, score: number, moves: number): string {
  return t(lang, 'won', { points: count(lang, 'points', score), moves: count(lang, 'moves', moves) });
}

/** The language the browser prefers among the supported ones, English otherwise. */
export function preferredLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** Why a game code was refused, by the dealer's error code, in each language; `at-position` follows a reason that has a position. */
export const CODE_ERROR_TEXTS = languageTexts<CodeErrorCode | 'at-position'>({
  en: {
    'not-a-string': 'the code is not text',
    empty: 'the code is empty',
    'too-long': 'the code is too long',
    'wrong-prefix': 'a code starts with RU',
    'unsupported-version': 'this version of the code is not supported',
    'missing-dash': 'a dash is missing (RU1-C-AAAAAAA)',
    'unknown-rule': 'the rule letter must be C or R',
    'wrong-length': 'the deal part must have 7 letters',
    'bad-character': 'the code has a letter that codes do not use',
    'bad-seed': 'no deal has that number',
    'not-a-code': 'it is not a game code',
    'no-random-source': 'this browser has no source of random numbers',
    'random-source-failed': 'the source of random numbers failed',
    'bad-options': 'the options are not valid',
    'at-position': ' (at position {n})',
  },
  ru: {
    'not-a-string': 'код — не текст',
    empty: 'код пуст',
    'too-long': 'код слишком длинный',
    'wrong-prefix': 'код начинается с RU',
    'unsupported-version': 'эта версия кода не поддерживается',
    'missing-dash': 'не хватает дефиса (RU1-C-AAAAAAA)',
    'unknown-rule': 'буква правила должна быть C или R',
    'wrong-length': 'в номере раздачи должно быть 7 букв',
    'bad-character': 'в коде есть недопустимый символ',
    'bad-seed': 'раздачи с таким номером нет',
    'not-a-code': 'это не код игры',
    'no-random-source': 'в этом браузере нет источника случайных чисел',
    'random-source-failed': 'источник случайных чисел дал сбой',
    'bad-options': 'недопустимые параметры',
    'at-position': ' (позиция {n})',
  },
  uk: {
    'not-a-string': 'код — не текст',
    empty: 'код порожній',
    'too-long': 'код задовгий',
    'wrong-prefix': 'код починається з RU',
    'unsupported-version': 'ця версія коду не підтримується',
    'missing-dash': 'бракує дефіса (RU1-C-AAAAAAA)',
    'unknown-rule': 'літера правила має бути C або R',
    'wrong-length': 'у номері роздачі має бути 7 літер',
    'bad-character': 'у коді є недопустимий символ',
    'bad-seed': 'роздачі з таким номером немає',
    'not-a-code': 'це не код гри',
    'no-random-source': 'у цьому браузері немає джерела випадкових чисел',
    'random-source-failed': 'джерело випадкових чисел дало збій',
    'bad-options': 'неприпустимі параметри',
    'at-position': ' (позиція {n})',
  },
  tr: {
    'not-a-string': 'kod metin değil',
    empty: 'kod boş',
    'too-long': 'kod çok uzun',
    'wrong-prefix': 'kod RU ile başlar',
    'unsupported-version': 'kodun bu sürümü desteklenmiyor',
    'missing-dash': 'bir tire eksik (RU1-C-AAAAAAA)',
    'unknown-rule': 'kural harfi C ya da R olmalı',
    'wrong-length': 'dağıtım kısmı 7 harf olmalı',
    'bad-character': 'kodda kullanılmayan bir harf var',
    'bad-seed': 'bu numarada dağıtım yok',
    'not-a-code': 'bu bir oyun kodu değil',
    'no-random-source': 'bu tarayıcıda rastgele sayı kaynağı yok',
    'random-source-failed': 'rastgele sayı kaynağı başarısız oldu',
    'bad-options': 'seçenekler geçersiz',
    'at-position': ' ({n}. konum)',
  },
});

/**
 * Why a game code was refused, in a language: the dealer's error code (`CodeErrorCode`) in words,
 * with the position of the problem (the error's 0-based `index`) when it has one. Any other code
 * (a position the dealer could not make) reads as "not a game code".
 */
export function codeErrorText(lang: Language, error: { readonly code: string; readonly index?: number }): string {
  const texts = CODE_ERROR_TEXTS[lang];
  const reason = texts.text(isCodeErrorCode(error.code) ? error.code : 'not-a-code');
  return error.index === undefined ? reason : reason + texts.text('at-position', { n: error.index + 1 });
}

function isCodeErrorCode(code: string): code is CodeErrorCode {
  return (CODE_ERROR_CODES as readonly string[]).includes(code);
}

/** Why a hint could not be given, by the hint client's failure code, in each language. */
export const HINT_FAILURE_TEXTS = languageTexts<SolverFailureCode>({
  en: {
    'solver-error': 'the solver could not search this position',
    'bad-reply': 'the hint worker gave an answer that makes no sense',
    cancelled: 'the hint was cancelled',
    timeout: 'the hint worker did not answer in time',
    'no-worker': 'this browser could not start the hint worker',
    stopped: 'the hints were stopped',
  },
  ru: {
    'solver-error': 'решатель не смог просчитать эту позицию',
    'bad-reply': 'фоновый поток подсказок дал бессмысленный ответ',
    cancelled: 'подсказка отменена',
    timeout: 'фоновый поток подсказок не ответил вовремя',
    'no-worker': 'браузер не смог запустить фоновый поток подсказок',
    stopped: 'подсказки остановлены',
  },
  uk: {
    'solver-error': 'розв’язувач не зміг прорахувати цю позицію',
    'bad-reply': 'фоновий потік підказок дав безглузду відповідь',
    cancelled: 'підказку скасовано',
    timeout: 'фоновий потік підказок не відповів вчасно',
    'no-worker': 'браузер не зміг запустити фоновий потік підказок',
    stopped: 'підказки зупинено',
  },
  tr: {
    'solver-error': 'çözücü bu konumu arayamadı',
    'bad-reply': 'ipucu işçisi anlamsız bir yanıt verdi',
    cancelled: 'ipucu iptal edildi',
    timeout: 'ipucu işçisi zamanında yanıt vermedi',
    'no-worker': 'bu tarayıcı ipucu işçisini başlatamadı',
    stopped: 'ipuçları durduruldu',
  },
});

/** Why a hint could not be given, in a language. */
export function hintFailureText(lang: Language, code: SolverFailureCode): string {
  return HINT_FAILURE_TEXTS[lang].text(code);
}

/** House options in words, those that differ from the engine's defaults: "no group limit, undo depth 100000". */
export function describeOptions(options: GameOptions, lang: Language): string {
  const d = DEFAULT_OPTIONS;
  const parts: string[] = [];
  if (options.groupLimit !== d.groupLimit)
    parts.push(
      options.groupLimit === null ? t(lang, 'optNoGroupLimit') : t(lang, 'optGroupLimit', { n: options.groupLimit }),
    );
  if (options.takeBack !== d.takeBack) parts.push(t(lang, options.takeBack ? 'optTakeBack' : 'optNoTakeBack'));
  if (options.undoDepth !== d.undoDepth) parts.push(t(lang, 'optUndoDepth', { n: options.undoDepth }));
  return parts.join(', ');
}

/** A move in words: "8♥ to column 5", "A♠ to its foundation". */
export function describeMove(move: Move, lang: Language): string {
  const card = cardName(move.card, MESSAGES[lang]);
  return move.to === 'foundation' ? t(lang, 'toFoundation', { card }) : t(lang, 'toColumn', { card, n: move.to + 1 });
}

/** The message of a full-information hint, by the solver's verdict on the position. */
const HINT_MESSAGES = {
  solved: 'hintWinning',
  unknown: 'hintNotKnown',
  unsolvable: 'hintUnsolvable',
} as const satisfies Record<string, TextKey>;

/** The message of a hint: a fair hint's chance, or a full-information hint's verdict. */
export function hintText(hint: HintAnswer | FairHintAnswer, lang: Language): string {
  const move = describeMove(hint.move, lang);
  if ('status' in hint) return t(lang, HINT_MESSAGES[hint.status], { move });
  const percent = percentOf(hint.estimate);
  if (hint.exhaustive) return t(lang, 'hintFairExact', { move, percent });
  return t(lang, 'hintFair', { move, percent, low: percentOf(hint.low), high: percentOf(hint.high) });
}
