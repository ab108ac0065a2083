/**
 * The player's settings, as data: every setting is one entry of {@link SETTINGS} (its kind, its
 * default and the text key of its label), and everything else follows from the entries: the
 * {@link Settings} type, the defaults of a first visit, the one parser of stored settings and the
 * controls of the settings panel. A new setting is one entry here plus its texts in `i18n.ts`.
 *
 * Two kinds of setting exist: a `toggle` (on or off) and a `choice` among listed values of any
 * type (strings, numbers …) with a function that names each value in a language; the values of a
 * choice must differ as text (the panel's options carry them as text).
 * @module
 */
import { type Language, LANGUAGES, classic, relaxed, ruleSetName } from '@russian-solitaire/engine';
import type { DialogTextKey } from '../dialogs/dialog-texts.js';
import { LANGUAGE_NAMES, type TextKey, messagesOf, t } from '../texts/i18n.js';

/** The local storage key of the settings. */
export const SETTINGS_KEY = 'russian-solitaire/settings';

/** The rule letters a new game can be dealt with. */
export const NEW_GAME_RULES = ['C', 'R'] as const;
/** `C` classic ("Same suit") or `R` relaxed ("Mixed colours"). */
export type NewGameRule = (typeof NEW_GAME_RULES)[number];

/** The page's looks: as the system prefers (light or dark), the green felt, or dark. */
export const THEMES = ['system', 'light', 'dark'] as const;
/** A value of {@link THEMES}. */
export type Theme = (typeof THEMES)[number];

/**
 * Card sizes, as shares of the largest card the screen takes (the layout's choice for the room):
 * 1 is as large as fits, the others leave more felt around the table.
 */
export const CARD_SIZES = [1, 0.85, 0.7] as const;
/** A value of {@link CARD_SIZES}. */
export type CardSize = (typeof CARD_SIZES)[number];

const THEME_NAMES = { system: 'themeSystem', light: 'themeLight', dark: 'themeDark' } as const satisfies Record<
  Theme,
  TextKey
>;
const CARD_SIZE_NAMES = {
  1: 'cardSizeLargest',
  0.85: 'cardSizeMedium',
  0.7: 'cardSizeSmall',
} as const satisfies Record<CardSize, TextKey>;

/** What a first visit's defaults may depend on. */
export interface SettingsEnvironment {
  /** The language the browser prefers among the game's languages. */
  readonly language: Language;
}

/** A setting that is on or off. */
export interface ToggleSetting {
  readonly kind: 'toggle';
  /** Its value on a first visit. */
  readonly initial: boolean;
  /** The text key of its label in the settings panel (a dialog's text, `dialog-texts.ts`). */
  readonly label: DialogTextKey;
}

/** A setting that takes one of listed values. */
export interface ChoiceSetting<T> {
  readonly kind: 'choice';
  /** The values it can take, in the order the panel lists them. */
  readonly values: readonly T[];
  /** Its value on a first visit. */
  readonly initial: T | ((env: SettingsEnvironment) => T);
  /** The text key of its label in the settings panel, or `null` when the panel does not show it. */
  readonly label: DialogTextKey | null;
  /** A value's name in a language, as the panel shows it. */
  name(value: T, lang: Language): string;
}

/** One setting. */
export type SettingDefinition = ToggleSetting | ChoiceSetting<unknown>;

function toggle(initial: boolean, label: DialogTextKey): ToggleSetting {
  return { kind: 'toggle', initial, label };
}

function choice<const T>(
  values: readonly T[],
  initial: T | ((env: SettingsEnvironment) => T),
  label: DialogTextKey | null,
  name: (value: T, lang: Language) => string,
): ChoiceSetting<T> {
  return { kind: 'choice', values, initial, label, name };
}

