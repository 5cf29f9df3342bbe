/**
 * The choices of a selection rule, asked of the host as the admin types: the site's user roles,
 * page types, post types, taxonomies and terms (`GET logic-type`), and the pages the widget has
 * seen (`GET search`). A rule keeps what the picker chose, `{id, label}` (and a page's `url`).
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import type { SearchChoice } from '@hearken/addon-sdk/ui';
import type { ChoiceSource } from './rules';

/** A choice as the rule stores it. */
export interface Choice extends SearchChoice {
  url?: string;
}

/** `GET search?title=`: a page or post the widget has seen. */
interface FoundPage {
  id: string | number;
  title: string;
  url: string;
}

export function searchChoices(api: HearkenApi, source: ChoiceSource, text: string): Promise<Choice[]> {
  const search = encodeURIComponent(text);
  if (source.kind === 'pages') {
    return api.get<FoundPage[]>(`search?title=${search}`).then((pages) => pages.map((p) => ({ id: p.id, label: p.title, url: p.url })));
  }
  return api.get<Choice[]>(`logic-type?logic_type=${source.logicType}&search=${search}`);
}

/** A rule's stored value as chosen choices: a list of choices or strings, or one value (an older rule's text or boolean). */
export function choicesOf(data: unknown): Choice[] {
  const one = (value: unknown): Choice | null => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return { id: String(value), label: String(value) };
    if (value !== null && typeof value === 'object' && 'id' in value) {
      const { id, label, url } = value as { id: unknown; label?: unknown; url?: unknown };
      if (typeof id !== 'string' && typeof id !== 'number') return null;
      const choice: Choice = { id, label: typeof label === 'string' ? label : String(id) };
      if (typeof url === 'string') choice.url = url;
      return choice;
    }
    return null;
  };
  const list = Array.isArray(data) ? data : data === null || data === undefined || data === '' ? [] : [data];
  return list.map(one).filter((c): c is Choice => c !== null);
}
