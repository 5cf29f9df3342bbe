/**
 * What the Google Drive remote says, in one place so the tests can import it. The titles, badges,
 * buttons and every error toast are the spec's words (spec 002 §2.3 and §8, spec 000 §2 and §8);
 * the rest is the add-on's (../README.md).
 */

/** 'January 5, 2024', in the browser's time zone. */
const DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** '1,234'. */
const COUNT = new Intl.NumberFormat('en-US');

/** The error toasts of spec 002 §8 and spec 000 §8: each is titled 'Error'. */
export const ERRORS = {
  heading: 'Error',
  /** The answer to Sign in has no consent address. */
  authFailed: 'Failed to initiate Google Drive authentication. Please try again.',
  /** Sign in failed on the way (network, HTTP error), or Google sent the browser back with an error. */
  connectFailed: 'An error occurred while connecting to Google Drive. Please try again.',
  disconnectFailed: 'Failed to disconnect Google Drive. Please try again.',
  disconnectError: 'An error occurred while disconnecting from Google Drive. Please try again.',
  removeFolderFailed: 'Failed to remove Google Drive folder connection. Please try again.',
} as const;

export const STRINGS = {
  /** The settings tab (spec 002 §2.3). */
  settings: {
    title: 'Google Drive',
    description: 'Send your survey data to a folder of your Google Drive.',
    loading: 'Loading…',
    loadFailed: 'The Google Drive connection could not be loaded. Reload the page to try again.',
    connected: 'Connected',
    notConnected: 'Not Connected',
    help: 'Sign in with your Google account to choose the folder that receives survey data.',
    docs: 'Read the Google Drive documentation',
    docsUrl: 'https://hearken.io/docs/google-drive/',
    opensInNewTab: '(opens in a new tab)',
    noClient: 'Enter the OAuth client of your Google Cloud project below before signing in.',
    revoked: "Google no longer accepts Hearken's access to this account. Sign in again to keep sending responses.",
    connectedOn: (date: string) => `Connected on ${date}`,
    disconnect: 'Disconnect',
    disconnecting: 'Disconnecting…',
    disconnected: 'Google Drive disconnected.',
    connectedNotice: 'Google Drive connected.',
    folderHeading: 'Folder',
    noFolder: 'No folder chosen: new spreadsheets go to the top of My Drive.',
    selectFolder: 'Select Folder',
    removeFolder: 'Remove Folder Connection',
    removingFolder: 'Removing…',
    folderRemoved: 'The folder is no longer connected.',
  },

  /** The OAuth client form of the settings tab. */
  client: {
    heading: 'OAuth client',
    intro: 'The OAuth client of your Google Cloud project (type "Web application"). Add this address to its authorized redirect URIs:',
    clientId: 'Client ID',
    clientSecret: 'Client secret',
    /** What the secret field shows instead of the stored secret, which is never sent back. */
    storedSecret: '•••••••• (stored)',
    secretStoredHint: 'A stored secret is never shown. Leave the field empty to keep it.',
    secretHint: 'A stored secret is never shown again.',
    save: 'Save',
    saving: 'Saving…',
    saved: 'The OAuth client was saved.',
    saveFailed: 'The OAuth client could not be saved.',
  },

  /** Sign in with Google, on the tab and on the card. */
  signIn: 'Sign in with Google',
  signingIn: 'Redirecting…',

  /** The folder picker (a dialog listing the account's folders, by Drive's files.list). */
  picker: {
    title: 'Select a folder',
    description: 'Spreadsheets of your surveys are made in the folder you choose. Only folders you own are listed.',
    listLabel: 'Folders',
    loading: 'Loading folders…',
    empty: 'This Google account owns no folder. Make one in Google Drive, then try again.',
    loadFailed: 'The folders could not be loaded.',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    select: 'Select',
    selecting: 'Selecting…',
    cancel: 'Cancel',
    selectFailed: 'The folder could not be chosen.',
  },

  /** The editor's card on the notifications step (spec 000 §2). */
  card: {
    title: 'Send Responses to Google Drive',
    toggle: 'Send responses to Google Drive',
    loading: 'Loading…',
    loadFailed: 'The Google Drive connection could not be loaded.',
    notConnected: 'No Google account is connected yet. Sign in to send the responses of this survey to a Google Sheet.',
    saveFirst: 'Save the survey first.',
    fileName: 'Spreadsheet name',
    fileNameHint: 'Defaults to the survey title.',
    openSheet: 'Open the Google Sheet',
    noSheet: 'The spreadsheet is made with the first response, or now:',
    createSheet: 'Create the spreadsheet',
    creatingSheet: 'Creating…',
    sheetCreated: 'The spreadsheet was created.',
    sheetFailed: 'The spreadsheet could not be created. Please try again.',
    exportResponses: 'Export existing responses',
    exporting: 'Exporting…',
    exportLabel: 'Export progress',
    exportProgress: (done: number, total: number) => `Exported ${COUNT.format(done)} of ${COUNT.format(total)} responses`,
    exportFinished: (appended: number, skipped: number) =>
      `Export finished: ${COUNT.format(appended)} added, ${COUNT.format(skipped)} already in the sheet.`,
    exportFailed: 'The export stopped. Please try again.',
  },

  /** The day of a unix time in seconds, as the card shows it; null when it is not a time. */
  day(seconds: unknown): string | null {
    const value = typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : seconds;
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    return DAY.format(new Date(value * 1000));
  },
} as const;
