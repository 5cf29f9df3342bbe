/** The Publish step's summary card: title, number of questions, status and schedule. */
import type { Survey } from '../../model/types';
import { EDITOR_STRINGS as S } from '../strings';
import { currentLocale } from '../../../language/catalogue';

function statusText(survey: Survey): string {
  const scheduled = survey.status === 'publish' && survey.publish_at !== null && new Date(survey.publish_at).getTime() > Date.now();
  return scheduled ? S.statusNames.scheduled : S.statusNames[survey.status];
}

function scheduleText(survey: Survey): string {
  if (survey.status === 'draft') return '—';
  if (!survey.publish_at) return S.notScheduled;
  return new Date(survey.publish_at).toLocaleString(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}

export function PublishSummary({ survey }: { survey: Survey }) {
  return (
    <section className="editor-card" aria-labelledby="summary-title">
      <h3 id="summary-title">{S.summary}</h3>
      <dl className="editor-values">
        <div>
          <dt>{S.summaryTitle}</dt>
          <dd>{survey.title || S.untitled}</dd>
        </div>
        <div>
          <dt>{S.summaryQuestions}</dt>
          <dd>{survey.questions.length}</dd>
        </div>
        <div>
          <dt>{S.summaryStatus}</dt>
          <dd>{statusText(survey)}</dd>
        </div>
        <div>
          <dt>{S.summarySchedule}</dt>
          <dd>{scheduleText(survey)}</dd>
        </div>
      </dl>
    </section>
  );
}