/** Every setting, in the order of the settings panel. */
export const SETTINGS = {
  /** Interface and rule-message language. */
  language: choice(
    LANGUAGES,
    (env) => env.language,
    'language',
    (lang) => LANGUAGE_NAMES[lang],
  ),
  /** Explain refused moves with the rule's message. */
  interactiveRules: toggle(true, 'interactiveRules'),
  /**
   * One tap plays: a tap or click on a card sends it, with the cards above it, to its best legal
   * place (its foundation when it can go there, else the column auto placement picks). Off, a tap
   * sends a top card to its foundation only and a double tap auto-places.
   */
  oneTap: toggle(true, 'oneTap'),
  /** Select a card with one click, then its target with another (before one tap, when on). */
  twoClick: toggle(false, 'twoClick'),
  /** A drop that is not on a legal place puts the card where auto placement would. */
  autoOnDrop: toggle(false, 'autoOnDrop'),
  /**
   * Hints may look at the face-down cards (the solver's full-information hint). Off by default:
   * hints are then fair, computed from what the player sees alone.
   */
  fullInfoHints: toggle(false, 'fullInfoHints'),
  /** New games deal only codes the solver proves winnable. */
  winnableOnly: toggle(true, 'winnableOnly'),
  /** Once nothing is face down and the solver proves the game won, Finish starts by itself. */
  autoFinish: toggle(false, 'autoFinish'),
  /** The colours: the system's preference (light or dark) unless the player picks one. */
  theme: choice(THEMES, 'system', 'theme', (theme, lang) => t(lang, THEME_NAMES[theme])),
  /** The card size, as a share of the largest that fits the screen. */
  cardSize: choice(CARD_SIZES, 1, 'cardSize', (size, lang) => t(lang, CARD_SIZE_NAMES[size])),
  /** A four-colour deck: diamonds blue and clubs green, so that no two suits share a colour. */
  fourColour: toggle(false, 'fourColour'),
  /** The foundations on the left of the table (above the left-hand columns, or beside the tableau on its left). */
  leftHanded: toggle(false, 'leftHanded'),
  /** Sound effects (short tones made by Web Audio); off by default. */
  sound: toggle(false, 'sound'),
  /** The rule of the next new game (chosen beside New game, not in the panel). */
  newGameRule: choice(NEW_GAME_RULES, 'C', null, (rule, lang) =>
    ruleSetName(rule === 'C' ? classic : relaxed, messagesOf(lang)),
  ),
} as const satisfies Record<string, SettingDefinition>;

/** The name of a setting. */
export type SettingKey = keyof typeof SETTINGS;

/** The keys of {@link SETTINGS}, in order. */
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

/** The type of a setting's value. */
export type SettingValue<K extends SettingKey> =
  (typeof SETTINGS)[K] extends ChoiceSetting<infer T>
    ? T
    : (typeof SETTINGS)[K] extends ToggleSetting
      ? boolean
      : never;

/** The player's settings: one value per entry of {@link SETTINGS}. */
export type Settings = { readonly [K in SettingKey]: SettingValue<K> };

/** Whether a value is one a setting can take. */
export function isSettingValue<K extends SettingKey>(key: K, value: unknown): value is SettingValue<K> {
  const definition: SettingDefinition = SETTINGS[key];
  if (definition.kind === 'toggle') return typeof value === 'boolean';
  return definition.values.some((v) => Object.is(v, value));
}

/** The settings of a first visit. */
export function defaultSettings(env: SettingsEnvironment): Settings {
  const entries = SETTING_KEYS.map((key) => {
    const definition: SettingDefinition = SETTINGS[key];
    const initial = definition.initial;
    return [key, typeof initial === 'function' ? (initial as (env: SettingsEnvironment) => unknown)(env) : initial];
  });
  return Object.freeze(Object.fromEntries(entries)) as Settings;
}

/**
 * Reads settings from stored text (the JSON of an object with a field per setting). Every setting
 * that is missing, inherited rather than the object's own, or not a value the setting can take
 * reads as its value in `fallback`; text that is not a JSON object gives `fallback` whole.
 */
export function parseSettings(text: string | null, fallback: Settings): Settings {
  if (text === null) return fallback;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fallback;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return fallback;
  const entries = SETTING_KEYS.map((key) => {
    const value = Object.prototype.hasOwnProperty.call(data, key) ? (data as Record<string, unknown>)[key] : undefined;
    return [key, isSettingValue(key, value) ? value : fallback[key]];
  });
  return Object.freeze(Object.fromEntries(entries)) as Settings;
}

/** The text {@link parseSettings} reads back as the same settings. */
export function formatSettings(settings: Settings): string {
  return JSON.stringify(Object.fromEntries(SETTING_KEYS.map((key) => [key, settings[key]])));
}

/**
 * Settings with some changed; values a setting cannot take are ignored, so that settings are
 * always valid whatever a caller passes.
 */
export function changeSettings(settings: Settings, change: Partial<Settings>): Settings {
  const next: Record<string, unknown> = { ...settings };
  for (const key of SETTING_KEYS) {
    if (!Object.prototype.hasOwnProperty.call(change, key)) continue;
    const value = change[key];
    if (isSettingValue(key, value)) next[key] = value;
  }
  return Object.freeze(next) as Settings;
}
