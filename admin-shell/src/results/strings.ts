/** What the results overview and a survey's results say (spec 001 §2, §8, §9). Tests import these. */
export const RESULTS_STRINGS = {
  loading: 'Loading results…',
  untitled: '(no title)',
  /** spec 001 §8. */
  empty: 'No Results Found',

  overview: {
    heading: 'Results Overview',
    surveyFilter: 'Survey',
    allSurveys: 'All Surveys',
    totalResponses: 'Total Responses',
    rangeLabel: 'Date range',
    past7: 'Past 7 Days',
    past30: 'Past 30 Days',
    /** The upgrade modal's feature name for the locked 30-day range. */
    past30Feature: '30 Days Report',
    chartTitle: 'Responses per day',
    chartValue: 'Responses',
    tableCaption: 'Surveys',
    columns: {
      title: 'Survey',
      status: 'Status',
      rangeResponses: (range: string) => `Responses (${range})`,
      totalResponses: 'Total Responses',
      created: 'Created',
      actions: 'Actions',
    },
    status: { publish: 'Published', draft: 'Draft', trash: 'Trash' },
    viewResults: 'View Results',
    viewResultsOf: (title: string) => `View Results of ${title}`,
  },

  survey: {
    heading: 'Survey Results',
    switcher: 'Survey',
    viewResponses: 'View Responses',
    totalResponses: 'Total Responses',
    impressions: 'Impressions',
    questionsHeading: 'Questions',
    noQuestions: 'This survey has no questions.',
    total: (count: number) => `Total: ${count}`,
    skipped: (count: number) => `Skipped: ${count}`,
    countsCaption: (title: string) => `Answers to ${title}`,
    option: 'Answer',
    count: 'Count',
    percent: 'Percent',
    answersHeading: 'Answers',
    commentsHeading: 'Comments',
    noAnswers: 'No answers in this range.',
    viewResponse: 'View response',
    viewResponseLabel: (id: number) => `View response #${id}`,
    /** spec 001 §5: the sentence, then 'here' links to the editor's questions step. */
    invalidOptions: 'This question has invalid options. You can fix it ',
    invalidOptionsLink: 'here',
  },

  range: {
    legend: 'Date range',
    preset: 'Range',
    custom: 'Custom range',
    from: 'From',
    to: 'To',
    presets: {
      today: 'Today',
      yesterday: 'Yesterday',
      lastWeek: 'Last Week',
      lastMonth: 'Last Month',
      last7: 'Last 7 days',
      last30: 'Last 30 days',
      last90: 'Last 90 days',
    },
    invalid: (earliest: string, latest: string) => `Choose dates from ${earliest} to ${latest}, the first one not after the second.`,
    showing: (from: string, to: string) => `Showing ${from} – ${to}`,
  },

  exports: {
    /** The upgrade modal's feature name (spec 001 §2, responses list: 'Export Results'). */
    feature: 'Export Results',
    general: 'Export Results',
    csv: 'Export CSV',
    xlsx: 'Export XLSX',
    /** The visible 'Export CSV' first, so a voice command with the visible words still matches. */
    questionCsv: (title: string) => `Export CSV: ${title}`,
  },

  nps: {
    overviewHeading: 'NPS Overview',
    detractor: 'Detractors',
    passive: 'Passives',
    promoter: 'Promoters',
    nps: 'NPS',
    segmentScores: { detractor: 'Scores 1-6', passive: 'Scores 7-8', promoter: 'Scores 9-10' },
    chartTitle: 'NPS per day',
    commentsHeading: 'Comments',
    noComments: 'No comments yet.',
    score: (score: number) => `Score: ${score}`,
    pagination: 'Comment pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },

  ai: {
    heading: 'AI Summary',
    generate: 'Generate',
    refresh: 'Refresh',
    loading: 'Generating the AI summary…',
    intro: 'Generate a summary of what respondents said in this survey.',
    /** spec 001 §8, word for word. */
    unavailable: 'AI Summary is unavailable at this moment.',
    failed: 'An error occurred while fetching the AI summary.',
    error: (message: string) => `Error: ${message}`,
    upsellTitle: 'Summarize responses with AI',
    upsellText: 'Hearken Pro reads your responses and writes a short summary of what visitors said.',
    upsellLink: 'Upgrade to Pro',
    dismiss: 'Dismiss',
  },
} as const;
