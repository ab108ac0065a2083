/**
 * The dialogs' words in Turkish (the settings' labels and the keys, the statistics, the win screen,
 * the end of a game), on the engine's Turkish locale: a chunk of its own, loaded when the
 * dialogs first speak Turkish (`dialog-i18n.ts`).
 * @module
 */
import { defineTexts } from '@russian-solitaire/engine';
import { tr } from '@russian-solitaire/engine/messages/tr';
import type { DialogTextKey } from './dialog-texts.js';

/** The dialogs' texts in Turkish. */
export const texts = defineTexts<DialogTextKey>(tr.locale, {
  language: 'Dil',
  interactiveRules: 'Etkileşimli kurallar (reddedilen hamleyi açıkla)',
  oneTap: 'Tek dokunuşla hamle (temele, olmazsa en iyi sütuna)',
  twoClick: 'İki tıkla hamle (kart, sonra hedef)',
  autoOnDrop: 'Bırakınca otomatik yerleştir',
  fullInfoHints: 'İpuçları kapalı kartlara bakabilir',
  winnableOnly: 'Yalnızca kazanılabilir dağıtımlar',
  autoFinish: 'Tüm kartlar açıkken oyun kazanılabiliyorsa kendiliğinden bitir',
  theme: 'Tema',
  cardSize: 'Kart boyutu',
  fourColour: 'Dört renkli deste (♦ mavi, ♣ yeşil)',
  leftHanded: 'Solak (temeller solda)',
  sound: 'Ses efektleri',
  keysHelp:
    'Tuşlar: oklar kartlar ve sütunlar arasında gezer, Home ve End ilk ve son sütuna gider, Enter kartı dokunur gibi oynar, boşluk kartı alır, Enter veya boşluk onu bırakır, F temele gönderir, A otomatik yerleştirir, U geri al, R yinele, H ipucu, Esc iptal.',
  winTitle: 'Kazandınız!',
  playAgain: 'Yeniden oyna',
  newWinnable: 'Yeni kazanılabilir dağıtım',
  winDaily: '{date} günlük dağıtımı: art arda {days}.',
  endNoMove: 'Yapılacak hamle kalmadı',
  endNoUsefulMove: 'İşe yarar hamle kalmadı',
  endSummary: '{moves} {points}; temellerde {cards} karttan {home} kart var.',
  statsUnavailable: 'Bu tarayıcıda istatistik tutulamıyor.',
  resetStats: 'Sıfırla',
  gamesPlayed: 'Oynanan oyun',
  gamesWon: 'Kazanılan oyun',
  winRate: 'Kazanma oranı',
  currentStreak: 'Güncel seri',
  bestStreak: 'En iyi seri',
  bestTime: 'En iyi süre',
  fewestMoves: 'En az hamle',
  resetConfirm: '{name} altında sayılan tüm oyunlar unutulsun mu? Bu geri alınamaz.',
  resetDailyConfirm: 'Kazanılan tüm günün dağıtımları ve art arda günler unutulsun mu? Bu geri alınamaz.',
  resetYes: 'Unut',
  resetNo: 'Kalsın',
  dailyWon: 'Kazanılan günün dağıtımları',
  dailyCurrentStreak: 'Art arda günler',
  dailyBestStreak: 'En çok art arda gün',
  movedFrom: '{card} {from} → {to}',
  placeColumn: '{n}. sütun',
  placeFoundation: 'temel',
});
