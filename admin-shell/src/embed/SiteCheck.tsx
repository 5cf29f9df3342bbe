import { useId } from 'react';
import { useSession } from '../session/SessionContext';
import { useSaveSettings } from '../settings/queries';
import { ErrorMessage } from '../ui/ErrorMessage';
import type { OriginCheck } from './origins';
import { EMBED_STRINGS as S } from './strings';

/** The settings key whose origins may embed the widget. */
export const ORIGINS_KEY = 'widget_allowed_origins';

interface SiteCheckProps {
  siteText: string;
  onSiteText(text: string): void;
  check: OriginCheck;
  origins: string[];
}

/** The site's address and what the allowed origins say of it; an administrator may allow a missing site at once. */
export function SiteCheck({ siteText, onSiteText, check, origins }: SiteCheckProps) {
  const fieldId = useId();
  const hintId = useId();
  const canSave = useSession().session.capabilities.includes('manage_options');
  const save = useSaveSettings();
  return (
    <div className="embed-site">
      <h4>{S.siteHeading}</h4>
      <div className="field">
        <label htmlFor={fieldId}>{S.siteLabel}</label>
        <input
          id={fieldId}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={siteText}
          aria-describedby={hintId}
          aria-invalid={check.kind === 'invalid' || undefined}
          onChange={(event) => onSiteText(event.currentTarget.value)}
        />
        <p id={hintId} className="embed-hint">
          {S.siteHint}
        </p>
      </div>
      <div aria-live="polite">
        {check.kind === 'invalid' && <p className="field-error">{S.siteInvalid}</p>}
        {check.kind === 'any' && <p className="embed-check embed-check-note">{S.anyOrigin}</p>}
        {check.kind === 'listed' && <p className="embed-check embed-check-note">{S.allowedOrigins(origins.join(', '))}</p>}
        {check.kind === 'allowed' && <p className="embed-check embed-check-ok">{S.siteAllowed(check.site)}</p>}
        {check.kind === 'missing' && (
          <div className="embed-check embed-check-warning">
            <p>{S.siteMissing(check.site, check.origins.join(', '))}</p>
            {canSave && (
              <button
                type="button"
                className="button"
                disabled={save.isPending}
                onClick={() => save.mutate({ [ORIGINS_KEY]: [...check.origins, check.site].join(', ') })}
              >
                {save.isPending ? S.addingOrigin : S.addOrigin(check.site)}
              </button>
            )}
            <ErrorMessage error={save.error} />
          </div>
        )}
      </div>
    </div>
  );
}
