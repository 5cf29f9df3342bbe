import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UPGRADE_STRINGS } from '../../../upgrade/strings';
import { ELITE_WITH_ADDONS, LITE, savedSurvey } from '../fixtures';
import { EDITOR_STRINGS as S } from '../strings';
import { openEditor } from '../testing';

vi.mock('../../list/SurveysList', () => ({ default: () => <h1>Surveys list</h1> }));

async function openSettings(license = LITE, survey = savedSurvey()) {
  openEditor('/surveys/edit/5/settings', { 'GET surveys/5': { body: survey } }, license);
  await screen.findByRole('heading', { name: S.settingsTitle });
}

describe('settings step', () => {
  it('tracking cannot be turned on without an analytics integration, and says why', async () => {
    await openSettings();

    const toggle = screen.getByRole('switch', { name: S.trackingToggle });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(S.trackingUnavailable);
  });

  it('on Lite, targeting and behaviour show their values locked behind upgrade prompts', async () => {
    await openSettings();
    const user = userEvent.setup();

    const targeting = screen.getByRole('region', { name: S.targeting });
    expect(targeting).toHaveTextContent(S.allDevices);
    expect(targeting).toHaveTextContent(S.pagesAll);
    expect(within(targeting).queryByRole('checkbox')).not.toBeInTheDocument();
    const behavior = screen.getByRole('region', { name: S.behavior });
    expect(behavior).toHaveTextContent(S.timingNames.immediate);

    await user.click(within(targeting).getByRole('button', { name: UPGRADE_STRINGS.locked(S.customDeviceFeature) }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(UPGRADE_STRINGS.title(S.customDeviceFeature, 'Pro'));
    expect(within(targeting).getByRole('button', { name: UPGRADE_STRINGS.locked(S.conditionalDisplayFeature) })).toBeInTheDocument();
  });

  it('with the targeting add-on, custom page rules each need a value before the editor can continue', async () => {
    await openSettings(ELITE_WITH_ADDONS);
    const user = userEvent.setup();
    const targeting = screen.getByRole('region', { name: S.targeting });
    const next = screen.getByRole('button', { name: S.nextStep });

    await user.click(within(targeting).getByRole('checkbox', { name: 'Tablet' }));
    expect(within(targeting).getByRole('group', { name: /Devices/ })).toHaveTextContent('Desktop, Mobile');

    await user.click(within(targeting).getByRole('radio', { name: S.pagesCustom }));
    const value = within(targeting).getByRole('textbox', { name: S.pageRuleValue });
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(next).toBeDisabled();

    await user.type(value, '/pricing');
    expect(value).not.toHaveAttribute('aria-invalid');
    expect(next).toBeEnabled();
  });

  it('with the behavior add-on, the delay stays between 0 and 60 seconds', async () => {
    await openSettings(ELITE_WITH_ADDONS);
    const user = userEvent.setup();
    const behavior = screen.getByRole('region', { name: S.behavior });

    await user.selectOptions(within(behavior).getByRole('combobox', { name: S.timing }), 'delay');
    const delay = within(behavior).getByRole('spinbutton', { name: S.delaySeconds });
    expect(delay).toHaveValue(20);
    await user.clear(delay);
    await user.type(delay, '75');
    expect(delay).toHaveValue(60);

    await user.selectOptions(within(behavior).getByRole('combobox', { name: S.runTime }), 'expire');
    expect(within(behavior).getAllByRole('option', { name: /^\d+$/ })).toHaveLength(31);
    expect(within(behavior).getByRole('combobox', { name: S.expireMonth }).querySelectorAll('option')).toHaveLength(13);
  });
});
