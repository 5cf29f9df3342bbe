import { Link } from 'react-router';
import { LIST_STRINGS as S, PATHS } from './strings';

/** The current filter has no surveys (spec 000 §2). */
export function EmptyState() {
  return (
    <section className="surveys-empty" aria-labelledby="surveys-empty-title">
      <h2 id="surveys-empty-title">{S.emptyTitle}</h2>
      <p>{S.emptyText}</p>
      <Link to={PATHS.newSurvey} className="button button-primary">
        {S.createNew}
      </Link>
    </section>
  );
}
