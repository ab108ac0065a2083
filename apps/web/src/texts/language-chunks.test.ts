import { LANGUAGES, type Language } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import { type ChunkLanguage, LanguageChunks } from './language-chunks.js';

/** Texts that say which language they are; a chunk importer that counts its calls and can fail. */
function setUp(failing: Set<Language> = new Set()) {
  const imported: ChunkLanguage[] = [];
  const chunks = new LanguageChunks<string>('en texts', (lang) => {
    imported.push(lang);
    return failing.has(lang) ? Promise.reject(new Error(`no ${lang} chunk`)) : Promise.resolve(`${lang} texts`);
  });
  return { chunks, imported };
}

describe('texts kept per language', () => {
  it('has English at hand, never imported, and falls back to it for a language not loaded', async () => {
    const { chunks, imported } = setUp();
    expect(chunks.has('en')).toBe(true);
    expect(chunks.get('en')).toBe('en texts');
    await chunks.load('en');
    expect(imported).toEqual([]);
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      expect(chunks.has(lang)).toBe(false);
      expect(chunks.get(lang)).toBe('en texts');
    }
  });

  it('fetches each language once, however often and however soon it is asked for', async () => {
    const { chunks, imported } = setUp();
    const languages = LANGUAGES.filter((l): l is ChunkLanguage => l !== 'en');
    expect(languages.length).toBeGreaterThan(0);
    await Promise.all(languages.flatMap((lang) => [chunks.load(lang), chunks.load(lang)]));
    await Promise.all(languages.map((lang) => chunks.load(lang)));
    expect(imported).toEqual(languages);
    for (const lang of languages) {
      expect(chunks.has(lang)).toBe(true);
      expect(chunks.get(lang)).toBe(`${lang} texts`);
    }
  });

  it('forgets a failed load, so that a later call tries again', async () => {
    const failing = new Set<Language>(['ru']);
    const { chunks, imported } = setUp(failing);
    await expect(chunks.load('ru')).rejects.toThrow('no ru chunk');
    expect(chunks.has('ru')).toBe(false);
    expect(chunks.get('ru')).toBe('en texts');
    failing.clear();
    await chunks.load('ru');
    expect(imported).toEqual(['ru', 'ru']);
    expect(chunks.get('ru')).toBe('ru texts');
  });
});
