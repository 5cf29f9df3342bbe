import { useId } from 'react';
import { languageName } from '../../../survey-languages/languages';
import { useEditor } from '../EditorContext';
import { useSurveyTexts } from './api';
import { baseLanguageOf, progressOf, targetLanguages, translationsOf } from './model';
import { TRANSLATIONS_STRINGS } from './strings';
import './translations.css';

/**
 * On the Publish step, for a survey set to publish: which languages are not fully translated, and
 * that publishing is fine, those texts showing in the base language. Says nothing otherwise.
 */
export function PublishTranslationsNote() {
  const S = TRANSLATIONS_STRINGS;
  const { survey } = useEditor();
  const publishing = survey.status === 'publish';
  const texts = useSurveyTexts(survey, { enabled: publishing });
  const headingId = useId();
  if (!publishing || !texts.data) return null;
  const { texts: all, languages } = texts.data;
  const translations = translationsOf(survey);
  const incomplete = targetLanguages(
    languages.map((entry) => entry.language),
    survey,
  )
    .map((tag) => progressOf(all, translations, tag))
    .filter((progress) => progress.translated < progress.total);
  if (incomplete.length === 0) return null;
  return (
    <section className="editor-card tr-publish-note" aria-labelledby={headingId}>
      <h3 id={headingId}>{S.publishNote.heading}</h3>
      <ul>
        {incomplete.map(({ language, translated, total }) => (
          <li key={language}>{S.progress(languageName(language), translated, total)}</li>
        ))}
      </ul>
      <p>{S.publishNote.text(languageName(baseLanguageOf(survey)))}</p>
    </section>
  );
}
