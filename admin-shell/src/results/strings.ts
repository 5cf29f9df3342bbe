import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('results', en);

/** What the results overview and a survey's results say (spec 001 §2, §8, §9). Tests import these. */
export const RESULTS_STRINGS = m.strings({
  loading: 'loading',
  untitled: 'untitled',
  /** spec 001 §8. */
  empty: 'empty',
  /** A whole percentage, and one with the count it stands for: '75%', '75% (3)'. */
  percent: (percent: number) => m.format('percent', { percent }),
  share: (percent: number, count: number) => m.format('share', { percent, count }),
  /** A row of a table that names a segment with its scores: 'Detractors (Scores 1-6)'. */
  segmentWithScores: (segment: string, scores: string) => m.format('segmentWithScores', { segment, scores }),

  overview: {
    heading: 'overview.heading',
    surveyFilter: 'overview.surveyFilter',
    allSurveys: 'overview.allSurveys',
    totalResponses: 'overview.totalResponses',
    rangeLabel: 'overview.rangeLabel',
    past7: 'overview.past7',
    past30: 'overview.past30',
    /** The upgrade modal's feature name for the locked 30-day range. */
    past30Feature: 'overview.past30Feature',
    chartTitle: 'overview.chartTitle',
    chartValue: 'overview.chartValue',
    chartSummary: (total: number, days: number, peak: { day: string; count: number } | null) =>
      peak
        ? m.format('overview.chartSummaryPeak', { total, days, day: peak.day, count: peak.count })
        : m.format('overview.chartSummary', { total, days }),
    day: 'overview.day',
    tableCaption: 'overview.tableCaption',
    columns: {
      title: 'overview.columns.title',
      status: 'overview.columns.status',
      rangeResponses: (range: string) => m.format('overview.columns.rangeResponses', { range }),
      totalResponses: 'overview.columns.totalResponses',
      created: 'overview.columns.created',
      actions: 'overview.columns.actions',
    },
    status: { publish: 'overview.status.publish', draft: 'overview.status.draft', trash: 'overview.status.trash' },
    viewResults: 'overview.viewResults',
    viewResultsOf: (title: string) => m.format('overview.viewResultsOf', { title }),
  },

  survey: {
    heading: 'survey.heading',
    switcher: 'survey.switcher',
    viewResponses: 'survey.viewResponses',
    totalResponses: 'survey.totalResponses',
    impressions: 'survey.impressions',
    kpiHeading: 'survey.kpiHeading',
    responses: 'survey.responses',
    completionRate: 'survey.completionRate',
    kpiNotes: {
      impressions: 'survey.kpiNotes.impressions',
      responses: 'survey.kpiNotes.responses',
      completionRate: 'survey.kpiNotes.completionRate',
      totalResponses: 'survey.kpiNotes.totalResponses',
    },
    /** The same figures over the dates on screen (a survey's results). */
    kpiRangeNotes: {
      impressions: 'survey.kpiRangeNotes.impressions',
      responses: 'survey.kpiRangeNotes.responses',
      completionRate: 'survey.kpiRangeNotes.completionRate',
      totalResponses: 'survey.kpiRangeNotes.totalResponses',
    },
    allTimeResponses: 'survey.allTimeResponses',
    /** The switch that counts partial responses too (issue 35), with how many the range holds. */
    includePartial: (count: number) => m.format('survey.includePartial', { count }),
    /** The rate when the range holds more responses than counted impressions (impressions counted before they had dates). */
    rateUnknown: 'survey.rateUnknown',
    /** The completion rate before the first impression. */
    noImpressions: 'survey.noImpressions',
    questionsHeading: 'survey.questionsHeading',
    noQuestions: 'survey.noQuestions',
    total: (count: number) => m.format('survey.total', { count }),
    skipped: (count: number) => m.format('survey.skipped', { count }),
    countsCaption: (title: string) => m.format('survey.countsCaption', { title }),
    option: 'survey.option',
    count: 'survey.count',
    percent: 'survey.percent',
    percentOfRespondents: 'survey.percentOfRespondents',
    /** Under a multi-select's bars. */
    multipleNote: 'survey.multipleNote',
    choicesSummary: (parts: { label: string; percent: number }[]) =>
      parts.length === 0
        ? m.format('survey.noAnswersYet', {})
        : parts.map((p) => m.format('survey.choiceShare', { label: p.label, percent: p.percent })).join(', '),
    stars: {
      rating: 'survey.stars.rating',
      average: 'survey.stars.average',
      outOf: (average: number) => m.format('survey.stars.outOf', { average }),
      count: (ratings: number) => m.format('survey.stars.count', { ratings }),
      none: 'survey.stars.none',
      label: (stars: number) => m.format('survey.stars.label', { stars }),
      chartTitle: (title: string) => m.format('survey.stars.chartTitle', { title }),
      summary: (average: number | null, parts: { stars: number; percent: number }[]) =>
        average === null
          ? m.format('survey.stars.noRatingsYet', {})
          : m.format('survey.stars.summary', {
              average,
              shares: parts.map((p) => m.format('survey.stars.share', { stars: p.stars, percent: p.percent })).join(', '),
            }),
    },
    answersHeading: 'survey.answersHeading',
    commentsHeading: 'survey.commentsHeading',
    noAnswers: 'survey.noAnswers',
    viewResponse: 'survey.viewResponse',
    viewResponseLabel: (id: number) => m.format('survey.viewResponseLabel', { id: String(id) }),
    /** spec 001 §5: the sentence, then 'here' links to the editor's questions step. */
    invalidOptions: 'survey.invalidOptions',
    invalidOptionsLink: 'survey.invalidOptionsLink',
  },

  range: {
    legend: 'range.legend',
    preset: 'range.preset',
    custom: 'range.custom',
    from: 'range.from',
    to: 'range.to',
    presets: {
      today: 'range.presets.today',
      yesterday: 'range.presets.yesterday',
      lastWeek: 'range.presets.lastWeek',
      lastMonth: 'range.presets.lastMonth',
      last7: 'range.presets.last7',
      last30: 'range.presets.last30',
      last90: 'range.presets.last90',
    },
    invalid: (earliest: string, latest: string) => m.format('range.invalid', { earliest, latest }),
    showing: (from: string, to: string) => m.format('range.showing', { from, to }),
  },

  exports: {
    /** The upgrade modal's feature name (spec 001 §2, responses list: 'Export Results'). */
    feature: 'exports.feature',
    general: 'exports.general',
    csv: 'exports.csv',
    xlsx: 'exports.xlsx',
    /** The visible 'Export CSV' first, so a voice command with the visible words still matches. */
    questionCsv: (title: string) => m.format('exports.questionCsv', { title }),
  },

  charts: {
    showTable: 'charts.showTable',
    hideTable: 'charts.hideTable',
  },

  views: {
    label: 'views.label',
    questions: 'views.questions',
    nps: 'views.nps',
  },

  nps: {
    overviewHeading: 'nps.overviewHeading',
    scoreLabel: 'nps.scoreLabel',
    scoreScale: 'nps.scoreScale',
    /** The score with its sign, as NPS is read: +38, 0, -20. */
    signed: (score: number) => m.format('nps.signed', { score }),
    answers: (total: number) => m.format('nps.answers', { total }),
    segmentsTitle: (title: string) => m.format('nps.segmentsTitle', { title }),
    segmentsSummary: (nps: string, parts: { label: string; count: number; percent: number }[]) =>
      m.format('nps.segmentsSummary', {
        nps,
        segments: parts.map((p) => m.format('nps.segmentShare', { label: p.label, count: p.count, percent: p.percent })).join(', '),
      }),
    segment: 'nps.segment',
    noNpsQuestion: 'nps.noNpsQuestion',
    chartSummary: (days: number, lowest: number | null, highest: number | null) =>
      lowest === null || highest === null
        ? m.format('nps.noChartAnswers', { days })
        : m.format('nps.chartSummary', { days, lowest, highest }),
    day: 'nps.day',
    noScore: 'nps.noScore',
    detractor: 'nps.detractor',
    passive: 'nps.passive',
    promoter: 'nps.promoter',
    nps: 'nps.nps',
    segmentScores: { detractor: 'nps.segmentScores.detractor', passive: 'nps.segmentScores.passive', promoter: 'nps.segmentScores.promoter' },
    chartTitle: 'nps.chartTitle',
    commentsHeading: 'nps.commentsHeading',
    noComments: 'nps.noComments',
    score: (score: number) => m.format('nps.score', { score }),
    pagination: 'nps.pagination',
    previous: 'nps.previous',
    next: 'nps.next',
    pageOf: (page: number, pages: number) => m.format('nps.pageOf', { page, pages }),
  },

  ai: {
    heading: 'ai.heading',
    generate: 'ai.generate',
    refresh: 'ai.refresh',
    loading: 'ai.loading',
    intro: 'ai.intro',
    /** spec 001 §8, word for word. */
    unavailable: 'ai.unavailable',
    failed: 'ai.failed',
    error: (message: string) => m.format('ai.error', { message }),
    /** Where the AI provider is set up (Settings → Misc → AI Summary), after a failure. */
    setUp: 'ai.setUp',
    setUpByAdmin: 'ai.setUpByAdmin',
    upsellTitle: 'ai.upsellTitle',
    upsellText: 'ai.upsellText',
    upsellLink: 'ai.upsellLink',
    dismiss: 'ai.dismiss',
  },
});
