/**
 * Texts kept per language, English at hand and each other language a chunk of its own, loaded on
 * first use: the page's interface texts (`i18n.ts`) and the review panel's (`review-i18n.ts`) both
 * keep theirs so. A language asked for twice is fetched once; a failed load is forgotten, so that
 * a later call tries again.
 * @module
 */
import type { Language } from '@russian-solitaire/engine';

/** A language other than English: each is a chunk of its own. */
export type ChunkLanguage = Exclude<Language, 'en'>;

/** The texts of each language loaded so far, English always, with the loads under way. */
export class LanguageChunks<T> {
  private readonly loaded = new Map<Language, T>();
  private readonly loading = new Map<Language, Promise<void>>();

  /**
   * @param english - the English texts, always at hand
   * @param importChunk - imports a language's chunk (a literal path per language, so that the
   *   bundler makes each a chunk of its own)
   */
  constructor(
    private readonly english: T,
    private readonly importChunk: (lang: ChunkLanguage) => Promise<T>,
  ) {
    this.loaded.set('en', english);
  }

  /**
   * Loads a language's texts, once; resolves when they are at hand. Rejects when the chunk cannot
   * be fetched (offline with no service worker), and a later call tries again.
   */
  load(lang: Language): Promise<void> {
    if (this.loaded.has(lang)) return Promise.resolve();
    let pending = this.loading.get(lang);
    if (pending === undefined) {
      pending = this.importChunk(lang as ChunkLanguage).then(
        (texts) => {
          this.loaded.set(lang, texts);
          this.loading.delete(lang);
        },
        (error: unknown) => {
          this.loading.delete(lang);
          throw error;
        },
      );
      this.loading.set(lang, pending);
    }
    return pending;
  }

  /** Whether a language's texts are loaded (English always is). */
  has(lang: Language): boolean {
    return this.loaded.has(lang);
  }

  /** A language's texts; English when that language is not loaded. */
  get(lang: Language): T {
    return this.loaded.get(lang) ?? this.english;
  }
}

/**
 * The languages a panel whose words are kept in {@link LanguageChunks} can speak now: a panel
 * speaks the player's language from its first word, so it draws only once the language's words
 * are loaded, or once they could not be (then English stands in).
 */
export class PanelLanguages {
  /** Languages whose words could not be loaded: the panel speaks English instead. */
  private readonly unavailable = new Set<Language>();

  /**
   * @param has - whether a language's words are loaded
   * @param load - loads a language's words
   */
  constructor(
    private readonly has: (lang: Language) => boolean,
    private readonly load: (lang: Language) => Promise<void>,
  ) {}

  /**
   * Whether the panel can draw in `lang` now; when it cannot yet, loads the language's words and
   * calls `again` once they are loaded or have failed to load.
   */
  ready(lang: Language, again: () => void): boolean {
    if (this.has(lang) || this.unavailable.has(lang)) return true;
    void this.load(lang).then(again, () => {
      this.unavailable.add(lang);
      again();
    });
    return false;
  }
}
