/**
 * A card on the setup step of the survey editor: how many of the templates in the grid come from
 * this add-on, how many can be used now, and why the others cannot. The templates themselves reach
 * the grid through the host (`survey-templates` hook); this card only reads what the host lists.
 */
import { defineRemote, type EditorCardProps } from '@hearken/addon-sdk';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { STRINGS as S } from './strings';

/** What `GET survey-templates` answers per template (the fields the card reads). */
export interface ListedTemplate {
  key: string;
  name: string;
  is_available: boolean;
  error?: string;
}

const OWN_KEYS: ReadonlySet<string> = new Set(__TEMPLATE_KEYS__);

/** This add-on's templates as the host lists them, and the reasons some are unavailable. */
export function summarise(listed: ListedTemplate[]) {
  const own = listed.filter((t) => OWN_KEYS.has(t.key));
  const locked = new Map<string, number>();
  for (const t of own) {
    if (!t.is_available) {
      const reason = t.error ?? '';
      locked.set(reason, (locked.get(reason) ?? 0) + 1);
    }
  }
  return { own, ready: own.filter((t) => t.is_available).length, locked: [...locked] };
}

function SetupCard({ api }: EditorCardProps) {
  const headingId = useId();
  // In the shell's QueryClient (React Query is shared), under a key of the add-on's own.
  const templates = useQuery({
    queryKey: ['addon:templates', 'survey-templates'],
    queryFn: () => api.get<ListedTemplate[]>('survey-templates'),
  });
  if (templates.isPending) {
    return (
      <p role="status" className="templates-addon-loading">
        {S.loading}
      </p>
    );
  }
  // The grid shows the host's error itself; the card has nothing true to add then.
  if (!templates.data) return null;
  const { own, ready, locked } = summarise(templates.data);
  if (own.length === 0) return null;
  return (
    <section className="inline-notice templates-addon-card" aria-labelledby={headingId} data-addon="templates">
      <h2 id={headingId}>{S.heading(own.length)}</h2>
      <p>{S.ready(ready, own.length)}</p>
      {locked.map(([reason, count]) => (
        <p key={reason}>{S.locked(count, reason)}</p>
      ))}
      <details>
        <summary>{S.list}</summary>
        <ul>
          {own.map((t) => (
            <li key={t.key}>{t.is_available || !t.error ? t.name : `${t.name} (${t.error})`}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}

export default defineRemote('editor-card', SetupCard);
