/**
 * The engine's words in Turkish: `@russian-solitaire/engine/messages/tr`.
 * @module
 */
import { ENGINE_ERRORS_TR } from './errors-tr.js';
import type { Messages } from './language.js';

export type * from './messages-types.js';
import { TR_LOCALE } from './locales.js';
import { defineTexts } from './text.js';

/**
 * The engine's messages in Turkish, and the Turkish `Locale` (`tr.locale`) for an app's own
 * texts. A noun after a number stays singular in Turkish, so its `one` and `other` forms are the same.
 */
export const tr: Messages<'one' | 'other'> = /* @__PURE__ */ defineTexts(
  TR_LOCALE,
  {
    ...ENGINE_ERRORS_TR,
    'not-a-position': 'Bu hamlenin yapılacağı bir oyun konumu yok.',
    'game-won': 'Oyun zaten kazanıldı.',
    'no-such-card': 'Böyle bir kart yok: {given}.',
    'no-such-column': 'Böyle bir sütun yok: {given}; sütunlar 1 ile {columns} arasında numaralanır.',
    'card-face-down': '{card} kapalı; yalnızca açık kartlar taşınabilir.',
    'same-column': '{card} zaten o sütunda.',
    'empty-column-needs-king': 'Boş bir sütuna yalnızca papaz konabilir, {card} konamaz.',
    'empty-column-closed': 'Bu oyunda boş sütunlara kart konamaz: {card} oraya konamaz.',
    'wrong-suit': '{card} yalnızca aynı takımdan (aileden) bir kartın üstüne konabilir, {onto} üstüne konamaz.',
    'wrong-suit-other': '{card} yalnızca başka takımdan bir kartın üstüne konabilir, {onto} üstüne konamaz.',
    'wrong-colour': '{card} yalnızca diğer renkten bir kartın üstüne konabilir, {onto} üstüne konamaz.',
    'wrong-colour-same': '{card} yalnızca aynı renkten bir kartın üstüne konabilir, {onto} üstüne konamaz.',
    'wrong-rank': '{card} yalnızca bir değer büyük bir kartın üstüne konabilir, {onto} üstüne konamaz.',
    'wrong-rank-up-or-down':
      '{card} yalnızca bir değer büyük ya da küçük bir kartın üstüne konabilir, {onto} üstüne konamaz.',
    'not-top-card': 'Temele yalnızca sütunun en üstteki kartı gider; {card} üzerinde başka kartlar var.',
    'foundation-out-of-order':
      'Temeller astan başlayarak dizilir: {cardSuit} temelinde sıradaki kart {expected}, {card} değil.',
    'foundation-complete': 'Bu temel zaten tamamlandı; {card} oraya konamaz.',
    'already-on-foundation': '{card} zaten temelinde.',
    'not-foundation-top': 'Temelden yalnızca en üstteki kart geri alınabilir, {card} alınamaz.',
    'take-back-off': 'Temelden kart geri alma kapalı; {card} orada kalır.',
    'no-destination': '{card} için masada yer yok.',
    'wrong-foundation': 'Her takımın kendi temeli var: {card} {cardSuit} temeline gider, {suit} temeline değil.',
    card: '{suit} {rank}',
    ace: 'as',
    jack: 'vale',
    queen: 'kız',
    king: 'papaz',
    'of-spades': 'maça',
    'of-hearts': 'kupa',
    'of-diamonds': 'karo',
    'of-clubs': 'sinek',
    spades: 'Maça',
    hearts: 'Kupa',
    diamonds: 'Karo',
    clubs: 'Sinek',
    classic: 'Aynı takım',
    relaxed: 'Karışık renkler',
    yukon: 'Yukon',
    alaska: 'Alaska',
    moosehide: 'Geyik Postu',
    roslyn: 'Roslyn',
    odessa: 'Odesa',
    geoffrey: 'Geoffrey',
    queensland: 'Queensland',
    brisbane: 'Brisbane',
  },
  {
    'group-too-large': {
      one: 'Bir hamlede en çok {count} kart taşınabilir; {card} ile başlayan grupta {size} kart var.',
      other: 'Bir hamlede en çok {count} kart taşınabilir; {card} ile başlayan grupta {size} kart var.',
    },
    'history-full': {
      one: 'Bu oyunda {count} hamle kaydedildi, bir oyunun tutabileceği en çok hamle bu; yeni bir oyun başlatın.',
      other: 'Bu oyunda {count} hamle kaydedildi, bir oyunun tutabileceği en çok hamle bu; yeni bir oyun başlatın.',
    },
  },
);
