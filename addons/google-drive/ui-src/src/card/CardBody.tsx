/**
 * The open card: without a connected account, a sentence and Sign in with Google (back to this
 * survey's notifications step, so the survey needs an id); with one, the spreadsheet's name and
 * the sheet's actions.
 */
import { TextField } from '@hearken/addon-sdk/ui';
import { useId } from 'react';
import { useConnection } from '../queries';
import { SignInButton } from '../SignInButton';
import { STRINGS } from '../strings';
import { driveOf, withDrive, type CardBodyProps } from './drive';
import { SheetActions } from './SheetActions';

const S = STRINGS.card;

/** The longest name the survey setting takes (../../addon.toml). */
export const FILE_NAME_MAX = 200;

export function CardBody({ api, survey, onChange, locked, notify }: CardBodyProps) {
  const saveFirstId = useId();
  const connection = useConnection(api);
  const drive = driveOf(survey);

  if (connection.isPending) return <p role="status">{S.loading}</p>;
  if (connection.isError) {
    return (
      <p role="alert" className="drive-error">
        {S.loadFailed}
      </p>
    );
  }

  if (!connection.data.connected) {
    return (
      <>
        {connection.data.revoked && <p className="drive-warning">{STRINGS.settings.revoked}</p>}
        <p className="editor-note">{S.notConnected}</p>
        <div className="drive-actions">
          <SignInButton
            api={api}
            notify={notify}
            returnTo={survey.id === null ? null : `survey_${survey.id}`}
            {...(survey.id === null ? { describedBy: saveFirstId } : {})}
          />
        </div>
        {survey.id === null && (
          <p id={saveFirstId} className="editor-note">
            {S.saveFirst}
          </p>
        )}
      </>
    );
  }

  return (
    <>
      <TextField
        label={S.fileName}
        hint={S.fileNameHint}
        value={drive.file_name}
        maxLength={FILE_NAME_MAX}
        placeholder={survey.title}
        disabled={locked}
        onChange={(event) => onChange(withDrive(survey, { file_name: event.currentTarget.value }))}
      />
      <SheetActions api={api} survey={survey} onChange={onChange} locked={locked} notify={notify} />
    </>
  );
}
