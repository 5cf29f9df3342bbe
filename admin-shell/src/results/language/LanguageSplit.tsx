import { useId } from 'react';
import { ChartTable } from '../ChartFigure';
import { languageShares, type LanguageCount } from './languages';
import { RESULTS_LANGUAGE_STRINGS as S } from './strings';
import './language.css';

/**
 * How the range's responses split by the language they were answered in, as one line ("German 12
 * (26%) · English 30 (65%) · Not recorded 4 (9%)") with the same numbers as a table behind a
 * disclosure, like every results figure.
 */
export function LanguageSplit({ counts }: { counts: readonly LanguageCount[] }) {
  const headingId = useId();
  const shares = languageShares(counts);
  return (
    <section className="rs-card rs-languages" aria-labelledby={headingId}>
      <h2 id={headingId}>{S.splitHeading}</h2>
      <ul className="rs-language-split">
        {shares.map((share) => (
          <li key={share.key}>{S.share(share.label, share.responses, share.percent)}</li>
        ))}
      </ul>
      <details className="rs-figure-table">
        <summary>{S.splitCaption}</summary>
        <ChartTable
          caption={S.splitCaption}
          columns={[S.columns.language, S.columns.responses, S.columns.percent]}
          rows={shares.map((share) => ({ key: share.key, cells: [share.label, share.responses, `${share.percent}%`] }))}
        />
      </details>
      {shares.some((share) => share.key === '') && <p className="rs-note rs-muted">{S.splitNote}</p>}
    </section>
  );
}
