/**
 * Hearken's design tokens: the one set of colours, type and spacing that the admin shell, the
 * SDK's UI pieces, add-on remotes and the visitor widget draw from.
 *
 * They live in the SDK because it is the one package both front ends already build against: the
 * admin shell depends on it, and the widget's esbuild bundles from it (a devDependency). The
 * module is plain constants, no React, so the widget's bundle takes only the few it imports.
 *
 * Stylesheets read the tokens as CSS custom properties from two files generated from this module
 * (`npx vitest run -u` in addon-sdk/js rewrites them; tokens.test.ts fails while they differ):
 * - `tokens.css` (`@hearken/addon-sdk/tokens.css`): `:root` properties for the admin shell and
 *   every remote. Their names (`--accent`, `--text`, `--muted` …) are the ones remotes already use.
 * - `widget.css` (`@hearken/addon-sdk/tokens/widget.css`): the widget's `.hk-root` defaults.
 *   A site's appearance settings and a survey's theming override `--hk-bg`, `--hk-text`,
 *   `--hk-button` and `--hk-toggle` inline, so the colours derived from them (`--hk-line`, the
 *   words on a button) follow whatever a site picked.
 *
 * tokens.test.ts computes the WCAG contrast of every pair below: 4.5:1 for text, 3:1 for a
 * control's boundary or state against what is around it.
 */

/** The primary colour: white on it is 5.13:1. The spec's #2D87F1 (3.59:1) was too light for words. */
const PRIMARY = '#1a6ccf';
const INK = '#23282d';
const WHITE = '#fff';
const WHITE_HEX = '#FFFFFF';
const FONT_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The admin's colour roles; `accentDark` is `--accent-dark` in CSS. */
export const colour = {
  /** Primary buttons, selected states, the focus ring's colour. */
  accent: PRIMARY,
  /** Links and words in the primary colour, a primary button under the pointer. */
  accentDark: '#0f5bb5',
  /** The tint of a selected or hovered row, tab or card. */
  accentSoft: '#eaf3fe',
  /** Words on `accent`, `accentDark` and `error`. */
  onAccent: WHITE,
  text: INK,
  /** Secondary words: hints, counts, dates. */
  muted: '#5c636a',
  /** Lines that separate (cards, rows, tabs); not the boundary of a control. */
  border: '#d5d9dd',
  /** The boundary of a field, select or checkbox: the only thing that shows where it is. */
  controlBorder: '#767b81',
  surface: WHITE,
  /** The page behind the cards. */
  page: '#f3f5f7',
  /** Errors, invalid fields and what destroys data; also their words. */
  error: '#c92a2a',
  errorSoft: '#fcebeb',
  errorText: '#a32b2c',
  /** Marks only (a notice's edge, a status dot); words use `successText`. */
  success: '#4bbb6a',
  successSoft: '#e8f6ed',
  successText: '#2a7a41',
  /** Marks only; words use `warningText`. */
  warning: '#f0b849',
  warningSoft: '#fff4e5',
  warningText: '#7a4100',
} as const;

export type ColourRole = keyof typeof colour;

/** Type: one family and a scale in rem, so the admin follows the reader's font size. */
export const type = {
  fontSans: FONT_SANS,
  fontMono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  textXs: '0.8rem',
  textSm: '0.875rem',
  textMd: '1rem',
  textLg: '1.125rem',
  textXl: '1.25rem',
  text2xl: '1.5rem',
  text3xl: '2rem',
  leading: '1.5',
} as const;

/** Spacing steps of 4 px (in rem), radii, and the smallest pointer target WCAG 2.2 AA allows. */
export const space = {
  space1: '0.25rem',
  space2: '0.5rem',
  space3: '0.75rem',
  space4: '1rem',
  space5: '1.5rem',
  space6: '2rem',
  radiusSm: '4px',
  radiusMd: '6px',
  radiusLg: '8px',
  targetMin: '1.5rem',
} as const;

