/**
 * The survey's spreadsheet: a link to it and Export existing responses once the add-on has made
 * it; before that, Create the spreadsheet, whose id goes into the survey the editor holds (the
 * add-on stored it already), keeping whatever else changed meanwhile. Failures are error toasts
 * with the add-on's message.
 */
import type { HearkenApi, RemoteNotice } from '@hearken/addon-sdk';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { messageOf } from '../failures';
import { useCreateSheet } from '../queries';
import { ERRORS, STRINGS } from '../strings';
import { driveOf, sheetUrl, withDrive, type CardBodyProps } from './drive';
import { exportResponses, type ExportProgress } from './exportResponses';

const S = STRINGS.card;

export function SheetActions({ api, survey, onChange, locked, notify }: CardBodyProps) {
  const saveFirstId = useId();
  const create = useCreateSheet(api);
  // The survey as the editor holds it now, for an answer that arrives after other changes.
  const latest = useRef(survey);
  useEffect(() => {
    latest.current = survey;
  });
  const { spreadsheet_id: spreadsheetId } = driveOf(survey);

  if (spreadsheetId !== '') {
    return (
      <>
        <p>
          <a href={sheetUrl(spreadsheetId)} target="_blank" rel="noopener noreferrer">
            {S.openSheet}{' '}
            <span className="visually-hidden">{STRINGS.settings.opensInNewTab}</span>
          </a>
        </p>
        {survey.id !== null && <ExportResponses api={api} surveyId={survey.id} notify={notify} />}
      </>
    );
  }

  async function createSheet(surveyId: number) {
    if (create.isPending) return;
    try {
      const sheet = await create.mutateAsync(surveyId);
      onChange(withDrive(latest.current, { spreadsheet_id: sheet.spreadsheet_id }));
      notify?.({ type: 'success', title: S.sheetCreated });
    } catch (error) {
      notify?.({ type: 'error', heading: ERRORS.heading, title: messageOf(error, S.sheetFailed) });
    }
  }

  const surveyId = survey.id;
  return (
    <>
      <p className="editor-note">{S.noSheet}</p>
      <div className="drive-actions">
        <button
          type="button"
          className="button"
          disabled={surveyId === null || locked || create.isPending}
          aria-describedby={surveyId === null ? saveFirstId : undefined}
          onClick={() => surveyId !== null && void createSheet(surveyId)}
        >
          {create.isPending ? S.creatingSheet : S.createSheet}
        </button>
      </div>
      {surveyId === null && (
        <p id={saveFirstId} className="editor-note">
          {S.saveFirst}
        </p>
      )}
    </>
  );
}

/**
 * Export existing responses, with its progress: a bar and 'Exported {done} of {total} responses'
 * (a polite status), then a toast with what was added and what the sheet had already.
 */
function ExportResponses({ api, surveyId, notify }: { api: HearkenApi; surveyId: number; notify: ((notice: RemoteNotice) => void) | undefined }) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const run = useMutation({ mutationFn: (id: number) => exportResponses(api, id, setProgress) });

  async function start() {
    if (run.isPending) return;
    setProgress(null);
    try {
      const { appended, skipped } = await run.mutateAsync(surveyId);
      notify?.({ type: 'success', title: S.exportFinished(appended, skipped) });
    } catch (error) {
      notify?.({ type: 'error', heading: ERRORS.heading, title: messageOf(error, S.exportFailed) });
    }
  }

  return (
    <>
      <div className="drive-actions">
        <button type="button" className="button" disabled={run.isPending} onClick={() => void start()}>
          {run.isPending ? S.exporting : S.exportResponses}
        </button>
      </div>
      {/* The live region is there before the export starts, so its first words are read out too. */}
      <div className="drive-export" role="status">
        {progress !== null ? (
          <>
            <progress aria-label={S.exportLabel} value={progress.done} max={Math.max(progress.total, 1)} />
            <p>{S.exportProgress(progress.done, progress.total)}</p>
          </>
        ) : (
          run.isPending && <progress aria-label={S.exportLabel} />
        )}
      </div>
    </>
  );
}
