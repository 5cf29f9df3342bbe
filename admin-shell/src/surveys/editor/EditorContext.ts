/**
 * The contract between the editor's frame (which owns loading, saving and step navigation) and its
 * steps (which edit the survey). Steps change the survey only through `update`.
 */
import { createContext, useContext } from 'react';
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import type { Survey } from '../model/types';

export interface EditorApi {
  survey: Survey;
  /** A local change; it is stored by the next save. */
  update(recipe: (survey: Survey) => Survey): void;
  /** Saves now; ignored (resolves null) while a save runs. Resolves to the saved survey, or null on failure. */
  save(): Promise<Survey | null>;
  saving: boolean;
  /** The survey has never been saved (id null). */
  isNew: boolean;
  /** The question types available now (`GET question-types`: core plus active add-ons'). */
  questionTypes: QuestionTypeDefinition[];
  /** Build | Preview on the questions step; Back closes the preview. */
  previewing: boolean;
  setPreviewing(on: boolean): void;
  /**
   * Counts the Saves and Next Steps asked for: each one shows every field's error, including
   * those of fields nobody has touched yet, and moves focus to the first.
   */
  validationRequests: number;
}

export const EditorContext = createContext<EditorApi | null>(null);

/** The editor around the current step. */
export function useEditor(): EditorApi {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor must be used inside the survey editor.');
  return editor;
}
