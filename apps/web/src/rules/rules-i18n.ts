/**
 * The How to play panel's languages: English is in the panel's chunk, each other language a chunk
 * of its own (`rules-texts-ru.ts` …), loaded by {@link loadRulesTexts} when the panel first speaks
 * it, so that a player downloads the rules in their own language only.
 * @module
 */
import type { Language, TextValues, Texts } from '@russian-solitaire/engine';
import { LanguageChunks } from '../texts/language-chunks.js';
import { texts as english } from './rules-texts-en.js';
import type { RulesTextKey } from './rules-texts.js';

/** The panel's words of each language loaded so far (English always, in the panel's chunk). */
const languages = new LanguageChunks<Texts<RulesTextKey>>(english, (lang) => {
  // Each a literal path, so that the bundler makes each a chunk of its own.
  switch (lang) {
    case 'ru':
      return import('./rules-texts-ru.js').then((m) => m.texts);
    case 'uk':
      return import('./rules-texts-uk.js').then((m) => m.texts);
    case 'tr':
      return import('./rules-texts-tr.js').then((m) => m.texts);
  }
});

/**
 * Loads the panel's words of a language, once; resolves when the panel can speak it. Rejects when
 * its chunk cannot be fetched (offline with no service worker); a later call tries again.
 */
export function loadRulesTexts(lang: Language): Promise<void> {
  return languages.load(lang);
}

/** Whether the panel's words of a language are loaded (English always is). */
export function hasRulesTexts(lang: Language): boolean {
  return languages.has(lang);
}

/** A text of the panel in a language, its `{placeholders}` filled. */
export function rulesText(lang: Language, key: RulesTextKey, values: TextValues = {}): string {
  return languages.get(lang).text(key, values);
}
