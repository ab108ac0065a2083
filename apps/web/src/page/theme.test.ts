import { describe, expect, it } from 'vitest';
import { THEMES } from '../state/settings.js';
import { shownTheme } from './theme.js';

describe('the theme', () => {
  it('follows the system when set so, and the setting otherwise', () => {
    const shown = THEMES.flatMap((theme) => [false, true].map((dark) => `${theme}/${dark}:${shownTheme(theme, dark)}`));
    expect(shown).toEqual([
      'system/false:light',
      'system/true:dark',
      'light/false:light',
      'light/true:light',
      'dark/false:dark',
      'dark/true:dark',
    ]);
  });
});
