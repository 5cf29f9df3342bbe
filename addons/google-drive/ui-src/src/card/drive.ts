/**
 * A survey's `settings.google_drive` (spec 000 §3; the schema is ../../addon.toml's): whether its
 * responses go to Google Drive, the spreadsheet's name, and the spreadsheet the add-on made.
 */
import type { EditorCardProps, RemoteNotice, Survey } from '@hearken/addon-sdk';

/** What the card's body and its sheet actions take from the editor card's props. */
export type CardBodyProps = Pick<EditorCardProps, 'api' | 'survey' | 'onChange' | 'locked'> & {
  notify: ((notice: RemoteNotice) => void) | undefined;
};

export interface DriveSettings {
  enable: boolean;
  /** Empty: the survey's title. */
  file_name: string;
  /** Empty until the add-on makes the sheet. */
  spreadsheet_id: string;
}

/** The survey's Google Drive settings, each missing or malformed field at its default. */
export function driveOf(survey: Survey): DriveSettings {
  const value = survey.settings['google_drive'];
  const drive = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    enable: drive['enable'] === true,
    file_name: typeof drive['file_name'] === 'string' ? drive['file_name'] : '',
    spreadsheet_id: typeof drive['spreadsheet_id'] === 'string' ? drive['spreadsheet_id'] : '',
  };
}

/** `survey` with `patch` applied to its Google Drive settings; every other setting as it was. */
export function withDrive(survey: Survey, patch: Partial<DriveSettings>): Survey {
  return { ...survey, settings: { ...survey.settings, google_drive: { ...driveOf(survey), ...patch } } };
}

/** The spreadsheet's address in Google Sheets. */
export function sheetUrl(spreadsheetId: string): string {
  return `https://docs.google.com/spreadsheets/d/${encodeURIComponent(spreadsheetId)}`;
}
