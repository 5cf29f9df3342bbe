import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_STRINGS } from '../../embed/strings';
import { fakeTimeouts, settle } from '../../test/timers';
import { active, addonFlags, DEFAULT_SETTINGS, LITE_CONFIG, proConfig } from '../fixtures';
import { posted, renderSettings } from '../renderSettings';
import { SETTINGS_STRINGS, WIDGET_STRINGS as S } from '../strings';
import type { GlobalSettings } from '../types';
import { CUSTOMIZER_INIT_DELAY_MS } from './WidgetTab';

afterEach(() => {
  vi.useRealTimers();
});

const SURVEYS = 'GET surveys?select=title,questions&per_page=100';
const BRANDED = proConfig(active('branding', 'behavior'));

function saves(settings: Partial<GlobalSettings> = {}) {
  return {
    'POST settings': (call: { body: unknown }) => ({
      body: { message: 'Settings saved.', settings: { ...DEFAULT_SETTINGS, ...settings, ...(call.body as object) } },
    }),
  };
}

/** Opens the Widget tab and waits for the customizer (after its 600 ms start). */
async function openCustomizer(options: Parameters<typeof renderSettings>[1] = {}) {
  const rendered = renderSettings('/settings/widget', options);
  await screen.findByRole('group', { name: S.position }, { timeout: 2000 });
  return rendered;
}

const preview = () => screen.getByTestId('widget-preview');

describe('Widget customizer', () => {
  it('starts 600 ms after the tab opens, with a loading status until then', async () => {
    fakeTimeouts();
    renderSettings('/settings/widget');
    await settle(() => expect(screen.getByText(S.initializing)).toHaveAttribute('role', 'status'));

    act(() => vi.advanceTimersByTime(CUSTOMIZER_INIT_DELAY_MS - 1));
    expect(screen.queryByRole('group', { name: S.position })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('group', { name: S.position })).toBeInTheDocument();
    expect(screen.queryByText(S.initializing)).not.toBeInTheDocument();
  });

  it('with no surveys the preview shows a sample and links to the new-survey setup', async () => {
    await openCustomizer();
    const link = await screen.findByRole('link', { name: S.createSurvey });
    expect(link).toHaveAttribute('href', '/surveys/new/setup');
    expect(preview()).toHaveTextContent(S.sampleQuestion);
  });

  it('the survey picker chooses which survey the preview shows', async () => {
    await openCustomizer({
      routes: {
        [SURVEYS]: {
          body: {
            items: [
              { id: 1, title: 'Checkout', questions: [{ title: 'Was paying easy?' }] },
              { id: 2, title: 'Docs', questions: [{ title: 'Did you find the answer?' }] },
            ],
          },
        },
      },
    });
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: S.surveyPicker });
    expect(preview()).toHaveTextContent('Was paying easy?');
    await user.selectOptions(picker, 'Docs');
    expect(preview()).toHaveTextContent('Did you find the answer?');
  });

  it('the preview follows position, texts and toggle text as they are edited', async () => {
    await openCustomizer({ config: BRANDED });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: S.positions.middle_left }));
    const skip = screen.getByRole('textbox', { name: S.skipText });
    await user.clear(skip);
    await user.type(skip, 'Not now');
    await user.type(screen.getByRole('textbox', { name: S.toggleText }), 'Feedback');
    await user.click(screen.getByRole('radio', { name: S.icons['field-smile'] }));

    expect(preview()).toHaveClass('widget-preview-middle_left');
    expect(preview()).toHaveTextContent('Not now');
    expect(preview()).toHaveTextContent('Feedback');
  });
});

