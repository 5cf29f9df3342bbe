import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../fixtures';
import { posted, renderSettings } from '../renderSettings';
import { SETTINGS_STRINGS } from '../strings';
import { LANGUAGES_SETTING_STRINGS as S } from './strings';

const card = async () => (await screen.findByRole('heading', { level: 2, name: S.heading })).closest('section') as HTMLElement;
const offered = (section: HTMLElement) => within(section).queryByRole('list', { name: S.offered });

function saving() {
  return {
    'POST settings': (call: { body: unknown }) => ({
      body: { message: 'Settings saved.', settings: { ...DEFAULT_SETTINGS, ...(call.body as object) } },
    }),
  };
}

describe('Settings → General → Languages', () => {
  it('offers none by default, and says every survey shows in its own language', async () => {
    renderSettings('/settings/general');
    const section = await card();
    expect(section).toHaveTextContent(S.none);
    expect(offered(section)).not.toBeInTheDocument();
  });

  it('adds a common language and a typed tag, and saves them with the other settings', async () => {
    const { api } = renderSettings('/settings/general', { routes: saving() });
    const user = userEvent.setup();
    const section = await card();
    await user.selectOptions(within(section).getByRole('combobox', { name: S.choose }), 'German (de)');
    await user.click(within(section).getByRole('button', { name: S.addButton }));
    await user.type(within(section).getByRole('textbox', { name: S.tag }), 'pt_br{Enter}');

    expect(within(offered(section)!).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual([
      'German (de)',
      'Brazilian Portuguese (pt-BR)',
    ]);
    expect(within(section).getByRole('status')).toHaveTextContent(S.added('Brazilian Portuguese'));
    // An offered language is no longer offered to add.
    expect(within(section).queryByRole('option', { name: 'German (de)' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: SETTINGS_STRINGS.save }));
    expect(await screen.findByText(SETTINGS_STRINGS.saved)).toBeInTheDocument();
    expect(posted(api, 'settings')).toEqual([{ languages: ['de', 'pt-BR'] }]);
  });

  it('refuses what is not a language tag, or one already offered, beside the tag field', async () => {
    renderSettings('/settings/general', { settings: { languages: ['de'] } });
    const user = userEvent.setup();
    const section = await card();
    const tag = within(section).getByRole('textbox', { name: S.tag });

    await user.type(tag, 'deutsch!{Enter}');
    expect(tag).toHaveAttribute('aria-invalid', 'true');
    expect(tag).toHaveAccessibleDescription(expect.stringContaining(S.notATag('deutsch!')));

    await user.clear(tag);
    await user.type(tag, 'DE{Enter}');
    expect(tag).toHaveAccessibleDescription(expect.stringContaining(S.alreadyOffered('German')));
    expect(within(offered(section)!).getAllByRole('listitem')).toHaveLength(1);
  });

  it('removes a language with its Remove button and puts focus on the language picker', async () => {
    const { api } = renderSettings('/settings/general', { settings: { languages: ['de', 'ar'] }, routes: saving() });
    const user = userEvent.setup();
    const section = await card();
    await user.click(within(section).getByRole('button', { name: `${S.remove} German` }));

    expect(within(offered(section)!).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByRole('combobox', { name: S.choose })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: SETTINGS_STRINGS.save }));
    await screen.findByText(SETTINGS_STRINGS.saved);
    expect(posted(api, 'settings')).toEqual([{ languages: ['ar'] }]);
  });

  it('shows the host’s refusal of the list under it', async () => {
    renderSettings('/settings/general', {
      settings: { languages: ['de'] },
      routes: {
        'POST settings': {
          status: 422,
          body: { code: 'invalid', message: SETTINGS_STRINGS.fixErrors, fields: { languages: 'A site offers at most 50 languages.' } },
        },
      },
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    const section = await card();
    await user.selectOptions(within(section).getByRole('combobox', { name: S.choose }), 'Arabic (ar)');
    await user.click(within(section).getByRole('button', { name: S.addButton }));
    await user.click(screen.getByRole('button', { name: SETTINGS_STRINGS.save }));
    expect(await within(section).findByText('A site offers at most 50 languages.')).toBeInTheDocument();
  });
});
