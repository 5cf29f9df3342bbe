import type { ReactNode } from 'react';
import { useGate, type GateRequest } from '../gate';
import { LockedControl } from '../LockedControl';

/** `children` when the gate is open, else a locked button named `label` that opens what unlocks it. */
export function Gated({ request, label, children }: { request: GateRequest; label: string; children: ReactNode }) {
  const { gate } = useGate();
  const access = gate(request);
  if (access.kind === 'open') return <>{children}</>;
  return (
    <div className="settings-locked-row">
      <LockedControl gate={access} label={label} />
    </div>
  );
}
