/** One card of 'Select a Template': choosable, or locked with what unlocks it (spec 000 §2). */
import { useId } from 'react';
import { Link } from 'react-router';
import type { Template } from '../../model/types';
import { missingAddons, templateDisabled, templateLock } from '../../rules/templates';
import { LockedButton } from '../../../upgrade/Locked';
import { LICENSE_SETTINGS_PATH } from '../../../upgrade/strings';
import type { Tier } from '../../../upgrade/tier';
import { AddonButton } from '../AddonButton';
import { EDITOR_STRINGS as S } from '../strings';
import { LockIcon } from '../../../upgrade/LockIcon';

export interface TemplateCardProps {
  template: Template;
  tier: Tier;
  chosen: boolean;
  onChoose(template: Template): void;
}

/** The server's reason when it sent one, else the same sentence made here. */
function lockReason(template: Template, tier: Tier): string | null {
  if (template.error) return template.error;
  const missing = missingAddons(template, tier.addonActive)[0];
  if (missing) return S.requiresAddon(tier.addonName(missing));
  return template.is_available ? null : S.unavailable;
}

export function TemplateCard({ template, tier, chosen, onChoose }: TemplateCardProps) {
  const descriptionId = useId();
  const disabled = templateDisabled(template, tier.addonActive);
  const reason = disabled ? lockReason(template, tier) : template.error;

  if (!disabled) {
    return (
      <li className="template-card">
        <button
          type="button"
          className="template-choice"
          aria-pressed={chosen}
          aria-describedby={descriptionId}
          onClick={() => onChoose(template)}
        >
          <span className="template-name">{template.name}</span>
        </button>
        <p id={descriptionId}>{template.description}</p>
        {reason && <p className="error-message">{reason}</p>}
      </li>
    );
  }

  const lock = templateLock(template, tier, tier.addonActive);
  return (
    <li className="template-card template-locked" aria-disabled="true">
      <h3 className="template-name">
        <LockIcon />{' '}
        {template.name}
      </h3>
      <p>{template.description}</p>
      {reason && <p className="error-message">{reason}</p>}
      {lock.kind !== 'locked' && (
        <div className="template-unlock">
          {lock.kind === 'upgrade' && (
            <LockedButton feature={S.templateFeature} plan={lock.plan}>
              {S.upgrade}
            </LockedButton>
          )}
          {lock.kind === 'license' && <Link to={LICENSE_SETTINGS_PATH}>{S.activateLicense}</Link>}
          {lock.kind === 'addon' && <AddonButton slug={lock.slug} />}
        </div>
      )}
    </li>
  );
}
