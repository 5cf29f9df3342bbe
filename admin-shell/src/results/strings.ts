/** What the results overview and a survey's results say (spec 001 §2, §8, §9). Tests import these. */
export const RESULTS_STRINGS = {
  loading: 'Loading results…',
  untitled: '(no title)',
  /** spec 001 §8. */
  empty: 'No Results Found',
  /** A whole percentage, and one with the count it stands for: '75%', '75% (3)'. */
  percent: (percent: number) => `${percent}%`,
  share: (percent: number, count: number) => `${percent}% (${count})`,
  /** A row of a table that names a segment with its scores: 'Detractors (Scores 1-6)'. */
  segmentWithScores: (segment: string, scores: string) => `${segment} (${scores})`,

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
    chartSummary: (total: number, days: number, peak: { day: string; count: number } | null) =>
      `${total === 1 ? '1 response' : `${total} responses`} in ${days} days` + (peak ? `; most on ${peak.day}: ${peak.count}.` : '.'),
    day: 'Day',
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
    kpiHeading: 'Key figures',
    responses: 'Responses',
    completionRate: 'Completion rate',
    kpiNotes: {
      impressions: 'Times the widget showed the survey, all time',
      responses: 'Responses sent, all time',
      completionRate: 'Responses per impression',
      totalResponses: 'In the chosen range',
    },
    /** The same figures over the dates on screen (a survey's results). */
    kpiRangeNotes: {
      impressions: 'Times the widget showed the survey in the chosen range',
      responses: 'Responses sent in the chosen range',
      completionRate: 'Responses per impression in the chosen range',
      totalResponses: 'All time',
    },
    allTimeResponses: 'All-time responses',
    /** The rate when the range holds more responses than counted impressions (impressions counted before they had dates). */
    rateUnknown: 'Not known for these dates',
    /** The completion rate before the first impression. */
    noImpressions: 'No impressions yet',
    questionsHeading: 'Questions',
    noQuestions: 'This survey has no questions.',
    total: (count: number) => `Total: ${count}`,
    skipped: (count: number) => `Skipped: ${count}`,
    countsCaption: (title: string) => `Answers to ${title}`,
    option: 'Answer',
    count: 'Count',
    percent: 'Percent',
    percentOfRespondents: '% of respondents',
    /** Under a multi-select's bars. */
    multipleNote: 'Respondents could choose several answers: each bar is the share of respondents who chose it.',
    choicesSummary: (parts: { label: string; percent: number }[]) =>
      parts.length === 0 ? 'No answers yet.' : parts.map((p) => `${p.label}: ${p.percent}%`).join(', '),
    stars: {
      rating: 'Rating',
      average: 'Average rating',
      outOf: (average: number) => `${average.toFixed(1)} out of 5`,
      count: (ratings: number) => (ratings === 1 ? '1 rating' : `${ratings} ratings`),
      none: 'No ratings in this range.',
      label: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
      chartTitle: (title: string) => `Ratings of ${title}`,
      summary: (average: number | null, parts: { stars: number; percent: number }[]) =>
        average === null
          ? 'No ratings yet.'
          : `Average ${average.toFixed(1)} out of 5. ` + parts.map((p) => `${p.stars} stars: ${p.percent}%`).join(', '),
    },
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

  charts: {
    showTable: 'Show as table',
    hideTable: 'Hide table',
  },

  views: {
    label: 'Results views',
    questions: 'All questions',
    nps: 'NPS',
  },

  nps: {
    overviewHeading: 'NPS Overview',
    scoreLabel: 'Net Promoter Score',
    scoreScale: 'From -100 to 100',
    /** The score with its sign, as NPS is read: +38, 0, -20. */
    signed: (score: number) => (score > 0 ? `+${score}` : String(score)),
    answers: (total: number) => (total === 1 ? '1 answer' : `${total} answers`),
    segmentsTitle: (title: string) => `Promoters, passives and detractors of ${title}`,
    segmentsSummary: (nps: string, parts: { label: string; count: number; percent: number }[]) =>
      `NPS ${nps}. ` + parts.map((p) => `${p.label}: ${p.count} (${p.percent}%)`).join(', '),
    segment: 'Segment',
    noNpsQuestion: 'This survey has no NPS question.',
    chartSummary: (days: number, lowest: number | null, highest: number | null) =>
      lowest === null || highest === null ? `No NPS answers in ${days} days.` : `Daily NPS from ${lowest} to ${highest} over ${days} days.`,
    day: 'Day',
    noScore: 'No answers',
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
    /** Where the AI provider is set up (Settings → Misc → AI Summary), after a failure. */
    setUp: 'Set up the AI provider in Settings → Misc',
    setUpByAdmin: 'An administrator sets up the AI provider in Settings → Misc.',
    upsellTitle: 'Summarize responses with AI',
    upsellText: 'Hearken Pro reads your responses and writes a short summary of what visitors said.',
    upsellLink: 'Upgrade to Pro',
    dismiss: 'Dismiss',
  },
} as const;
