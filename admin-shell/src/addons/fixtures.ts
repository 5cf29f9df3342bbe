/** Add-ons and configs as the host answers them, for the Add-ons screen's tests. */
import type { AddonItem } from '@hearken/addon-sdk';
import { licensedConfig, LITE_CONFIG, PRO_WITHOUT_KEY_CONFIG } from '../test/config';

function addon(fields: Partial<AddonItem> & Pick<AddonItem, 'slug' | 'title'>): AddonItem {
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
});
export const GOOGLE_DRIVE = addon({ slug: 'google-drive', title: 'Google Drive', type: 'unlicensed' });

export const ALL_ADDONS = [TEMPLATES, QUESTION_TYPES, HEATMAPS, GOOGLE_DRIVE];

export const ELITE = licensedConfig('elite');
export const LITE = LITE_CONFIG;
export const PRO_WITHOUT_KEY = PRO_WITHOUT_KEY_CONFIG;
