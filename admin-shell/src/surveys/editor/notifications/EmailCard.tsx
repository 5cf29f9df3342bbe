/**
 * 'Send Email' (spec 000 §2, §5, §6): the toggle, the comma-separated addresses (marked invalid
 * when any is not local@domain) and, for Pro and Elite licences only, the optional logic. While it
 * is on and the server has no mail server, a banner says none is sent.
 */
import { useId } from 'react';
import { MailNotConfigured } from '../../../mail/MailNotConfigured';
import { useTier } from '../../../upgrade/useTier';
import type { SurveyNotifications } from '../../model/types';
import { addressesValid } from '../../rules/notifications';
import { useEditor } from '../EditorContext';
import { FeatureLock } from '../FeatureLock';
import { EDITOR_STRINGS as S } from '../strings';
import { EmailLogic } from './EmailLogic';

type Email = SurveyNotifications['email'];

export function EmailCard() {
  const { survey, update } = useEditor();
  const tier = useTier();
  const id = useId();
  const email = survey.notifications.email;
  const set = (patch: Partial<Email>) =>
    update((s) => ({ ...s, notifications: { ...s.notifications, email: { ...s.notifications.email, ...patch } } }));
  const invalid = !addressesValid(email.addresses);

  return (
    <section className="editor-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{S.sendEmail}</h3>
      <label className="toggle">
        <input type="checkbox" role="switch" checked={email.active} onChange={(e) => set({ active: e.target.checked })} />
        {S.sendEmailToggle}
      </label>
      {email.active && <MailNotConfigured level={4} />}
      {email.active && (
        <>
          <div className="field">
            <label htmlFor={`${id}-addresses`}>{S.addresses}</label>
            <input
              id={`${id}-addresses`}
              type="text"
              inputMode="email"
              value={email.addresses}
              placeholder={S.addressesPlaceholder}
              aria-invalid={invalid || undefined}
              aria-describedby={`${id}-hint`}
              onChange={(e) => set({ addresses: e.target.value })}
            />
            <p id={`${id}-hint`} className={invalid ? 'field-error' : 'editor-note'}>
              {invalid ? S.addressesInvalid : S.addressesHint}
            </p>
          </div>
          {tier?.allows('pro') ? (
            <EmailLogic logic={email.logic} onChange={(logic) => set({ logic })} />
          ) : (
            <p className="editor-locked-row">
              {S.emailLogic} <FeatureLock feature={S.emailLogicFeature} plan="pro" />
            </p>
          )}
        </>
      )}
    </section>
  );
}
