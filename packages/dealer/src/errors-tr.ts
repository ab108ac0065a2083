/**
 * The sentences of the dealer's errors in Turkish, by the keys of `errors-en.ts`.
 * @module
 */
import type { DealerErrorKey } from './errors-en.js';

/** The dealer's error sentences in Turkish. */
export const DEALER_ERRORS_TR: { readonly [key in DealerErrorKey]: string } = {
  'seed-bad': 'Dağıtım numarası 0 ile {max} arasında bir tam sayıdır, {given} değil.',
  'letters-not-text': 'Dağıtım harfleri bir metin olmalı, {given} değil.',
  'letters-too-long': '{length} karakterlik dağıtım harfleri çok uzun; bir dağıtım numarası {count} harftir.',
  'letters-empty': 'Dağıtım harfleri boş.',
  'seed-bad-character':
    '{position}. konumdaki {char} A–Z arasında bir harf değil; dağıtım numarası {count} harftir (A–Z).',
  'seed-wrong-length': 'Dağıtım numarası tam olarak {count} harf olmalı (A–Z), {found} değil.',
  'rule-unknown': 'Kural harfi C (aynı takım) ya da R (karışık renkler) olur, {given} değil.',
  'code-not-text': 'Oyun kodu bir metin olmalı, {given} değil.',
  'code-too-long': '{length} karakterlik bir oyun kodu çok uzun; kodlar RU1-C-AAAAABB gibidir.',
  'code-empty': 'Oyun kodu boş; kodlar RU1-C-AAAAABB gibidir.',
  'code-cut-short': 'Oyun kodu RU1- ile başlar; bu kod {position}. konumdan sonra bitiyor.',
  'code-prefix': 'Oyun kodu RU1- ile başlar; {position}. konumda {char} var.',
  'code-no-version': 'Oyun kodu RU1- ile başlar; RU harflerinden sonra {position}. konumda sürüm numarası yok.',
  'code-version': 'RU{version} kodları okunmaz; bu sürüm yalnızca RU{known} kodlarını okur.',
  'code-ends-after-version': 'Kod RU{known} ile bitiyor; RU1-<kural>-<dağıtım> biçiminde yazın, örneğin RU1-C-AAAAABB.',
  'code-dash-after-version': 'RU{known} sonrasında {position}. konumda "-" bekleniyordu, {char} değil.',
  'code-ends-before-rule':
    'Kod kural harfinden önce bitiyor; RU1-<kural>-<dağıtım> biçiminde yazın, örneğin RU1-C-AAAAABB.',
  'code-rule':
    '{position}. konumdaki {char} bir kural harfi değil; kural C (aynı takım) ya da R (karışık renkler) olur.',
  'code-ends-after-rule': 'Kod kural harfinden sonra bitiyor; "-" işaretinden sonra {count} dağıtım harfi gelir.',
  'code-dash-after-rule': 'Kural harfinden sonra {position}. konumda "-" bekleniyordu, {char} değil.',
  'code-not-parts': 'Oyun kodu RU1-C-AAAAABB gibi bir metin ya da { rule, seed } parçalarıdır, {given} değil.',
  'code-written': 'Kayıtlı oyunda kod {code} olarak yazılır.',
  'random-none': 'Bu platformda globalThis.crypto.getRandomValues yok; bir rastgele sayı kaynağı verin.',
  'random-not-function': 'Rastgele sayı kaynağı bir Uint32Array dolduran bir fonksiyondur, {given} değil.',
  'random-threw': 'Rastgele sayı kaynağı bir hata fırlattı: {given}.',
  'random-not-random':
    'Rastgele sayı kaynağı art arda {count} kez dağıtım aralığının üstünde değer verdi; rastgele değil.',
  'random-code-options': 'randomCode ayarları okunamıyor.',
  'random-code-option-unknown': 'randomCode fonksiyonunun {key} diye bir ayarı yok; ayarları rule ve random.',
  'seed64-bad': '64 bitlik başlangıç değeri 0 ile 2^64 − 1 arasında bir tam sayıdır, {given} değil.',
  'seed-number-bad': 'Başlangıç değeri 0 ile 2^53 − 1 arasında bir tam sayıdır, {given} değil.',
  'count-bad': 'Değer sayısı 0 ya da daha büyük bir tam sayıdır, {given} değil.',
  'game-of-code-options': 'gameOfCode ayarları okunamıyor.',
  'game-of-code-option-unknown': 'gameOfCode fonksiyonunun {key} diye bir ayarı yok; ayarları options ve clock.',
  'random-game-options': 'randomGame ayarları okunamıyor.',
  'random-game-option-unknown':
    'randomGame fonksiyonunun {key} diye bir ayarı yok; ayarları rule, random, options ve clock.',
  'deal-game': 'Bu kodun oyunu kurulamıyor.',
};
