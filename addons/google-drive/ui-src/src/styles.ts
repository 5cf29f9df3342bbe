import { useRemoteStyles } from '@hearken/addon-sdk/ui';
import css from './drive.css?inline';

/** Adds the remote's stylesheet to the page once (the SDK's `useRemoteStyles` says why as text). */
export function useDriveStyles() {
  useRemoteStyles('hearken-google-drive', css);
}
