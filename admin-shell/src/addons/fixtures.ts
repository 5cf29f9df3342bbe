/** Add-ons and configs as the host answers them, for the Add-ons screen's tests. */
import { licensedConfig, LITE_CONFIG, PRO_WITHOUT_KEY_CONFIG } from '../test/config';
import type { AddonListing, Capabilities, ConsentRequest } from './capabilities';

/** What an add-on that declares nothing may do. */
export const NO_CAPABILITIES: Capabilities = {
  outgoing_hosts: [],
  permissions: [],
  storage: false,
  plugin_settings: [],
  survey_settings: [],
  public_endpoints: [],
  schedules: [],
  admin_ui: false,
  admin_pages: [],
  widget_modules: [],
  admin_routes: [],
};

/** One of everything, as the contract's example declares it. */
export const EVERY_CAPABILITY: Capabilities = {
  outgoing_hosts: ['hooks.example.com', '127.0.0.1:*'],
  permissions: ['surveys:read', 'responses:read', 'visitor.country'],
  storage: true,
  plugin_settings: ['mode', 'token'],
  survey_settings: ['nudge'],
  public_endpoints: ['/rate', '/events/*'],
  schedules: [{ name: 'purge', every: '1d' }],
  admin_ui: true,
  admin_pages: ['settings-tab: Probe', 'route'],
  widget_modules: ['page'],
  admin_routes: [{ path: '/report/*', capability: 'view_results' }],
};

function addon(fields: Partial<AddonListing> & Pick<AddonListing, 'slug' | 'title'>): AddonListing {
  return {
    excerpt: `${fields.title} for your surveys.`,
    categories: ['Pro', 'Elite'],
    version: '1.0.0',
    installed: false,
    active: false,
    type: 'licensed',
    plan: 'pro',
    author: 'Hearken',
    hooks: [],
    signed: 'trusted',
    capabilities: NO_CAPABILITIES,
    runtime: 'wasm',
    ...fields,
  };
}

export const TEMPLATES = addon({ slug: 'templates', title: 'Survey Templates' });
export const QUESTION_TYPES = addon({
  slug: 'question-types',
  title: 'Question Types',
  categories: ['Plus', 'Pro', 'Elite'],
  plan: 'plus',
  installed: true,
});
export const HEATMAPS = addon({
  slug: 'heatmaps',
  title: 'Heatmaps',
  categories: ['Elite'],
  plan: 'elite',
  installed: true,
  active: true,
  redirect: 'https://docs.example.com/heatmaps',
  capabilities: { ...NO_CAPABILITIES, storage: true, widget_modules: ['heatmap'] },
});
export const GOOGLE_DRIVE = addon({ slug: 'google-drive', title: 'Google Drive', type: 'unlicensed' });

export const ALL_ADDONS = [TEMPLATES, QUESTION_TYPES, HEATMAPS, GOOGLE_DRIVE];

/** The upload's 409 for a package no trusted publisher signed. */
export const PAGE_PULSE_CONSENT: ConsentRequest & { code: 'consent_required' } = {
  code: 'consent_required',
  message:
    'This add-on is not signed by a publisher this installation trusts. Review what it may do, then install it only if you trust its author.',
  sha256: '9f2c4e1a7b3d5f6e8a0c2b4d6f8e1a3c5b7d9f0e2a4c6b8d0f1e3a5c7b9d2f4e',
  addon: { slug: 'page-pulse', title: 'Page Pulse', version: '1.0.0', author: 'Example Co.' },
  capabilities: EVERY_CAPABILITY,
};

export const ELITE = licensedConfig('elite');
export const LITE = LITE_CONFIG;
export const PRO_WITHOUT_KEY = PRO_WITHOUT_KEY_CONFIG;
