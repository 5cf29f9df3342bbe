import { useEffect, useState } from 'react';
import { EMBED_STRINGS as S } from './strings';

/** How long the button reads "Copied" after a copy. */
export const COPIED_MS = 2000;

/**
 * Copies `text`. The button reads "Copied" for a moment and a polite live region announces it;
 * when the clipboard refuses, `onRefused` (selecting the text) runs and the region says how to copy.
 */
export function CopyButton({ text, label, onRefused }: { text: string; label: string; onRefused(): void }) {
  const [state, setState] = useState<'idle' | 'copied' | 'refused'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      onRefused();
      setState('refused');
    }
  }

  return (
    <span className="embed-copy">
      <button type="button" className="button" aria-label={state === 'copied' ? undefined : label} onClick={() => void copy()}>
        {state === 'copied' ? S.copied : S.copy}
      </button>
      <span role="status" className="embed-copy-status">
        {state === 'copied' ? S.copiedAnnounced : state === 'refused' ? S.copyFailed : ''}
      </span>
    </span>
  );
}
