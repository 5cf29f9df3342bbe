import { useId, useRef, useState, type FormEvent } from 'react';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useUploadAddon } from './queries';
import { ADDONS_STRINGS as S } from './strings';

/** Installs and activates a `.hkpkg` the admin has on disk; a bad package shows the server's reason. */
export function UploadAddonForm() {
  const inputId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const upload = useUploadAddon();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMissing(file === null);
    if (file === null) return;
    upload.mutate(file, {
      onSuccess: () => {
        form.current?.reset();
        setFile(null);
      },
    });
  }

  return (
    <section className="upload-addon" aria-labelledby="upload-addon-heading">
      <h2 id="upload-addon-heading">{S.uploadHeading}</h2>
      <form ref={form} onSubmit={submit}>
        <div className="field">
          <label htmlFor={inputId}>{S.uploadLabel}</label>
          <input
            id={inputId}
            name="package"
            type="file"
            accept=".hkpkg"
            aria-invalid={missing || undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" className="button" disabled={upload.isPending}>
          {upload.isPending ? S.uploading : S.uploadSubmit}
        </button>
      </form>
      {missing && (
        <p role="alert" className="error-message">
          {S.uploadChooseFile}
        </p>
      )}
      <ErrorMessage error={upload.error} />
      {upload.data && (
        <p role="status" className="success-message">
          {S.uploaded(upload.data.title, upload.data.version)}
        </p>
      )}
    </section>
  );
}
