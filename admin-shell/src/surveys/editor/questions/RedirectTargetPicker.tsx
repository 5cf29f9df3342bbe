import type { ReactNode } from 'react';
import { SearchSelect } from '@hearken/addon-sdk/ui';
import { useSearchPages } from '../../model/api';
import type { RedirectTarget } from '../../model/types';
import { redirectChoices, storedTarget } from '../../rules/thankYou';
import { QUESTIONS_STRINGS as S } from './strings';

/**
 * Where a thank-you redirect goes (spec 000 §4, 002 §7 `GET search`): the pages the widget has
 * seen, searched by title as the admin types, or a full https address typed in (rules/thankYou.ts
 * `typedTarget`). One target; it stays listed with its remove button once chosen.
 */
export function RedirectTargetPicker({
  label,
  value,
  hint,
  onChange,
}: {
  label: ReactNode;
  /** The stored target (older surveys: any shape `storedTarget` reads). */
  value: unknown;
  hint?: ReactNode;
  onChange(target: RedirectTarget | null): void;
}) {
  const searchPages = useSearchPages();
  const chosen = storedTarget(value);
  // A failed search still offers the typed address: that is the way to a page the search lacks.
  const search = async (text: string) => redirectChoices(await searchPages(text).catch(() => []), text);
  return (
    <SearchSelect<RedirectTarget>
      single
      className="qs-redirect-target"
      label={label}
      search={search}
      value={chosen ? [chosen] : []}
      onChange={(targets) => onChange(targets[0] ?? null)}
      placeholder={S.pleaseSelect}
      hint={hint}
      noMatches={S.noPages}
      removeLabel={S.removeTarget}
    />
  );
}
