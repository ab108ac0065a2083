/**
 * The words the command shows a player, in the four languages of the engine's messages (English,
 * Russian, Ukrainian, Turkish): the labels of the board, the messages of `play`, the chances of
 * fair advice. One table per language, made with the engine's `defineTexts` (the same filling and
 * plural rules as the engine's own messages), with the same keys and the same `{placeholders}` (a
 * test checks it); counted texts have a form for each plural category of their language.
 * Rule refusals come from the engine's own `errorMessage`; a game review's verdict in a sentence
 * from the solver's `reviewVerdict`, which the web game says too.
 * @module
 */
import { type Language, type Texts, defineTexts, fillPlural } from '@russian-solitaire/engine';
import { en, ru, tr, uk } from '@russian-solitaire/engine/messages';

const EN = {
  score: 'Score',
  time: 'Time',
  moves: 'Moves',
  noCode: 'no code',
  foundations: 'Foundations',
  column: 'column {n}',
  foundation: 'foundation',
  houseRules: 'House rules: {rules}. Type help for the commands.',
  houseOptions: 'group limit {limit}, take-back {takeBack}, undo depth {depth}',
  none: 'none',
  on: 'on',
  off: 'off',
  refused: 'Refused: {reason}',
  won: 'You won! Score: {score}  Moves: {moves}  Time: {time}',
  noMoveLeft: 'No legal move is left: undo, restart or start a new game.',
  moved: '{card} {from} → {to}',
  movedCards: ' ({cards})',
  turned: ', turned {card}',
  points: ', +{points}',
  faceDown: '{card} is face down: it cannot move until it is turned up.',
  cannotMove: '{card} cannot move now.',
  canGo: '{card} can go to: {places}.',
  undoOff: 'Cannot undo: undo is off in this game (--undo-depth 0).',
  nothingToUndo: 'Cannot undo: there is no move to undo.',
  nothingToRedo: 'Cannot redo: there is no move to redo.',
  undone: 'Undone: {card} back to {place}.',
  undoneTurned: 'Undone: {card} back to {place}, {hidden} turned face down.',
  redone: 'Redone: {move}',
  restarted: 'Restarted {code}.',
  newGame: 'New game {code}.',
  noNewGame: 'No new game: {reason}',
  gameWon: 'The game is won: no hint needed.',
  wonAlready: 'The game is won already.',
  noHint: 'No hint: {reason}',
  noHintNoMove: 'No hint: there is no legal move. Undo, restart or start a new game.',
  noLegalMove: 'there is no legal move',
  noHintNoUsefulMove:
    'No hint: no useful move is left. Every legal move brings back a position played since the last card turned. Undo, restart or start a new game.',
  noUsefulMove: 'no useful move is left: every legal move brings back a position played since the last card turned',
  fairHint: 'Fair hint: {notation} ({move}): wins in {chance}.',
  chanceAbout:
    'about {percent} % of the ways the face-down cards can lie (95 % interval {low}–{high} %, {searched} searched{open}{early})',
  chanceBetween:
    'about {percent} % of the ways the face-down cards can lie (between {low}–{high} %, all {searched} searched{open})',
  chanceExact: 'exactly {percent} % of the ways the face-down cards can lie (all {searched} searched)',
  chanceOnlyOne: 'exactly {percent} % of the ways the face-down cards can lie (there is only one way, searched)',
  undecided: ', {n} undecided within the budget',
  stoppedEarly: '; stopped early ({reason})',
  fullHint: 'Full-information hint (it looks at the face-down cards): {notation} ({move}), {verdict}.',
  onKnownLine: 'on the known winning line ({moves} to the win)',
  onLine: 'on a winning line ({moves} to the win)',
  provedLost: 'though no move wins: the solver proved that this position cannot be won',
  odds: 'Odds: this game can still be won in {chance}, with every card known: an upper bound of your chance.',
  noOdds: 'No odds: {reason}',
  allUpWinnable: 'Every card is face up: the game can still be won ({moves} to the win). Type finish to play them.',
  allUpLost: 'Every card is face up: the game cannot be won from here. Undo, restart or start a new game.',
  finishNoMove: 'Nothing to finish: no legal move is left.',
  finishFaceDown: 'Finish plays the winning line once every card is face up; some cards are still face down.',
  finishNoLine: 'Nothing to finish: no winning line is known from here.',
  finished: 'Finish played {moves}:',
  bye: 'Bye.',
  log: 'Moves so far ({moves}):',
  logEmpty: 'No move played yet.',
  wonMark: '(won)',
  lineTooLong: 'That line was longer than {max} bytes: it was discarded.',
  help: `Move: 8H 5 (to column 5), 8H f (foundation), 8H (auto), t 8H (tap), d 8H
Cards: A 2 … 9 T J Q K (or 10), then S H D C, or as shown: 10♥ f
Game: u undo  r redo  h hint  o odds  l moves  finish  restart  new  q quit
All commands: russian-solitaire help play`,
  reviewTitle: 'Review of {code} ({rule}), {moves}, with every card known.',
  reviewPosition: 'a position',
  reviewStopped: 'The review stopped early ({reason}): {moves} analysed.',
  reviewChart: 'Fair chance to win before each move (the share of the ways the face-down cards could lie):',
  reviewEnd: 'end {percent} %',
  reviewLegend: 'Moves (?? the losing move, ? a mistake, + a lucky card, - an unlucky card):',
  reviewLosing: 'the deal could not be won after it; {kept} kept it winnable',
  reviewMistake: '{played} % after it, {best} % after the fair hint {hint}',
  reviewLuck: 'turned {card}: {before} % before it was seen, {after} % after',
  reviewCounts: '{mistakes}, {lucky}, {unlucky}.',
  reviewOffer: 'The game is over: type review to see which move lost it, the mistakes and the luck.',
  reviewNotYet: 'The review shows the face-down cards: it opens once the game is won or has no legal move left.',
  reviewLater: 'Review this game: {command}',
};

