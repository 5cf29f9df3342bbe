import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('mail', en);

/** What the admin says wherever it promises an e-mail and no mail server is configured (issue 33). */
export const MAIL_STRINGS = m.strings({
  notConfigured: 'notConfigured',
  queued: 'queued',
  howTo: 'howTo',
  howToAfter: 'howToAfter',
});

/** The setting that names the mail server, between `howTo` and `howToAfter`. */
export const SMTP_URL_VARIABLE = 'HEARKEN_SMTP_URL';
