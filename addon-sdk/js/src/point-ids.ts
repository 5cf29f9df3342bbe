/**
 * The ids of the admin shell's extension points, on their own so that the wire types
 * (`types.ts`) and the points' props (`extension-points.ts`) can both name them without importing
 * each other. Documented in `extension-points.ts`, which re-exports them.
 */

/** Every extension point id, in the order the shell documents them. */
export const EXTENSION_POINTS = [
  'settings-tab',
  'editor-card',
  'question-type-editor',
  'results-panel',
  'route',
  'menu-item',
] as const;

export type ExtensionPointId = (typeof EXTENSION_POINTS)[number];

/**
 * The points a remote exposes a component for: every point but `menu-item`, which is an entry of
 * the admin's main navigation leading to the add-on's `route` pages (`/admin/x/{slug}{target}`).
 */
export type ComponentPointId = Exclude<ExtensionPointId, 'menu-item'>;
