import { useRemoteStyles } from '@hearken/addon-sdk/ui';
import css from './theming.css?inline';

/** Adds the card's stylesheet to the page once (the SDK's `useRemoteStyles` says why as text). */
export function useThemingStyles() {
  useRemoteStyles('hearken-branding-theming', css);
}
