import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LockedAddon, UiManifest } from '@hearken/addon-sdk';
import { FEDERATION_STRINGS } from '../../../federation/strings';
import { addonFlags, licensedConfig } from '../../../test/config';
import { UPGRADE_STRINGS } from '../../../upgrade/strings';
import { ELITE_WITH_ADDONS, LITE, savedSurvey } from '../fixtures';
import { EDITOR_STRINGS as S } from '../strings';
import { openEditor } from '../testing';

vi.mock('../../list/SurveysList', () => ({ default: () => <h1>Surveys list</h1> }));

/** The targeting add-on as the UI manifest lists it while locked: its card, with the spec's two prompts. */
const TARGETING_LOCKED: LockedAddon = {
  slug: 'targeting',
  name: 'Targeting',
  plan: 'pro',
  installed: false,
  active: false,
  type: 'unlicensed',
  extension_points: [
    {
      point: 'editor-card',
      target: 'settings',
      label: 'Targeting',
      locked_parts: [
        { feature: 'Custom Device Type', text: 'Devices: Desktop' },
        { feature: 'Conditional Display', text: 'Pages: All Pages' },
      ],
    },
  ],
};

/** The geo-restrictions add-on as the UI manifest lists it while locked: its card, with the spec's prompt. */
function geoLocked(state: Partial<LockedAddon> = {}): LockedAddon {
  return {
    ...TARGETING_LOCKED,
    slug: 'geo-restrictions',
    name: 'Geo Restrictions',
    extension_points: [
      {
        point: 'editor-card',
        target: 'settings',
        label: 'Geo targeting',
        locked_parts: [{ feature: 'Geo Restrictions', text: 'Show to: All countries' }],
      },
    ],
    ...state,
  };
}

/** The behavior add-on as the UI manifest lists it while locked. */
const BEHAVIOR_LOCKED: LockedAddon = {
  ...TARGETING_LOCKED,
  slug: 'behavior',
  name: 'Behavior',
  extension_points: [{ point: 'editor-card', target: 'settings', label: 'Behavior' }],
};

async function openSettings(license = LITE, survey = savedSurvey(), manifest: UiManifest = { remotes: [], locked: [] }) {
  openEditor('/surveys/edit/5/settings', { 'GET surveys/5': { body: survey }, 'GET addons/ui-manifest': { body: manifest } }, license);
  await screen.findByRole('heading', { name: S.settingsTitle });
  await screen.findByRole('heading', { level: 3, name: S.tracking });
}

/** The titles of the step's cards, in order. */
function cardTitles() {
  const cards = document.querySelector('.editor-cards') as HTMLElement;
  return [...cards.children].map((card) => card.querySelector('h3')?.textContent?.trim());
}

describe('settings step', () => {
  it('tracking cannot be turned on without an analytics integration, and says why', async () => {
    await openSettings();

    const toggle = screen.getByRole('switch', { name: S.trackingToggle });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(S.trackingUnavailable);
  });

  it('on Lite, the Targeting card is the shell\'s placeholder with the entry\'s two prompts, in its place', async () => {
    await openSettings(LITE, savedSurvey(), { remotes: [], locked: [BEHAVIOR_LOCKED, geoLocked(), TARGETING_LOCKED] });
    const user = userEvent.setup();

    const heading = await screen.findByRole('heading', { level: 3, name: `${S.targetingTitle} ${FEDERATION_STRINGS.locked}` });
    const targeting = heading.closest('section') as HTMLElement;
    expect(targeting).toHaveTextContent('Devices: Desktop');
    expect(targeting).toHaveTextContent('Pages: All Pages');
    expect(within(targeting).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(cardTitles()).toEqual([S.tracking, S.targetingTitle, S.geoTitle, S.behaviorTitle, S.audience.title]);

    await user.click(within(targeting).getByRole('button', { name: UPGRADE_STRINGS.locked('Custom Device Type') }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(UPGRADE_STRINGS.title('Custom Device Type', 'Pro'));
    expect(within(targeting).getByRole('button', { name: UPGRADE_STRINGS.locked('Conditional Display') })).toBeInTheDocument();
  });

  it('on Lite, the Behavior card is the shell\'s placeholder, offering the upgrade', async () => {
    await openSettings(LITE, savedSurvey(), { remotes: [], locked: [BEHAVIOR_LOCKED] });

    const heading = await screen.findByRole('heading', { level: 3, name: `${S.behaviorTitle} ${FEDERATION_STRINGS.locked}` });
    const behavior = heading.closest('section') as HTMLElement;
    expect(within(behavior).getByRole('button', { name: UPGRADE_STRINGS.upgradeNow('Pro') })).toBeInTheDocument();
    expect(within(behavior).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('on Lite, the Geo targeting card is the shell\'s placeholder: every country, behind the Geo Restrictions prompt', async () => {
    await openSettings(LITE, savedSurvey(), { remotes: [], locked: [geoLocked()] });
    const user = userEvent.setup();

    const heading = await screen.findByRole('heading', { level: 3, name: `${S.geoTitle} ${FEDERATION_STRINGS.locked}` });
    const geo = heading.closest('section') as HTMLElement;
    expect(geo).toHaveTextContent('Show to: All countries');
    expect(within(geo).queryByRole('radio')).not.toBeInTheDocument();

    await user.click(within(geo).getByRole('button', { name: UPGRADE_STRINGS.locked('Geo Restrictions') }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(UPGRADE_STRINGS.title('Geo Restrictions', 'Pro'));
  });

  it('licensed with the geo-restrictions add-on inactive, the Geo targeting card asks to activate it', async () => {
    const license = licensedConfig('pro', { 'geo-restrictions': addonFlags('geo-restrictions', { active: false }) });
    await openSettings(license, savedSurvey(), { remotes: [], locked: [geoLocked({ installed: true, type: 'licensed' })] });

    const heading = await screen.findByRole('heading', { level: 3, name: `${S.geoTitle} ${FEDERATION_STRINGS.locked}` });
    const geo = heading.closest('section') as HTMLElement;
    expect(geo).toHaveTextContent('Please activate the Geo Restrictions addon to access this feature.');
    expect(within(geo).getByRole('button', { name: FEDERATION_STRINGS.activateAddon })).toBeInTheDocument();
    expect(within(geo).queryByRole('button', { name: UPGRADE_STRINGS.locked('Geo Restrictions') })).not.toBeInTheDocument();
  });

  it('without the targeting, geo-restrictions and behavior add-ons anywhere, shows none of their cards', async () => {
    await openSettings(ELITE_WITH_ADDONS);
    expect(cardTitles()).toEqual([S.tracking, S.audience.title]);
  });
});
