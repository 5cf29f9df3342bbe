import type { ReactNode } from 'react';
import type { Plan } from '@hearken/addon-sdk';
import { UPGRADE_STRINGS as S } from './strings';
import { useUpgrade } from './UpgradeContext';
import { LockIcon } from './LockIcon';

/**
 * A control the plan does not allow: shown with a lock, keyboard reachable, and opening the
 * upgrade modal instead of acting.
 */
export function LockedButton({
  feature,
  plan,
  children,
  className = 'button locked',
}: {
  feature: string;
  plan?: Plan | undefined;
  children: ReactNode;
  className?: string;
}) {
  const { openUpgrade } = useUpgrade();
  return (
    <button type="button" className={className} aria-label={S.locked(feature)} onClick={() => openUpgrade({ feature, plan })}>
      <LockIcon />{' '}
      {children}
    </button>
  );
}
