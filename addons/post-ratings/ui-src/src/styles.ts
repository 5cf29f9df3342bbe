import { useRemoteStyles } from '@hearken/addon-sdk/ui';
import css from './post-ratings.css?inline';

/** Adds the area's stylesheet to the page once (the SDK's `useRemoteStyles` says why as text). */
export function useAreaStyles() {
  useRemoteStyles('hearken-post-ratings-area', css);
}
