import { SelectField, TextField } from '@hearken/addon-sdk/ui';
import type { Ref } from 'react';
import { LanguageFilter } from '../language/LanguageFilter';
import { DraftField } from './DraftField';
import { COMPLETIONS, isFiltered, type Completion, type FilterQuestion, type ResponsesFilters } from './filters';
import { QuestionFilter } from './QuestionFilter';
import { RESPONSES_STRINGS } from './strings';

const S = RESPONSES_STRINGS.find;

export interface FilterBarProps {
  questions: FilterQuestion[];
  filters: ResponsesFilters;
  onChange(change: Partial<ResponsesFilters>): void;
  onClear(): void;
  /** The host's refusal of a value, under the field it names. */
  errors: Partial<Record<keyof ResponsesFilters, string>>;
  /** The survey's languages (issue 34); none: no language filter, unless the address sets one. */
  languages?: readonly string[];
  ref?: Ref<HTMLDivElement>;
}

/** Where focus goes once the filters are cleared (the button pressed is gone): the search box. */
export function focusSearch(bar: HTMLElement | null) {
  bar?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
}

/** The search box and the filters above the responses (issue 33): answer, score, days, completion, language (issue 34). */
export function FilterBar({ questions, filters, onChange, onClear, errors, languages = [], ref }: FilterBarProps) {
  return (
    <div className="rr-find" ref={ref}>
      <DraftField
        label={S.search}
        hint={S.searchHint}
        className="rr-search"
        type="search"
        maxLength={200}
        value={filters.search}
        error={errors.search}
        onCommit={(search) => onChange({ search })}
      />
      <fieldset className="rr-filters">
        <legend>{S.filters}</legend>
        <QuestionFilter questions={questions} filters={filters} onChange={onChange} errors={errors} />
        <fieldset className="rr-filter-dates">
          <legend>{S.dates}</legend>
          <TextField label={S.from} type="date" value={filters.from} max={filters.to || undefined} error={errors.from} onChange={(e) => onChange({ from: e.target.value })} />
          <TextField label={S.to} type="date" value={filters.to} min={filters.from || undefined} error={errors.to} onChange={(e) => onChange({ to: e.target.value })} />
        </fieldset>
        <SelectField
          label={S.completion}
          value={filters.completion}
          error={errors.completion}
          onChange={(e) => onChange({ completion: e.target.value as Completion })}
        >
          {COMPLETIONS.map((c) => (
            <option key={c} value={c}>
              {S.completions[c]}
            </option>
          ))}
        </SelectField>
        {(languages.length > 0 || filters.language !== '') && (
          <LanguageFilter languages={languages} value={filters.language} error={errors.language} onChange={(language) => onChange({ language })} />
        )}
        {isFiltered(filters) && (
          <button type="button" className="button rr-clear" onClick={onClear}>
            {S.clear}
          </button>
        )}
      </fieldset>
    </div>
  );
}
