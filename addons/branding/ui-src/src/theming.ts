/**
 * `settings.theming` (spec 000 §3, §4; spec 002 §3, §4; the schema is ../addon.toml's): the colour
 * scheme and its three colours, the logo, the Skip and Next labels and the position. The rules of
 * the card are pure functions here, so the tests can hold each one on its own.
 *
 * A field the survey leaves out (no logo type, no position, a blank label) keeps the site's widget
 * settings; the colours and the scheme are always there, the light preset by default.
 */
import { STRINGS as S } from './strings';

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export const LOGO_TYPES = ['hearken', 'custom', 'none'] as const;
export const POSITIONS = ['bottom_right', 'bottom_left', 'middle_right', 'middle_left', 'top_right', 'top_left'] as const;

export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export type LogoType = (typeof LOGO_TYPES)[number];
export type Position = (typeof POSITIONS)[number];
export type ColorKey = 'widget_color' | 'text_color' | 'button_color';

export const COLOR_KEYS: readonly ColorKey[] = ['widget_color', 'text_color', 'button_color'];

export interface Theming {
  color_scheme: ColorScheme;
  widget_color: string;
  text_color: string;
  button_color: string;
  logo_type?: LogoType;
  /** The image's address: a web address or a path on the site. */
  custom_logo?: string;
  skip_text?: string;
  next_text?: string;
  position?: Position;
}

/**
 * The colours of each scheme (spec 000 §3): light is a white widget, dark-grey text and a blue
 * button; dark a dark-grey widget, white text and the same blue button. The light preset is the
 * manifest's default and the widget's own colours (spec 002 §9); dark-grey is the same #23282D.
 */
export const PRESETS: Readonly<Record<ColorScheme, Readonly<Pick<Theming, ColorKey>>>> = {
  light: { widget_color: '#FFFFFF', text_color: '#23282D', button_color: '#2D87F1' },
  dark: { widget_color: '#23282D', text_color: '#FFFFFF', button_color: '#2D87F1' },
};

/** The manifest's default theming: the light preset. */
export const DEFAULT_THEMING: Readonly<Theming> = { color_scheme: 'light', ...PRESETS.light };

/** The labels' longest (the schema's `maxLength`). */
export const MAX_LABEL = 100;
/** The custom logo address's longest (the schema's `maxLength`). */
export const MAX_LOGO_ADDRESS = 2000;

/** The schema's `hex-color`: `#` and six hex digits, as the host checks it. */
const HEX = /^#[0-9a-f]{6}$/i;
/** The schema's pattern for `custom_logo`: a web address or a path on the site (or nothing). */
const IMAGE_ADDRESS = /^(|https?:\/\/[^\s/][^\s]*|\/[^\s]*)$/;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

function colour(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** The survey's theming with the colours and the scheme always in place; other fields only where set. */
export function themingOf(settings: Record<string, unknown>): Theming {
  const raw = settings['theming'];
  const stored = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const scheme = oneOf(COLOR_SCHEMES, stored['color_scheme']) ?? DEFAULT_THEMING.color_scheme;
  const out: Theming = {
    color_scheme: scheme,
    widget_color: colour(stored['widget_color'], PRESETS[scheme].widget_color),
    text_color: colour(stored['text_color'], PRESETS[scheme].text_color),
    button_color: colour(stored['button_color'], PRESETS[scheme].button_color),
  };
  const logoType = oneOf(LOGO_TYPES, stored['logo_type']);
  if (logoType) out.logo_type = logoType;
  if (typeof stored['custom_logo'] === 'string' && stored['custom_logo'] !== '') out.custom_logo = stored['custom_logo'];
  if (typeof stored['skip_text'] === 'string' && stored['skip_text'] !== '') out.skip_text = stored['skip_text'];
  if (typeof stored['next_text'] === 'string' && stored['next_text'] !== '') out.next_text = stored['next_text'];
  const position = oneOf(POSITIONS, stored['position']);
  if (position) out.position = position;
  return out;
}

/** Spec 000 §4: changing the colour scheme replaces the colours with that scheme's preset. */
export function withScheme(theming: Theming, scheme: ColorScheme): Theming {
  return { ...theming, color_scheme: scheme, ...PRESETS[scheme] };
}

/**
 * Spec 002 §4, as the widget settings do it: no logo and the Hearken logo clear the custom one;
 * `undefined` (the widget settings' logo) clears both.
 */
export function withLogoType(theming: Theming, type: LogoType | undefined): Theming {
  const { logo_type: _type, custom_logo, ...rest } = theming;
  if (type === undefined) return rest;
  if (type === 'custom') return custom_logo === undefined ? { ...rest, logo_type: type } : { ...rest, logo_type: type, custom_logo };
  return { ...rest, logo_type: type };
}

type OptionalText = 'custom_logo' | 'skip_text' | 'next_text';

/** Sets a text field; an emptied one is left out, so the widget settings' value stands again. */
export function withText(theming: Theming, key: OptionalText, value: string): Theming {
  const { [key]: _old, ...rest } = theming;
  return value === '' ? rest : { ...rest, [key]: value };
}

/** Sets the position; `undefined` leaves it to the widget settings. */
export function withPosition(theming: Theming, position: Position | undefined): Theming {
  const { position: _old, ...rest } = theming;
  return position === undefined ? rest : { ...rest, position };
}

/** Why colour `key` cannot be saved, or undefined. */
export function colourError(theming: Theming, key: ColorKey): string | undefined {
  return HEX.test(theming[key]) ? undefined : S.colourInvalid;
}

/** Why the custom logo cannot be saved (spec 002 §5 first), or undefined. */
export function logoError(theming: Theming): string | undefined {
  if (theming.logo_type !== 'custom') return undefined;
  const address = theming.custom_logo ?? '';
  if (address.trim() === '') return S.customLogoRequired;
  return IMAGE_ADDRESS.test(address) ? undefined : S.customLogoInvalid;
}

/** Whether the settings step may continue as far as the theming goes. */
export function themingValid(theming: Theming): boolean {
  return logoError(theming) === undefined && COLOR_KEYS.every((key) => colourError(theming, key) === undefined);
}
