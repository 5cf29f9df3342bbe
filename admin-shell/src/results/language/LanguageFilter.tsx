import { SelectField } from '@hearken/addon-sdk/ui';
import { languageName } from '../../survey-languages/languages';
import { RESULTS_LANGUAGE_STRINGS as S } from './strings';

/**
 * Keeps the responses answered in one language (`language=de`), or all. A language chosen that the
 * list no longer names stays choosable, so the filter on screen is always the one applied.
 */
export function LanguageFilter({
  languages,
  value,
  onChange,
  error,
  className,
}: {
  languages: readonly string[];
  /** '' for all languages. */
  value: string;
  onChange(language: string): void;
  error?: string | undefined;
  className?: string;
}) {
  const choices = value === '' || languages.includes(value) ? languages : [...languages, value];
  return (
    <SelectField label={S.filter} value={value} error={error} {...(className ? { className } : {})} onChange={(event) => onChange(event.target.value)}>
      <option value="">{S.allLanguages}</option>
      {choices.map((tag) => (
        <option key={tag} value={tag}>
          {languageName(tag)}
        </option>
      ))}
    </SelectField>
  );
}
