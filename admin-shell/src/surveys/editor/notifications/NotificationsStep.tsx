/** Notifications step, titled 'Workflow' (spec 000 §2). */
import { EDITOR_STRINGS as S } from '../strings';
import { EmailCard } from './EmailCard';
import { GoogleDriveCard } from './GoogleDriveCard';
import { LockIcon } from '../../../upgrade/LockIcon';

export function NotificationsStep() {
  return (
    <section aria-labelledby="notifications-title">
      <h2 id="notifications-title">{S.notificationsTitle}</h2>
      <div className="editor-cards">
        <EmailCard />
        <GoogleDriveCard />
        <section className="editor-card editor-card-locked" aria-labelledby="more-integrations-title" aria-disabled="true">
          <h3 id="more-integrations-title">
            <LockIcon />{' '}
            {S.moreIntegrations}
          </h3>
          <p className="editor-note">{S.moreIntegrationsText}</p>
        </section>
      </div>
    </section>
  );
}
