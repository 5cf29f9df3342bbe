/**
 * `/surveys/duplicate/{id}` (spec 000 §2): duplicates the survey, then loads the copy's editor as
 * a new page, so everything about the copy is read fresh.
 */
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { goToUrl } from '../../page';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useDuplicateSurvey } from '../model/api';
import { stepPath, SURVEYS_PATH } from './paths';
import { EDITOR_STRINGS as S } from './strings';

export function DuplicateSurvey({ go = goToUrl }: { go?: (url: string) => void }) {
  const id = Number(useParams().id);
  const { mutate, error } = useDuplicateSurvey();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under StrictMode's second effect run.
    if (started.current || !Number.isInteger(id)) return;
    started.current = true;
    mutate(id, { onSuccess: (copy) => go(`/admin${stepPath(copy.id, 'questions')}`) });
  }, [id, mutate, go]);

  if (error || !Number.isInteger(id)) {
    return (
      <div>
        <p role="alert" className="error-message">
          {S.duplicateFailed}
        </p>
        <ErrorMessage error={error} />
        <Link to={SURVEYS_PATH}>{S.backToList}</Link>
      </div>
    );
  }
  return (
    <p role="status" className="loading">
      {S.duplicating}
    </p>
  );
}