const RU = {
  score: 'Счёт',
  time: 'Время',
  moves: 'Ходы',
  noCode: 'без кода',
  foundations: 'Основания',
  column: 'столбец {n}',
  foundation: 'основание',
  houseRules: 'Правила: {rules}. Введите help, чтобы увидеть команды.',
  houseOptions: 'группа до {limit}, возврат с оснований: {takeBack}, отмена до {depth}',
  none: 'без ограничения',
  on: 'да',
  off: 'нет',
  refused: 'Нельзя: {reason}',
  won: 'Победа! Счёт: {score}  Ходы: {moves}  Время: {time}',
  noMoveLeft: 'Ходов не осталось: отмените ход, начните заново или возьмите новую раздачу.',
  moved: '{card} {from} → {to}',
  movedCards: ' ({cards})',
  turned: ', открыта {card}',
  points: ', +{points}',
  faceDown: '{card} лежит рубашкой вверх: её нельзя двигать, пока она не открыта.',
  cannotMove: '{card} сейчас некуда переложить.',
  canGo: '{card} можно переложить: {places}.',
  undoOff: 'Отмена невозможна: в этой игре отмена выключена (--undo-depth 0).',
  nothingToUndo: 'Отмена невозможна: нет хода для отмены.',
  nothingToRedo: 'Повтор невозможен: нет хода для повтора.',
  undone: 'Отменено: {card} снова на месте ({place}).',
  undoneTurned: 'Отменено: {card} снова на месте ({place}), {hidden} снова закрыта.',
  redone: 'Повторено: {move}',
  restarted: 'Заново: {code}.',
  newGame: 'Новая игра {code}.',
  noNewGame: 'Новой игры нет: {reason}',
  gameWon: 'Игра выиграна: подсказка не нужна.',
  wonAlready: 'Игра уже выиграна.',
  noHint: 'Подсказки нет: {reason}',
  noHintNoMove: 'Подсказки нет: ходов не осталось. Отмените ход, начните заново или возьмите новую раздачу.',
  noLegalMove: 'ходов нет',
  noHintNoUsefulMove:
    'Подсказки нет: полезных ходов не осталось. Любой ход возвращает к позиции, которая уже была после последней открытой карты. Отмените ход, начните заново или возьмите новую раздачу.',
  noUsefulMove:
    'полезных ходов не осталось: любой ход возвращает к позиции, которая уже была после последней открытой карты',
  fairHint: 'Честная подсказка: {notation} ({move}): выигрывает {chance}.',
  chanceAbout:
    'примерно в {percent} % раскладов закрытых карт (95-процентный интервал {low}–{high} %, проверено: {searched}{open}{early})',
  chanceBetween:
    'примерно в {percent} % раскладов закрытых карт (от {low} до {high} %, проверены все: {searched}{open})',
  chanceExact: 'ровно в {percent} % раскладов закрытых карт (проверены все: {searched})',
  chanceOnlyOne: 'ровно в {percent} % раскладов закрытых карт (расклад всего один, он проверен)',
  undecided: ', не решено в пределах бюджета: {n}',
  stoppedEarly: '; остановлено досрочно ({reason})',
  fullHint: 'Подсказка с полной информацией (она видит закрытые карты): {notation} ({move}), {verdict}.',
  onKnownLine: 'на известном выигрышном пути (до победы: {moves})',
  onLine: 'на выигрышном пути (до победы: {moves})',
  provedLost: 'хотя выигрыша нет: решатель доказал, что эту позицию не выиграть',
  odds: 'Шансы: эту игру ещё можно выиграть {chance}, если знать все карты: это верхняя граница ваших шансов.',
  noOdds: 'Шансов нет: {reason}',
  allUpWinnable: 'Все карты открыты: игру ещё можно выиграть (до победы: {moves}). Введите finish, чтобы доиграть.',
  allUpLost: 'Все карты открыты: отсюда игру не выиграть. Отмените ход, начните заново или возьмите новую раздачу.',
  finishNoMove: 'Доигрывать нечего: ходов не осталось.',
  finishFaceDown: 'finish доигрывает, когда все карты открыты; часть карт ещё закрыта.',
  finishNoLine: 'Доигрывать нечего: выигрышный путь отсюда неизвестен.',
  finished: 'Доиграно ({moves}):',
  bye: 'До свидания.',
  log: 'Сделанные ходы ({moves}):',
  logEmpty: 'Ходов ещё не было.',
  wonMark: '(победа)',
  lineTooLong: 'Строка длиннее {max} байт: она отброшена.',
  help: `Ход: 8H 5 (в столбец 5), 8H f (на основание), 8H (авто), t 8H, d 8H (куда)
Карты: A 2 … 9 T J Q K (или 10), затем S H D C, или как на экране: 10♥ f
Игра: u отмена  r повтор  h подсказка  o шансы  l ходы  finish restart new q
Все команды: russian-solitaire help play`,
  reviewTitle: 'Разбор {code} ({rule}), {moves}, со знанием всех карт.',
  reviewPosition: 'позиции',
  reviewStopped: 'Разбор остановлен раньше ({reason}): разобрано {moves}.',
  reviewChart: 'Честные шансы на победу перед каждым ходом (доля раскладов закрытых карт):',
  reviewEnd: 'конец {percent} %',
  reviewLegend: 'Ходы (?? проигрывающий ход, ? ошибка, + удачная карта, - неудачная карта):',
  reviewLosing: 'после него раздачу уже нельзя было выиграть; ход {kept} сохранял выигрыш',
  reviewMistake: '{played} % после него, {best} % после честной подсказки {hint}',
  reviewLuck: 'открыта {card}: {before} % до того, как её увидели, {after} % после',
  reviewCounts: '{mistakes}, {lucky}, {unlucky}.',
  reviewOffer: 'Игра окончена: введите review, чтобы увидеть, какой ход её проиграл, ошибки и везение.',
  reviewNotYet: 'Разбор показывает закрытые карты: он откроется, когда игра будет выиграна или ходов не останется.',
  reviewLater: 'Разбор этой игры: {command}',
};

