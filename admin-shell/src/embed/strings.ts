import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('embed', en);

/**
 * What the Embed panel says: the two snippets, copying, the site origin check and the first page
 * view. Tests import these. 'Copied to Clipboard' is spec 000 §8's word for a copied snippet.
 */
export const EMBED_STRINGS = m.strings({
  heading: 'heading',
  intro: 'intro',
  /** The list's row action and the dialog it opens name their survey. */
  action: 'action',
  actionOn: (title: string) => m.format('actionOn', { title }),
  dialogTitle: (title: string) => m.format('dialogTitle', { title }),
  close: 'close',

  floatingHeading: 'floatingHeading',
  floatingHint: 'floatingHint',
  inlineHeading: 'inlineHeading',
  inlineHint: 'inlineHint',
  inlineSurvey: 'inlineSurvey',
  noPublishedSurvey: 'noPublishedSurvey',
  snippetLabel: (name: string) => m.format('snippetLabel', { name }),

  copy: 'copy',
  copyFloating: 'copyFloating',
  copyInline: 'copyInline',
  copied: 'copied',
  copiedAnnounced: 'copiedAnnounced',
  copyFailed: 'copyFailed',

  siteHeading: 'siteHeading',
  siteLabel: 'siteLabel',
  siteHint: 'siteHint',
  siteInvalid: 'siteInvalid',
  anyOrigin: 'anyOrigin',
  allowedOrigins: (origins: string) => m.format('allowedOrigins', { origins }),
  siteAllowed: (site: string) => m.format('siteAllowed', { site }),
  siteMissing: (site: string, origins: string) => m.format('siteMissing', { site, origins }),
  addOrigin: (site: string) => m.format('addOrigin', { site }),
  addingOrigin: 'addingOrigin',
  originsLoading: 'originsLoading',
  originsUnknown: 'originsUnknown',

  wordpressHeading: 'wordpressHeading',
  wordpressText: 'wordpressText',
  wordpressDownload: 'wordpressDownload',

  waiting: 'waiting',
  waitingHint: 'waitingHint',
  seen: (site: string) => m.format('seen', { site }),
  seenAnySite: 'seenAnySite',
  seenPage: 'seenPage',
  seenError: 'seenError',
});
