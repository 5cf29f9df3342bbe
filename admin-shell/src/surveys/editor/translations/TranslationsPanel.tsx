/**
 * The translation panel under the editor's header (issue 34): the base language, how complete each
 * language is ("German: 14 of 16 texts"), every text of the language chosen in the header beside
 * its base, and the translator's files. Translations are part of the survey being edited: the
 * editor's Save stores them. Without a language offered it says where languages are set.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../session/SessionContext';
import { languageName } from '../../../survey-languages/languages';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { useEditor } from '../EditorContext';
import { useOpeningLanguages, useSurveyTexts } from './api';
import { BaseLanguageField } from './BaseLanguageField';
import { baseLanguageOf, progressOf, targetLanguages, translationsOf } from './model';
import { TRANSLATIONS_STRINGS as S } from './strings';
import { TranslationFiles } from './TranslationFiles';
import { TranslationTexts } from './TranslationTexts';
import type { TranslationView } from './useTranslationView';
import './translations.css';

export function TranslationsPanel({ view }: { view: TranslationView }) {
  return view.open ? <OpenPanel view={view} /> : null;
}

function OpenPanel({ view }: { view: TranslationView }) {
  const { survey } = useEditor();
  const opening = useOpeningLanguages(survey);
  const texts = useSurveyTexts(survey);
  const titleId = useId();
  const named = [...(opening.data ?? []), ...(texts.data?.languages.map((entry) => entry.language) ?? [])];
  const targets = targetLanguages(named, survey);
  const language = view.language !== null && targets.includes(view.language) ? view.language : null;
  const waiting = opening.isPending || texts.isPending;

  return (
    <section id={view.panelId} className="tr-panel" aria-labelledby={titleId}>
      <div className="tr-panel-header">
        <h2 id={titleId}>{language === null ? S.heading : S.headingFor(languageName(language))}</h2>
        <button type="button" className="button" onClick={view.close}>
          {S.close}
        </button>
      </div>
      {targets.length === 0 ? (
        waiting ? <p role="status">{S.loading}</p> : <NoLanguages />
      ) : (
        <>
          <BaseLanguageField offered={targets} />
          <Progress targets={targets} current={language} texts={texts.data?.texts} />
          <p className="editor-note">{S.fallback(languageName(baseLanguageOf(survey)))}</p>
          <ErrorMessage error={texts.error} />
          {language === null ? (
            <p>{S.chooseLanguage}</p>
          ) : texts.data ? (
            <TranslationTexts language={language} texts={texts.data.texts} />
          ) : (
            !texts.error && <p role="status">{S.loading}</p>
          )}
          <TranslationFiles languages={targets} />
        </>
      )}
    </section>
  );
}

/** Where languages come from; the link only for those who may change the settings. */
function NoLanguages() {
  const { session } = useSession();
  const mayConfigure = session.capabilities.includes('manage_options');
  return (
    <>
      <p>{S.noLanguages}</p>
      <p>{mayConfigure ? <Link to="/settings/general">{S.openSettings}</Link> : S.askAdministrator}</p>
    </>
  );
}

/** Each language's count, the one being translated marked. */
function Progress({ targets, current, texts }: { targets: string[]; current: string | null; texts: { id: string; base: string }[] | undefined }) {
  const { survey } = useEditor();
  const headingId = useId();
  if (!texts) return null;
  const translations = translationsOf(survey);
  return (
    <>
      <h3 id={headingId} className="tr-subheading">
        {S.progressHeading}
      </h3>
      <ul className="tr-progress" aria-labelledby={headingId}>
        {targets.map((tag) => {
          const { translated, total } = progressOf(texts, translations, tag);
          return (
            <li key={tag} aria-current={tag === current ? 'true' : undefined} className={translated < total ? 'is-incomplete' : undefined}>
              {S.progress(languageName(tag), translated, total)}
            </li>
          );
        })}
      </ul>
    </>
  );
}
