import type { WidgetPageContext } from '@hearken/addon-sdk';
import { describe, expect, it, vi } from 'vitest';
import module, { reportView } from './index';

function context(post?: WidgetPageContext['public']): WidgetPageContext {
  return {
    url: 'https://shop.example/bread',
    title: 'Bread',
    referrer: '',
    page_type: null,
    post_type: null,
    post_id: null,
    terms: [],
    logged_in: null,
    role: null,
    host: 'https://hearken.example',
    public: post ?? null,
  };
}

describe('__NAME__ widget module', () => {
  it('reports each page view to the public endpoint', async () => {
    const post = vi.fn(async () => new Response('{}'));
    await reportView(context({ base: 'https://hearken.example/api/v1/public/addons/__SLUG__', nonce: 'n', get: vi.fn(), post }));
    expect(post).toHaveBeenCalledWith('/view', { url: 'https://shop.example/bread' });
  });

  it('does nothing without public endpoints and is a page module', async () => {
    await expect(reportView(context())).resolves.toBeNull();
    expect(typeof module.page).toBe('function');
    expect(module.features).toEqual(['__SLUG__']);
  });
});