describe('Logo type', () => {
  it('none hides the logo and clears the custom one; hearken shows ours and clears the custom one', async () => {
    const logo = 'https://example.com/logo.png';
    const stored = { logo_type: 'custom' as const, widget_custom_logo: logo };
    const { api } = await openCustomizer({ config: BRANDED, settings: stored, routes: saves(stored) });
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: S.customLogo })).toHaveValue(logo);
    expect(screen.getByRole('img', { name: S.customLogoPreview })).toHaveAttribute('src', logo);

    await user.click(screen.getByRole('radio', { name: S.logoTypes.none }));
    expect(screen.queryByRole('textbox', { name: S.customLogo })).not.toBeInTheDocument();
    expect(within(preview()).queryByText('Hearken')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SETTINGS_STRINGS.save }));
    await settle(() =>
      expect(posted(api, 'settings')).toEqual([{ logo_type: 'none', widget_show_logo: false, widget_custom_logo: '' }]),
    );
  });

  it('hearken shows the logo and clears the custom one', async () => {
    const stored = { logo_type: 'none' as const, widget_show_logo: false };
    const { api } = await openCustomizer({ config: BRANDED, settings: stored, routes: saves(stored) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: S.logoTypes.hearken }));
    expect(within(preview()).getByText('Hearken')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SETTINGS_STRINGS.save }));
    await settle(() =>
      expect(posted(api, 'settings')).toEqual([{ logo_type: 'hearken', widget_show_logo: true }]),
    );
  });

  it('custom without an image is refused: You must select a custom logo.', async () => {
    const { api } = await openCustomizer({ config: BRANDED });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: S.logoTypes.custom }));
    await user.click(screen.getByRole('button', { name: SETTINGS_STRINGS.save }));

    const field = screen.getByRole('textbox', { name: S.customLogo });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(SETTINGS_STRINGS.customLogoRequired);
    expect(await screen.findByText(SETTINGS_STRINGS.fixErrors)).toBeInTheDocument();
    expect(posted(api, 'settings')).toEqual([]);
  });
});

describe('Widget on Lite', () => {
  it('locks the middle positions behind the upgrade modal', async () => {
    await openCustomizer({ config: LITE_CONFIG });
    const user = userEvent.setup();
    const positions = screen.getByRole('group', { name: S.position });
    expect(within(positions).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      S.positions.bottom_left,
      S.positions.bottom_right,
    ]);

    await user.click(within(positions).getByRole('button', { name: SETTINGS_STRINGS.locked(S.positions.middle_right) }));
    expect(await screen.findByRole('dialog', { name: 'Widget Position is a Pro feature' })).toBeInTheDocument();
  });

  it('locks icon, icon color, label, font, colours, custom logo and minimized start', async () => {
    await openCustomizer({ config: LITE_CONFIG });
    for (const label of [S.toggleIcon, S.toggleColor, S.toggleText, S.font, S.colors, S.logoTypes.custom, S.startMinimized]) {
      expect(screen.getByRole('button', { name: SETTINGS_STRINGS.locked(label) })).toBeInTheDocument();
    }
    expect(screen.queryByRole('radio', { name: S.icons['field-smile'] })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: S.startMinimized })).not.toBeInTheDocument();
  });

  it('a licensed install without the branding add-on is asked to activate it for colours', async () => {
    await openCustomizer({ config: proConfig() });
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: S.positions.middle_left })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SETTINGS_STRINGS.locked(S.colors) }));
    const prompt = await screen.findByRole('dialog', { name: SETTINGS_STRINGS.addonPrompt.title('Branding') });
    expect(prompt).toHaveTextContent('Please activate the Branding addon to access this feature.');
  });
});

