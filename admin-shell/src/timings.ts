/** The spec's timings (section 9) that the shell uses, in milliseconds. */

/** How long a banner stays open before closing itself. */
export const BANNER_TIMEOUT_MS = 5000;
/** How long a closed banner stays in the page (sliding out) before it is removed. */
export const BANNER_REMOVAL_MS = 2000;
/** How long after finishing an add-on action its button stays busy. */
export const ADDON_BUSY_RESET_MS = 1000;