const UK = {
  score: 'Рахунок',
  time: 'Час',
  moves: 'Ходи',
  noCode: 'без коду',
  foundations: 'Основи',
  column: 'стовпець {n}',
  foundation: 'основа',
  houseRules: 'Правила: {rules}. Введіть help, щоб побачити команди.',
  houseOptions: 'група до {limit}, повернення з основ: {takeBack}, скасування до {depth}',
  none: 'без обмеження',
  on: 'так',
  off: 'ні',
  refused: 'Не можна: {reason}',
  won: 'Перемога! Рахунок: {score}  Ходи: {moves}  Час: {time}',
  noMoveLeft: 'Ходів не лишилося: скасуйте хід, почніть знову або візьміть нову роздачу.',
  moved: '{card} {from} → {to}',
  movedCards: ' ({cards})',
  turned: ', відкрито {card}',
  points: ', +{points}',
  faceDown: '{card} лежить сорочкою догори: її не можна рухати, доки її не відкрито.',
  cannotMove: '{card} зараз нікуди перекласти.',
  canGo: '{card} можна перекласти: {places}.',
  undoOff: 'Скасування неможливе: у цій грі скасування вимкнено (--undo-depth 0).',
  nothingToUndo: 'Скасування неможливе: немає ходу для скасування.',
  nothingToRedo: 'Повтор неможливий: немає ходу для повтору.',
  undone: 'Скасовано: {card} знову на місці ({place}).',
  undoneTurned: 'Скасовано: {card} знову на місці ({place}), {hidden} знову закрито.',
  redone: 'Повторено: {move}',
  restarted: 'Знову: {code}.',
  newGame: 'Нова гра {code}.',
  noNewGame: 'Нової гри немає: {reason}',
  gameWon: 'Гру виграно: підказка не потрібна.',
  wonAlready: 'Гру вже виграно.',
  noHint: 'Підказки немає: {reason}',
  noHintNoMove: 'Підказки немає: ходів не лишилося. Скасуйте хід, почніть знову або візьміть нову роздачу.',
  noLegalMove: 'ходів немає',
  noHintNoUsefulMove:
    'Підказки немає: корисних ходів не лишилося. Будь-який хід повертає до позиції, яка вже була після останньої відкритої карти. Скасуйте хід, почніть знову або візьміть нову роздачу.',
  noUsefulMove:
    'корисних ходів не лишилося: будь-який хід повертає до позиції, яка вже була після останньої відкритої карти',
  fairHint: 'Чесна підказка: {notation} ({move}): виграє {chance}.',
  chanceAbout:
    'приблизно в {percent} % розкладів закритих карт (95-відсотковий інтервал {low}–{high} %, перевірено: {searched}{open}{early})',
  chanceBetween:
    'приблизно в {percent} % розкладів закритих карт (від {low} до {high} %, перевірено всі: {searched}{open})',
  chanceExact: 'рівно в {percent} % розкладів закритих карт (перевірено всі: {searched})',
  chanceOnlyOne: 'рівно в {percent} % розкладів закритих карт (розклад лише один, його перевірено)',
  undecided: ', не вирішено в межах бюджету: {n}',
  stoppedEarly: '; зупинено достроково ({reason})',
  fullHint: 'Підказка з повною інформацією (вона бачить закриті карти): {notation} ({move}), {verdict}.',
  onKnownLine: 'на відомому виграшному шляху (до перемоги: {moves})',
  onLine: 'на виграшному шляху (до перемоги: {moves})',
  provedLost: 'хоча виграшу немає: розв’язувач довів, що цю позицію не виграти',
  odds: 'Шанси: цю гру ще можна виграти {chance}, якщо знати всі карти: це верхня межа ваших шансів.',
  noOdds: 'Шансів немає: {reason}',
  allUpWinnable: 'Усі карти відкрито: гру ще можна виграти (до перемоги: {moves}). Введіть finish, щоб дограти.',
  allUpLost: 'Усі карти відкрито: звідси гру не виграти. Скасуйте хід, почніть знову або візьміть нову роздачу.',
  finishNoMove: 'Догравати нічого: ходів не лишилося.',
  finishFaceDown: 'finish догравує, коли всі карти відкрито; частина карт ще закрита.',
  finishNoLine: 'Догравати нічого: виграшний шлях звідси невідомий.',
  finished: 'Дограно ({moves}):',
  bye: 'До побачення.',
  log: 'Зроблені ходи ({moves}):',
  logEmpty: 'Ходів ще не було.',
  wonMark: '(перемога)',
  lineTooLong: 'Рядок довший за {max} байтів: його відкинуто.',
  help: `Хід: 8H 5 (у стовпець 5), 8H f (на основу), 8H (авто), t 8H, d 8H (куди)
Карти: A 2 … 9 T J Q K (або 10), потім S H D C, або як на екрані: 10♥ f
Гра: u скасувати  r повтор  h підказка  o шанси  l ходи  finish restart new q
Усі команди: russian-solitaire help play`,
  reviewTitle: 'Розбір {code} ({rule}), {moves}, зі знанням усіх карт.',
  reviewPosition: 'позиції',
  reviewStopped: 'Розбір зупинено раніше ({reason}): розібрано {moves}.',
  reviewChart: 'Чесні шанси на перемогу перед кожним ходом (частка розкладів закритих карт):',
  reviewEnd: 'кінець {percent} %',
  reviewLegend: 'Ходи (?? програшний хід, ? помилка, + вдала карта, - невдала карта):',
  reviewLosing: 'після нього роздачу вже не можна було виграти; хід {kept} зберігав виграш',
  reviewMistake: '{played} % після нього, {best} % після чесної підказки {hint}',
  reviewLuck: 'відкрито {card}: {before} % до того, як її побачили, {after} % після',
  reviewCounts: '{mistakes}, {lucky}, {unlucky}.',
  reviewOffer: 'Гру скінчено: введіть review, щоб побачити, який хід її програв, помилки й везіння.',
  reviewNotYet: 'Розбір показує закриті карти: він відкриється, коли гру буде виграно або ходів не залишиться.',
  reviewLater: 'Розбір цієї гри: {command}',
};

