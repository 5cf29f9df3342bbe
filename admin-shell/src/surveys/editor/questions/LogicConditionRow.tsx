import { useId } from 'react';
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import type { LogicCondition, Question } from '../../model/types';
import { canonicalOperator, idKey, logicValues, operatorsFor, sameId, withConditionQuestion } from '../../rules/logic';
import { QUESTIONS_STRINGS as S } from './strings';

/** One logic condition: an earlier question, an operator its type allows, and a value of it. */
export function LogicConditionRow({
  n,
  types,
  condition,
  sources,
  removable,
  onChange,
  onRemove,
}: {
  n: number;
  types: QuestionTypeDefinition[];
  condition: LogicCondition;
  sources: Question[];
  removable: boolean;
  onChange(next: LogicCondition): void;
  onRemove(): void;
}) {
  const id = useId();
  const target = sources.find((q) => sameId(q.id, condition.question_id));
  const operators = operatorsFor(target, types);
  const values = logicValues(target, types);
  const value = condition.value === null || condition.value === undefined ? '' : String(condition.value);
  return (
    <li className="qs-row">
      <label className="visually-hidden" htmlFor={`${id}-q`}>
        {S.conditionQuestion(n)}
      </label>
      <select
        id={`${id}-q`}
        value={target ? idKey(target.id) : ''}
        onChange={(e) => onChange(withConditionQuestion(condition, sources.find((q) => idKey(q.id) === e.target.value)?.id ?? null))}
      >
        {!target && <option value="">{S.chooseQuestion}</option>}
        {sources.map((q) => (
          <option key={idKey(q.id)} value={idKey(q.id)}>
            {q.title || idKey(q.id)}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-op`}>
        {S.conditionCompare(n)}
      </label>
      <select id={`${id}-op`} value={canonicalOperator(condition.compare)} onChange={(e) => onChange({ ...condition, compare: e.target.value })}>
        {operators.map((op) => (
          <option key={op.value} value={op.value}>
            {op.label}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-v`}>
        {S.conditionValue(n)}
      </label>
      <select
        id={`${id}-v`}
        value={value}
        onChange={(e) => onChange({ ...condition, value: values.find((v) => String(v.value) === e.target.value)?.value ?? null })}
      >
        <option value="">{S.chooseValue}</option>
        {values.map((v) => (
          <option key={String(v.value)} value={String(v.value)}>
            {v.label}
          </option>
        ))}
      </select>
      {removable && (
        <button type="button" className="button button-link qs-remove" aria-label={S.removeCondition(n)} onClick={onRemove}>
          <span aria-hidden="true">✕</span>
        </button>
      )}
    </li>
  );
}
