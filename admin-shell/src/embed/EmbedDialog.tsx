import { Dialog } from '@hearken/addon-sdk/ui';
import { EmbedPanel } from './EmbedPanel';
import { EMBED_STRINGS as S } from './strings';

/** The Embed panel of one survey in a dialog: the surveys list's Embed action opens it. */
export function EmbedDialog({ survey, onClose }: { survey: { id: number; title: string }; onClose(): void }) {
  return (
    <Dialog title={S.dialogTitle(survey.title)} onClose={onClose} className="embed-dialog">
      <EmbedPanel survey={survey} headless />
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          {S.close}
        </button>
      </div>
    </Dialog>
  );
}
