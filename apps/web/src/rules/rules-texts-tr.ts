/**
 * The How to play panel's words in Turkish, on the engine's Turkish locale: a chunk of its own,
 * loaded when the panel first speaks Turkish (`rules-i18n.ts`).
 * @module
 */
import { defineTexts } from '@russian-solitaire/engine';
import { tr } from '@russian-solitaire/engine/messages/tr';
import type { RulesTextKey } from './rules-texts.js';

/** The panel's texts in Turkish. */
export const texts = defineTexts<RulesTextKey>(tr.locale, {
  title: 'Nasıl oynanır',
  goal: 'Amaç: {cards} kartın hepsini dört temele dizmek; her takım astan papaza.',
  deal: 'Dağıtım: {sizes} kartlık yedi sütun. {down} kart, üstteki {up} açık kartın altında kapalı durur. Deste yoktur: bütün kartlar baştan masadadır.',
  moves:
    'Açık bir kart, üstündeki bütün kartlarla birlikte, sıraları ne olursa olsun taşınabilir: başka bir sütunun aynı takımdan ve bir derece büyük üst kartının üstüne. 8♥ yalnızca 9♥ üstüne gider. Bir seferde en çok {limit} kart taşınır.',
  mixed:
    '“{mixed}” kuralında ({newGame} düğmesinin yanında seçilir) takım önemli değildir: 8♥ herhangi bir dokuzluğun üstüne gider. Gerisi aynıdır.',
  empty: 'Boş bir sütuna yalnızca papaz konabilir; tek başına ya da üstündeki kartlarla.',
  foundations:
    'Her takıma bir tane olmak üzere dört temel (♠ ♥ ♦ ♣) astan yukarı kurulur. Oraya yalnızca bir sütunun üst kartı, teker teker gider.',
  turning: 'Sütununun en üstüne gelen kapalı kart hemen açılır.',
  takeBack:
    'Bir temelin üst kartı aynı kuralla bir sütuna geri alınabilir (papaz boş sütuna). Puan kaybedilmez; kart temele yeniden konunca yine puan kazandırır.',
  undo: '{undo}, son {depth} hamleyi kartlarıyla ve puanıyla geri alır; hamle sayacı hiç azalmaz. {restart} aynı kartları yeniden dağıtır.',
  score:
    'Puan: temele konan her kart için {home}, açılan her kart için {turn}. Geri alma yapılmadan kazanılan bir oyun {win} puanla biter.',
  code: 'Her dağıtımın {code} gibi bir kodu vardır: o kodu oynayan herkes aynı kartları alır (menüde {copyCode} ve {playCode}).',
  play: 'Bir karta dokunun, en iyi yerine gitsin: gidebiliyorsa temeline, yoksa onu kabul eden sütuna. Yerini kendiniz seçmek için kartı sürükleyin. {hint} bir hamle önerir.',
  examples: 'Örnekler',
  legal: '{card}, üstündeki kartla {onto} üstüne gider: aynı takım, bir derece büyük.',
  refused: '{card}, {onto} üstüne gidemez:',
  mixedAllows: '“{mixed}” kuralında aynı hamleye izin verilir.',
  king: '{card} bir papazdır: üstündeki kartla boş sütuna geçer.',
  emptyPlace: 'boş bir sütunun',
  before: 'Önce',
  after: 'Sonra',
  close: 'Kapat',
});
