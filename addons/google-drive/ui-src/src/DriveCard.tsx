/**
 * 'Send Responses to Google Drive' on the editor's notifications step (spec 000 §2), in place of the
 * shell's card of that title: the switch turns `settings.google_drive.enable` on and off and opens
 * and closes the card; open, it shows the connection (Sign in with Google, which comes back to this
 * step) or the survey's spreadsheet: its name, the sheet itself, and the export of the responses
 * stored before. The shell shows its locked placeholder instead while the add-on is not in force.
 */
import { defineRemote, type EditorCardProps } from '@hearken/addon-sdk';
import { useId } from 'react';
import { useSignInReturn } from './browser';
import { CardBody } from './card/CardBody';
import { driveOf, withDrive } from './card/drive';
import { STRINGS } from './strings';
import { useDriveStyles } from './styles';

const S = STRINGS.card;

function DriveCard({ api, survey, onChange, locked, notify }: EditorCardProps) {
  useDriveStyles();
  useSignInReturn(notify);
  const titleId = useId();
  const bodyId = useId();
  const drive = driveOf(survey);

  return (
    <section className="editor-card drive-card" aria-labelledby={titleId} data-addon="google-drive">
      <h3 id={titleId}>{S.title}</h3>
      <label className="toggle">
        <input
          type="checkbox"
          role="switch"
          checked={drive.enable}
          disabled={locked}
          aria-expanded={drive.enable}
          aria-controls={bodyId}
          onChange={(event) => onChange(withDrive(survey, { enable: event.currentTarget.checked }))}
        />
        {S.toggle}
      </label>
      <div id={bodyId} hidden={!drive.enable}>
        {drive.enable && <CardBody api={api} survey={survey} onChange={onChange} locked={locked} notify={notify} />}
      </div>
    </section>
  );
}

export default defineRemote('editor-card', DriveCard);
