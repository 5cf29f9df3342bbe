import { useId } from 'react';
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import type { Question, RedirectCondition } from '../../model/types';
import { idKey, sameId } from '../../rules/logic';
import { comparatorsFor, redirectValues, withRowComparator, withRowPage, withRowQuestion, withRowValue } from '../../rules/thankYou';
import { RedirectTargetPicker } from './RedirectTargetPicker';
import { QUESTIONS_STRINGS as S } from './strings';

/** One conditional redirect: when the answer to a question matches, go to a page. */
export function RedirectRow({
  n,
  row,
  questions,
  types,
  removable,
  onChange,
  onRemove,
}: {
  n: number;
  row: RedirectCondition;
  questions: Question[];
  types: QuestionTypeDefinition[];
  removable: boolean;
  onChange(next: RedirectCondition): void;
  onRemove(): void;
}) {
  const id = useId();
  const question = questions.find((q) => sameId(q.id, row.question));
  const comparators = comparatorsFor(question, types);
  const values = redirectValues(question, types);
  const value = row.condition === null || row.condition === undefined ? '' : String(row.condition);

  return (
    <li className="qs-row qs-redirect-row">
      <label className="visually-hidden" htmlFor={`${id}-q`}>
        {S.rowQuestion(n)}
      </label>
      <select
        id={`${id}-q`}
        value={question ? idKey(question.id) : ''}
        onChange={(e) => onChange(withRowQuestion(row, questions.find((q) => idKey(q.id) === e.target.value)?.id ?? null))}
      >
        <option value="">{S.chooseQuestion}</option>
        {questions.map((q) => (
          <option key={idKey(q.id)} value={idKey(q.id)}>
            {q.title || idKey(q.id)}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-c`}>
        {S.rowComparator(n)}
      </label>
      <select id={`${id}-c`} value={row.condition_type} disabled={!question} onChange={(e) => onChange(withRowComparator(row, e.target.value))}>
        <option value="">{S.chooseComparator}</option>
        {comparators.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-v`}>
        {S.rowValue(n)}
      </label>
      {values.kind === 'text' ? (
        <input
          id={`${id}-v`}
          value={value}
          disabled={!row.condition_type}
          onChange={(e) => onChange(withRowValue(row, e.target.value))}
        />
      ) : (
        <select
          id={`${id}-v`}
          value={value}
          disabled={!row.condition_type}
          onChange={(e) => {
            const raw = e.target.value;
            onChange(withRowValue(row, raw === '' ? null : values.kind === 'scale' ? Number(raw) : raw));
          }}
        >
          <option value="">{S.chooseValue}</option>
          {values.values.map((v) => (
            <option key={String(v)} value={String(v)}>
              {v}
            </option>
          ))}
        </select>
      )}
      <RedirectTargetPicker
        label={<span className="visually-hidden">{S.rowPage(n)}</span>}
        value={row.page ?? row.redirect_url}
        onChange={(page) => onChange(withRowPage(row, page))}
      />
      {removable && (
        <button type="button" className="button button-link qs-remove" aria-label={S.removeRow(n)} onClick={onRemove}>
          <span aria-hidden="true">✕</span>
        </button>
      )}
    </li>
  );
}