describe('Widget gates from the add-ons that own each setting', () => {
  it.each(['behavior', 'branding'])('start minimized is unlocked by %s alone', async (slug) => {
    await openCustomizer({ config: proConfig(active(slug)) });
    expect(screen.getByRole('checkbox', { name: S.startMinimized })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SETTINGS_STRINGS.locked(S.startMinimized) })).not.toBeInTheDocument();
  });

  it('behavior alone leaves colours, icon colour and custom logo locked', async () => {
    await openCustomizer({ config: proConfig(active('behavior')) });
    for (const label of [S.colors, S.toggleColor, S.logoTypes.custom]) {
      expect(screen.getByRole('button', { name: SETTINGS_STRINGS.locked(label) })).toBeInTheDocument();
    }
  });

  it('start minimized with neither owner names the first one, with Activate Addon when it is installed', async () => {
    await openCustomizer({ config: proConfig({ behavior: addonFlags('behavior', { active: false }) }) });
    await userEvent.setup().click(screen.getByRole('button', { name: SETTINGS_STRINGS.locked(S.startMinimized) }));
    const prompt = await screen.findByRole('dialog', { name: SETTINGS_STRINGS.addonPrompt.title('Behavior') });
    expect(prompt).toHaveTextContent('Please activate the Behavior addon to access this feature.');
    expect(within(prompt).getByRole('button', { name: SETTINGS_STRINGS.addonPrompt.activateAddon })).toBeEnabled();
  });

  it('the add-on the prompt names and installs is the one the host lists for the setting', async () => {
    const config = { ...proConfig(), feature_owners: { widget_color: [{ slug: 'acme-styles', name: 'Acme Styles' }] } };
    const { api } = await openCustomizer({
      config,
      routes: { 'POST addons/acme-styles/install': { body: {} }, 'POST addons/acme-styles/activate': { body: {} } },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: SETTINGS_STRINGS.locked(S.colors) }));
    const prompt = await screen.findByRole('dialog', { name: SETTINGS_STRINGS.addonPrompt.title('Acme Styles') });
    expect(prompt).toHaveTextContent('Please activate the Acme Styles addon to access this feature.');
    await user.click(within(prompt).getByRole('button', { name: SETTINGS_STRINGS.addonPrompt.installAndActivate }));
    await settle(() =>
      expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['addons/acme-styles/install', 'addons/acme-styles/activate']),
    );
  });

  it('a setting whose owner is in force under another name opens', async () => {
    const config = {
      ...proConfig(active('acme-styles')),
      feature_owners: { widget_color: [{ slug: 'acme-styles', name: 'Acme Styles' }] },
    };
    await openCustomizer({ config });
    expect(screen.getByLabelText(S.widgetColor)).toBeInTheDocument();
  });

  it('a setting the host lists no owner for stays locked behind the upgrade modal, even with every add-on active', async () => {
    await openCustomizer({ config: { ...BRANDED, feature_owners: {} } });
    await userEvent.setup().click(screen.getByRole('button', { name: SETTINGS_STRINGS.locked(S.colors) }));
    expect(await screen.findByRole('dialog', { name: `${S.features.colors} is a Pro feature` })).toBeInTheDocument();
  });
});

describe('Font selector', () => {
  it('lists weights without italic variants and reports family, then weight', async () => {
    const { api } = await openCustomizer({ config: BRANDED, routes: saves() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: S.useCustom }));
    await user.type(await screen.findByRole('searchbox', { name: S.fontSearch }), 'robo');
    const families = screen.getByRole('listbox', { name: S.fontFamily });
    expect(within(families).getAllByRole('option').map((o) => o.textContent)).toEqual([S.pleaseSelect, 'Roboto']);

    await user.selectOptions(families, 'Roboto');
    const weight = screen.getByRole('combobox', { name: S.fontWeight });
    const weights = within(weight).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(weights).toEqual(['', '100', '300', 'regular', '500', '700', '900']);
    expect(weights.some((w) => w?.includes('italic'))).toBe(false);

    await user.selectOptions(weight, '700');
    expect(screen.getByTestId('widget-preview').querySelector('.widget-preview-panel')).toHaveStyle({
      fontWeight: '700',
    });
    await user.click(screen.getByRole('button', { name: SETTINGS_STRINGS.save }));
    await settle(() => expect(posted(api, 'settings')).toEqual([{ widget_font: { family: 'Roboto', weight: '700' } }]));
  });

  it('switching to theme clears family and weight', async () => {
    const stored = { widget_font: { family: 'Lato', weight: '300' } };
    const { api } = await openCustomizer({ config: BRANDED, settings: stored, routes: saves(stored) });
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: S.useCustom })).toBeChecked();
    expect(await screen.findByRole('combobox', { name: S.fontWeight })).toHaveValue('300');

    await user.click(screen.getByRole('radio', { name: S.useTheme }));
    expect(screen.queryByRole('listbox', { name: S.fontFamily })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: S.useCustom }));
    expect(await screen.findByRole('listbox', { name: S.fontFamily })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: S.fontWeight })).toHaveValue('');

    await user.click(screen.getByRole('radio', { name: S.useTheme }));
    await user.click(screen.getByRole('button', { name: SETTINGS_STRINGS.save }));
    await settle(() => expect(posted(api, 'settings')).toEqual([{ widget_font: '' }]));
  });
});

