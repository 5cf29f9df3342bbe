/** Renders the Settings area at `route` against a stand-in host. */
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { SiteConfig } from '../config/queries';
import { mockApi, type Route as ApiRoute } from '../test/api';
import { renderSignedIn } from '../test/render';
import { DEFAULT_SETTINGS, PRO_LICENSE, proConfig, ROLES } from './fixtures';
import SettingsScreen from './SettingsScreen';
import type { GlobalSettings } from './types';

export function renderSettings(
  route: string,
  {
    config = proConfig(),
    settings = {},
    routes = {},
  }: { config?: SiteConfig; settings?: Partial<GlobalSettings>; routes?: Record<string, ApiRoute> } = {},
) {
  const api = mockApi({
    'GET settings': { body: { ...DEFAULT_SETTINGS, ...settings } },
    'GET config': { body: config },
    'GET license': { body: PRO_LICENSE },
    'GET roles': { body: ROLES },
    'GET surveys?select=title,questions&per_page=100': { body: { items: [] } },
    ...routes,
  });
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const view = renderSignedIn(
    <Routes>
      <Route path="/settings/*" element={<SettingsScreen />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { route },
  );
  return { api, scrollTo, view };
}

/** The bodies posted to `path`. */
export function posted(api: ReturnType<typeof mockApi>, path: string): unknown[] {
  return api.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);
}