const TR = {
  score: 'Puan',
  time: 'Süre',
  moves: 'Hamle',
  noCode: 'kodsuz',
  foundations: 'Temeller',
  column: '{n}. sütun',
  foundation: 'temel',
  houseRules: 'Kurallar: {rules}. Komutlar için help yazın.',
  houseOptions: 'grup sınırı {limit}, temelden geri alma: {takeBack}, geri alma derinliği {depth}',
  none: 'yok',
  on: 'açık',
  off: 'kapalı',
  refused: 'Olmaz: {reason}',
  won: 'Kazandınız! Puan: {score}  Hamle: {moves}  Süre: {time}',
  noMoveLeft: 'Yapılacak hamle kalmadı: geri alın, yeniden başlayın ya da yeni bir oyun açın.',
  moved: '{card} {from} → {to}',
  movedCards: ' ({cards})',
  turned: ', {card} açıldı',
  points: ', +{points}',
  faceDown: '{card} kapalı: açılana kadar oynanamaz.',
  cannotMove: '{card} şu an hiçbir yere gidemez.',
  canGo: '{card} gidebileceği yerler: {places}.',
  undoOff: 'Geri alınamaz: bu oyunda geri alma kapalı (--undo-depth 0).',
  nothingToUndo: 'Geri alınamaz: geri alınacak hamle yok.',
  nothingToRedo: 'Yinelenemez: yinelenecek hamle yok.',
  undone: 'Geri alındı: {card} yerine döndü ({place}).',
  undoneTurned: 'Geri alındı: {card} yerine döndü ({place}), {hidden} yeniden kapandı.',
  redone: 'Yinelendi: {move}',
  restarted: 'Yeniden: {code}.',
  newGame: 'Yeni oyun {code}.',
  noNewGame: 'Yeni oyun yok: {reason}',
  gameWon: 'Oyun kazanıldı: ipucu gerekmez.',
  wonAlready: 'Oyun zaten kazanıldı.',
  noHint: 'İpucu yok: {reason}',
  noHintNoMove: 'İpucu yok: yapılacak hamle kalmadı. Geri alın, yeniden başlayın ya da yeni bir oyun açın.',
  noLegalMove: 'yapılacak hamle yok',
  noHintNoUsefulMove:
    'İpucu yok: işe yarar hamle kalmadı. Her hamle, son kart açıldığından beri oynanmış bir konuma geri götürüyor. Geri alın, yeniden başlayın ya da yeni bir oyun açın.',
  noUsefulMove: 'işe yarar hamle kalmadı: her hamle, son kart açıldığından beri oynanmış bir konuma geri götürüyor',
  fairHint: 'Adil ipucu: {notation} ({move}): {chance} kazandırır.',
  chanceAbout:
    'kapalı kartların dizilişlerinin yaklaşık %{percent} kadarında (%95 aralık: %{low}–%{high}, aranan: {searched}{open}{early})',
  chanceBetween:
    'kapalı kartların dizilişlerinin yaklaşık %{percent} kadarında (%{low} ile %{high} arası, hepsi arandı: {searched}{open})',
  chanceExact: 'kapalı kartların dizilişlerinin tam %{percent} kadarında (hepsi arandı: {searched})',
  chanceOnlyOne: 'kapalı kartların dizilişlerinin tam %{percent} kadarında (tek bir diziliş var, arandı)',
  undecided: ', bütçe içinde karara bağlanamayan: {n}',
  stoppedEarly: '; erken durdu ({reason})',
  fullHint: 'Tam bilgili ipucu (kapalı kartları görür): {notation} ({move}), {verdict}.',
  onKnownLine: 'bilinen kazanma yolunda (kazanmaya {moves})',
  onLine: 'bir kazanma yolunda (kazanmaya {moves})',
  provedLost: 'ama hiçbir hamle kazandırmaz: çözücü bu konumun kazanılamayacağını kanıtladı',
  odds: 'Şans: bütün kartlar bilinse bu oyun {chance} hâlâ kazanılabilir: şansınızın üst sınırı.',
  noOdds: 'Şans hesaplanamadı: {reason}',
  allUpWinnable: 'Bütün kartlar açık: oyun hâlâ kazanılabilir (kazanmaya {moves}). Oynamak için finish yazın.',
  allUpLost: 'Bütün kartlar açık: oyun buradan kazanılamaz. Geri alın, yeniden başlayın ya da yeni bir oyun açın.',
  finishNoMove: 'Bitirilecek bir şey yok: yapılacak hamle kalmadı.',
  finishFaceDown: 'finish, bütün kartlar açıldığında kazanma yolunu oynar; bazı kartlar hâlâ kapalı.',
  finishNoLine: 'Bitirilecek bir şey yok: buradan bilinen bir kazanma yolu yok.',
  finished: 'finish oynadı ({moves}):',
  bye: 'Hoşça kalın.',
  log: 'Şimdiye kadarki hamleler ({moves}):',
  logEmpty: 'Henüz hamle yapılmadı.',
  wonMark: '(kazanıldı)',
  lineTooLong: 'Satır {max} bayttan uzundu: atıldı.',
  help: `Hamle: 8H 5 (5. sütuna), 8H f (temele), 8H (otomatik), t 8H, d 8H (nereye)
Kartlar: A 2 … 9 T J Q K (ya da 10), sonra S H D C, ya da göründüğü gibi: 10♥ f
Oyun: u geri al  r yinele  h ipucu  o şans  l hamleler  finish restart new q
Bütün komutlar: russian-solitaire help play`,
  reviewTitle: '{code} ({rule}) incelemesi, {moves}, bütün kartlar bilinerek.',
  reviewPosition: 'bir konum',
  reviewStopped: 'İnceleme erken durdu ({reason}): incelenen: {moves}.',
  reviewChart: 'Her hamleden önce adil kazanma şansı (kapalı kartların dizilişlerinin payı):',
  reviewEnd: 'son %{percent}',
  reviewLegend: 'Hamleler (?? kaybettiren hamle, ? hata, + şanslı kart, - şanssız kart):',
  reviewLosing: 'bundan sonra el kazanılamazdı; {kept} oynansaydı kazanılabilir kalırdı',
  reviewMistake: 'bundan sonra %{played}, adil ipucu {hint} ile %{best}',
  reviewLuck: '{card} açıldı: görülmeden önce %{before}, sonra %{after}',
  reviewCounts: '{mistakes}, {lucky}, {unlucky}.',
  reviewOffer: 'Oyun bitti: hangi hamlenin kaybettirdiğini, hataları ve şansı görmek için review yazın.',
  reviewNotYet: 'İnceleme kapalı kartları gösterir: oyun kazanıldığında ya da hamle kalmadığında açılır.',
  reviewLater: 'Bu oyunu inceleyin: {command}',
};

