import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UPGRADE_STRINGS } from '../../../upgrade/strings';
import { ELITE, ELITE_WITH_ADDONS, LITE, PLUS, savedSurvey } from '../fixtures';
import { EDITOR_STRINGS as S } from '../strings';
import { openEditor } from '../testing';

vi.mock('../../list/SurveysList', () => ({ default: () => <h1>Surveys list</h1> }));

async function openWorkflow(license = ELITE) {
  openEditor('/surveys/edit/5/notifications', { 'GET surveys/5': { body: savedSurvey() } }, license);
  await screen.findByRole('heading', { name: S.notificationsTitle });
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

  it('Google Drive is locked without its add-on and opens and closes with it', async () => {
    await openWorkflow(LITE);
    const drive = screen.getByRole('region', { name: S.googleDrive });
    expect(within(drive).getByRole('button', { name: UPGRADE_STRINGS.locked(S.googleDriveFeature) })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: new RegExp(S.moreIntegrations) })).toHaveAttribute('aria-disabled', 'true');
  });

  it('with the Google Drive add-on the toggle opens the card', async () => {
    await openWorkflow(ELITE_WITH_ADDONS);
    const user = userEvent.setup();
    const drive = screen.getByRole('region', { name: S.googleDrive });
    expect(within(drive).queryByText(S.googleDriveLater)).not.toBeVisible();

    await user.click(within(drive).getByRole('switch', { name: S.googleDriveToggle }));

    expect(within(drive).getByText(S.googleDriveLater)).toBeVisible();
  });
});
