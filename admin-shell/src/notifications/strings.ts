import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('notifications', en);

/** What the notifications drawer says (spec 2.4). */
export const NOTIFICATIONS_STRINGS = m.strings({
  heading: 'heading',
  bell: (count: number) => m.format('bell', { count }),
  inbox: 'inbox',
  dismissedView: 'dismissedView',
  views: 'views',
  empty: 'empty',
  dismiss: 'dismiss',
  dismissAll: 'dismissAll',
  close: 'close',
  opensInNewTab: 'opensInNewTab',
});

/** The address parameter that opens the drawer on load (`?open=hearken_notifications`). */
export const OPEN_NOTIFICATIONS_PARAM = 'hearken_notifications';
