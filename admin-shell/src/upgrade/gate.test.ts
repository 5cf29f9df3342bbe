import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../config/queries';
import { WIDGET_GATES } from '../settings/widget/widgetGates';
import { activeAddons, addonFlags, licensedConfig, LITE_CONFIG } from '../test/config';
import { ownershipOf, paidValueKey } from './featureOwners';
import { gateOf, type GateRequest } from './gate';
import { tierOf } from './tier';

const decide = (config: SiteConfig, request: GateRequest) => gateOf(tierOf(config), config, request);
const installed = (slug: string) => ({ [slug]: addonFlags(slug, { active: false }) });

describe('gates derived from feature_owners', () => {
  it('a customizer colour opens while one of its owners is installed, active and licensed', () => {
    expect(decide(licensedConfig('pro', activeAddons('branding')), WIDGET_GATES.colors)).toEqual({ kind: 'open' });
    expect(decide(licensedConfig('pro', activeAddons('branding')), WIDGET_GATES.iconColor)).toEqual({ kind: 'open' });
    expect(decide(licensedConfig('pro', activeAddons('branding')), WIDGET_GATES.logo)).toEqual({ kind: 'open' });
    expect(decide(licensedConfig('pro', activeAddons('behavior')), WIDGET_GATES.colors)).toMatchObject({ kind: 'addon' });
  });

  it('start minimized is unlocked by either of its owners', () => {
    expect(decide(licensedConfig('pro', activeAddons('behavior')), WIDGET_GATES.minimized)).toEqual({ kind: 'open' });
    expect(decide(licensedConfig('pro', activeAddons('branding')), WIDGET_GATES.minimized)).toEqual({ kind: 'open' });
    expect(decide(licensedConfig('pro'), WIDGET_GATES.minimized)).toEqual({
      kind: 'addon',
      addon: { slug: 'behavior', name: 'Behavior' },
      installed: false,
    });
  });

  it('the prompt names the first owner, from the config, and knows whether it is installed', () => {
    const config = {
      ...licensedConfig('pro', installed('acme-styles')),
      feature_owners: { widget_color: [{ slug: 'acme-styles', name: 'Acme Styles' }] },
    };
    expect(decide(config, WIDGET_GATES.colors)).toEqual({ kind: 'addon', addon: { slug: 'acme-styles', name: 'Acme Styles' }, installed: true });
  });

  it('an active owner the license does not cover is not in force: the plan prompt instead', () => {
    const config = licensedConfig('plus', { branding: addonFlags('branding', { type: 'unlicensed' }) });
    expect(decide(config, WIDGET_GATES.colors)).toEqual({ kind: 'upgrade', feature: WIDGET_GATES.colors.feature, plan: 'pro' });
    expect(ownershipOf(config, 'widget_color')).toEqual({ kind: 'plan' });
  });

  it('an installed but inactive owner is not in force', () => {
    expect(ownershipOf(licensedConfig('pro', installed('branding')), 'widget_color')).toEqual({
      kind: 'addon',
      owner: { slug: 'branding', name: 'Branding' },
      installed: true,
    });
  });

  it('a feature with no owner listed stays locked behind the plan prompt only', () => {
    const config = { ...licensedConfig('elite', activeAddons('branding', 'behavior')), feature_owners: {} };
    expect(decide(config, WIDGET_GATES.colors)).toEqual({ kind: 'upgrade', feature: WIDGET_GATES.colors.feature, plan: 'pro' });
    expect(decide(config, { feature: 'Redirects', ownerKey: paidValueKey('thank_you.type', 'redirect') })).toEqual({
      kind: 'upgrade',
      feature: 'Redirects',
      plan: 'pro',
    });
  });

  it('the plan comes first: Lite gets the upgrade modal whatever is active', () => {
    const lite = { ...LITE_CONFIG, addons: activeAddons('branding') };
    expect(decide(lite, WIDGET_GATES.colors)).toEqual({ kind: 'upgrade', feature: WIDGET_GATES.colors.feature, plan: 'pro' });
    expect(decide(licensedConfig('pro'), WIDGET_GATES.font)).toEqual({ kind: 'open' });
  });
});
