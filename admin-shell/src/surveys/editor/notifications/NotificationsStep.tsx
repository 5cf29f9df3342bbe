/**
 * Notifications step, titled 'Workflow' (spec 000 §2), then the add-ons' cards. 'Send Responses to
 * Google Drive' is a place only: the add-on that titles its card so fills it (its remote, or the
 * shell's locked placeholder); with no such add-on in the catalogue, nothing shows there.
 */
import { StepSection } from '../StepCards';
import { EDITOR_STRINGS as S } from '../strings';
import { EmailCard } from './EmailCard';
import { LockIcon } from '../../../upgrade/LockIcon';

export function NotificationsStep() {
  return (
    <StepSection
      step="notifications"
      title={S.notificationsTitle}
      core={[
        { label: S.sendEmail, card: <EmailCard /> },
        { label: S.googleDrive, card: null },
        { label: S.moreIntegrations, card: <MoreIntegrations /> },
      ]}
    />
  );
}

function MoreIntegrations() {
  return (
    <section className="editor-card editor-card-locked" aria-labelledby="more-integrations-title" aria-disabled="true">
      <h3 id="more-integrations-title">
        <LockIcon />{' '}
        {S.moreIntegrations}
      </h3>
      <p className="editor-note">{S.moreIntegrationsText}</p>
    </section>
  );
}
