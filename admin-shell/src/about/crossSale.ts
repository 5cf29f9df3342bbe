/**
 * Cross-sale plugins (spec 002 §3): other makers' plugins the About screen recommends.
 *
 * The spec fetches them on load. Hearken has no endpoint for them, and it cannot see which plugins
 * the embedding site has, so the list is static data loaded lazily, as a separate chunk, when
 * About Us opens. `installed`, `active` and `setup_complete` keep the spec's shape, but the cards
 * show no install state and no Install button: a self-hosted server installs nothing on the site
 * (each card links to the plugin's page instead).
 */
export interface CrossSalePlugin {
  slug: string;
  title: string;
  excerpt: string;
  /** A glyph shown beside the title; nothing is fetched for it. */
  icon: string;
  basename: string;
  installed: boolean;
  active: boolean;
  setup_complete: boolean;
}

export type LoadCrossSale = () => Promise<CrossSalePlugin[]>;

export const loadCrossSalePlugins: LoadCrossSale = async () => {
  const module = await import('./crossSalePlugins.json');
  return module.default;
};

/** The plugin's page in the WordPress plugin directory, where it is downloaded and installed. */
export function productPage(plugin: CrossSalePlugin): string {
  return `https://wordpress.org/plugins/${encodeURIComponent(plugin.slug)}/`;
}
