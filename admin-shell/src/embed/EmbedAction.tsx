import { useState } from 'react';
import { EmbedDialog } from './EmbedDialog';
import { EMBED_STRINGS as S } from './strings';

/** The surveys list's Embed button for one survey, and the dialog it opens. */
export function EmbedAction({ id, title }: { id: number; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button embed-action" aria-label={S.actionOn(title)} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {S.action}
      </button>
      {open && <EmbedDialog survey={{ id, title }} onClose={() => setOpen(false)} />}
    </>
  );
}
