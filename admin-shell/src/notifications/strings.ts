/** What the notifications drawer says (spec 2.4). */
export const NOTIFICATIONS_STRINGS = {
  heading: 'Notifications',
  bell: (count: number) => (count === 1 ? 'Notifications, 1 active' : `Notifications, ${count} active`),
  inbox: 'Inbox',
  dismissedView: 'Dismissed',
  views: 'Show',
  empty: 'No notifications',
  dismiss: 'Dismiss',
  dismissAll: 'Dismiss All',
  close: 'Close notifications',
  opensInNewTab: '(opens in a new tab)',
  /** The address parameter that opens the drawer on load (`?open=hearken_notifications`). */
  openParam: 'hearken_notifications',
} as const;
