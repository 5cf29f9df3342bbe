import { MailNotConfigured } from '../../mail/MailNotConfigured';
import { SettingCheckbox, SettingText } from '../fields';
import { SaveSettingsButton } from '../SaveSettingsButton';
import { EMAIL_STRINGS as S } from '../strings';

/**
 * Spec 002 §2.1 Email: recipients, the HTML template, the header image, weekly summaries (here
 * only: the spec's Misc tab repeats the summaries setting, which read as two settings). Says first
 * when no mail server sends any of it.
 */
export default function EmailTab() {
  return (
    <>
      <section className="settings-card" aria-labelledby="settings-email-title">
        <h2 id="settings-email-title">{S.heading}</h2>
        <MailNotConfigured level={3} />
        <SettingText name="notifications_recipients" label={S.recipients} hint={S.recipientsHint} />
        <SettingCheckbox name="summaries_html_template" label={S.htmlTemplate} />
        <SettingText name="notifications_header_image" label={S.headerImage} hint={S.headerImageHint} type="url" />
        <SettingCheckbox name="summaries_disabled" label={S.sendSummaries} hint={S.sendSummariesHint} inverted />
      </section>
      <SaveSettingsButton />
    </>
  );
}
