import { describe, expect, it } from 'vitest';
import { tierOf } from '../upgrade/tier';
import { addonFlags, LITE_CONFIG, licensedConfig, PRO_WITHOUT_KEY_CONFIG } from '../test/config';
import { currentAddonState, lockStateOf, type LockedAddonState } from './lockState';

const NOT_INSTALLED: LockedAddonState = { plan: 'elite', installed: false, active: false };
const INSTALLED: LockedAddonState = { plan: 'elite', installed: true, active: false };

describe('lockStateOf', () => {
  it('offers Lite the upgrade to the add-on\'s plan, installed or not', () => {
    expect(lockStateOf(tierOf(LITE_CONFIG), NOT_INSTALLED)).toEqual({ kind: 'upgrade', plan: 'elite' });
    expect(lockStateOf(tierOf(LITE_CONFIG), { ...INSTALLED, plan: 'pro' })).toEqual({ kind: 'upgrade', plan: 'pro' });
  });

  it('offers a license whose plan is below the add-on\'s the upgrade', () => {
    expect(lockStateOf(tierOf(licensedConfig('pro')), NOT_INSTALLED)).toEqual({ kind: 'upgrade', plan: 'elite' });
    expect(lockStateOf(tierOf(licensedConfig('plus')), { ...INSTALLED, plan: 'pro' })).toEqual({ kind: 'upgrade', plan: 'pro' });
  });

  it('sends a Pro install without a valid license to license entry, whatever the plan', () => {
    expect(lockStateOf(tierOf(PRO_WITHOUT_KEY_CONFIG), NOT_INSTALLED)).toEqual({ kind: 'license' });
    expect(lockStateOf(tierOf(PRO_WITHOUT_KEY_CONFIG), { ...INSTALLED, plan: 'plus' })).toEqual({ kind: 'license' });
  });

  it('offers a license that covers the plan Install & Activate, or Activate when installed', () => {
    expect(lockStateOf(tierOf(licensedConfig('elite')), NOT_INSTALLED)).toEqual({ kind: 'install' });
    expect(lockStateOf(tierOf(licensedConfig('elite')), INSTALLED)).toEqual({ kind: 'activate' });
    expect(lockStateOf(tierOf(licensedConfig('elite')), { ...INSTALLED, plan: 'plus' })).toEqual({ kind: 'activate' });
  });

  it('needs no license for a lite plan add-on', () => {
    expect(lockStateOf(tierOf(LITE_CONFIG), { plan: 'lite', installed: false, active: false })).toEqual({ kind: 'install' });
    expect(lockStateOf(tierOf(PRO_WITHOUT_KEY_CONFIG), { plan: 'lite', installed: true, active: false })).toEqual({ kind: 'activate' });
  });

  it('has nothing to unlock once the add-on is active and licensed', () => {
    expect(lockStateOf(tierOf(licensedConfig('elite')), { ...INSTALLED, active: true })).toEqual({ kind: 'unlocked' });
  });
});

describe('currentAddonState', () => {
  it('prefers what the config knows (fetched after every add-on action) to what the manifest said', () => {
    const config = licensedConfig('elite', { heatmaps: addonFlags('heatmaps', { active: false }) });
    expect(currentAddonState(config, { slug: 'heatmaps', ...NOT_INSTALLED })).toEqual(INSTALLED);
    expect(currentAddonState(config, { slug: 'google-drive', ...NOT_INSTALLED })).toEqual(NOT_INSTALLED);
  });
});