const EN_COUNTED = {
  move: { one: '{count} move', other: '{count} moves' },
  card: { one: '{count} card', other: '{count} cards' },
  arrangement: { one: '{count} arrangement', other: '{count} arrangements' },
  notKnown: { one: 'not known to win ({count} node searched)', other: 'not known to win ({count} nodes searched)' },
  allUpUnknown: {
    one: 'Every card is face up: the solver could not decide within {count} node whether the game can still be won.',
    other: 'Every card is face up: the solver could not decide within {count} nodes whether the game can still be won.',
  },
  mistake: { one: '{count} mistake', other: '{count} mistakes' },
  luckyCard: { one: '{count} lucky card', other: '{count} lucky cards' },
  unluckyCard: { one: '{count} unlucky card', other: '{count} unlucky cards' },
};

const RU_COUNTED = {
  move: { one: '{count} ход', few: '{count} хода', many: '{count} ходов', other: '{count} хода' },
  card: { one: '{count} карта', few: '{count} карты', many: '{count} карт', other: '{count} карты' },
  arrangement: {
    one: '{count} расклад',
    few: '{count} расклада',
    many: '{count} раскладов',
    other: '{count} расклада',
  },
  notKnown: {
    one: 'выигрыш не найден (просмотрен {count} узел)',
    few: 'выигрыш не найден (просмотрено {count} узла)',
    many: 'выигрыш не найден (просмотрено {count} узлов)',
    other: 'выигрыш не найден (просмотрено {count} узла)',
  },
  allUpUnknown: {
    one: 'Все карты открыты: решатель не смог за {count} узел решить, можно ли ещё выиграть.',
    few: 'Все карты открыты: решатель не смог за {count} узла решить, можно ли ещё выиграть.',
    many: 'Все карты открыты: решатель не смог за {count} узлов решить, можно ли ещё выиграть.',
    other: 'Все карты открыты: решатель не смог за {count} узла решить, можно ли ещё выиграть.',
  },
  mistake: { one: '{count} ошибка', few: '{count} ошибки', many: '{count} ошибок', other: '{count} ошибки' },
  luckyCard: {
    one: '{count} удачная карта',
    few: '{count} удачные карты',
    many: '{count} удачных карт',
    other: '{count} удачной карты',
  },
  unluckyCard: {
    one: '{count} неудачная карта',
    few: '{count} неудачные карты',
    many: '{count} неудачных карт',
    other: '{count} неудачной карты',
  },
};

