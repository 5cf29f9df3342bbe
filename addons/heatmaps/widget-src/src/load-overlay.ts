/**
 * The overlay's module (../widget/overlay.js, built from ./overlay.ts), imported from beside this
 * one only when a page is opened with a heatmap token. Both comments keep Vite from resolving the
 * file at build time: it is another build's output.
 */
import type { WidgetPageContext } from '@hearken/addon-sdk';

export type ShowHeatmap = (ctx: WidgetPageContext, token: string) => Promise<void>;

export const loadOverlay = (): Promise<{ default: ShowHeatmap }> =>
  import(/* @vite-ignore */ new URL(/* @vite-ignore */ './overlay.js', import.meta.url).href);
