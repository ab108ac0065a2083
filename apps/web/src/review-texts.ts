/**
 * The words of the review panel, in the engine's four languages, on the engine's text system (the
 * same filling as the page's other texts, `i18n.ts`, whose counted nouns it uses): the verdict of
 * each outcome the solver's `reviewOutcome` names (the keys are the outcomes' names), the labels
 * (their names) and what each means for a move, why a review could not be made (the solver
 * client's failure codes), the chart's and the position's words. They load with the panel, not
 * with the page.
 * @module
 */
import {
  type Card,
  type Language,
  type Move,
  SUIT_SYMBOLS,
  type Texts,
  type TextValues,
  defineTexts,
  displayRank,
  suitOf,
} from '@russian-solitaire/engine';
import { en } from '@russian-solitaire/engine/messages/en';
import { ru } from '@russian-solitaire/engine/messages/ru';
import { tr } from '@russian-solitaire/engine/messages/tr';
import { uk } from '@russian-solitaire/engine/messages/uk';
import { REVIEW_LABELS, REVIEW_OUTCOMES } from '@russian-solitaire/solver';
import { SOLVER_FAILURE_CODES } from './solver.js';

/** The keys of the panel's plain texts. */
export const REVIEW_TEXT_KEYS = [
  'title',
  'subtitle',
  'position',
  ...REVIEW_OUTCOMES,
  'countMistakes',
  'countLucky',
  'countUnlucky',
  'running',
  'failed',
  'stoppedEarly',
  'chart',
  'chartHelp',
  'chartLabel',
  'pointMove',
  'pointEnd',
  'pointNone',
  'legend',
  ...REVIEW_LABELS,
  'explainLosing',
  'explainMistake',
  'explainLuck',
  'before',
  'revealed',
  'played',
  'better',
  'verdictSolved',
  'verdictUnsolvable',
  'verdictUnknown',
  'playOn',
  'playingOn',
  'close',
  ...SOLVER_FAILURE_CODES,
] as const;
/** A key of {@link REVIEW_TEXT_KEYS}. */
export type ReviewTextKey = (typeof REVIEW_TEXT_KEYS)[number];

type Table = Record<ReviewTextKey, string>;

const EN: Table = {
  title: 'Game review',
  subtitle: '{code} ({rule}), {moves}, with every card known',
  position: 'a position',
  lost: 'The deal could be won until move {n}, {move}; {kept} would have kept it winnable.',
  won: 'The game was won.',
  'never-winnable': 'The deal could not be won from the start, whatever the moves: no move lost it.',
  'unknown-start': 'The solver could not decide whether the deal could be won.',
  'still-winnable': 'The deal could still be won when the game ended.',
  'unknown-loss': 'The deal could be won at the start; the solver could not decide whether a move lost it, or which.',
  countMistakes: 'Mistakes',
  countLucky: 'Lucky cards',
  countUnlucky: 'Unlucky cards',
  running: 'Reviewing the game: {done} of {of} positions…',
  failed: 'The review could not be made: {reason}.',
  stoppedEarly: 'The review stopped early ({reason}): {moves} analysed.',
  chart: 'Fair chance to win before each move',
  chartHelp:
    'The share of the ways the face-down cards could lie in which the game could still be won: what a player who sees only the face-up cards can know. The band is its 95 % interval.',
  chartLabel: 'Chart of the fair chance: the arrow keys go through the moves, Enter shows one',
  pointMove: 'Move {n}, {move}: {percent} % before it',
  pointEnd: 'End of the game: {percent} %',
  pointNone: 'Move {n}, {move}: not analysed',
  legend:
    'Moves: ?? the losing move, ? a mistake, + a lucky card, - an unlucky card. Choose a move to see its position.',
  'losing-move': 'the losing move',
  mistake: 'a mistake',
  'good-luck': 'a lucky card',
  'bad-luck': 'an unlucky card',
  explainLosing: 'The deal could not be won after it; {kept} kept it winnable.',
  explainMistake: '{played} % after it, {best} % after the fair hint {hint}.',
  explainLuck: 'It turned {card}: {before} % before it was seen, {after} % after.',
  before: 'Before move {n}, {move}, with the face-down cards shown',
  revealed: 'Cards with a dashed edge lay face down.',
  played: 'Played: {move}',
  better: 'Better: {move}',
  verdictSolved: 'With every card known, the game could be won here.',
  verdictUnsolvable: 'With every card known, the game could no longer be won here.',
  verdictUnknown: 'The solver could not decide whether the game could be won here.',
  playOn: 'Play on from here',
  playingOn:
    'Playing on from before move {n}, the face-down cards hidden again. A game played on from a review does not count in the statistics.',
  close: 'Close',
  'solver-error': 'the solver refused this game',
  'bad-reply': 'the solver worker gave an answer that makes no sense',
  cancelled: 'it was cancelled',
  timeout: 'the solver worker stopped answering',
  'no-worker': 'this browser could not start the solver worker',
  stopped: 'the solver worker was stopped',
};

