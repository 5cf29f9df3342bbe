import { useId, useRef, useState, type FormEvent } from 'react';
import { ErrorMessage } from '../ui/ErrorMessage';
import type { ConsentRequest } from './capabilities';
import { InstallConsentDialog } from './InstallConsentDialog';
import { AddonConsentRequired, useUploadAddon, type UploadRequest } from './queries';
import { ADDONS_STRINGS as S } from './strings';

/** An upload the host would not take without consent, and what it asked. */
interface AskedConsent {
  attempt: UploadRequest;
  request: ConsentRequest;
}

/**
 * Installs and activates a `.hkpkg` the admin has on disk; a bad package shows the server's reason,
 * one no trusted publisher signed asks first (`InstallConsentDialog`).
 */
export function UploadAddonForm() {
  const inputId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [asked, setAsked] = useState<AskedConsent | null>(null);
  const upload = useUploadAddon();

  function send(attempt: UploadRequest) {
    upload.mutate(attempt, {
      onSuccess: () => {
        form.current?.reset();
        setFile(null);
        setAsked(null);
      },
      onError: (error) => setAsked(error instanceof AddonConsentRequired ? { attempt, request: error.request } : null),
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMissing(file === null);
    if (file === null) return;
    send({ file, activate: true });
  }

  function cancel() {
    setAsked(null);
    upload.reset();
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
      <ErrorMessage error={upload.error instanceof AddonConsentRequired ? null : upload.error} />
      {upload.data && (
        <p role="status" className="success-message">
          {S.uploaded(upload.data.title, upload.data.version)}
        </p>
      )}
      {asked && (
        <InstallConsentDialog
          request={asked.request}
          installing={upload.isPending}
          onInstall={() => send({ ...asked.attempt, consent: asked.request.sha256 })}
          onCancel={cancel}
        />
      )}
    </section>
  );
}