const UK_COUNTED = {
  move: { one: '{count} хід', few: '{count} ходи', many: '{count} ходів', other: '{count} ходу' },
  card: { one: '{count} карта', few: '{count} карти', many: '{count} карт', other: '{count} карти' },
  arrangement: {
    one: '{count} розклад',
    few: '{count} розклади',
    many: '{count} розкладів',
    other: '{count} розкладу',
  },
  notKnown: {
    one: 'виграш не знайдено (переглянуто {count} вузол)',
    few: 'виграш не знайдено (переглянуто {count} вузли)',
    many: 'виграш не знайдено (переглянуто {count} вузлів)',
    other: 'виграш не знайдено (переглянуто {count} вузла)',
  },
  allUpUnknown: {
    one: 'Усі карти відкрито: розв’язувач не зміг за {count} вузол вирішити, чи можна ще виграти.',
    few: 'Усі карти відкрито: розв’язувач не зміг за {count} вузли вирішити, чи можна ще виграти.',
    many: 'Усі карти відкрито: розв’язувач не зміг за {count} вузлів вирішити, чи можна ще виграти.',
    other: 'Усі карти відкрито: розв’язувач не зміг за {count} вузла вирішити, чи можна ще виграти.',
  },
  mistake: { one: '{count} помилка', few: '{count} помилки', many: '{count} помилок', other: '{count} помилки' },
  luckyCard: {
    one: '{count} вдала карта',
    few: '{count} вдалі карти',
    many: '{count} вдалих карт',
    other: '{count} вдалої карти',
  },
  unluckyCard: {
    one: '{count} невдала карта',
    few: '{count} невдалі карти',
    many: '{count} невдалих карт',
    other: '{count} невдалої карти',
  },
};

