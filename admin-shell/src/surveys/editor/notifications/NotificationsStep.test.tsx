import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UiManifest } from '@hearken/addon-sdk';
import { FEDERATION_STRINGS } from '../../../federation/strings';
import { lockedAddon } from '../../../federation/testing';
import { MAIL_STRINGS } from '../../../mail/strings';
import { UPGRADE_STRINGS } from '../../../upgrade/strings';
import { ELITE, LITE, PLUS, savedSurvey } from '../fixtures';
import { EDITOR_STRINGS as S } from '../strings';
import { openEditor } from '../testing';

vi.mock('../../list/SurveysList', () => ({ default: () => <h1>Surveys list</h1> }));

async function openWorkflow(license = ELITE, manifest: UiManifest = { remotes: [] }) {
  openEditor('/surveys/edit/5/notifications', { 'GET surveys/5': { body: savedSurvey() }, 'GET addons/ui-manifest': { body: manifest } }, license);
  await screen.findByRole('heading', { name: S.notificationsTitle });
  // The step's cards show once the UI manifest is known.
  await screen.findByRole('region', { name: S.sendEmail });
}

describe('notifications step (Workflow)', () => {
  it('marks an invalid address list and blocks continuing; an empty list is fine', async () => {
    await openWorkflow();
    const user = userEvent.setup();
    const addresses = screen.getByRole('textbox', { name: S.addresses });
    expect(addresses).toHaveAttribute('placeholder', S.addressesPlaceholder);
    expect(screen.getByRole('button', { name: S.nextStep })).toBeEnabled();

    await user.type(addresses, 'admin@example.com, team');
    expect(addresses).toHaveAttribute('aria-invalid', 'true');
    expect(addresses).toHaveAccessibleDescription(S.addressesInvalid);
    expect(screen.getByRole('button', { name: S.nextStep })).toBeDisabled();

    await user.type(addresses, '@example.com');
    expect(addresses).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: S.nextStep })).toBeEnabled();
  });

  it('turning e-mail off hides the addresses', async () => {
    await openWorkflow();
    const user = userEvent.setup();

    await user.click(screen.getByRole('switch', { name: S.sendEmailToggle }));

    expect(screen.queryByRole('textbox', { name: S.addresses })).not.toBeInTheDocument();
  });

  it('says in the card that no e-mail is sent while the server has no mail server, and not once e-mail is off', async () => {
    await openWorkflow({ ...ELITE, mail_configured: false });
    const user = userEvent.setup();
    const card = screen.getByRole('region', { name: S.sendEmail });
    expect(within(card).getByRole('region', { name: MAIL_STRINGS.notConfigured })).toHaveTextContent('HEARKEN_SMTP_URL');

    await user.click(screen.getByRole('switch', { name: S.sendEmailToggle }));

    expect(screen.queryByRole('region', { name: MAIL_STRINGS.notConfigured })).not.toBeInTheDocument();
  });

  it('says nothing of mail when the server sends it', async () => {
    await openWorkflow();
    expect(screen.queryByRole('region', { name: MAIL_STRINGS.notConfigured })).not.toBeInTheDocument();
  });

  it('e-mail logic is for Pro and Elite licences; Plus gets an upgrade prompt', async () => {
    await openWorkflow(PLUS);

    expect(screen.queryByRole('checkbox', { name: S.emailLogic })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPGRADE_STRINGS.locked(S.emailLogicFeature) })).toBeInTheDocument();
  });

  it('e-mail logic adds a condition on a choice question', async () => {
    await openWorkflow(ELITE);
    const user = userEvent.setup();

    await user.click(screen.getByRole('checkbox', { name: S.emailLogic }));

    const condition = screen.getByRole('group', { name: S.condition(1) });
    expect(within(condition).getByRole('combobox', { name: S.conditionQuestion })).toHaveDisplayValue('Did you find what you needed?');
    expect(within(condition).getByRole('combobox', { name: S.conditionCompare })).toHaveDisplayValue('is');
    await user.selectOptions(within(condition).getByRole('combobox', { name: S.conditionValue }), 'No');
    expect(within(condition).getByRole('combobox', { name: S.conditionValue })).toHaveDisplayValue('No');
  });

  it('a Google Drive add-on that is not in force shows as its locked placeholder, in the Google Drive card\'s place', async () => {
    const drive = lockedAddon('google-drive', 'Google Drive', [{ point: 'editor-card', target: 'notifications', label: S.googleDrive }]);
    await openWorkflow(LITE, { remotes: [], locked: [drive] });

    const heading = await screen.findByRole('heading', { level: 3, name: `${S.googleDrive} ${FEDERATION_STRINGS.locked}` });
    const placeholder = heading.closest('section') as HTMLElement;
    expect(within(placeholder).getByRole('button', { name: UPGRADE_STRINGS.upgradeNow('Pro') })).toBeInTheDocument();
    const titles = [...document.querySelectorAll('.editor-cards h3')].map((h) => h.textContent?.trim());
    expect(titles).toEqual([S.sendEmail, S.googleDrive, S.moreIntegrations]);
    expect(screen.getByRole('region', { name: new RegExp(S.moreIntegrations) })).toHaveAttribute('aria-disabled', 'true');
  });

  it('with no Google Drive add-on in the catalogue, there is no Google Drive card: nothing to unlock', async () => {
    await openWorkflow(ELITE, { remotes: [], locked: [] });

    expect(screen.getByRole('region', { name: new RegExp(S.moreIntegrations) })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: new RegExp(S.googleDrive) })).not.toBeInTheDocument();
    expect(document.querySelector('.locked-placeholder')).toBeNull();
  });
});
