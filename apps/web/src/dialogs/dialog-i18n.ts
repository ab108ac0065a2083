/**
 * The dialogs' languages: English is in the dialogs' chunk, each other language a chunk of its own
 * (`dialog-texts-ru.ts` …), loaded by {@link loadDialogTexts} before the dialogs first speak it.
 * @module
 */
import {
  type Language,
  type PlacedMove,
  type Source,
  type TextValues,
  type Texts,
  makeCard,
} from '@russian-solitaire/engine';
import { LanguageChunks } from '../texts/language-chunks.js';
import { texts as english } from './dialog-texts-en.js';
import type { DialogTextKey } from './dialog-texts.js';

/** The dialogs' words of each language loaded so far (English always, in the dialogs' chunk). */
const languages = new LanguageChunks<Texts<DialogTextKey>>(english, (lang) => {
  // Each a literal path, so that the bundler makes each a chunk of its own.
  switch (lang) {
    case 'ru':
      return import('./dialog-texts-ru.js').then((m) => m.texts);
    case 'uk':
      return import('./dialog-texts-uk.js').then((m) => m.texts);
    case 'tr':
      return import('./dialog-texts-tr.js').then((m) => m.texts);
  }
});

/**
 * Loads the dialogs' words of a language, once; resolves when they can speak it. Rejects when its
 * chunk cannot be fetched (offline with no service worker); a later call tries again.
 */
export function loadDialogTexts(lang: Language): Promise<void> {
  return languages.load(lang);
}

/** A text of the dialogs in a language, its `{placeholders}` filled (English until the language is loaded). */
export function dt(lang: Language, key: DialogTextKey, values: TextValues = {}): string {
  return languages.get(lang).text(key, values);
}

/**
 * A move of a game's log in words, as the command line's log writes it, with the engine's name of
 * the card for people (`makeCard`): "6♣ column 7 → column 1", "A♠ column 3 → foundation".
 */
export function describePlacedMove(placed: PlacedMove, lang: Language): string {
  const place = (where: Source): string =>
    where === 'foundation' ? dt(lang, 'placeFoundation') : dt(lang, 'placeColumn', { n: where + 1 });
  return dt(lang, 'movedFrom', {
    card: makeCard(placed.move.card, 'shown'),
    from: place(placed.from),
    to: place(placed.move.to),
  });
}
