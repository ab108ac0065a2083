/**
 * The page's theme: the `theme` setting, or the system's light or dark preference when the
 * setting is `system`, shown as the document's `data-theme` attribute (`light` or `dark`), which
 * picks the custom properties of `style.css`, and as the browser's theme colour; and the deck's
 * colours (the `fourColour` setting) as the document's `data-deck` attribute, so that every card the
 * page draws (the table, the review's small board, How to play's examples) takes them.
 * @module
 */
import type { Theme } from '../state/settings.js';

/** The document's `data-deck` of a four-colour deck (absent for the usual two colours). */
const FOUR_COLOUR_DECK = 'four-colour';

/** The themes a page shows. */
export type ShownTheme = 'light' | 'dark';

/** The colour of the browser's bar around the page, for each shown theme (the felt's). */
export const THEME_COLOURS: Readonly<Record<ShownTheme, string>> = { light: '#0d6b3e', dark: '#1d2421' };

/** The theme shown for a setting when the system does (`prefersDark`) or does not prefer dark. */
export function shownTheme(theme: Theme, prefersDark: boolean): ShownTheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

/** Keeps the document's theme in step with the setting and, for `system`, with the system's preference. */
export class ThemeView {
  private theme: Theme | null = null;
  private readonly media: MediaQueryList | null;

  constructor(private readonly doc: Document) {
    const view = doc.defaultView;
    this.media = typeof view?.matchMedia === 'function' ? view.matchMedia('(prefers-color-scheme: dark)') : null;
    this.media?.addEventListener('change', () => {
      if (this.theme !== null) this.show(this.theme);
    });
  }

  /** Shows the theme of a setting (does nothing when it is already shown). */
  apply(theme: Theme): void {
    if (theme === this.theme) return;
    this.theme = theme;
    this.show(theme);
  }

  /** Shows a four-colour deck (diamonds and clubs in colours of their own) or the usual two colours. */
  deck(fourColour: boolean): void {
    const root = this.doc.documentElement;
    if (fourColour && root.dataset.deck !== FOUR_COLOUR_DECK) root.dataset.deck = FOUR_COLOUR_DECK;
    else if (!fourColour && root.dataset.deck !== undefined) delete root.dataset.deck;
  }

  private show(theme: Theme): void {
    const shown = shownTheme(theme, this.media?.matches === true);
    const root = this.doc.documentElement;
    if (root.dataset.theme !== shown) root.dataset.theme = shown;
    const meta = this.doc.querySelector('meta[name="theme-color"]');
    meta?.setAttribute('content', THEME_COLOURS[shown]);
  }
}
