/**
 * Settings → General → Languages (issue 34): the languages the site offers its surveys in, added
 * from the common languages or typed as a BCP 47 tag, removed one by one, and saved with the
 * other settings (`languages`, default none: a one-language site sees no change anywhere).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { canonicalTag, languageChoices, languageLabel, languageName } from '../../survey-languages/languages';
import { useSettingsDraft } from '../draft';
import { FieldError } from '../fields';
import { LANGUAGES_SETTING_STRINGS as S } from './strings';
import './languages.css';

export function LanguagesCard() {
  const { settings, update, errors } = useSettingsDraft();
  const offered = settings.languages ?? [];
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  // What the last change did, in a polite live region: the list changes away from focus.
  const [said, setSaid] = useState('');
  const choose = useRef<HTMLSelectElement>(null);
  const choices = languageChoices(offered).filter((tag) => !offered.includes(tag));

  function add(event: FormEvent) {
    event.preventDefault();
    const wanted = typed.trim() === '' ? chosen : typed;
    if (wanted === '') return setProblem(S.nothingChosen);
    const tag = canonicalTag(wanted);
    if (!tag) return setProblem(S.notATag(typed.trim()));
    if (offered.includes(tag)) return setProblem(S.alreadyOffered(languageName(tag)));
    update({ languages: [...offered, tag] });
    setChosen('');
    setTyped('');
    setProblem('');
    setSaid(S.added(languageName(tag)));
  }

  function remove(tag: string) {
    update({ languages: offered.filter((t) => t !== tag) });
    setSaid(S.removed(languageName(tag)));
    // The button pressed is gone: focus goes where the next language would be added.
    choose.current?.focus();
  }

  return (
    <section className="settings-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{S.heading}</h2>
      <p>{S.intro}</p>
      <h3 className="settings-label" id={`${id}-offered`}>
        {S.offered}
      </h3>
      {offered.length === 0 ? (
        <p className="settings-hint">{S.none}</p>
      ) : (
        <ul className="settings-languages" aria-labelledby={`${id}-offered`}>
          {offered.map((tag) => (
            <li key={tag}>
              <span>{languageLabel(tag)}</span>
              <button type="button" className="button button-link" onClick={() => remove(tag)}>
                {S.remove} <span className="visually-hidden">{languageName(tag)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} message={errors['languages']} />
      <form className="settings-language-add" onSubmit={add} aria-labelledby={`${id}-add`} noValidate>
        <h3 className="settings-label" id={`${id}-add`}>
          {S.add}
        </h3>
        <div className="field">
          <label htmlFor={`${id}-choose`}>{S.choose}</label>
          <select
            id={`${id}-choose`}
            ref={choose}
            value={chosen}
            onChange={(event) => {
              setChosen(event.target.value);
              setProblem('');
            }}
          >
            <option value="">{S.chooseNone}</option>
            {choices.map((tag) => (
              <option key={tag} value={tag}>
                {languageLabel(tag)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-tag`}>{S.tag}</label>
          <input
            id={`${id}-tag`}
            type="text"
            value={typed}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-tag-hint${problem ? ` ${id}-problem` : ''}`}
            onChange={(event) => {
              setTyped(event.target.value);
              setProblem('');
            }}
          />
          <p id={`${id}-tag-hint`} className="settings-hint">
            {S.tagHint}
          </p>
          <FieldError id={`${id}-problem`} message={problem} />
        </div>
        <button type="submit" className="button">
          {S.addButton}
        </button>
      </form>
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </section>
  );
}
