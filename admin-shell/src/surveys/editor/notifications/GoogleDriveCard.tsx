/**
 * 'Send Responses to Google Drive' (spec 000 §2): the shell's fallback. The google-drive add-on's
 * `editor-card` of the same title (or the locked placeholder for it) takes its place; this card
 * shows only when that remote fails to load, keeps the toggle, and says what is missing.
 */
import { useId } from 'react';
import { useTier } from '../../../upgrade/useTier';
import { useEditor } from '../EditorContext';
import { FeatureLock } from '../FeatureLock';
import { EDITOR_STRINGS as S } from '../strings';

export function GoogleDriveCard() {
  const { survey, update } = useEditor();
  const tier = useTier();
  const id = useId();
  const drive = survey.settings.google_drive;
  const usable = tier?.feature('google-drive') ?? false;
  return (
    <section className="editor-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{S.googleDrive}</h3>
      {usable ? (
        <>
          <label className="toggle">
            <input
              type="checkbox"
              role="switch"
              checked={drive.enable}
              aria-expanded={drive.enable}
              aria-controls={`${id}-body`}
              onChange={(e) =>
                update((s) => ({ ...s, settings: { ...s.settings, google_drive: { ...s.settings.google_drive, enable: e.target.checked } } }))
              }
            />
            {S.googleDriveToggle}
          </label>
          <div id={`${id}-body`} hidden={!drive.enable}>
            <p className="editor-note">{S.googleDriveLater}</p>
          </div>
        </>
      ) : (
        <FeatureLock feature={S.googleDriveFeature} addon="google-drive" />
      )}
    </section>
  );
}
