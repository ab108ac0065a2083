/**
 * The words of the app's own interface, in the engine's four languages. Rule messages (why a move
 * was refused) are not here: they come from the engine's `refusalMessage`.
 * @module
 */
import { type Card, type Language, LANGUAGES, isLanguage, rankOf, suitOf } from '@russian-solitaire/engine';

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
] as const;
/** A key of {@link TEXT_KEYS}. */
export type TextKey = (typeof TEXT_KEYS)[number];

type Table = Record<TextKey, string>;

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
  language: 'Language',
  interactiveRules: 'Interactive rules (explain refused moves)',
  twoClick: 'Two-click moves (select, then target)',
  autoOnDrop: 'Auto placement on drop',
  keysHelp:
    'Keys: arrows move between cards and columns, Enter or Space picks a card and places it, F sends it to its foundation, A auto-places it, U undo, R redo, H hint, Esc cancels.',
  hintThinking: 'Looking for a good move…',
  hintWinning: 'Hint: {move}. This move is on a winning line.',
  hintNotKnown: 'Hint: {move}. Not known to win (the search ran out of budget).',
  hintUnsolvable: 'Hint: {move}. No winning line is left from here.',
  hintNoMove: 'There is no legal move left.',
  hintFailed: 'The hint could not be computed: {reason}',
  won: 'You won! Score {score} in {moves} moves.',
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
  language: 'Язык',
  interactiveRules: 'Интерактивные правила (объяснять отказ)',
  twoClick: 'Ход в два щелчка (карта, затем место)',
  autoOnDrop: 'Автоматическое размещение при отпускании',
  keysHelp:
    'Клавиши: стрелки — переход между картами и колонками, Enter или пробел — взять и положить карту, F — в дом, A — автоматически, U — отменить, R — повторить, H — подсказка, Esc — отмена выбора.',
  hintThinking: 'Ищу хороший ход…',
  hintWinning: 'Подсказка: {move}. Этот ход ведёт к выигрышу.',
  hintNotKnown: 'Подсказка: {move}. Неизвестно, ведёт ли он к выигрышу (поиск не успел).',
  hintUnsolvable: 'Подсказка: {move}. Выиграть отсюда уже нельзя.',
  hintNoMove: 'Ходов больше нет.',
  hintFailed: 'Не удалось найти подсказку: {reason}',
  won: 'Победа! {score} очков за {moves} ходов.',
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
  language: 'Мова',
  interactiveRules: 'Інтерактивні правила (пояснювати відмову)',
  twoClick: 'Хід у два клацання (карта, потім місце)',
  autoOnDrop: 'Автоматичне розміщення під час відпускання',
  keysHelp:
    'Клавіші: стрілки — перехід між картами й колонками, Enter або пробіл — узяти й покласти карту, F — у дім, A — автоматично, U — скасувати, R — повторити, H — підказка, Esc — скасувати вибір.',
  hintThinking: 'Шукаю добрий хід…',
  hintWinning: 'Підказка: {move}. Цей хід веде до виграшу.',
  hintNotKnown: 'Підказка: {move}. Невідомо, чи веде він до виграшу (пошук не встиг).',
  hintUnsolvable: 'Підказка: {move}. Виграти звідси вже не можна.',
  hintNoMove: 'Ходів більше немає.',
  hintFailed: 'Не вдалося знайти підказку: {reason}',
  won: 'Перемога! {score} очок за {moves} ходів.',
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
  language: 'Dil',
  interactiveRules: 'Etkileşimli kurallar (reddedilen hamleyi açıkla)',
  twoClick: 'İki tıkla hamle (kart, sonra hedef)',
  autoOnDrop: 'Bırakınca otomatik yerleştir',
  keysHelp:
    'Tuşlar: oklar kartlar ve sütunlar arasında gezer, Enter veya boşluk kartı alır ve bırakır, F temele gönderir, A otomatik yerleştirir, U geri al, R yinele, H ipucu, Esc iptal.',
  hintThinking: 'İyi bir hamle aranıyor…',
  hintWinning: 'İpucu: {move}. Bu hamle kazanan bir yolda.',
  hintNotKnown: 'İpucu: {move}. Kazandırıp kazandırmadığı bilinmiyor (arama bütçesi bitti).',
  hintUnsolvable: 'İpucu: {move}. Buradan kazanmak artık mümkün değil.',
  hintNoMove: 'Yapılacak hamle kalmadı.',
  hintFailed: 'İpucu bulunamadı: {reason}',
  won: 'Kazandınız! {moves} hamlede {score} puan.',
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
};

const TABLES: Record<Language, Table> = { en: EN, ru: RU, uk: UK, tr: TR };

/** Names of the languages, each in its own language, for the language selector. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский', uk: 'Українська', tr: 'Türkçe' };

/** An interface text in a language, with `{name}` placeholders filled from `values`. */
export function t(lang: Language, key: TextKey, values: Record<string, string | number> = {}): string {
  return TABLES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The language the browser prefers among the supported ones, English otherwise. */
export function preferredLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

const RANK_NAMES: Record<Language, readonly string[]> = {
  en: ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'],
  ru: ['туз', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'валет', 'дама', 'король'],
  uk: ['туз', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'валет', 'дама', 'король'],
  tr: ['as', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'vale', 'kız', 'papaz'],
};

/** Suit names: plural for English, genitive plural for Russian and Ukrainian ("8 червей"), plain for Turkish. */
const SUIT_NAMES: Record<Language, readonly string[]> = {
  en: ['spades', 'hearts', 'diamonds', 'clubs'],
  ru: ['пик', 'червей', 'бубен', 'треф'],
  uk: ['пік', 'чирв', 'бубон', 'треф'],
  tr: ['maça', 'kupa', 'karo', 'sinek'],
};

/** Suit names standing alone (for foundations). */
const SUIT_TITLES: Record<Language, readonly string[]> = {
  en: ['Spades', 'Hearts', 'Diamonds', 'Clubs'],
  ru: ['пики', 'червы', 'бубны', 'трефы'],
  uk: ['піки', 'чирви', 'бубни', 'трефи'],
  tr: ['Maça', 'Kupa', 'Karo', 'Sinek'],
};

/** The spoken name of a card: "8 of hearts", "король треф", "kupa 8". */
export function cardName(card: Card, lang: Language): string {
  const rank = RANK_NAMES[lang][rankOf(card) - 1]!;
  const suit = SUIT_NAMES[lang][suitOf(card)]!;
  if (lang === 'en') return `${rank} of ${suit}`;
  if (lang === 'tr') return `${suit} ${rank}`;
  return `${rank} ${suit}`;
}

/** The name of a suit standing alone. */
export function suitTitle(suit: number, lang: Language): string {
  return SUIT_TITLES[lang][suit]!;
}

export { LANGUAGES };
