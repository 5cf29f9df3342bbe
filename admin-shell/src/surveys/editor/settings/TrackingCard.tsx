/**
 * Tracking (spec 000 §2, §4): the toggle is disabled when no analytics plugin is installed, and
 * Hearken has no analytics integration, so it always is; tracking stays as stored.
 */
import { useId } from 'react';
import { useEditor } from '../EditorContext';
import { EDITOR_STRINGS as S } from '../strings';

export function TrackingCard() {
  const { survey } = useEditor();
  const noteId = useId();
  return (
    <section className="editor-card" aria-labelledby="tracking-title">
      <h3 id="tracking-title">{S.tracking}</h3>
      <label className="toggle">
        <input type="checkbox" role="switch" checked={survey.settings.enable_tracking} disabled aria-describedby={noteId} readOnly />
        {S.trackingToggle}
      </label>
      <p id={noteId} className="editor-note">
        {S.trackingUnavailable}
      </p>
    </section>
  );
}
