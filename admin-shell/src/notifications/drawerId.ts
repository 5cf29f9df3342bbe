/** The id the bell's aria-controls points at. */
export const DRAWER_ID = 'notifications-drawer';
