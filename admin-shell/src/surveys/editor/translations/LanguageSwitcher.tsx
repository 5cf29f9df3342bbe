/**
 * The editor header's way into translations (issue 34): a Language menu (the base language, then
 * each language to translate into) once the site offers a language or the survey has a
 * translation; otherwise a Translate button, whose panel says where languages are offered.
 */
import { useId } from 'react';
import { languageName } from '../../../survey-languages/languages';
import { useEditor } from '../EditorContext';
import { useOpeningLanguages } from './api';
import { baseLanguageOf, targetLanguages } from './model';
import { TRANSLATIONS_STRINGS as S } from './strings';
import type { TranslationView } from './useTranslationView';

export function LanguageSwitcher({ view }: { view: TranslationView }) {
  const { survey } = useEditor();
  const opening = useOpeningLanguages(survey);
  const id = useId();
  const targets = targetLanguages(opening.data ?? [], survey);

  if (targets.length === 0) {
    return (
      <button
        type="button"
        className="button"
        ref={view.opener}
        aria-expanded={view.open}
        aria-controls={view.open ? view.panelId : undefined}
        onClick={() => (view.open ? view.close() : view.show(null))}
      >
        {S.translate}
      </button>
    );
  }
  return (
    <div className="tr-switcher">
      <label htmlFor={id}>{S.switcher}</label>
      <select
        id={id}
        ref={view.opener}
        value={view.open && view.language !== null ? view.language : ''}
        onChange={(event) => (event.target.value === '' ? view.close() : view.show(event.target.value))}
      >
        <option value="">{S.baseOption(languageName(baseLanguageOf(survey)))}</option>
        {targets.map((tag) => (
          <option key={tag} value={tag}>
            {languageName(tag)}
          </option>
        ))}
      </select>
    </div>
  );
}
