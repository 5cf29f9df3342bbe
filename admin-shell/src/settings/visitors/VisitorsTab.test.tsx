import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../fixtures';
import { posted, renderSettings } from '../renderSettings';
import { SETTINGS_STRINGS } from '../strings';
import { VISITORS_STRINGS as S } from './strings';

function saving() {
  return {
    'POST settings': (call: { body: unknown }) => ({
      body: { message: 'Settings saved.', settings: { ...DEFAULT_SETTINGS, ...(call.body as object) } },
    }),
  };
}

const number = (name: string) => screen.findByRole('spinbutton', { name });
const save = async (user: ReturnType<typeof userEvent.setup>) => user.click(await screen.findByRole('button', { name: SETTINGS_STRINGS.save }));

describe('Settings → Visitors', () => {
  it('is a tab of its own, with every cap off and client storage allowed by default', async () => {
    renderSettings('/settings/visitors');
    expect(await number(S.shownCooldown)).toHaveValue(0);
    expect(screen.getByRole('link', { name: SETTINGS_STRINGS.tabs.visitors })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('spinbutton', { name: S.answeredCooldown })).toHaveValue(0);
    expect(screen.getByRole('checkbox', { name: S.perVisitToggle })).not.toBeChecked();
    expect(screen.queryByRole('spinbutton', { name: S.perVisit })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: S.noStorage })).not.toBeChecked();
  });

  it('saves the two cooldowns in whole days', async () => {
    const { api } = renderSettings('/settings/visitors', { routes: saving() });
    const user = userEvent.setup();
    const shown = await number(S.shownCooldown);
    expect(shown).toHaveAccessibleDescription(S.shownCooldownHint);
    await user.clear(shown);
    await user.type(shown, '7');
    const answered = screen.getByRole('spinbutton', { name: S.answeredCooldown });
    await user.clear(answered);
    await user.type(answered, '30');
    await save(user);

    expect(await screen.findByText(SETTINGS_STRINGS.saved)).toBeInTheDocument();
    expect(posted(api, 'settings')).toEqual([{ cooldown_after_shown_days: 7, cooldown_after_answered_days: 30 }]);
  });

  it('ticking Limit surveys per visit sets 1 and shows the number; clearing it turns the cap off with 0', async () => {
    const { api } = renderSettings('/settings/visitors', { routes: saving() });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('checkbox', { name: S.perVisitToggle });
    expect(toggle).toHaveAccessibleDescription(S.perVisitToggleHint);

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: S.perVisit })).toHaveValue(1);
    await save(user);
    await waitFor(() => expect(posted(api, 'settings')).toHaveLength(1));

    const perVisit = await number(S.perVisit);
    await user.clear(perVisit);
    await user.type(perVisit, '3');
    await save(user);
    await waitFor(() => expect(posted(api, 'settings')).toHaveLength(2));

    await user.click(toggle);
    expect(screen.queryByRole('spinbutton', { name: S.perVisit })).not.toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(posted(api, 'settings')).toHaveLength(3));
    expect(posted(api, 'settings')).toEqual([{ surveys_per_visit: 1 }, { surveys_per_visit: 3 }, { surveys_per_visit: 0 }]);
  });

  it('an emptied per-visit number keeps the cap on and says what it takes, posting nothing', async () => {
    const { api } = renderSettings('/settings/visitors', { settings: { surveys_per_visit: 2 } });
    const user = userEvent.setup();
    const perVisit = await number(S.perVisit);
    await user.clear(perVisit);
    await save(user);

    expect(await screen.findByText(SETTINGS_STRINGS.fixErrors)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: S.perVisitToggle })).toBeChecked();
    expect(perVisit).toHaveAttribute('aria-invalid', 'true');
    expect(perVisit).toHaveAccessibleDescription(S.perVisitRange);
    expect(posted(api, 'settings')).toEqual([]);
  });

  it('a cooldown past 365 days is refused beside its field, once, and nothing is posted', async () => {
    const { api } = renderSettings('/settings/visitors');
    const user = userEvent.setup();
    const shown = await number(S.shownCooldown);
    await user.clear(shown);
    await user.type(shown, '400');
    await save(user);

    expect(await screen.findByText(SETTINGS_STRINGS.fixErrors)).toBeInTheDocument();
    expect(shown).toHaveAttribute('aria-invalid', 'true');
    expect(shown).toHaveAccessibleDescription(`${S.shownCooldownHint} ${S.cooldownRange}`);
    expect(screen.getAllByText(S.cooldownRange)).toHaveLength(1);
    expect(posted(api, 'settings')).toEqual([]);

    await user.clear(shown);
    await user.type(shown, '14');
    expect(shown).not.toHaveAttribute('aria-invalid');
  });

  it('No client storage says what it means in one line and saves true', async () => {
    const { api } = renderSettings('/settings/visitors', { routes: saving() });
    const user = userEvent.setup();
    const storage = await screen.findByRole('checkbox', { name: S.noStorage });
    expect(storage).toHaveAccessibleDescription(S.noStorageHint);
    await user.click(storage);
    await save(user);

    expect(await screen.findByText(SETTINGS_STRINGS.saved)).toBeInTheDocument();
    expect(posted(api, 'settings')).toEqual([{ no_client_storage: true }]);
  });

  it('shows the host\'s refusal on the field it names', async () => {
    const refusal = 'Surveys per visit are 0 to 100 (0: no limit).';
    renderSettings('/settings/visitors', {
      settings: { surveys_per_visit: 2 },
      routes: { 'POST settings': { status: 422, body: { code: 'invalid', message: 'Invalid settings.', fields: { surveys_per_visit: refusal } } } },
    });
    const user = userEvent.setup();
    const perVisit = await number(S.perVisit);
    await user.clear(perVisit);
    await user.type(perVisit, '5');
    await save(user);

    expect(await screen.findByText(SETTINGS_STRINGS.fixErrors)).toBeInTheDocument();
    expect(perVisit).toHaveAttribute('aria-invalid', 'true');
    expect(perVisit).toHaveAccessibleDescription(refusal);
  });
});
