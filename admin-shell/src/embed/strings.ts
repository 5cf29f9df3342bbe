/**
 * What the Embed panel says: the two snippets, copying, the site origin check and the first page
 * view. Tests import these. 'Copied to Clipboard' is spec 000 §8's word for a copied snippet.
 */
export const EMBED_STRINGS = {
  heading: 'Embed',
  intro: 'Paste one of these snippets into the HTML of your site, just before </body>.',
  /** The list's row action and the dialog it opens name their survey. */
  action: 'Embed',
  actionOn: (title: string) => `Embed ${title}`,
  dialogTitle: (title: string) => `Embed “${title}”`,
  close: 'Close',

  floatingHeading: 'Floating widget',
  floatingHint:
    'Hearken picks the survey for each page view by its targeting. Optional attributes tell it about the page: data-page-type, data-post-type, data-post-id, data-terms, data-logged-in, data-role.',
  inlineHeading: 'Inline survey',
  inlineHint: 'The survey shows where the <div> is, without the floating toggle. The script tag is needed once per page.',
  inlineSurvey: 'Survey to show inline',
  noPublishedSurvey: 'Publish a survey to place it inside a page.',
  snippetLabel: (name: string) => `${name} snippet`,

  copy: 'Copy',
  copyOf: (name: string) => `Copy the ${name.toLowerCase()} snippet`,
  copied: 'Copied',
  copiedAnnounced: 'Copied to Clipboard',
  copyFailed: 'The snippet could not be copied: it is selected, press Ctrl+C (⌘C on a Mac) to copy it.',

  siteHeading: 'Your site',
  siteLabel: 'Site address',
  siteHint: 'The origin of the site that shows the widget, such as https://www.example.com.',
  siteInvalid: 'Write the site’s address with https:// or http://, such as https://www.example.com.',
  anyOrigin:
    'The list of allowed site origins (widget_allowed_origins) is empty: any site may show your surveys. Add your site to it to allow only your site.',
  allowedOrigins: (origins: string) => `Allowed site origins: ${origins}.`,
  siteAllowed: (site: string) => `${site} is an allowed site origin.`,
  siteMissing: (site: string, origins: string) =>
    `${site} is not in the allowed site origins (${origins}): the widget will not load there.`,
  addOrigin: (site: string) => `Allow ${site}`,
  addingOrigin: 'Saving…',
  originsLoading: 'Loading the allowed site origins…',
  originsUnknown: 'An administrator sets which sites may show the widget, in Settings → Widget.',

  wordpressHeading: 'On WordPress',
  wordpressText:
    'The Hearken connector plugin prints the loader on every page with the page type, post type, terms, login state and role that targeting reads. Install it from Plugins → Add New → Upload Plugin, then enter this server’s address in Settings → Hearken.',
  wordpressDownload: 'Download the WordPress plugin (.zip)',

  waiting: 'Waiting for the first page view…',
  waitingHint: 'This updates by itself every few seconds once the snippet is on a page.',
  seen: (site: string) => `The widget is on ${site}.`,
  seenAnySite: 'The widget is on your site.',
  seenPage: 'Last page seen:',
  seenError: 'Hearken could not check for page views.',
} as const;