const RU: Table = {
  title: 'Разбор игры',
  subtitle: '{code} ({rule}), {moves}, со знанием всех карт',
  position: 'позиция',
  lost: 'Раздачу можно было выиграть до хода {n}, {move}; ход {kept} сохранял выигрыш.',
  won: 'Игра выиграна.',
  'never-winnable': 'Раздачу нельзя было выиграть с самого начала, как ни ходи: ни один ход её не проиграл.',
  'unknown-start': 'Решатель не смог определить, можно ли было выиграть раздачу.',
  'still-winnable': 'Когда игра закончилась, раздачу ещё можно было выиграть.',
  'unknown-loss':
    'В начале раздачу можно было выиграть; решатель не смог определить, проиграл ли её какой-то ход и какой.',
  countMistakes: 'Ошибки',
  countLucky: 'Удачные карты',
  countUnlucky: 'Неудачные карты',
  running: 'Разбор игры: {done} из {of} позиций…',
  failed: 'Разбор не удался: {reason}.',
  stoppedEarly: 'Разбор остановлен раньше ({reason}): разобрано {moves}.',
  chart: 'Честные шансы на победу перед каждым ходом',
  chartHelp:
    'Доля раскладов закрытых карт, при которых игру ещё можно выиграть: то, что может знать игрок, видящий только открытые карты. Полоса — её 95-процентный интервал.',
  chartLabel: 'График честных шансов: стрелки переходят между ходами, Enter показывает ход',
  pointMove: 'Ход {n}, {move}: {percent} % перед ним',
  pointEnd: 'Конец игры: {percent} %',
  pointNone: 'Ход {n}, {move}: не разобран',
  legend:
    'Ходы: ?? проигрывающий ход, ? ошибка, + удачная карта, - неудачная карта. Выберите ход, чтобы увидеть позицию.',
  'losing-move': 'проигрывающий ход',
  mistake: 'ошибка',
  'good-luck': 'удачная карта',
  'bad-luck': 'неудачная карта',
  explainLosing: 'После него раздачу уже нельзя было выиграть; ход {kept} сохранял выигрыш.',
  explainMistake: '{played} % после него, {best} % после честной подсказки {hint}.',
  explainLuck: 'Открыта {card}: {before} % до того, как её увидели, {after} % после.',
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
};

const UK: Table = {
  title: 'Розбір гри',
  subtitle: '{code} ({rule}), {moves}, зі знанням усіх карт',
  position: 'позиція',
  lost: 'Роздачу можна було виграти до ходу {n}, {move}; хід {kept} зберігав виграш.',
  won: 'Гру виграно.',
  'never-winnable': 'Роздачу не можна було виграти від самого початку, хоч як ходи: жоден хід її не програв.',
  'unknown-start': 'Розв’язувач не зміг визначити, чи можна було виграти роздачу.',
  'still-winnable': 'Коли гра скінчилася, роздачу ще можна було виграти.',
  'unknown-loss':
    'На початку роздачу можна було виграти; розв’язувач не зміг визначити, чи програв її якийсь хід і який.',
  countMistakes: 'Помилки',
  countLucky: 'Вдалі карти',
  countUnlucky: 'Невдалі карти',
  running: 'Розбір гри: {done} з {of} позицій…',
  failed: 'Розбір не вдався: {reason}.',
  stoppedEarly: 'Розбір зупинено раніше ({reason}): розібрано {moves}.',
  chart: 'Чесні шанси на перемогу перед кожним ходом',
  chartHelp:
    'Частка розкладів закритих карт, за яких гру ще можна виграти: те, що може знати гравець, який бачить лише відкриті карти. Смуга — її 95-відсотковий інтервал.',
  chartLabel: 'Графік чесних шансів: стрілки переходять між ходами, Enter показує хід',
  pointMove: 'Хід {n}, {move}: {percent} % перед ним',
  pointEnd: 'Кінець гри: {percent} %',
  pointNone: 'Хід {n}, {move}: не розібрано',
  legend: 'Ходи: ?? програшний хід, ? помилка, + вдала карта, - невдала карта. Виберіть хід, щоб побачити позицію.',
  'losing-move': 'програшний хід',
  mistake: 'помилка',
  'good-luck': 'вдала карта',
  'bad-luck': 'невдала карта',
  explainLosing: 'Після нього роздачу вже не можна було виграти; хід {kept} зберігав виграш.',
  explainMistake: '{played} % після нього, {best} % після чесної підказки {hint}.',
  explainLuck: 'Відкрито {card}: {before} % до того, як її побачили, {after} % після.',
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
};

