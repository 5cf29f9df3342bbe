import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSettings } from './renderSettings';
import { SETTINGS_STRINGS as S } from './strings';

// The federation loader is another module's job: stand in for an active add-on's settings tab.
vi.mock('../federation/ExtensionSlot', () => ({
  useExtensions: () => ({
    extensions: [{ slug: 'webhooks', name: 'Webhooks', label: 'Webhook delivery' }],
    loading: false,
  }),
  ExtensionSlot: ({ point, target, props }: { point: string; target?: string; props: { license: { license_type: string } } }) => (
    <p>
      {`${point}:${target ?? 'none'}:${props.license.license_type}`}
    </p>
  ),
}));

describe('Add-on settings tabs', () => {
  it('adds a tab per settings-tab extension that mounts its remote with the license', async () => {
    renderSettings('/settings/general');
    const nav = screen.getByRole('navigation', { name: S.tabsLabel });
    const tab = within(nav).getByRole('link', { name: 'Webhook delivery' });
    expect(tab).toHaveAttribute('href', '/settings/addon/webhooks/main');

    await userEvent.setup().click(tab);
    expect(await screen.findByText('settings-tab:none:pro')).toBeInTheDocument();
    expect(tab).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: S.save })).not.toBeInTheDocument();
  });
});
