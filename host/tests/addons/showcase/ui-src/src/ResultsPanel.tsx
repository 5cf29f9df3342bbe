/** `results-panel` at the end of a survey's results: names the survey the shell passes. */
import { defineRemote, type ResultsPanelProps } from '@hearken/addon-sdk';
import { STRINGS as S } from './strings';

export function ResultsPanel({ surveyId }: ResultsPanelProps) {
  return (
    <section className="rs-card" aria-labelledby="showcase-panel-title">
      <h2 id="showcase-panel-title">{S.panelTitle}</h2>
      <p>{S.panelText(surveyId)}</p>
    </section>
  );
}

export default defineRemote('results-panel', ResultsPanel);
