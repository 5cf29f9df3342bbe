import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { currentLanguage, subscribeLanguage } from './catalogue';

/**
 * Renders `children` again from scratch when the admin's language changes: the strings objects
 * read the new language, and no screen can keep an old word in its state or a memo. Server state
 * stays in React Query's cache and the address stays, so the admin comes back where it was.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage);
  return <Fragment key={language}>{children}</Fragment>;
}