/** A noun after a number stays singular in Turkish: the `one` and `other` forms are the same. */
const TR_COUNTED = {
  move: { one: '{count} hamle', other: '{count} hamle' },
  card: { one: '{count} kart', other: '{count} kart' },
  arrangement: { one: '{count} diziliş', other: '{count} diziliş' },
  notKnown: {
    one: 'kazandırdığı bilinmiyor ({count} düğüm arandı)',
    other: 'kazandırdığı bilinmiyor ({count} düğüm arandı)',
  },
  allUpUnknown: {
    one: 'Bütün kartlar açık: çözücü {count} düğümde oyunun hâlâ kazanılıp kazanılamayacağını bulamadı.',
    other: 'Bütün kartlar açık: çözücü {count} düğümde oyunun hâlâ kazanılıp kazanılamayacağını bulamadı.',
  },
  mistake: { one: '{count} hata', other: '{count} hata' },
  luckyCard: { one: '{count} şanslı kart', other: '{count} şanslı kart' },
  unluckyCard: { one: '{count} şanssız kart', other: '{count} şanssız kart' },
};

/** A key of the plain texts. */
export type TextKey = keyof typeof EN;
/** A key of the counted texts: nouns (`1 move`, `5 moves`; `1 ход`, `2 хода`, `5 ходов`) and counted phrases. */
export type CountedKey = keyof typeof EN_COUNTED;

