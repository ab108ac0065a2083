/**
 * The review panel's words in Turkish, on the engine's Turkish locale, with the solver's verdict
 * sentences in Turkish: a chunk of its own, loaded (`loadReviewTexts` in review-i18n.ts) when the
 * panel first speaks Turkish.
 * @module
 */
import { defineTexts } from '@russian-solitaire/engine';
import { tr } from '@russian-solitaire/engine/messages/tr';
import { reviewSentences } from '@russian-solitaire/solver/review-sentences/tr';
import type { ReviewLanguage, ReviewTextKey } from './review-texts.js';

/** The panel's texts and the verdict sentences, in Turkish. */
export const texts: ReviewLanguage = {
  panel: defineTexts<ReviewTextKey>(tr.locale, {
    title: 'Oyun incelemesi',
    subtitle: '{code} ({rule}), {moves} oynanan oyun, bütün kartlar bilinerek',
    position: 'bir konum',
    countLosing: 'Kaybettiren hamle',
    countMistakes: 'Hatalar',
    countLucky: 'Şanslı kartlar',
    countUnlucky: 'Şanssız kartlar',
    running: 'Oyun inceleniyor: {of} konumdan {done} tanesi…',
    failed: 'İnceleme yapılamadı: {reason}.',
    failedBecause: 'İnceleme yapılamadı. {reason}',
    stoppedEarly: 'İnceleme erken durdu ({reason}): incelenen: {moves}.',
    'stopped-budget': 'iş bütçesi bitti',
    'stopped-time-limit': 'süresi doldu',
    'stopped-aborted': 'durduruldu',
    'stopped-depth-limit': 'oyun, aramanın gidebildiğinden uzun',
    'stopped-progress-failed': 'ilerleme bildirimleri başarısız oldu',
    chart: 'Her hamleden önce adil kazanma şansı',
    chartHelp:
      'Kapalı kartların, oyunun hâlâ kazanılabildiği dizilişlerinin payı: yalnızca açık kartları gören bir oyuncunun bilebileceği. Şerit, %95 aralığıdır.',
    chartLabel: 'Adil şans grafiği: ok tuşları hamleler arasında gezer, Enter hamleyi gösterir',
    pointMove: '{n}. hamle, {move}: öncesinde %{percent}',
    pointEnd: 'Oyunun sonu: %{percent}',
    pointNone: '{n}. hamle, {move}: incelenmedi',
    legend:
      'Hamleler kart-yer diye yazılır: K♣-2, K♣ 2. sütuna; A♠-F, A♠ temeline. İşaretler: ?? kaybettiren hamle, ? hata, + şanslı kart, - şanssız kart. Konumunu görmek için bir hamle seçin.',
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
    'too-long': 'oyunda bir incelemenin alabileceğinden çok hamle var (en fazla {max})',
  }),
  verdicts: reviewSentences,
};
