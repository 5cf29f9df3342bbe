import { useId, type ReactNode } from 'react';
import { languageDetail, responseLanguage } from '../language/languages';
import { RESULTS_LANGUAGE_STRINGS } from '../language/strings';
import type { SurveyResponse } from '../types';
import { submittedDate } from './format';
import { PageSubmittedLink } from './PageSubmittedLink';
import { RESPONSES_STRINGS as S } from './strings';

/** 'Response Details': when, where and from what the response was sent (spec 001 §2 side card). */
export function DetailsCard({ response }: { response: SurveyResponse }) {
  const headingId = useId();
  const D = S.single;
  const rows: [string, ReactNode][] = [
    [D.submitted, response.submitted_at && <time dateTime={response.submitted_at}>{submittedDate(response.submitted_at)}</time>],
    [D.pageSubmitted, <PageSubmittedLink page={response.page_submitted} />],
    [D.userIp, response.user_ip],
    [D.browser, response.user_browser],
    [D.os, response.user_os],
    [D.device, response.user_device],
    [RESULTS_LANGUAGE_STRINGS.detail, languageDetail(responseLanguage(response))],
  ];
  return (
    <aside className="rr-card rr-details" aria-labelledby={headingId}>
      <h2 id={headingId}>{D.details}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="rr-detail">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