type Pairs = readonly (readonly [ColourRole, ColourRole])[];

/** Each of `fgs` on each of `bgs`. */
function eachOn(fgs: readonly ColourRole[], bgs: readonly ColourRole[]): Pairs {
  return fgs.flatMap((fg) => bgs.map((bg) => [fg, bg] as const));
}

// The pair lists are marked pure so that a bundle that does not read them (the widget's renderer,
// which imports WIDGET_THEME) leaves them out.

/** Text on a background, as the admin draws it: WCAG 1.4.3 asks 4.5:1. */
export const TEXT_PAIRS: Pairs = /* @__PURE__ */ eachOn(
  ['text', 'muted', 'accentDark', 'error'],
  ['surface', 'page', 'accentSoft'],
).concat([
  ['onAccent', 'accent'],
  ['onAccent', 'accentDark'],
  ['onAccent', 'error'],
  ['errorText', 'errorSoft'],
  ['successText', 'surface'],
  ['successText', 'successSoft'],
  ['warningText', 'warningSoft'],
]);

/** A control's boundary or state against its background: WCAG 1.4.11 asks 3:1. */
export const CONTROL_PAIRS: Pairs = /* @__PURE__ */ eachOn(
  ['controlBorder', 'accent', 'accentDark', 'error'],
  ['surface', 'page', 'accentSoft'],
);

/** A widget theme: the four colours a site's appearance settings (and a survey's theming) set. */
export interface WidgetTheme {
  background: string;
  text: string;
  button: string;
  toggle: string;
}

/**
 * The widget's colours before a site picks its own, written as the settings write colours
 * (upper-case, six digits): the widget hands them to add-ons' `appearance` hooks as they are.
 */
export const WIDGET_THEME: WidgetTheme = {
  background: WHITE_HEX,
  text: INK.toUpperCase(),
  button: PRIMARY.toUpperCase(),
  toggle: INK.toUpperCase(),
};

/**
 * How much of the text colour the widget mixes into its background for the boundary of an option
 * or field and an unselected star (`--hk-line`): 3.52:1 in the light theme, 5.53:1 in the dark.
 */
export const WIDGET_LINE_MIX = 0.55;

/**
 * The widget's type, in px: it draws inside a Shadow DOM on any site, whose root font size
 * would scale rem.
 */
export const WIDGET_TYPE = { font: `14px/1.4 ${FONT_SANS}` } as const;

function kebab(name: string): string {
  return name.replace(/[A-Z0-9]+/g, (m) => `-${m.toLowerCase()}`);
}

const GENERATED = '/* Generated from addon-sdk/js/src/tokens/index.ts by its test (`npx vitest run -u`): edit that, not this. */';

/** `tokens.css`: the admin's `:root` custom properties. */
export function adminCss(): string {
  const lines = Object.entries({ ...colour, ...type, ...space }).map(([k, v]) => `  --${kebab(k)}: ${v};`);
  return `${GENERATED}\n:root {\n${lines.join('\n')}\n}\n`;
}

/** `widget.css`: the widget's `.hk-root` defaults, which a site's theme overrides inline. */
export function widgetCss(): string {
  const t = WIDGET_THEME;
  const lines = [
    `--hk-bg: ${t.background};`,
    `--hk-text: ${t.text};`,
    `--hk-button: ${t.button};`,
    `--hk-toggle: ${t.toggle};`,
    `--hk-line: color-mix(in srgb, var(--hk-text) ${Math.round(WIDGET_LINE_MIX * 100)}%, var(--hk-bg));`,
    `font: ${WIDGET_TYPE.font};`,
    'color: var(--hk-text);',
  ];
  return `${GENERATED}\n.hk-root {\n${lines.map((l) => `  ${l}`).join('\n')}\n}\n`;
}

export { contrastRatio, mix, readableOn, relativeLuminance } from './contrast.js';
