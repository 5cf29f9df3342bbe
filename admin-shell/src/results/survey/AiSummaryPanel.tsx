import { Link } from 'react-router';
import { useSession } from '../../session/SessionContext';
import { AI_SETTINGS_PATH } from '../../settings/paths';
import { useGenerateAiSummary, usePreloadAiSummary } from '../api';
import { RESULTS_STRINGS } from '../strings';
import { aiFailure, aiOutcome } from './aiOutcome';

const S = RESULTS_STRINGS.ai;

/**
 * The AI summary (Pro and Elite plans, spec 001 §6): the summary generated last is fetched on
 * mount; Generate (Refresh once there is one) asks for a new one. A cache without a summary is
 * not an error, so the preload shows only a summary; the spec's messages answer a Generate.
 */
export function AiSummaryPanel({ surveyId }: { surveyId: number }) {
  const preload = usePreloadAiSummary(surveyId, true);
  const generate = useGenerateAiSummary(surveyId);
  const preloaded = preload.data?.success && preload.data.summary ? preload.data.summary : null;
  const outcome = generate.isSuccess ? aiOutcome(generate.data) : generate.isError ? aiFailure(generate.error) : null;
  const summary = outcome?.kind === 'summary' ? outcome.text : preloaded;
  const busy = preload.isPending || generate.isPending;

  return (
    <section className="rs-card rs-ai" aria-labelledby="rs-ai-heading" aria-busy={busy}>
      <div className="rs-card-header">
        <h2 id="rs-ai-heading">{S.heading}</h2>
        <button type="button" className="button" disabled={busy} onClick={() => generate.mutate()}>
          {summary ? S.refresh : S.generate}
        </button>
      </div>
      {busy && (
        <p role="status" className="rs-muted">
          {generate.isPending ? S.loading : RESULTS_STRINGS.loading}
        </p>
      )}
      {outcome?.kind === 'message' && (
        <>
          <p role="alert" className="rs-ai-message">
            {outcome.text}
          </p>
          {outcome.text !== S.unavailable && <AiSettingsPointer />}
        </>
      )}
      {summary ? <p className="rs-ai-summary">{summary}</p> : !busy && !outcome && <p className="rs-muted">{S.intro}</p>}
    </section>
  );
}

/** After a failure, where the AI provider is set up: a link for whoever may change settings. */
function AiSettingsPointer() {
  const canSetUp = useSession().session.capabilities.includes('manage_options');
  return <p>{canSetUp ? <Link to={AI_SETTINGS_PATH}>{S.setUp}</Link> : S.setUpByAdmin}</p>;
}
