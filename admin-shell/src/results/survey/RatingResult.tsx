import { ChartFigure } from '../ChartFigure';
import { ratingSummary } from '../figures';
import { Stars } from '../Stars';
import { RESULTS_STRINGS } from '../strings';
import type { QuestionStats } from '../types';
import { ShareBars } from './ShareBars';

const S = RESULTS_STRINGS.survey.stars;
const Q = RESULTS_STRINGS.survey;

/** A star rating: its average first, as stars and as a number, then how many gave 5 down to 1 stars. */
export function RatingResult({ question, title }: { question: QuestionStats; title: string }) {
  const summary = ratingSummary(question.options);
  const rows = summary.distribution.map((d) => ({ key: String(d.score), label: S.label(d.score), count: d.count, percent: d.percent }));
  return (
    <div className="rs-rating">
      {summary.average === null ? (
        <p className="rs-muted">{S.none}</p>
      ) : (
        <dl className="rs-headline">
          <div>
            <dt>{S.average}</dt>
            <dd>
              <span className="rs-headline-value">{summary.average.toFixed(1)}</span>{' '}
              <Stars score={summary.average} label={S.outOf(summary.average)} />
              <span className="rs-headline-note">{S.count(summary.ratings)}</span>
            </dd>
          </div>
        </dl>
      )}
      <ChartFigure
        title={S.chartTitle(title)}
        showTitle={false}
        summary={S.summary(
          summary.average,
          summary.distribution.map((d) => ({ stars: d.score, percent: d.percent })),
        )}
        table={{
          caption: S.chartTitle(title),
          columns: [S.rating, Q.count, Q.percent],
          rows: rows.map((row) => ({ key: row.key, cells: [row.label, row.count, RESULTS_STRINGS.percent(row.percent)] })),
        }}
      >
        <ShareBars rows={rows} />
      </ChartFigure>
    </div>
  );
}