describe('Colours', () => {
  it('saves the chosen widget colour', async () => {
    const { api } = await openCustomizer({ config: BRANDED, routes: saves() });
    fireEvent.change(screen.getByLabelText(S.widgetColor), { target: { value: '#112233' } });
    expect(preview().querySelector('.widget-preview-panel')).toHaveStyle({ background: '#112233' });
    await userEvent.setup().click(screen.getByRole('button', { name: SETTINGS_STRINGS.save }));
    await settle(() => expect(posted(api, 'settings')).toEqual([{ widget_color: '#112233' }]));
  });

  it('choosing the dark theme replaces the three colours with its preset, and light brings the light one back', async () => {
    const stored = { widget_button_color: '#FF0000' };
    const { api } = await openCustomizer({ config: BRANDED, settings: stored, routes: saves(stored) });
    const user = userEvent.setup();
    const theme = screen.getByRole('group', { name: S.theme });
    expect(within(theme).getByRole('radio', { name: S.themes.light })).toBeChecked();
    await user.click(within(theme).getByRole('radio', { name: S.themes.dark }));
    expect(screen.getByLabelText(S.widgetColor)).toHaveValue('#23282d');
    expect(screen.getByLabelText(S.textColor)).toHaveValue('#ffffff');
    expect(preview().querySelector('.widget-preview-panel')).toHaveStyle({ background: '#23282D', color: '#FFFFFF' });
    await user.click(screen.getByRole('button', { name: SETTINGS_STRINGS.save }));
    await settle(() =>
      expect(posted(api, 'settings')).toEqual([
        { widget_theme: 'dark', widget_color: '#23282D', widget_text_color: '#FFFFFF', widget_button_color: '#2D87F1' },
      ]),
    );
    await user.click(within(theme).getByRole('radio', { name: S.themes.light }));
    expect(screen.getByLabelText(S.widgetColor)).toHaveValue('#ffffff');
  });

  it('the theme is locked with the colours while no add-on that owns them is active', async () => {
    await openCustomizer({ config: proConfig() });
    expect(screen.queryByRole('group', { name: S.theme })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: SETTINGS_STRINGS.locked(S.colors) })).toBeInTheDocument();
  });

  it('the allowed site origins are edited here and saved with the settings, under the Embed panel for the widget', async () => {
    const { api } = await openCustomizer({ routes: { ...saves(), 'GET search?title=': { body: [] } } });
    const user = userEvent.setup();
    expect(screen.getByRole('region', { name: EMBED_STRINGS.heading })).toHaveTextContent(EMBED_STRINGS.anyOrigin);
    expect(screen.getByRole('textbox', { name: EMBED_STRINGS.snippetLabel(EMBED_STRINGS.floatingHeading) })).toHaveValue(
      `<script src="${window.location.origin}/widget.js" async></script>`,
    );

    await user.type(screen.getByRole('textbox', { name: S.allowedOrigins }), 'https://shop.example');
    await user.click(screen.getByRole('button', { name: SETTINGS_STRINGS.save }));
    await settle(() => expect(posted(api, 'settings')).toEqual([{ widget_allowed_origins: 'https://shop.example' }]));
    expect(await screen.findByText(EMBED_STRINGS.siteAllowed('https://shop.example'))).toBeInTheDocument();
  });
});
