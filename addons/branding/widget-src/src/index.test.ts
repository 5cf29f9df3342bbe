import { describe, expect, it } from 'vitest';
import type { WidgetSurvey } from '@hearken/addon-sdk';
import branding, { appearance } from './index';
import { SITE_LOOK } from './testing';

const survey = (settings: Record<string, unknown>): WidgetSurvey => ({ id: 3, type: null, questions: [], settings });
const draw = (settings: Record<string, unknown>) => appearance(SITE_LOOK, { survey: survey(settings), inline: false, preview: false });

describe('the branding widget module', () => {
  it('declares the theming feature of its manifest', () => {
    expect(branding.features).toEqual(['theming']);
  });

  it("keeps the site's look for a survey that sends no theming", () => {
    expect(draw({})).toEqual(SITE_LOOK);
  });

  it("draws a dark survey with its own colours over the site's", () => {
    const dark = draw({
      theming: { color_scheme: 'dark', widget_color: '#23282D', text_color: '#FFFFFF', button_color: '#FF5C00' },
    });
    expect(dark).toMatchObject({ background: '#23282D', text: '#FFFFFF', button: '#FF5C00', toggle: '#23282D' });
  });

  it('sets the logo, labels and position the survey chose, and nothing it left blank', () => {
    expect(draw({ theming: { logo_type: 'none' } }).logo).toBeNull();
    expect(draw({ theming: { logo_type: 'custom', custom_logo: 'https://cdn.test/logo.png' } }).logo).toBe(
      'https://cdn.test/logo.png',
    );
    expect(draw({ theming: { logo_type: 'custom', custom_logo: '' } }).logo).toBeNull();
    const labelled = draw({ theming: { skip_text: 'Later', next_text: '', position: 'top_left' } });
    expect(labelled).toMatchObject({ skipText: 'Later', nextText: 'Next', position: 'top_left' });
  });
});
