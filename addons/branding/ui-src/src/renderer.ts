/**
 * The visitor widget's renderer as the host serves it (widget/, docs/WIDGET_PROTOCOL.md), imported
 * at run time rather than bundled, so the preview runs the very code visitors get. Tests replace
 * this module: jsdom has no host to fetch it from.
 */
import type { MountInit, Mounted } from '../../../../widget/src/protocol';

export type { MountInit, Mounted };

/** Where the host serves renderer.js; resolved against the remote's origin, the host's. */
export const WIDGET_RENDERER_URL = '/widget/renderer.js';

/** What renderer.js exports. */
export interface WidgetRenderer {
  mount(target: HTMLElement, init: MountInit): Mounted;
}

let loading: Promise<WidgetRenderer> | undefined;

/** The renderer module, imported once; a failed import is tried again by the next preview. */
export function loadRenderer(): Promise<WidgetRenderer> {
  loading ??= import(/* @vite-ignore */ WIDGET_RENDERER_URL).then((m: Partial<WidgetRenderer>) => {
    if (typeof m.mount !== 'function') throw new Error(`${WIDGET_RENDERER_URL} exports no mount()`);
    return m as WidgetRenderer;
  });
  loading.catch(() => (loading = undefined));
  return loading;
}
