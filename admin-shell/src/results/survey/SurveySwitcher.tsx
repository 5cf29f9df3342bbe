import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useSurveyChoices } from '../api';
import { RESULTS_STRINGS } from '../strings';

/** The surveys as a dropdown; choosing another one opens its results (spec 001 §2). */
export function SurveySwitcher({ surveyId, title }: { surveyId: number; title: string }) {
  const choices = useSurveyChoices();
  const navigate = useNavigate();
  const id = useId();
  const listed = choices.data ?? [];
  // The survey on screen stays selectable even when it is not among the first 100 listed.
  const options = listed.some((c) => c.id === surveyId) ? listed : [{ id: surveyId, title }, ...listed];
  return (
    <div className="rs-field">
      <label htmlFor={id}>{RESULTS_STRINGS.survey.switcher}</label>
      <select id={id} value={surveyId} onChange={(event) => void navigate(`/results/survey/${event.target.value}`)}>
        {options.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.title || RESULTS_STRINGS.untitled}
          </option>
        ))}
      </select>
    </div>
  );
}
