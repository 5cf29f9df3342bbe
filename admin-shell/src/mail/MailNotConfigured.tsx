import { InlineBanner } from '@hearken/addon-sdk/ui';
import { useConfig } from '../config/queries';
import { MAIL_STRINGS as S, SMTP_URL_VARIABLE } from './strings';

/**
 * Says, where an e-mail is promised (the editor's Send Email card, the e-mail settings), that none
 * is sent while the server has no mail server (`GET config` → `mail_configured`), and what fixes it.
 * Nothing while the config loads or when mail is configured.
 */
export function MailNotConfigured({ level = 2 }: { level?: 2 | 3 | 4 }) {
  const { data: config } = useConfig();
  if (!config || config.mail_configured) return null;
  return (
    <InlineBanner tone="warning" title={S.notConfigured} level={level}>
      <p>{S.queued}</p>
      <p>
        {S.howTo} <code>{SMTP_URL_VARIABLE}</code> {S.howToAfter}
      </p>
    </InlineBanner>
  );
}
