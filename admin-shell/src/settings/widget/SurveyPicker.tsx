import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorMessage } from '../../ui/ErrorMessage';
import type { SurveyTitle } from '../queries';
import { WIDGET_STRINGS as S } from '../strings';

/** Which survey the preview shows; with no surveys, a link to create the first. */
export function SurveyPicker({
  surveys,
  error,
  value,
  onChange,
}: {
  surveys: SurveyTitle[] | undefined;
  error: unknown;
  value: number | null;
  onChange(id: number): void;
}) {
  const id = useId();
  if (error) return <ErrorMessage error={error} />;
  if (!surveys) return null;
  if (surveys.length === 0) {
    return (
      <p className="settings-hint">
        {S.noSurveys} <Link to="/surveys/new/setup">{S.createSurvey}</Link>
      </p>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{S.surveyPicker}</label>
      <select id={id} value={value ?? surveys[0]?.id ?? ''} onChange={(event) => onChange(Number(event.target.value))}>
        {surveys.map((survey) => (
          <option key={survey.id} value={survey.id}>
            {survey.title}
          </option>
        ))}
      </select>
    </div>
  );
}
