import { useId } from 'react';
import { directionOf, languageName } from '../../../survey-languages/languages';
import { useEditor } from '../EditorContext';
import { baseLanguageOf, setTranslation, translationsOf, type SurveyText } from './model';
import { TRANSLATIONS_STRINGS as S } from './strings';
import { textLabel } from './textLabels';

/** A base longer than this, or on several lines, is translated in a box of several lines. */
const LONG_TEXT = 80;

/** Every text of the survey: its name, its base, and the field for its translation into `language`. */
export function TranslationTexts({ language, texts }: { language: string; texts: SurveyText[] }) {
  const { survey } = useEditor();
  const name = languageName(language);
  if (texts.length === 0) return <p>{S.noTexts}</p>;
  return (
    <ol className="tr-texts" aria-label={S.textsLabel(name)}>
      {texts.map((text) => (
        <TranslationField
          key={text.id}
          text={text}
          label={textLabel(text.id, survey.questions)}
          language={language}
          value={translationsOf(survey)[language]?.[text.id] ?? ''}
        />
      ))}
    </ol>
  );
}

function TranslationField({ text, label, language, value }: { text: SurveyText; label: string; language: string; value: string }) {
  const { survey, update } = useEditor();
  const id = useId();
  const base = baseLanguageOf(survey);
  const long = text.base.length > LONG_TEXT || text.base.includes('\n');
  const field = {
    id,
    value,
    lang: language,
    dir: directionOf(language),
    'aria-describedby': `${id}-base`,
    onChange: (event: { target: { value: string } }) => update((s) => setTranslation(s, language, text.id, event.target.value)),
  };
  return (
    <li className="tr-text">
      <label htmlFor={id} className="tr-label">
        {label}
      </label>
      <p id={`${id}-base`} className="tr-base">
        <span className="visually-hidden">{S.baseText(languageName(base))}</span>{' '}
        <span lang={base} dir={directionOf(base)}>
          {text.base}
        </span>
      </p>
      {long ? <textarea rows={3} {...field} /> : <input type="text" {...field} />}
    </li>
  );
}
