import { useRemoteStyles } from '@hearken/addon-sdk/ui';
import css from './heatmaps.css?inline';

/** Adds the area's stylesheet to the page once (the SDK's `useRemoteStyles` says why as text). */
export function useAreaStyles() {
  useRemoteStyles('hearken-heatmaps-area', css);
}
