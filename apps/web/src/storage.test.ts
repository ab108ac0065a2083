import fc from 'fast-check';
import { isLanguage } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import {
  type KeyValueStore,
  defaultSettings,
  memoryStore,
  parseSettings,
  readItem,
  removeItem,
  writeItem,
} from './storage.js';

const fallback = defaultSettings('en');

describe('settings', () => {
  it('round-trip through JSON', () => {
    const s = {
      language: 'tr',
      interactiveRules: false,
      twoClick: true,
      autoOnDrop: true,
      newGameRule: 'R',
      fullInfoHints: true,
      winnableOnly: false,
    } as const;
    expect(parseSettings(JSON.stringify(s), fallback)).toEqual(s);
  });

  it('make hints fair and new deals winnable by default, and keep the stored choice', () => {
    expect(fallback.fullInfoHints).toBe(false);
    expect(fallback.winnableOnly).toBe(true);
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

  it('fall back field by field on bad input, whatever the stored text', () => {
    expect(parseSettings(null, fallback)).toEqual(fallback);
    expect(parseSettings('{not json', fallback)).toEqual(fallback);
    expect(parseSettings('{"language":"de","twoClick":"yes","autoOnDrop":true}', fallback)).toEqual({
      ...fallback,
      autoOnDrop: true,
    });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const s = parseSettings(text, fallback);
        expect(isLanguage(s.language)).toBe(true);
        for (const key of ['interactiveRules', 'twoClick', 'autoOnDrop', 'fullInfoHints', 'winnableOnly'] as const)
          expect(typeof s[key]).toBe('boolean');
        expect(['C', 'R']).toContain(s.newGameRule);
      }),
    );
  });
});

describe('storage access', () => {
  it('never throws, even when the store does', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readItem(broken, 'k')).toBeNull();
    expect(writeItem(broken, 'k', 'v')).toBe(false);
    expect(() => removeItem(broken, 'k')).not.toThrow();
    expect(readItem(null, 'k')).toBeNull();
    expect(writeItem(null, 'k', 'v')).toBe(false);
  });

  it('reads back what it wrote', () => {
    const store = memoryStore();
    expect(writeItem(store, 'k', 'v')).toBe(true);
    expect(readItem(store, 'k')).toBe('v');
    removeItem(store, 'k');
    expect(readItem(store, 'k')).toBeNull();
  });
});
