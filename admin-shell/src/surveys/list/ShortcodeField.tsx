import type { KeyboardEvent, MouseEvent } from 'react';
import { useNotices } from '../../notices/NoticesContext';
import { embedSnippet, LIST_STRINGS as S } from './strings';

/**
 * The read-only embed snippet of a survey. A click (or Enter) selects the text and copies it; when
 * the clipboard refuses, the text stays selected so the keyboard shortcut still works.
 */
export function ShortcodeField({ id, title }: { id: number; title: string }) {
  const { notify } = useNotices();
  const snippet = embedSnippet(id);

  async function copy(input: HTMLInputElement) {
    input.select();
    try {
      await navigator.clipboard.writeText(snippet);
      notify({ type: 'success', title: S.copied });
    } catch {
      notify({ type: 'warning', title: S.copyFailed });
    }
  }

  return (
    <input
      className="surveys-shortcode"
      type="text"
      readOnly
      value={snippet}
      aria-label={S.shortcodeLabel(title)}
      onClick={(event: MouseEvent<HTMLInputElement>) => void copy(event.currentTarget)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void copy(event.currentTarget);
        }
      }}
    />
  );
}
