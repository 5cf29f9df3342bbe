import { useId, useState } from 'react';
import { usePublishedSurveys } from './queries';
import { SnippetBlock } from './SnippetBlock';
import { inlineSnippet } from './snippets';
import { EMBED_STRINGS as S } from './strings';

/** The inline snippet of `survey`, or of a published survey picked here when the panel has none. */
export function InlineSnippet({ origin, survey }: { origin: string; survey?: { id: number } | undefined }) {
  const published = usePublishedSurveys(!survey);
  const [picked, setPicked] = useState<number | null>(null);
  const pickerId = useId();
  if (survey) return <SnippetBlock name={S.inlineHeading} hint={S.inlineHint} copyLabel={S.copyInline} code={inlineSnippet(origin, survey.id)} />;

  const surveys = published.data ?? [];
  const id = picked ?? surveys[0]?.id;
  return (
    <SnippetBlock name={S.inlineHeading} hint={S.inlineHint} copyLabel={S.copyInline} code={id === undefined ? null : inlineSnippet(origin, id)}>
      {surveys.length > 0 ? (
        <div className="field">
          <label htmlFor={pickerId}>{S.inlineSurvey}</label>
          <select id={pickerId} value={id} onChange={(event) => setPicked(Number(event.currentTarget.value))}>
            {surveys.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title.trim() || `#${s.id}`}
              </option>
            ))}
          </select>
        </div>
      ) : (
        !published.isPending && <p className="embed-hint">{S.noPublishedSurvey}</p>
      )}
    </SnippetBlock>
  );
}
