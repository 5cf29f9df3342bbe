import { useEffect, useState } from 'react';
import { currentLanguage, switchLanguage } from './catalogue';
import { browserLanguages, chooseLanguage } from './choose';

/**
 * Speaks the language `setting` asks for (the signed-in user's; null or undefined: the browser's)
 * and says whether the admin speaks it yet. A catalogue that fails to load leaves the admin in
 * the language it speaks, rather than waiting for ever.
 */
export function useAdminLanguage(setting: string | null | undefined): boolean {
  const wanted = chooseLanguage(setting, browserLanguages());
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    switchLanguage(wanted).catch(() => setFailed(wanted));
  }, [wanted]);
  return currentLanguage() === wanted || failed === wanted;
}
