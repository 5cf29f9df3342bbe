import { useId } from 'react';
import type { QuestionStats, QuotaFill } from '../types';
import { RESULTS_QUOTAS_STRINGS as S } from './strings';
import './quotas.css';

/**
 * How full each of the survey's quotas is (issue 35): one bar per quota, named by its answer and
 * its count ('Pro: 40 of 100'), described by its question and what happens when it is full.
 */
export function QuotasCard({ quotas, questions }: { quotas: readonly QuotaFill[]; questions: readonly QuestionStats[] }) {
  const id = useId();
  const titleOf = (quota: QuotaFill) => questions.find((q) => String(q.id) === String(quota.question_id))?.title;
  return (
    <section className="rs-card rs-quotas" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{S.heading}</h2>
      <ul>
        {quotas.map((quota, i) => {
          const title = titleOf(quota);
          const action = S.actions[quota.action];
          return (
            <li key={`${String(quota.question_id)}:${quota.value}:${i}`}>
              <p id={`${id}-${i}`} className="rs-quota-name">
                {S.fill(quota.value, quota.filled, quota.limit)}
              </p>
              <progress
                max={quota.limit}
                value={Math.min(quota.filled, quota.limit)}
                aria-labelledby={`${id}-${i}`}
                aria-describedby={`${id}-${i}-about`}
              />
              <p id={`${id}-${i}-about`} className="rs-note rs-muted">
                {title ? S.about(title, action) : action}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="rs-note rs-muted">{S.note}</p>
    </section>
  );
}
