import { describe, expect, it } from 'vitest';
import manifest from '../../addon.toml?raw';
import { STRINGS as S } from './strings';
import {
  DEFAULT_THEMING,
  PRESETS,
  colourError,
  logoError,
  themingOf,
  themingValid,
  withLogoType,
  withPosition,
  withScheme,
  withText,
  type Theming,
} from './theming';

const custom: Theming = {
  color_scheme: 'light',
  widget_color: '#FAFAFA',
  text_color: '#111111',
  button_color: '#FF5C00',
  logo_type: 'custom',
  custom_logo: 'https://cdn.example.com/logo.png',
  skip_text: 'Later',
  position: 'top_left',
};

describe('the presets', () => {
  it('light is the manifest default: white widget, dark-grey text, blue button', () => {
    const line = /^\[survey_settings\.theming\][\s\S]*?^default = \{(.*)\}$/m.exec(manifest)?.[1] ?? '';
    const declared = Object.fromEntries([...line.matchAll(/(\w+) = "([^"]*)"/g)].map((m) => [m[1], m[2]]));
    expect(declared).toEqual({ ...DEFAULT_THEMING });
    expect(PRESETS.light).toEqual({ widget_color: '#FFFFFF', text_color: '#23282D', button_color: '#2D87F1' });
  });

  it('dark is a dark-grey widget, white text and the same blue button', () => {
    expect(PRESETS.dark).toEqual({ widget_color: '#23282D', text_color: '#FFFFFF', button_color: '#2D87F1' });
  });
});

describe('themingOf', () => {
  it('gives a survey without theming the light preset and nothing else', () => {
    expect(themingOf({})).toEqual(DEFAULT_THEMING);
  });

  it('keeps what the survey set and drops what the schema would refuse or leaves blank', () => {
    expect(themingOf({ theming: custom })).toEqual(custom);
    expect(themingOf({ theming: { color_scheme: 'sepia', logo_type: 'userfeedback', position: 'centre', next_text: '' } })).toEqual(
      DEFAULT_THEMING,
    );
  });

  it('fills a dark survey’s missing colours from the dark preset', () => {
    expect(themingOf({ theming: { color_scheme: 'dark' } })).toEqual({ color_scheme: 'dark', ...PRESETS.dark });
  });
});

describe('changing the colour scheme', () => {
  it('replaces the three colours with the dark preset and keeps the rest', () => {
    expect(withScheme(custom, 'dark')).toEqual({ ...custom, color_scheme: 'dark', ...PRESETS.dark });
  });

  it('back to light replaces them with the light preset, even when they were edited', () => {
    const edited = { ...withScheme(custom, 'dark'), button_color: '#00AA00' };
    expect(withScheme(edited, 'light')).toEqual({ ...custom, color_scheme: 'light', ...PRESETS.light });
  });
});

describe('the logo type', () => {
  it('none and the Hearken logo clear the custom logo; custom keeps it', () => {
    expect(withLogoType(custom, 'none')).not.toHaveProperty('custom_logo');
    expect(withLogoType(custom, 'none').logo_type).toBe('none');
    expect(withLogoType(custom, 'hearken')).not.toHaveProperty('custom_logo');
    expect(withLogoType({ ...custom, logo_type: 'hearken' }, 'custom')).toEqual(custom);
  });

  it('the widget settings’ logo leaves both fields out', () => {
    const site = withLogoType(custom, undefined);
    expect(site).not.toHaveProperty('logo_type');
    expect(site).not.toHaveProperty('custom_logo');
  });
});

describe('a custom logo', () => {
  it('is required: "You must select a custom logo."', () => {
    expect(logoError({ ...DEFAULT_THEMING, logo_type: 'custom' })).toBe('You must select a custom logo.');
    expect(logoError({ ...DEFAULT_THEMING, logo_type: 'custom', custom_logo: '  ' })).toBe(S.customLogoRequired);
    expect(themingValid({ ...DEFAULT_THEMING, logo_type: 'custom' })).toBe(false);
  });

  it('is a web address or a path on the site', () => {
    expect(logoError(custom)).toBeUndefined();
    expect(logoError({ ...custom, custom_logo: '/uploads/logo.svg' })).toBeUndefined();
    expect(logoError({ ...custom, custom_logo: 'javascript:alert(1)' })).toBe('Please enter a valid image URL.');
    expect(themingValid({ ...custom, custom_logo: 'logo.png' })).toBe(false);
  });

  it('is not asked for when another logo type is chosen', () => {
    expect(logoError({ ...DEFAULT_THEMING, logo_type: 'none' })).toBeUndefined();
    expect(themingValid(DEFAULT_THEMING)).toBe(true);
  });
});

describe('colours', () => {
  it('are # and six hex digits, as the host checks them', () => {
    expect(colourError(custom, 'button_color')).toBeUndefined();
    expect(colourError({ ...custom, button_color: '#abcdef' }, 'button_color')).toBeUndefined();
    expect(colourError({ ...custom, button_color: '#FFF' }, 'button_color')).toBe('Colours are hex colours such as #2D87F1.');
    expect(colourError({ ...custom, text_color: 'blue' }, 'text_color')).toBe(S.colourInvalid);
    expect(themingValid({ ...custom, widget_color: '' })).toBe(false);
  });
});

describe('labels and position', () => {
  it('an emptied label or no position leave the field to the widget settings', () => {
    expect(withText(custom, 'skip_text', '')).not.toHaveProperty('skip_text');
    expect(withText(custom, 'next_text', 'Continue').next_text).toBe('Continue');
    expect(withPosition(custom, undefined)).not.toHaveProperty('position');
    expect(withPosition(custom, 'middle_left').position).toBe('middle_left');
  });
});
