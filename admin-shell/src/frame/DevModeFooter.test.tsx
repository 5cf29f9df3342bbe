import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api';
import { LITE_CONFIG } from '../test/config';
import { renderSignedIn } from '../test/render';
import { DEV_MODE_TEXT, DevModeFooter } from './DevModeFooter';

describe('development mode footer', () => {
  it('says so while the server runs in development mode', async () => {
    mockApi({ 'GET config': { body: { ...LITE_CONFIG, dev_mode: true } } });
    renderSignedIn(<DevModeFooter />);
    expect(await screen.findByRole('note')).toHaveTextContent(DEV_MODE_TEXT);
  });

  it('is absent on a production server', async () => {
    const api = mockApi({ 'GET config': { body: { ...LITE_CONFIG, dev_mode: false } } });
    renderSignedIn(<DevModeFooter />);
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('config'));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
