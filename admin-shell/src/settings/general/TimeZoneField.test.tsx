import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../fixtures';
import { posted, renderSettings } from '../renderSettings';
import { SETTINGS_STRINGS, TIME_ZONE_STRINGS as S } from '../strings';
import { timeZoneChoices } from './TimeZoneField';

describe('Site time zone on the General tab', () => {
  it('shows the stored zone, and saving a new one posts it and reloads the config the results read', async () => {
    const { api } = renderSettings('/settings/general', {
      routes: {
        'POST settings': { body: { message: 'Settings saved.', settings: { ...DEFAULT_SETTINGS, timezone: 'America/New_York' } } },
      },
    });
    const select = await screen.findByRole('combobox', { name: S.label });
    expect(select).toHaveValue('UTC');
    const configLoads = () => api.calls.filter((c) => c.method === 'GET' && c.path === 'config').length;
    const before = configLoads();

    await userEvent.selectOptions(select, 'America/New_York');
    await userEvent.click(screen.getByRole('button', { name: SETTINGS_STRINGS.save }));

    await waitFor(() => expect(posted(api, 'settings')).toEqual([{ timezone: 'America/New_York' }]));
    await waitFor(() => expect(configLoads()).toBeGreaterThan(before));
  });

  it('offers UTC first and keeps a stored zone the browser does not list', () => {
    expect(timeZoneChoices('UTC')[0]).toBe('UTC');
    expect(timeZoneChoices('Europe/Paris')).toContain('Europe/Paris');
    expect(timeZoneChoices('Etc/GMT+5')).toContain('Etc/GMT+5');
  });
});