const TR: Table = {
  title: 'Oyun incelemesi',
  subtitle: '{code} ({rule}), {moves} oynanan oyun, bütün kartlar bilinerek',
  position: 'bir konum',
  lost: 'Bu el {n}. hamleye ({move}) kadar kazanılabilirdi; {kept} oynansaydı kazanılabilir kalırdı.',
  won: 'Oyun kazanıldı.',
  'never-winnable': 'Bu el en baştan kazanılamazdı, hamleler ne olursa olsun: onu hiçbir hamle kaybettirmedi.',
  'unknown-start': 'Çözücü bu elin kazanılıp kazanılamayacağını bulamadı.',
  'still-winnable': 'Oyun bittiğinde bu el hâlâ kazanılabilirdi.',
  'unknown-loss':
    'Başta bu el kazanılabilirdi; çözücü onu bir hamlenin kaybettirip kaybettirmediğini, hangisinin kaybettirdiğini bulamadı.',
  countMistakes: 'Hatalar',
  countLucky: 'Şanslı kartlar',
  countUnlucky: 'Şanssız kartlar',
  running: 'Oyun inceleniyor: {of} konumdan {done} tanesi…',
  failed: 'İnceleme yapılamadı: {reason}.',
  stoppedEarly: 'İnceleme erken durdu ({reason}): incelenen: {moves}.',
  chart: 'Her hamleden önce adil kazanma şansı',
  chartHelp:
    'Kapalı kartların, oyunun hâlâ kazanılabildiği dizilişlerinin payı: yalnızca açık kartları gören bir oyuncunun bilebileceği. Şerit, %95 aralığıdır.',
  chartLabel: 'Adil şans grafiği: ok tuşları hamleler arasında gezer, Enter hamleyi gösterir',
  pointMove: '{n}. hamle, {move}: öncesinde %{percent}',
  pointEnd: 'Oyunun sonu: %{percent}',
  pointNone: '{n}. hamle, {move}: incelenmedi',
  legend:
    'Hamleler: ?? kaybettiren hamle, ? hata, + şanslı kart, - şanssız kart. Konumunu görmek için bir hamle seçin.',
  'losing-move': 'kaybettiren hamle',
  mistake: 'hata',
  'good-luck': 'şanslı kart',
  'bad-luck': 'şanssız kart',
  explainLosing: 'Bundan sonra el kazanılamazdı; {kept} oynansaydı kazanılabilir kalırdı.',
  explainMistake: 'Bundan sonra %{played}, adil ipucu {hint} ile %{best}.',
  explainLuck: '{card} açıldı: görülmeden önce %{before}, sonra %{after}.',
  before: '{n}. hamleden ({move}) önce, kapalı kartlar gösterilerek',
  revealed: 'Kesik çizgili kenarlı kartlar kapalıydı.',
  played: 'Oynanan: {move}',
  better: 'Daha iyisi: {move}',
  verdictSolved: 'Bütün kartlar bilinerek oyun burada kazanılabilirdi.',
  verdictUnsolvable: 'Bütün kartlar bilinerek oyun burada artık kazanılamazdı.',
  verdictUnknown: 'Çözücü oyunun burada kazanılıp kazanılamayacağını bulamadı.',
  playOn: 'Buradan devam et',
  playingOn:
    '{n}. hamleden önceki konumdan devam ediliyor, kapalı kartlar yine gizli. İncelemeden devam edilen oyun istatistiklere sayılmaz.',
  close: 'Kapat',
  'solver-error': 'çözücü bu oyunu kabul etmedi',
  'bad-reply': 'çözücü işçisi anlamsız bir yanıt verdi',
  cancelled: 'iptal edildi',
  timeout: 'çözücü işçisi yanıt vermez oldu',
  'no-worker': 'bu tarayıcı çözücü işçisini başlatamadı',
  stopped: 'çözücü işçisi durduruldu',
};

/** The panel's texts of each language. */
export const REVIEW_TEXTS: Readonly<Record<Language, Texts<ReviewTextKey>>> = {
  en: defineTexts(en.locale, EN),
  ru: defineTexts(ru.locale, RU),
  uk: defineTexts(uk.locale, UK),
  tr: defineTexts(tr.locale, TR),
};

/** A text of the panel in a language, its `{placeholders}` filled. */
export function rt(lang: Language, key: ReviewTextKey, values: TextValues = {}): string {
  return REVIEW_TEXTS[lang].text(key, values);
}

/** A card as a card face shows it: `10♠`, `K♣`. */
export function shownCard(card: Card): string {
  return `${displayRank(card)}${SUIT_SYMBOLS[suitOf(card)]}`;
}

/** A move as the review shows it, short: `K♣-2`, `A♠-F` (the command line's review shows it so too). */
export function shownMove(move: Move): string {
  return `${shownCard(move.card)}-${move.to === 'foundation' ? 'F' : move.to + 1}`;
}
