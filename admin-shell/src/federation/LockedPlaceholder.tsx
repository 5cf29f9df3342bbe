/**
 * What the shell shows in place of a locked add-on's settings tab, editor card, results panel or
 * page: its name with a lock, and the one thing that unlocks it (lockState.ts decides which). The
 * add-on itself is never loaded for this, so no add-on has to draw its own locked state.
 *
 * An entry with `locked_parts` (several paid features on one card, each with its own prompt)
 * shows each part's read-only text; when the plan is what is missing, each part has its own
 * Upgrade button opening the modal for its feature (spec 002 §2.5: 'Custom Device Type',
 * 'Conditional Display'); otherwise the one action below the parts unlocks them all.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { LockedAddon, LockedPart, Plan } from '@hearken/addon-sdk';
import { useAddonFlow } from '../addons/useAddonFlow';
import { useConfig } from '../config/queries';
import { LockedButton } from '../upgrade/Locked';
import { LockIcon } from '../upgrade/LockIcon';
import { LICENSE_SETTINGS_PATH, UPGRADE_STRINGS } from '../upgrade/strings';
import { PLAN_NAMES } from '../upgrade/tier';
import { useUpgrade } from '../upgrade/UpgradeContext';
import { useTier } from '../upgrade/useTier';
import { currentAddonState, lockStateOf } from './lockState';
import { useRefreshAddonUi } from './manifest';
import { FEDERATION_STRINGS as S } from './strings';

export interface LockedPlaceholderProps {
  addon: LockedAddon;
  /** What the placeholder stands for: the entry's label, else the add-on's name. */
  feature: string;
  /** The entry's `locked_parts`, when it declares them. */
  parts?: LockedPart[] | undefined;
  /** The heading's level where the placeholder sits (a page's h1, a settings tab's h2 …). */
  level: 1 | 2 | 3;
  /** The class of the part it stands in for (`settings-card`, `editor-card` …). */
  className: string;
}

export function LockedPlaceholder({ addon, feature, parts, level, className }: LockedPlaceholderProps) {
  const headingId = useId();
  const tier = useTier();
  const { data: config } = useConfig();
  if (!tier || !config) return null;
  const state = lockStateOf(tier, currentAddonState(config, addon));
  const Heading = `h${level}` as const;
  return (
    <section className={`${className} locked-placeholder`} aria-labelledby={headingId} data-addon={addon.slug}>
      <Heading id={headingId}>
        {feature} <LockIcon label={S.locked} />
      </Heading>
      {parts && parts.length > 0 && (
        <LockedParts parts={parts} upgradePlan={state.kind === 'upgrade' ? state.plan : undefined} />
      )}
      {state.kind === 'upgrade' && !(parts && parts.length > 0) && <UpgradeAction feature={feature} plan={state.plan} describedBy={headingId} />}
      {state.kind === 'license' && (
        <>
          <p>{S.licenseNeeded(feature)}</p>
          <Link className="button button-primary" to={LICENSE_SETTINGS_PATH} aria-describedby={headingId}>
            {S.activateLicense}
          </Link>
        </>
      )}
      {(state.kind === 'install' || state.kind === 'activate') && (
        <>
          <p>{S.activateNotice(addon.name)}</p>
          <AddonAction slug={addon.slug} installed={state.kind === 'activate'} describedBy={headingId} />
        </>
      )}
      {state.kind === 'unlocked' && <p role="status">{S.loading}</p>}
    </section>
  );
}

/** Each part's read-only text, and its own Upgrade button when the plan is what is missing. */
function LockedParts({ parts, upgradePlan }: { parts: LockedPart[]; upgradePlan: Plan | undefined }) {
  return (
    <ul className="locked-parts">
      {parts.map((part) => (
        <li key={part.feature}>
          {part.text && <p>{part.text}</p>}
          {upgradePlan && (
            <LockedButton feature={part.feature} plan={upgradePlan}>
              {S.upgrade}
            </LockedButton>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The upgrade modal (src/upgrade) for the add-on's plan. */
function UpgradeAction({ feature, plan, describedBy }: { feature: string; plan: Plan; describedBy: string }) {
  const { openUpgrade } = useUpgrade();
  const name = PLAN_NAMES[plan];
  return (
    <>
      <p>{UPGRADE_STRINGS.notAvailable(feature)}</p>
      <button type="button" className="button button-primary" aria-describedby={describedBy} onClick={() => openUpgrade({ feature, plan })}>
        {UPGRADE_STRINGS.upgradeNow(name)}
      </button>
    </>
  );
}

/**
 * Install & Activate, or Activate Addon: the Add-ons screen's flow (busy labels, toasts), then the
 * config and the UI manifest are fetched again instead of reloading the page, and the add-on's
 * remote takes the placeholder's place.
 */
function AddonAction({ slug, installed, describedBy }: { slug: string; installed: boolean; describedBy: string }) {
  const refresh = useRefreshAddonUi();
  const { busy, run, dialog } = useAddonFlow({ slug, installed, active: false }, refresh);
  return (
    <>
      <button
        type="button"
        className="button button-primary"
        aria-describedby={describedBy}
        disabled={busy !== null}
        aria-busy={busy !== null}
        onClick={() => void run()}
      >
        {busy ?? (installed ? S.activateAddon : S.installAndActivate)}
      </button>
      {dialog}
    </>
  );
}
