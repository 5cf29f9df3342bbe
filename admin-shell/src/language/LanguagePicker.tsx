import { useEffect, useId, useState } from 'react';
import { SelectField } from '@hearken/addon-sdk/ui';
import { useSession } from '../session/SessionContext';
import { ErrorMessage } from '../ui/ErrorMessage';
import { currentLanguage, LANGUAGES, type Language } from './catalogue';
import { browserLanguages, chooseLanguage } from './choose';
import { userLanguage, useSetLanguage } from './queries';
import { LANGUAGE_STRINGS as S } from './strings';

/**
 * Set when a choice switches the language: the admin is rendered anew (LanguageRoot), and the
 * new picker takes the focus back, so a keyboard or screen reader user stays where they were.
 */
let refocus = false;

/**
 * The signed-in administrator's own language: one labelled select, the browser's language or one
 * of LANGUAGES. Choosing saves it (`POST auth/language`) and the admin switches at once.
 */
export function LanguagePicker() {
  const headingId = useId();
  const { session } = useSession();
  const setting = userLanguage(session);
  const change = useSetLanguage();
  const [focus] = useState(() => refocus);
  useEffect(() => {
    refocus = false;
  }, []);

  return (
    <section className="access-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{S.heading}</h2>
      <SelectField
        label={S.label}
        hint={S.hint}
        value={setting ?? ''}
        autoFocus={focus}
        aria-busy={change.isPending}
        onChange={(event) => {
          const chosen = (event.target.value || null) as Language | null;
          refocus = chooseLanguage(chosen, browserLanguages()) !== currentLanguage();
          change.mutate(chosen, { onError: () => (refocus = false) });
        }}
      >
        <option value="">{S.browser(S.names[chooseLanguage(null, browserLanguages())])}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {S.names[language]}
          </option>
        ))}
      </SelectField>
      <ErrorMessage error={change.error} />
    </section>
  );
}
