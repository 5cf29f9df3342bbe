import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { active, LITE_CONFIG, proConfig } from '../fixtures';
import { renderSettings } from '../renderSettings';
import { DRIVE_STRINGS as S, SETTINGS_STRINGS } from '../strings';

const signIn = () => screen.findByRole('button', { name: S.signIn });

describe('Google Drive card', () => {
  it('shows the not-connected state with its badge, help line and documentation link', async () => {
    renderSettings('/settings/google-drive');
    const card = await screen.findByRole('region', { name: S.title });
    expect(card).toHaveTextContent(S.notConnected);
    expect(card).toHaveTextContent(S.help);
    expect(within(card).getByRole('link', { name: S.docs })).toHaveAttribute('href', S.docsUrl);
  });

  it('on Lite, signing in opens the upgrade modal for Pro', async () => {
    renderSettings('/settings/google-drive', { config: LITE_CONFIG });
    await userEvent.setup().click(await signIn());
    const dialog = await screen.findByRole('dialog', { name: 'Google Drive is a Pro feature' });
    expect(dialog).toHaveTextContent('the Google Drive is not available on your plan');
  });

  it('licensed without the add-on active, signing in offers Install & Activate', async () => {
    renderSettings('/settings/google-drive', { config: proConfig() });
    await userEvent.setup().click(await signIn());
    const prompt = await screen.findByRole('dialog', { name: SETTINGS_STRINGS.addonPrompt.title('Google Drive') });
    expect(within(prompt).getByRole('button', { name: SETTINGS_STRINGS.addonPrompt.installAndActivate })).toBeEnabled();
  });

  it("with the add-on active, signing in says the add-on's screen did not load", async () => {
    renderSettings('/settings/google-drive', { config: proConfig(active('google-drive')) });
    await userEvent.setup().click(await signIn());
    expect(await screen.findByText(S.notBuilt)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
