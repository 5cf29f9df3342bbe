/**
 * What the frame shares with its own steps (setup, settings, notifications, publish) beyond the
 * `EditorContext` contract: the scheduling controls' draft, the save outcome and the add-on cards'
 * verdicts on their step. Kept apart so the
 * contract the questions step is built against stays as it is.
 */
import { createContext, useContext } from 'react';
import type { SaveOutcome } from '../model/types';
import type { ScheduleDraft } from '../rules/schedule';

export interface EditorFrameApi {
  /** The survey was opened as a new one in this editor (it may have been saved since). */
  startedNew: boolean;
  schedule: ScheduleDraft;
  /** Changes the scheduling controls; `publish_at` (and a draft's status) follow. */
  setSchedule(next: ScheduleDraft): void;
  /** Like `save`, answering the whole outcome (`published`, `message`), or null when ignored or failed. */
  saveOutcome(): Promise<SaveOutcome | null>;
  /**
   * True once per editor for a survey opened new: the Publish step then sets status publish
   * (spec 000 §4) the first time it is shown, not again after the user chose Draft.
   */
  takePublishDefault(): boolean;
  /** No add-on card on screen says its step cannot continue (`EditorCardProps.reportValid`). */
  cardsValid: boolean;
  /** An add-on card's report, by a key of the card's own; `true` also when the card goes away. */
  reportCard(key: string, valid: boolean): void;
  /** Save or Next Step was asked for: the step shows every error now (`EditorApi.validationRequests`). */
  requestValidation(): void;
}

export const EditorFrameContext = createContext<EditorFrameApi | null>(null);

export function useEditorFrame(): EditorFrameApi {
  const frame = useContext(EditorFrameContext);
  if (!frame) throw new Error('useEditorFrame must be used inside the survey editor.');
  return frame;
}
