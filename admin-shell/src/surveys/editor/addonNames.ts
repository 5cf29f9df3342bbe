/** The add-ons of the editor by their catalogue names (each add-on's addon.toml), for 'Requires {addon} addon'. */
export const ADDON_NAMES: Record<string, string> = {
  templates: 'Additional Templates',
  'question-types': 'Question Types',
  branding: 'Branding',
  targeting: 'Targeting',
  behavior: 'Behavior',
  'geo-restrictions': 'Geo Restrictions',
  'google-drive': 'Google Drive',
};

export function addonName(slug: string): string {
  return ADDON_NAMES[slug] ?? slug;
}
