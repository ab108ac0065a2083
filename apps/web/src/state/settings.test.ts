import { LANGUAGES } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { dt, loadDialogTexts } from '../dialogs/dialog-i18n.js';
import { DIALOG_TEXT_KEYS } from '../dialogs/dialog-texts.js';
import {
  SETTINGS,
  SETTING_KEYS,
  type Settings,
  changeSettings,
  defaultSettings,
  formatSettings,
  isSettingValue,
  parseSettings,
} from './settings.js';

const fallback = defaultSettings({ language: 'en' });

/** Any value a setting can take, for each setting. */
const settingsArb: fc.Arbitrary<Settings> = fc.record(
  Object.fromEntries(
    SETTING_KEYS.map((key) => {
      const definition = SETTINGS[key];
      return [key, definition.kind === 'toggle' ? fc.boolean() : fc.constantFrom(...definition.values)];
    }),
  ),
) as fc.Arbitrary<Settings>;

describe('settings', () => {
  it('round-trip through their stored text', () => {
    let cases = 0;
    fc.assert(
      fc.property(settingsArb, (settings) => {
        expect(parseSettings(formatSettings(settings), fallback)).toEqual(settings);
        cases++;
      }),
    );
    expect(cases).toBe(100);
  });

  it('make hints fair and new deals winnable by default, in the browser language, and keep the stored choice', () => {
    expect(fallback.fullInfoHints).toBe(false);
    expect(fallback.winnableOnly).toBe(true);
    expect(fallback.interactiveRules).toBe(true);
    expect(defaultSettings({ language: 'uk' }).language).toBe('uk');
    // Settings saved before these options existed read as the defaults.
    const old = '{"language":"ru","interactiveRules":true,"twoClick":false,"autoOnDrop":false,"newGameRule":"C"}';
    expect(parseSettings(old, fallback)).toEqual({ ...fallback, language: 'ru' });
    expect(parseSettings('{"fullInfoHints":true,"winnableOnly":false}', fallback)).toEqual({
      ...fallback,
      fullInfoHints: true,
      winnableOnly: false,
    });
    expect(parseSettings('{"fullInfoHints":"yes","winnableOnly":0}', fallback)).toEqual(fallback);
  });

  it('fall back setting by setting on bad input, whatever the stored text', () => {
    expect(parseSettings(null, fallback)).toEqual(fallback);
    expect(parseSettings('{not json', fallback)).toEqual(fallback);
    expect(parseSettings('[true]', fallback)).toEqual(fallback);
    expect(parseSettings('{"language":"de","twoClick":"yes","autoOnDrop":true}', fallback)).toEqual({
      ...fallback,
      autoOnDrop: true,
    });
    // Only the object's own fields count: nothing inherited is read.
    expect(parseSettings('{"__proto__":{"twoClick":true}}', fallback)).toEqual(fallback);
    let cases = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.json().map((j) => `{"language":${j},"twoClick":${j}}`),
        ),
        (text) => {
          const s = parseSettings(text, fallback);
          for (const key of SETTING_KEYS) expect(isSettingValue(key, s[key]), key).toBe(true);
          expect(Object.keys(s).sort()).toEqual([...SETTING_KEYS].sort());
          cases++;
        },
      ),
    );
    expect(cases).toBe(100);
  });

  it('read the looks and the comforts: a theme, a card size that is a number, left-handed, automatic finish', () => {
    expect(fallback).toMatchObject({ theme: 'system', cardSize: 1, leftHanded: false, autoFinish: false });
    expect(parseSettings('{"theme":"dark","cardSize":0.85,"leftHanded":true,"autoFinish":true}', fallback)).toEqual({
      ...fallback,
      theme: 'dark',
      cardSize: 0.85,
      leftHanded: true,
      autoFinish: true,
    });
    // A card size is a number among the listed ones: its text, or another number, is not one.
    expect(parseSettings('{"theme":"blue","cardSize":"0.85"}', fallback)).toEqual(fallback);
    expect(parseSettings('{"cardSize":0.5}', fallback)).toEqual(fallback);
    expect(parseSettings('{"cardSize":0.7,"theme":"light"}', fallback)).toMatchObject({
      cardSize: 0.7,
      theme: 'light',
    });
  });

  it('change only to values a setting can take', () => {
    const changed = changeSettings(fallback, { twoClick: true, language: 'xx' as never, newGameRule: 'R' });
    expect(changed).toEqual({ ...fallback, twoClick: true, newGameRule: 'R' });
    expect(Object.isFrozen(changed)).toBe(true);
  });

  beforeAll(() => Promise.all(LANGUAGES.map(loadDialogTexts)));

  it('have a label and value names in every language for what the panel shows', () => {
    for (const key of SETTING_KEYS) {
      const definition = SETTINGS[key];
      if (definition.label !== null) expect(DIALOG_TEXT_KEYS).toContain(definition.label);
      if (definition.kind === 'choice')
        for (const lang of LANGUAGES)
          for (const value of definition.values as readonly unknown[])
            expect((definition.name as (v: unknown, l: typeof lang) => string)(value, lang).length).toBeGreaterThan(0);
      for (const lang of LANGUAGES) if (definition.label !== null) expect(dt(lang, definition.label)).not.toBe('');
      if (definition.label !== null) expect(dt('ru', definition.label)).not.toBe(dt('en', definition.label));
    }
  });
});
