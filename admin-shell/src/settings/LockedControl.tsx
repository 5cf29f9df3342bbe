import type { ReactNode } from 'react';
import type { Gate } from './gate';
import { useGate } from './gate';
import { SETTINGS_STRINGS as S } from './strings';
import { LockIcon } from '../upgrade/LockIcon';

/**
 * A setting the plan or add-ons do not open: shown with a lock, keyboard reachable, and opening
 * what unlocks it (upgrade modal or add-on prompt) instead of acting.
 */
export function LockedControl({ gate, label, children }: { gate: Gate; label: string; children?: ReactNode }) {
  const { prompt } = useGate();
  return (
    <button type="button" className="button locked settings-locked" aria-label={S.locked(label)} onClick={() => prompt(gate)}>
      <LockIcon />{' '}
      {children ?? label}
    </button>
  );
}
