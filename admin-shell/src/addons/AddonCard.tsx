import { useId, useState } from 'react';
import type { AddonItem } from '@hearken/addon-sdk';
import { ConfirmDialog } from '@hearken/addon-sdk/ui';
import { AddonTrust } from './AddonTrust';
import type { AddonListing } from './capabilities';
import { planLabel } from './plan';
import { ADDONS_STRINGS as S } from './strings';
import { UpgradeLink } from './UpgradeLink';
import { useAddonFlow } from './useAddonFlow';
import { useFailedActions, useUninstallAddon } from './queries';
import { useNotices } from '../notices/NoticesContext';
import { errorText } from '../ui/ErrorMessage';
import { UI_STRINGS } from '../ui/strings';

function actionLabel(addon: AddonItem): string {
  if (addon.active) return S.deactivate;
  return addon.installed ? S.activate : S.install;
}

function statusLabel(addon: AddonItem): string {
  if (addon.active) return S.status.active;
  return addon.installed ? S.status.inactive : S.status.notInstalled;
}

/** Its actions that did not reach it: how many wait for a retry or failed, and why (a live region). */
export function AddonActions({ addon }: { addon: AddonListing }) {
  const actions = addon.actions;
  if (!actions || (actions.failed === 0 && actions.pending === 0)) return null;
  return (
    <>
      <p className={actions.failed > 0 ? 'addon-actions addon-actions-failed' : 'addon-actions'} role="status">
        {actions.failed > 0 && S.actionsFailed(actions.failed)}
        {actions.failed > 0 && actions.pending > 0 && ' '}
        {actions.pending > 0 && S.actionsPending(actions.pending)}
        {actions.last_error && (
          <>
            {' '}
            {S.actionsLastError}: <code>{actions.last_error}</code>
          </>
        )}
      </p>
      {actions.failed > 0 && <FailedActionButtons addon={addon} />}
    </>
  );
}

/**
 * What to do with the responses that failed for good: send them again (once what failed them is
 * fixed: the add-on's service is back, its account reconnected) or give them up.
 */
function FailedActionButtons({ addon }: { addon: AddonListing }) {
  const failed = useFailedActions(addon.slug);
  const { notify } = useNotices();
  const run = (verb: 'retry' | 'discard') =>
    failed.mutate(verb, {
      onSuccess: ({ count }) =>
        notify({ type: 'success', title: verb === 'retry' ? S.retriedFailed(count) : S.discardedFailed(count) }),
      onError: (error) => notify({ type: 'error', title: errorText(error) }),
    });
  const busy = failed.isPending ? failed.variables : null;
  return (
    <div className="addon-actions-buttons" role="group" aria-label={S.failedActionsOf(addon.title)}>
      <button type="button" className="button" disabled={busy !== null} onClick={() => run('retry')}>
        {busy === 'retry' ? S.retryingFailed : S.retryFailed}
      </button>
      <button type="button" className="button button-link" disabled={busy !== null} onClick={() => run('discard')}>
        {busy === 'discard' ? S.discardingFailed : S.discardFailed}
      </button>
    </div>
  );
}

/** One add-on: what it is, its plan, who signed it, what it may do, its state and the one thing to do next. */
export function AddonCard({ addon }: { addon: AddonListing }) {
  const titleId = useId();
  const { busy, run, dialog } = useAddonFlow(addon);
  const plan = planLabel(addon);

  return (
    <article className="addon-card" aria-labelledby={titleId}>
      <header className="addon-card-header">
        <h2 id={titleId}>{addon.title}</h2>
        {plan && (
          <span className={`plan-label plan-${plan.toLowerCase()}`}>
            <span className="visually-hidden">{S.planLabel}: </span>
            {plan}
          </span>
        )}
      </header>
      <p>{addon.excerpt}</p>
      <AddonTrust addon={addon} />
      <AddonActions addon={addon} />
      {addon.redirect && (
        <p>
          <a href={addon.redirect}>{S.learnMore(addon.title)}</a>
        </p>
      )}
      <footer className="addon-card-footer">
        <span className={`addon-status${addon.active ? ' addon-status-active' : ''}`}>{statusLabel(addon)}</span>
        <div className="addon-card-buttons">
          {addon.installed && !addon.active && addon.runtime !== 'native' && <UninstallButton addon={addon} describedBy={titleId} />}
          {addon.type === 'licensed' ? (
            <button
              type="button"
              // Install and Activate go ahead; Deactivate takes away, so it is not the primary one.
              className={addon.active ? 'button' : 'button button-primary'}
              disabled={busy !== null}
              aria-describedby={titleId}
              onClick={() => void run()}
            >
              {busy ?? actionLabel(addon)}
            </button>
          ) : (
            <UpgradeLink describedBy={titleId}>{S.upgrade}</UpgradeLink>
          )}
        </div>
      </footer>
      {dialog}
    </article>
  );
}

/** Uninstall, for an installed add-on that is switched off, after a confirmation; its data stays. */
function UninstallButton({ addon, describedBy }: { addon: AddonListing; describedBy: string }) {
  const [asking, setAsking] = useState(false);
  const uninstall = useUninstallAddon();
  const { notify } = useNotices();
  const confirm = () =>
    uninstall.mutate(addon.slug, {
      onSuccess: () => notify({ type: 'success', title: S.uninstalled(addon.title) }),
      onError: (error) => notify({ type: 'error', title: errorText(error), timeout: 0 }),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <button type="button" className="button button-destructive" aria-describedby={describedBy} onClick={() => setAsking(true)}>
        {S.uninstall}
      </button>
      {asking && (
        <ConfirmDialog
          title={S.uninstallTitle(addon.title)}
          text={S.uninstallText}
          confirm={S.uninstallConfirm}
          busy={uninstall.isPending}
          busyLabel={S.uninstalling}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
          cancel={UI_STRINGS.listKit.cancel}
        />
      )}
    </>
  );
}
