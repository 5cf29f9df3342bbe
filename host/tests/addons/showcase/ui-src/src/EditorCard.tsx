/** `editor-card` on the editor's settings step: names the step and the survey the shell passes. */
import { defineRemote, type EditorCardProps } from '@hearken/addon-sdk';
import { STRINGS as S } from './strings';

export function EditorCard({ step, survey }: EditorCardProps) {
  return (
    <section className="editor-card" aria-labelledby="showcase-card-title">
      <h3 id="showcase-card-title">{S.cardTitle}</h3>
      <p>{S.cardText(step, survey.title)}</p>
    </section>
  );
}

export default defineRemote('editor-card', EditorCard);
