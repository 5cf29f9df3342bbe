import { ChartFigure } from '../ChartFigure';
import { choiceShares } from '../figures';
import { RESULTS_STRINGS } from '../strings';
import type { QuestionStats } from '../types';
import { ShareBars } from './ShareBars';

const S = RESULTS_STRINGS.survey;

/**
 * A choice question as bars of each option's share of the respondents. A multi-select (checkbox)
 * says so: its shares may add up to more than 100%, which a pie could never show.
 */
export function ChoiceResult({ question, title }: { question: QuestionStats; title: string }) {
  const shares = choiceShares(question);
  const multiple = question.type === 'checkbox';
  const percentColumn = multiple ? S.percentOfRespondents : S.percent;
  return (
    <>
      {multiple && <p className="rs-muted rs-note">{S.multipleNote}</p>}
      <ChartFigure
        title={S.countsCaption(title)}
        showTitle={false}
        summary={S.choicesSummary(shares)}
        table={{
          caption: S.countsCaption(title),
          columns: [S.option, S.count, percentColumn],
          rows: shares.map((share) => ({ key: share.label, cells: [share.label, share.count, RESULTS_STRINGS.percent(share.percent)] })),
        }}
      >
        <ShareBars rows={shares.map((share) => ({ key: share.label, ...share }))} />
      </ChartFigure>
    </>
  );
}
