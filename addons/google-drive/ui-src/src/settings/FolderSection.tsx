/**
 * The folder the spreadsheets are made in (spec 002 §2.3): Select Folder opens the picker while
 * there is none; once there is one, its name links to it in Drive, and Remove Folder Connection
 * forgets it (the sheets already made stay where they are). When one of these buttons gives way
 * to the other, the focus follows to what replaced it.
 */
import type { HearkenApi, RemoteNotice } from '@hearken/addon-sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { useRemoveFolder, type Folder } from '../queries';
import { ERRORS, STRINGS } from '../strings';
import { FolderPicker } from './FolderPicker';

const S = STRINGS.settings;

export interface FolderSectionProps {
  api: HearkenApi;
  notify: ((notice: RemoteNotice) => void) | undefined;
  folder: Folder | null;
}

export function FolderSection({ api, notify, folder }: FolderSectionProps) {
  const headingId = useId();
  const [picking, setPicking] = useState(false);
  const remove = useRemoveFolder(api);
  const link = useRef<HTMLAnchorElement>(null);
  const select = useRef<HTMLButtonElement>(null);
  // What takes the focus once it is shown: the folder after choosing, Select Folder after removing.
  const [focusNext, setFocusNext] = useState<'folder' | 'select' | null>(null);

  useEffect(() => {
    const target = focusNext === 'folder' ? link.current : focusNext === 'select' ? select.current : null;
    if (!target) return;
    target.focus();
    setFocusNext(null);
  }, [focusNext, folder]);

  async function removeFolder() {
    if (remove.isPending) return;
    try {
      const outcome = await remove.mutateAsync();
      if (outcome?.success === true) setFocusNext('select');
      else notify?.({ type: 'error', heading: ERRORS.heading, title: ERRORS.removeFolderFailed });
    } catch {
      notify?.({ type: 'error', heading: ERRORS.heading, title: ERRORS.removeFolderFailed });
    }
  }

  return (
    <section className="drive-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{S.folderHeading}</h3>
      {folder ? (
        <>
          <p>
            <a ref={link} href={folder.url} target="_blank" rel="noopener noreferrer">
              {folder.name}{' '}
              <span className="visually-hidden">{S.opensInNewTab}</span>
            </a>
          </p>
          <div className="drive-actions">
            <button type="button" className="button" disabled={remove.isPending} onClick={() => void removeFolder()}>
              {remove.isPending ? S.removingFolder : S.removeFolder}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="settings-hint">{S.noFolder}</p>
          <div className="drive-actions">
            <button ref={select} type="button" className="button button-primary" aria-haspopup="dialog" onClick={() => setPicking(true)}>
              {S.selectFolder}
            </button>
          </div>
        </>
      )}
      {picking && (
        <FolderPicker
          api={api}
          onClose={() => setPicking(false)}
          onChosen={() => {
            setFocusNext('folder');
            setPicking(false);
          }}
        />
      )}
    </section>
  );
}
