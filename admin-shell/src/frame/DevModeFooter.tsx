import { useConfig } from '../config/queries';
import { FRAME_STRINGS } from './strings';

export const DEV_MODE_TEXT = FRAME_STRINGS.devMode;

/** The admin's footer while the server runs with `--dev` / `HEARKEN_DEV=1` (`GET config`'s `dev_mode`). */
export function DevModeFooter() {
  const { data } = useConfig();
  if (!data?.dev_mode) return null;
  return (
    <footer className="frame-footer frame-footer-dev" role="note">
      {DEV_MODE_TEXT}
    </footer>
  );
}
