import { SelectField } from '@hearken/addon-sdk/ui';
import { useId } from 'react';
import type { Question, Quota, QuotaAction } from '../../../model/types';
import { QUOTA_LIMIT_RANGE, quotaValues, withQuotaQuestion, type QuotaErrors } from '../../../rules/limits';
import { idKey, sameId } from '../../../rules/logic';
import { EDITOR_STRINGS } from '../../strings';
import { LimitNumber } from './LimitNumber';

const S = EDITOR_STRINGS.audience;
const ACTIONS: QuotaAction[] = ['end', 'continue'];

/** One quota: a question with options, one of its answers, how many, and what happens when full. */
export function QuotaRow({
  n,
  quota,
  questions,
  errors,
  onChange,
  onRemove,
}: {
  n: number;
  quota: Quota;
  /** The questions a quota may count. */
  questions: Question[];
  errors: QuotaErrors;
  onChange(next: Quota): void;
  onRemove(): void;
}) {
  const id = useId();
  const question = questions.find((q) => sameId(q.id, quota.question_id));
  return (
    <li className="quota-row">
      <fieldset>
        <legend>{S.quota(n)}</legend>
        <div className="quota-fields">
          <SelectField
            label={S.quotaQuestion}
            value={question ? idKey(question.id) : ''}
            error={errors.question_id}
            onChange={(event) => onChange(withQuotaQuestion(quota, questions.find((q) => idKey(q.id) === event.target.value)?.id ?? null))}
          >
            <option value="">{S.chooseQuestion}</option>
            {questions.map((q) => (
              <option key={idKey(q.id)} value={idKey(q.id)}>
                {q.title || idKey(q.id)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={S.quotaValue}
            value={quota.value}
            disabled={!question}
            error={errors.value}
            onChange={(event) => onChange({ ...quota, value: event.target.value })}
          >
            <option value="">{S.chooseValue}</option>
            {quotaValues(question).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </SelectField>
          <LimitNumber
            label={S.quotaLimit}
            value={quota.limit}
            error={errors.limit}
            range={QUOTA_LIMIT_RANGE}
            onChange={(limit) => onChange({ ...quota, limit })}
          />
        </div>
        <fieldset className="quota-action">
          <legend>{S.quotaAction}</legend>
          {ACTIONS.map((action) => (
            <label key={action} className="radio">
              <input
                type="radio"
                name={`${id}-action`}
                value={action}
                checked={quota.action === action}
                onChange={() => onChange({ ...quota, action })}
              />
              {S.quotaActions[action]}
            </label>
          ))}
        </fieldset>
        <button type="button" className="button button-destructive quota-remove" onClick={onRemove}>
          {S.removeQuota(n)}
        </button>
      </fieldset>
    </li>
  );
}
