/** What the Page Pulse admin page says, in one place so the tests can import it. */
export const STRINGS = {
  title: 'Page Pulse',
  intro: 'Answers to “Was this page helpful?” and the survey responses sent from each page. Today counts from midnight UTC.',
  loading: 'Loading…',
  failed: 'The counts could not be loaded. Reload the page to try again.',
  empty: 'No votes or responses yet. Add <div data-hearken-embed="page-pulse"></div> to a page of your site to ask its visitors.',
  caption: 'Votes and survey responses per page, most votes first',
  columns: { page: 'Page', yes: 'Yes', no: 'No', total: 'Total votes', today: 'Votes today', responses: 'Survey responses' },
} as const;
