/**
 * The translator's file (issue 34): the saved survey's texts exported as CSV or JSON (every
 * language or one), and a filled-in file imported back. The import reads the saved survey, so
 * unsaved changes are saved first; its answer's translations then replace the editor's. A refusal
 * (nothing is saved) lists each row the host names, in one alert that takes focus.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HearkenApiError } from '@hearken/addon-sdk';
import { languageLabel } from '../../../survey-languages/languages';
import { errorText } from '../../../ui/ErrorMessage';
import { surveyKey } from '../../model/api';
import type { Survey } from '../../model/types';
import { useEditor } from '../EditorContext';
import { translationsFileUrl, useImportTranslations } from './api';
import { TRANSLATIONS_STRINGS } from './strings';

type Outcome = { kind: 'imported'; count: number } | { kind: 'refused'; message: string; rows: [string, string][] };

/** The survey as the editor has it differs from the one last loaded or saved. */
function unsaved(survey: Survey, saved: Survey | undefined): boolean {
  return saved === undefined || JSON.stringify(saved) !== JSON.stringify(survey);
}

export function TranslationFiles({ languages }: { languages: string[] }) {
  const S = TRANSLATIONS_STRINGS.files;
  const { survey, save, update } = useEditor();
  const client = useQueryClient();
  const importing = useImportTranslations();
  const id = useId();
  const [scope, setScope] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const alert = useRef<HTMLDivElement>(null);

  // After an answer, focus goes to what it says: the alert of a refusal, or the count imported.
  useEffect(() => {
    if (outcome) (outcome.kind === 'refused' ? alert : status).current?.focus();
  }, [outcome]);

  if (survey.id === null) {
    return (
      <section className="tr-files" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="tr-subheading">
          {S.heading}
        </h3>
        <p>{S.saveFirst}</p>
      </section>
    );
  }
  const surveyId = survey.id;

  async function read(file: File) {
    setOutcome(null);
    const saved = unsaved(survey, client.getQueryData<Survey>(surveyKey(surveyId))) ? await save() : survey;
    if (!saved || saved.id === null) return setOutcome({ kind: 'refused', message: S.saveFailed, rows: [] });
    try {
      const answer = await importing.mutateAsync({ surveyId: saved.id, file });
      update((s) => ({ ...s, language: answer.survey.language ?? s.language ?? null, translations: answer.survey.translations ?? {} }));
      setOutcome({ kind: 'imported', count: answer.imported });
    } catch (error) {
      const rows = error instanceof HearkenApiError ? Object.entries(error.fields) : [];
      setOutcome({ kind: 'refused', message: errorText(error), rows });
    }
  }

  return (
    <section className="tr-files" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tr-subheading">
        {S.heading}
      </h3>
      <p>{S.intro}</p>
      <div className="field">
        <label htmlFor={`${id}-scope`}>{S.scope}</label>
        <select id={`${id}-scope`} value={scope} onChange={(event) => setScope(event.target.value)}>
          <option value="">{S.allLanguages}</option>
          {languages.map((tag) => (
            <option key={tag} value={tag}>
              {languageLabel(tag)}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label={S.exportLabel} aria-describedby={`${id}-export-hint`} className="tr-exports">
        <a className="button" href={translationsFileUrl(surveyId, 'csv', scope)} download>
          {S.exportCsv}
        </a>
        <a className="button" href={translationsFileUrl(surveyId, 'json', scope)} download>
          {S.exportJson}
        </a>
      </div>
      <p id={`${id}-export-hint`} className="editor-note">
        {S.exportHint}
      </p>
      <div className="field">
        <label htmlFor={`${id}-import`}>{S.import}</label>
        <input
          id={`${id}-import`}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-describedby={`${id}-import-hint`}
          disabled={importing.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Emptied, so that choosing the same file again (fixed) reads it again.
            event.target.value = '';
            if (file) void read(file);
          }}
        />
        <p id={`${id}-import-hint`} className="editor-note">
          {S.importHint}
        </p>
      </div>
      <p role="status" className="tr-status" ref={status} tabIndex={-1}>
        {importing.isPending ? S.importing : outcome?.kind === 'imported' ? S.imported(outcome.count) : ''}
      </p>
      {outcome?.kind === 'refused' && (
        <div ref={alert} tabIndex={-1} role="alert" className="inline-notice inline-notice-error tr-refusal">
          <p className="inline-notice-title">{S.refused}</p>
          <p>{outcome.message}</p>
          {outcome.rows.length > 0 && (
            <ul>
              {outcome.rows.map(([place, message]) => (
                <li key={place}>
                  {S.place(place)}: {message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
