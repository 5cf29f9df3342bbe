import type { EditorCardProps, HearkenApi, WidgetLook } from '@hearken/addon-sdk';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import branding from '../../widget-src/src/index';
import { SITE_LOOK } from '../../widget-src/src/testing';
import { loadRenderer, type MountInit } from './renderer';
import { isDefaultTheming } from './ThemingPreview';
import { STRINGS as S } from './strings';
import card from './ThemingCard';
import { PRESETS } from './theming';
import { QUESTION, renderCard, survey } from './testing';

vi.mock('./renderer', () => ({ loadRenderer: vi.fn() }));

/** The renderer as the host would serve it, recording what each mount was given. */
function fakeRenderer() {
  const unmount = vi.fn();
  const mount = vi.fn((target: HTMLElement, init: MountInit) => {
    target.textContent = init.survey.questions[0]?.title ?? '';
    return { unmount };
  });
  vi.mocked(loadRenderer).mockResolvedValue({ mount });
  const lastInit = (): MountInit => {
    const call = mount.mock.lastCall;
    if (!call) throw new Error('the preview mounted nothing');
    return call[1];
  };
  return { mount, unmount, lastInit };
}

/** What the modules a mount was given draw over the site's look, as the renderer applies them. */
function drawn(init: MountInit): WidgetLook {
  return (init.modules ?? []).reduce(
    (look, m) => m.appearance?.(look, { survey: init.survey, inline: true, preview: true }) ?? look,
    SITE_LOOK,
  );
}

beforeEach(() => {
  vi.mocked(loadRenderer).mockReset();
});

describe('the live preview', () => {
  it("leaves out a theming that is the default light preset, so the site's look shows, as on the site", async () => {
    const { mount, lastInit } = fakeRenderer();
    const site = { widget_button_color: '#0A7A3B', widget_color: '#FAFAFA' };
    const get = vi.fn(async (path: string) => {
      expect(path).toBe('widget/survey?survey_id=0');
      return { survey: null, appearance: site };
    });
    const api = { get, post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as HearkenApi;
    renderCard(survey({ color_scheme: 'light', ...PRESETS.light }), { api });
    await waitFor(() => expect(lastInit().appearance).toEqual(site));
    expect(lastInit().survey.settings?.['theming']).toBeUndefined();
    expect(isDefaultTheming({ color_scheme: 'light', ...PRESETS.light })).toBe(true);
    expect(isDefaultTheming({ color_scheme: 'light', ...PRESETS.light, skip_text: 'Later' })).toBe(false);
    expect(mount).toHaveBeenCalled();
  });

  it('mounts the survey in the visitor widget, inline and in preview mode, with the branding module', async () => {
    const { mount, lastInit } = fakeRenderer();
    renderCard(survey({ color_scheme: 'dark', ...PRESETS.dark, logo_type: 'none' }));

    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    const init = lastInit();
    expect(init).toMatchObject({ preview: true, inline: true });
    expect(init.modules).toEqual([branding]);
    expect(init.survey.questions).toEqual([QUESTION]);
    expect(init.survey.settings?.['theming']).toEqual({ color_scheme: 'dark', ...PRESETS.dark, logo_type: 'none' });
    expect(screen.getByTestId('theming-widget')).toBeVisible();
    expect(screen.queryByTestId('theming-sketch')).not.toBeInTheDocument();
  });

  it('follows the form: a new scheme mounts the widget again with its preset', async () => {
    const user = userEvent.setup();
    const { mount, unmount, lastInit } = fakeRenderer();
    renderCard(survey());
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(drawn(lastInit())).toMatchObject({ background: '#FFFFFF', text: '#23282D', button: '#2D87F1' });

    await user.click(screen.getByRole('radio', { name: 'Dark' }));

    await waitFor(() => expect(mount).toHaveBeenCalledTimes(2));
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(lastInit().survey.settings?.['theming']).toEqual({ color_scheme: 'dark', ...PRESETS.dark });
    // The add-on's own widget module turns the theming into what visitors see.
    expect(drawn(lastInit())).toMatchObject({ background: '#23282D', text: '#FFFFFF', button: '#2D87F1' });
  });

  it('shows typed labels and the custom logo as the widget draws them', async () => {
    const user = userEvent.setup();
    const { mount, lastInit } = fakeRenderer();
    renderCard(survey({ logo_type: 'custom', custom_logo: '/logo.png' }));
    await waitFor(() => expect(mount).toHaveBeenCalled());

    await user.type(screen.getByRole('textbox', { name: S.nextText }), 'Go');

    await waitFor(() => expect(drawn(lastInit())).toMatchObject({ nextText: 'Go', logo: '/logo.png' }));
  });

  it('is not mounted again when the survey changes elsewhere', async () => {
    const { mount } = fakeRenderer();
    const Card = card.component;
    const props: EditorCardProps = { api: {} as HearkenApi, step: 'settings', survey: survey(), onChange: vi.fn(), locked: false };
    const { rerender } = render(<Card {...props} />);
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));

    rerender(<Card {...props} survey={{ ...props.survey, settings: { ...props.survey.settings, enable_tracking: true } }} />);
    await Promise.resolve();

    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('shows a sample question for a survey that has none yet', async () => {
    const { mount, lastInit } = fakeRenderer();
    renderCard(survey(undefined, []));
    await waitFor(() => expect(mount).toHaveBeenCalled());
    expect(lastInit().survey.questions.map((q) => q.title)).toEqual([S.sampleQuestion]);
  });

  it('unmounts the widget with the card', async () => {
    const { mount, unmount } = fakeRenderer();
    const { unmount: removeCard } = renderCard(survey());
    await waitFor(() => expect(mount).toHaveBeenCalled());
    removeCard();
    expect(unmount).toHaveBeenCalledTimes(1);
  });
});

describe('without the widget', () => {
  it('says it is loading until the renderer arrives', () => {
    vi.mocked(loadRenderer).mockReturnValue(new Promise(() => {}));
    renderCard(survey());
    expect(screen.getByRole('status')).toHaveTextContent(S.previewLoading);
  });

  it('draws a static sketch in the theming’s colours and labels when the renderer cannot be loaded', async () => {
    vi.mocked(loadRenderer).mockRejectedValue(new Error('no host'));
    renderCard(survey({ color_scheme: 'dark', ...PRESETS.dark, button_color: '#FF5C00', skip_text: 'Later' }));

    const sketch = await screen.findByTestId('theming-sketch');
    expect(screen.getByText(S.previewFallback)).toBeInTheDocument();
    expect(sketch).toHaveStyle({ background: '#23282D', color: '#FFFFFF' });
    expect(screen.getByText('Later')).toHaveStyle({ color: '#FF5C00' });
    expect(screen.getByText('Next')).toHaveStyle({ background: '#FF5C00' });
    expect(screen.getByText(QUESTION.title)).toBeInTheDocument();
    expect(screen.getByTestId('theming-widget')).not.toBeVisible();
  });

  it('the sketch follows the form too', async () => {
    const user = userEvent.setup();
    vi.mocked(loadRenderer).mockRejectedValue(new Error('no host'));
    renderCard(survey());
    const sketch = await screen.findByTestId('theming-sketch');

    await act(() => user.click(screen.getByRole('radio', { name: 'Dark' })));

    expect(sketch).toHaveStyle({ background: '#23282D', color: '#FFFFFF' });
  });
});
