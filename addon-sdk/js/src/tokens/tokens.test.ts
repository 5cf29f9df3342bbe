import { describe, expect, it } from 'vitest';
import {
  adminCss,
  colour,
  CONTROL_PAIRS,
  contrastRatio,
  mix,
  readableOn,
  TEXT_PAIRS,
  WIDGET_LINE_MIX,
  WIDGET_THEME,
  widgetCss,
  type WidgetTheme,
} from './index.js';

const TEXT = 4.5;
const CONTROL = 3;

describe('contrast arithmetic', () => {
  it('gives the WCAG figures for known colours', () => {
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2d87f1', '#ffffff')).toBeCloseTo(3.59, 2);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it('mixes as color-mix in srgb does', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#23282d', '#ffffff', 1)).toBe('#23282d');
  });
});

describe('the admin colours', () => {
  it.each(TEXT_PAIRS.map(([fg, bg]) => [fg, bg, contrastRatio(colour[fg], colour[bg])]))(
    'text in %s on %s is at least 4.5:1 (%f)',
    (_fg, _bg, ratio) => expect(ratio).toBeGreaterThanOrEqual(TEXT),
  );

  it.each(CONTROL_PAIRS.map(([fg, bg]) => [fg, bg, contrastRatio(colour[fg], colour[bg])]))(
    'a control boundary in %s on %s is at least 3:1 (%f)',
    (_fg, _bg, ratio) => expect(ratio).toBeGreaterThanOrEqual(CONTROL),
  );

  it('the focus ring (accentDark with a white gap) stands out from every background', () => {
    for (const bg of ['surface', 'page', 'accentSoft'] as const) {
      expect(contrastRatio(colour.accentDark, colour[bg])).toBeGreaterThanOrEqual(CONTROL);
    }
  });
});

/** The widget's default theme and the spec's light and dark presets a site may have kept. */
const THEMES: Record<string, WidgetTheme> = {
  default: WIDGET_THEME,
  dark: { background: '#23282d', text: '#ffffff', button: WIDGET_THEME.button, toggle: '#23282d' },
  'spec light': { background: '#FFFFFF', text: '#23282D', button: '#2D87F1', toggle: '#23282D' },
  'spec dark': { background: '#23282D', text: '#FFFFFF', button: '#2D87F1', toggle: '#23282D' },
};

describe.each(Object.entries(THEMES))('the widget in the %s theme', (_name, t) => {
  const line = mix(t.text, t.background, WIDGET_LINE_MIX);

  it('draws its words at least 4.5:1, on the panel and on its buttons', () => {
    expect(contrastRatio(t.text, t.background)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(readableOn(t.button), t.button)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(readableOn(t.toggle), t.toggle)).toBeGreaterThanOrEqual(TEXT);
  });

  it('draws option and field boundaries and unselected stars at least 3:1 on the panel', () => {
    expect(contrastRatio(line, t.background)).toBeGreaterThanOrEqual(CONTROL);
  });
});

describe('the default widget button', () => {
  it('takes white words, as the primary colour was darkened for', () => {
    expect(readableOn(WIDGET_THEME.button)).toBe('#ffffff');
    expect(contrastRatio('#ffffff', WIDGET_THEME.button)).toBeGreaterThanOrEqual(TEXT);
  });
});

describe('the generated stylesheets', () => {
  it('tokens.css is what the tokens generate', async () => {
    await expect(adminCss()).toMatchFileSnapshot('./tokens.css');
  });

  it('widget.css is what the tokens generate', async () => {
    await expect(widgetCss()).toMatchFileSnapshot('./widget.css');
  });
});
