/**
 * The sentences of the solver's errors in Turkish, by the keys of `errors-en.ts`.
 * @module
 */
import type { SolverErrorKey } from './errors-en.js';

/** The solver's error sentences in Turkish. */
export const SOLVER_ERRORS_TR: { readonly [key in SolverErrorKey]: string } = {
  'solve-options-unreadable': 'Ayarlar okunamıyor.',
  'solve-defaults-unreadable': 'Varsayılan ayarlar okunamıyor.',
  'solve-option-unknown': '{key} diye bir ayar yok; ayarlar: {known}.',
  'solve-option-budget': 'budget ayarı 1 ile 2^48 arasında tam sayıda düğüm olmalı, {given} değil.',
  'solve-option-time-limit':
    'timeLimitMs ayarı 0 ya da daha büyük bir milisaniye sayısı ya da null olmalı, {given} değil.',
  'solve-option-signal': 'signal ayarı bir AbortSignal olmalı, {given} değil.',
  'solve-option-progress': 'onProgress ayarı bir fonksiyon olmalı, {given} değil.',
  'solve-option-progress-interval': 'progressInterval ayarı 1 ya da daha büyük tam sayıda düğüm olmalı, {given} değil.',
  'solve-option-table-bits': 'tableBits ayarı {min} ile {max} arasında bir tam sayı olmalı, {given} değil.',
  'solve-option-max-depth': 'maxDepth ayarı 1 ile {max} arasında bir tam sayı olmalı, {given} değil.',
  'solve-option-slice-nodes': 'sliceNodes ayarı 1 ya da daha büyük tam sayıda düğüm olmalı, {given} değil.',
  'solve-option-slice-ms': 'sliceMs ayarı 0 ya da daha büyük bir milisaniye sayısı olmalı, {given} değil.',
  'solve-option-rule': 'rule ayarı C (aynı takım) ya da R (karışık renkler) olmalı, {given} değil.',
  'solve-option-house': 'Oyun ayarları geçersiz.',
  'fair-option-strategy': 'strategy ayarı şunlardan biri olmalı: {known}; {given} değil.',
  'fair-option-samples': 'samples ayarı 1 ile {max} arasında bir tam sayı olmalı, {given} değil.',
  'fair-option-sample-budget':
    'sampleBudget ayarı 1 ile bütçe ({budget}) arasında tam sayıda düğüm olmalı, {given} değil.',
  'fair-option-seed': 'seed ayarı 0 ile 2^32 − 1 arasında bir tam sayı ya da null olmalı, {given} değil.',
  'fair-option-path': 'path ayarı okunamıyor.',
  'fair-option-path-key': 'path ayarı konumların visibleKey metinlerini listelemeli; {index}. öğe {given}.',
  'fair-option-path-end':
    'path ayarı, ipucu istenen konumun visibleKey anahtarıyla bitmeli (Game.pathSinceTurn anahtarları).',
  'review-option-solve-budget': 'solveBudget ayarı 1 ile 2^48 arasında tam sayıda düğüm olmalı, {given} değil.',
  'review-option-seed':
    'Oyun incelemesi seed almaz: oyunun her bölümü, ilk konumunda stratejinin varsayılan tohumuyla örneklenir.',
  'review-option-path':
    'Oyun incelemesi path almaz: her ipucunun yolu, oyunun son açılan karttan bu yana kendi yoludur.',
  'winnable-option-random':
    'random ayarı bir Uint32Array dizisini rastgele sözcüklerle dolduran bir fonksiyon olmalı, {given} değil.',
  'winnable-random-and-seeds': 'random ya da seeds ayarından yalnızca birini verin, ikisini birden değil.',
  'winnable-option-seeds': 'seeds ayarı okunamıyor.',
  'winnable-seeds-empty': 'seeds ayarında en az bir dağıtım numarası olmalı.',
  'winnable-seed-bad': 'seeds[{index}] dağıtım numarası, {given}, 0 ile 26^7 − 1 arasında bir tam sayı değil.',
  'winnable-option-max-draws': 'maxDraws ayarı 1 ya da daha büyük bir tam sayı olmalı, {given} değil.',
  'daily-option-max-candidates': 'maxCandidates ayarı 1 ile {max} arasında bir tam sayı olmalı, {given} değil.',
  'source-not-a-position':
    "Bir konum (@russian-solitaire/engine'in Position nesnesi) ya da konumu olan bir oyun bekleniyordu.",
  'winnable-code': '{draw}. çekiliş için kod çekilemedi.',
  'winnable-position': '{code} dağıtımı bu ayarlarla dizilemiyor.',
  'winnable-aborted': 'Sinyal aramayı durdurdu; yapılan çekiliş: {draws}.',
  'winnable-progress-failed': 'İlerleme bildirim fonksiyonu bir hata fırlattı; yapılan çekiliş: {draws}.',
  'winnable-none-seeds':
    'Verilen dağıtım numaralarının hiçbirinin bütçe içinde ({budget} düğüm) kazanılabildiği kanıtlanamadı (denenen numara: {count}).',
  'winnable-none-random':
    'Rastgele dağıtımların hiçbirinin bütçe içinde ({budget} düğüm) kazanılabildiği kanıtlanamadı (çekilen dağıtım: {count}).',
  'date-format': 'Tarih YYYY-AA-GG biçiminde yazılır, örneğin 2026-12-24; {given} değil.',
  'date-not-calendar': '{given} takvimde olan bir tarih değil.',
  'date-invalid': 'Date nesnesi geçerli bir tarih değil.',
  'date-not-date': 'Tarih, YYYY-AA-GG biçiminde bir metin ya da bir Date nesnesidir; {given} değil.',
  'date-range': 'Günün dağıtımları {first} ile {last} arasında tanımlıdır, {given} için değil.',
  'day-number-bad': 'Gün numarası 0 ile {max} arasında bir tam sayıdır, {given} değil.',
  'daily-count-bad': 'Aday sayısı 0 ile {max} arasında bir tam sayıdır, {given} değil.',
  'daily-code': '{date} için {n}. aday dağıtılamıyor.',
  'daily-solve': '{date} için {n}. aday çözücüyle denetlenemedi.',
  'daily-undecided':
    '{date} için {n}. aday ({code}) bütçe içinde ({budget} düğüm) çözülemedi: daha büyük bir bütçe onu çözebilir.',
  'daily-none': '{date} için aday dağıtımların hiçbiri kazanılamaz (denenen aday: {count}).',
  'review-too-many-moves': 'Oyunda {count} hamle var; inceleme en çok {max} hamle alır.',
  'review-save-too-long':
    'Kayıtlı oyun {length} karakter uzunluğunda; incelemenin alabileceği en çok hamle olan {moves} hamlelik bir kayıt en çok {max} karakterdir.',
  'review-move-unreadable': 'Oyunun {n}. hamlesi okunamıyor.',
  'review-move-not-move': 'Oyunun {n}. hamlesi { card, to } gibi bir hamle ya da "8H-5" gibi bir hamle metni olmalı.',
  'review-move-refused': 'Oyunun {n}. hamlesi, {move}, yapılamaz.',
  'review-history': 'Oyunun hamle geçmişi okunamıyor.',
  'review-game-code': 'Oyun kodu bir metin ya da null olmalı, {given} değil.',
  'review-unknown-field': 'Hamleli bir kodun {key} diye bir alanı yok; alanları code, moves ve options.',
  'review-code-not-text': 'Kod, RU1-C-AAAAABB gibi bir oyun kodu olmalı, {given} değil.',
  'review-code': '{given} kodu bir oyun kodu değil.',
  'review-start': 'Kodun dağıtımı bu ayarlarla dizilemiyor.',
  'review-moves': 'Hamleler okunamıyor.',
  'review-save': 'Kayıtlı oyun reddedildi.',
  'review-not-a-game': 'Bir oyun, kayıtlı bir oyun ya da { code, moves } bekleniyordu, {given} değil.',
  'review-game-unreadable': 'İncelenecek oyun okunamıyor.',
  'client-no-worker-class': "Burada bir URL'den arka plan iş parçacığı başlatacak genel bir Worker yok.",
  'client-not-a-worker':
    'Bir arka plan iş parçacığı (Worker), onu oluşturan bir fonksiyon ya da betiğinin URL adresi bekleniyordu, {given} değil.',
  'client-start-failed': 'Arka plan iş parçacığı başlatılamadı: {given}.',
  'client-random':
    'Rastgele sayı kaynağı arka plan iş parçacığına gönderilemez: random vermeyin (iş parçacığı kendi kriptografik kaynağını kullanır) ya da seeds verin.',
  'client-save-failed': 'Oyun kaydedilemedi.',
  'client-game-not-data': 'Oyun arka plan iş parçacığına gönderilemez: içinde düz veri olmayan bir şey var.',
  'client-game-unreadable': 'Oyun arka plan iş parçacığına gönderilemez.',
  'client-wrong-reply': 'Arka plan iş parçacığı bir {request} isteğine {reply} ile yanıt verdi.',
  'client-no-result': 'Arka plan iş parçacığı sonucu olmayan bir yanıt gönderdi.',
  'client-unreadable-deal': 'Arka plan iş parçacığı okunamayan bir dağıtım gönderdi.',
  'client-refused-message': 'Arka plan iş parçacığı iletiyi almadı: {given}.',
  'client-worker-failed': 'Arka plan iş parçacığı çöktü: betiği yüklenmedi, bir hata fırlattı ya da çöktü.',
  'client-worker-failed-because': 'Arka plan iş parçacığı çöktü: {given}.',
  'client-message-error': 'Arka plan iş parçacığı okunamayan bir ileti gönderdi.',
  'client-no-listeners': 'Arka plan iş parçacığı olay dinleyicisi kabul etmiyor: {given}.',
  'client-terminated': 'Çözücü istemcisi durduruldu.',
  'client-aborted': 'Sinyal isteği gönderilmeden önce durdurdu.',
  'node-thread-exited': 'Arka plan iş parçacığı {code} koduyla sonlandı.',
  'worker-options-unreadable': 'İsteğin {field} ayarları okunamıyor.',
  'worker-local-option': '{field}.{key} ayarı arka plan iş parçacığına gönderilemez: onu vermeyin.',
  'worker-position': 'İsteğin konumu geçersiz.',
  'worker-position-thrown': 'İsteğin konumu okunamadı: {given}.',
  'worker-reply-failed': 'Yanıt gönderilemedi: {given}.',
  'worker-message-unreadable': 'Arka plan iş parçacığına gelen ileti okunamıyor.',
  'worker-message-shape': 'Arka plan iş parçacığına gelen iletinin bir türü (type) ve sayısal bir id değeri olmalı.',
  'worker-unknown-type': '{given} diye bir istek türü yok.',
  'worker-id-in-flight': '{id} numaralı istek hâlâ sürüyor: bu {kind} isteği başlatılmadı.',
  'worker-request-failed': 'İstek başarısız oldu: {given}.',
};
