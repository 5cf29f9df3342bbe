/**
 * The folder picker (spec 002 §2.3: one folder owned by the admin, in list mode). Google's Picker
 * script cannot load in the admin (its CSP allows only the admin's own scripts, and the add-on
 * keeps the tokens on the server), so the list is the add-on's `GET folders` (Drive's files.list
 * of the account's folders, 50 a page, by name), shown as radio buttons: the focus goes to the
 * first folder when the list arrives, the arrow keys move through it, and Load more appends the
 * next page and moves the focus to its first folder. Failures stay inside the dialog, with the
 * add-on's message.
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import { Dialog } from '@hearken/addon-sdk/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { fieldErrorsOf, messageOf } from '../failures';
import { useChooseFolder, useFolders } from '../queries';
import { STRINGS } from '../strings';

const S = STRINGS.picker;

export interface FolderPickerProps {
  api: HearkenApi;
  onClose(): void;
  /** The folder is stored and the connection fetched again. */
  onChosen(): void;
}

export function FolderPicker({ api, onClose, onChosen }: FolderPickerProps) {
  const name = useId();
  const folders = useFolders(api);
  const choose = useChooseFolder(api);
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // The folder to focus once it is shown: the first one when the list arrives (the dialog opened
  // on Cancel, its only control then), then the first of each page Load more asks for.
  const [firstOfNext, setFirstOfNext] = useState<number | null>(0);

  const all = folders.data?.pages.flatMap((page) => page.folders) ?? [];

  useEffect(() => {
    if (firstOfNext === null) return;
    const radio = list.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]')[firstOfNext];
    if (!radio) return;
    radio.focus();
    setFirstOfNext(null);
  }, [firstOfNext, all.length]);

  async function loadMore() {
    const before = all.length;
    const result = await folders.fetchNextPage();
    const after = result.data?.pages.reduce((n, page) => n + page.folders.length, 0) ?? before;
    if (after > before) setFirstOfNext(before);
  }

  async function select() {
    if (chosen === null || choose.isPending) return;
    setRefusal(null);
    try {
      await choose.mutateAsync(chosen);
      onChosen();
    } catch (error) {
      setRefusal(fieldErrorsOf(error)['folder_id'] ?? messageOf(error, S.selectFailed));
    }
  }

  return (
    <Dialog title={S.title} description={S.description} onClose={onClose} className="drive-picker">
      {folders.isPending ? (
        <p role="status">{S.loading}</p>
      ) : all.length === 0 && folders.isSuccess ? (
        <p>{S.empty}</p>
      ) : (
        all.length > 0 && (
          <fieldset className="drive-folders">
            <legend>{S.listLabel}</legend>
            <ul ref={list}>
              {all.map((folder) => (
                <li key={folder.id}>
                  <label>
                    <input
                      type="radio"
                      name={name}
                      value={folder.id}
                      checked={chosen === folder.id}
                      onChange={() => setChosen(folder.id)}
                    />
                    {folder.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )
      )}
      {folders.hasNextPage && (
        <div className="drive-actions">
          <button type="button" className="button" disabled={folders.isFetchingNextPage} onClick={() => void loadMore()}>
            {folders.isFetchingNextPage ? S.loadingMore : S.loadMore}
          </button>
        </div>
      )}
      {folders.isError && (
        <p role="alert" className="drive-error">
          {messageOf(folders.error, S.loadFailed)}
        </p>
      )}
      {refusal !== null && (
        <p role="alert" className="drive-error">
          {refusal}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button button-primary" disabled={chosen === null || choose.isPending} onClick={() => void select()}>
          {choose.isPending ? S.selecting : S.select}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {S.cancel}
        </button>
      </div>
    </Dialog>
  );
}
