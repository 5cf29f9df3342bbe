import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api';
import { renderSignedIn } from '../test/render';
import { LockedButton } from './Locked';
import { planSatisfies, tierOf } from './tier';
import type { SiteConfig } from '../config/queries';
import { addonFlags, LITE_CONFIG } from '../test/config';

const LITE: SiteConfig = LITE_CONFIG;

describe('tier', () => {
  it('orders plans Lite < Plus < Pro < Elite, Pro by default', () => {
    expect(planSatisfies('pro')).toBe(true);
    expect(planSatisfies('plus')).toBe(false);
    expect(planSatisfies('elite', 'pro')).toBe(true);
    expect(planSatisfies('plus', 'plus')).toBe(true);
    expect(planSatisfies('lite', 'plus')).toBe(false);
  });

  it('allows a plan only with a valid license, and knows which add-ons are active', () => {
    expect(tierOf(LITE).allows()).toBe(false);
    const pro = { ...LITE, is_pro: true, is_licensed: true, license_type: 'pro' as const };
    expect(tierOf(pro).allows()).toBe(true);
    expect(tierOf(pro).addonActive('question-types')).toBe(false);
    const active = { ...pro, addons: { 'question-types': addonFlags('question-types') } };
    expect(tierOf(active).addonActive('question-types')).toBe(true);
    expect(tierOf({ ...active, license_type: 'plus' }).allows()).toBe(false);
    expect(tierOf({ ...active, is_licensed: false }).allows()).toBe(false);
  });

  it('names an add-on as the config does, and by its slug when the config does not list it', () => {
    const config = { ...LITE, addons: { 'acme-forms': addonFlags('acme-forms', { name: 'Acme Forms', installed: false, active: false }) } };
    expect(tierOf(config).addonName('acme-forms')).toBe('Acme Forms');
    expect(tierOf(config).addonName('acme-other')).toBe('acme-other');
  });
});

describe('upgrade modal', () => {
  it('names the feature and plan, offers Lite the 50% bonus, and closes on Escape', async () => {
    mockApi({ 'GET config': { body: LITE } });
    renderSignedIn(<LockedButton feature="Manage User Access">Access</LockedButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Manage User Access (locked)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage User Access is a Pro feature' });
    expect(dialog).toHaveStyle({ width: '550px' });
    expect(dialog).toHaveTextContent('the Manage User Access is not available on your plan');
    expect(await screen.findByText(/50% off regular price/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter your license key' })).toHaveAttribute('href', '/settings/general');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
