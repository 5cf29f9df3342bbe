import { SelectField } from '@hearken/addon-sdk/ui';
import { DraftField } from './DraftField';
import { answerFilter, type FilterQuestion, type ResponsesFilters } from './filters';
import { RESPONSES_STRINGS } from './strings';

const S = RESPONSES_STRINGS.find;

export interface QuestionFilterProps {
  questions: FilterQuestion[];
  filters: ResponsesFilters;
  onChange(change: Partial<ResponsesFilters>): void;
  errors: Partial<Record<keyof ResponsesFilters, string>>;
}

/**
 * One question, then how it was answered: one of a choice question's options, a range of a
 * rating's or number's scores, or (any other question) answered at all. Another question starts
 * with no answer or scores.
 */
export function QuestionFilter({ questions, filters, onChange, errors }: QuestionFilterProps) {
  const question = questions.find((q) => q.id === filters.question);
  const how = question ? answerFilter(question) : null;
  return (
    <>
      <SelectField
        label={S.question}
        className="rr-filter-question"
        value={filters.question}
        hint={how?.kind === 'answered' ? S.answeredHint : undefined}
        error={errors.question}
        onChange={(e) => onChange({ question: e.target.value, answer: '', min: '', max: '' })}
      >
        <option value="">{S.anyQuestion}</option>
        {/* A question of the address that the survey no longer has stays choosable, so the host's refusal shows under it. */}
        {filters.question !== '' && !question && <option value={filters.question}>{filters.question}</option>}
        {questions.map((q) => (
          <option key={q.id} value={q.id}>
            {q.title || q.id}
          </option>
        ))}
      </SelectField>
      {how?.kind === 'choice' && (
        <SelectField label={S.answer} value={filters.answer} error={errors.answer} onChange={(e) => onChange({ answer: e.target.value })}>
          <option value="">{S.anyAnswer}</option>
          {filters.answer !== '' && !how.options.includes(filters.answer) && <option value={filters.answer}>{filters.answer}</option>}
          {how.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      )}
      {how?.kind === 'score' &&
        (['min', 'max'] as const).map((end) => (
          <DraftField
            key={end}
            label={end === 'min' ? S.lowest : S.highest}
            className="rr-filter-score"
            type="number"
            inputMode="decimal"
            min={how.low}
            max={how.high}
            step={how.low === undefined ? 'any' : 1}
            value={filters[end]}
            error={errors[end]}
            onCommit={(value) => onChange({ [end]: value })}
          />
        ))}
    </>
  );
}