/** The texts of the command in each language. */
export const CLI_TEXTS: Readonly<Record<Language, Texts<TextKey, CountedKey>>> = {
  en: defineTexts(en.locale, EN, EN_COUNTED),
  ru: defineTexts(ru.locale, RU, RU_COUNTED),
  uk: defineTexts(uk.locale, UK, UK_COUNTED),
  tr: defineTexts(tr.locale, TR, TR_COUNTED),
};

/** A text in a language, with its `{placeholders}` filled in (numbers written the language's way). */
export function say(language: Language, key: TextKey, values: Readonly<Record<string, string | number>> = {}): string {
  return CLI_TEXTS[language].text(key, values);
}

/** A counted text for the number `n` in the plural form its language takes: `1 move`, `2 хода`, `5 ходов`. */
export function countOf(language: Language, n: number, key: CountedKey): string {
  return CLI_TEXTS[language].count(key, n);
}

/**
 * A number and an English noun, singular for exactly one (`1 deal`, `5 deals`, `2 worker
 * threads`): for the survey and summary output, which is in English only and counts nouns of its
 * own (the player's words are counted with {@link countOf}).
 */
export function countedInEnglish(n: number, noun: string, plural = `${noun}s`): string {
  return fillPlural(en.locale, n, { one: `{count} ${noun}`, other: `{count} ${plural}` });
}

/**
 * A whole number as English writes it, digits in groups of three (`1,000,000`): what
 * `toLocaleString('en-US')` gives (−0 aside: `0`), without the platform's locale data, whose first
 * use costs a command tens of milliseconds before it has done anything.
 */
export function numberInEnglish(n: number): string {
  return en.locale.formatNumber(n);
}
