import { useId } from 'react';
import { languageChoices, languageLabel } from '../../../survey-languages/languages';
import { useEditor } from '../EditorContext';
import { baseLanguageOf, translatedLanguages } from './model';
import { TRANSLATIONS_STRINGS as S } from './strings';

/**
 * The language the survey's texts are written in: English unless the admin picks another, from the
 * common languages and the offered ones. A language the survey has translations in is not offered:
 * the host refuses a translation into the base language.
 */
export function BaseLanguageField({ offered }: { offered: string[] }) {
  const { survey, update } = useEditor();
  const id = useId();
  const base = baseLanguageOf(survey);
  const translated = translatedLanguages(survey);
  const choices = languageChoices([...offered, base]).filter((tag) => tag === base || !translated.includes(tag));
  return (
    <div className="field tr-base-language">
      <label htmlFor={id}>{S.baseLanguage}</label>
      <select id={id} value={base} aria-describedby={`${id}-hint`} onChange={(event) => update((s) => ({ ...s, language: event.target.value }))}>
        {choices.map((tag) => (
          <option key={tag} value={tag}>
            {languageLabel(tag)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="editor-note">
        {S.baseLanguageHint}
      </p>
    </div>
  );
}
