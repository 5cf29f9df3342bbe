import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useSurveyChoices, type SurveyChoice } from '../api';
import { RESPONSES_PATHS, RESPONSES_STRINGS as S } from './strings';

/**
 * Every survey; choosing one opens its responses (spec 001 §2). The current survey is offered even
 * when the list lacks it (beyond the first 100, or still loading).
 */
export function SurveySwitcher({ current }: { current: SurveyChoice }) {
  const id = useId();
  const navigate = useNavigate();
  const { data } = useSurveyChoices();
  const choices = data ?? [];
  const options = choices.some((c) => c.id === current.id) ? choices : [current, ...choices];
  return (
    <div className="rr-switcher">
      <label htmlFor={id}>{S.surveySwitcher}</label>
      <select id={id} value={current.id} onChange={(e) => navigate(RESPONSES_PATHS.responses(Number(e.target.value)))}>
        {options.map((survey) => (
          <option key={survey.id} value={survey.id}>
            {survey.title}
          </option>
        ))}
      </select>
    </div>
  );
}
