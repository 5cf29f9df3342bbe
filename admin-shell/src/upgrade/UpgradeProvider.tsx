import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { UpgradeContext, type UpgradeRequest } from './UpgradeContext';
import { UpgradeModal } from './UpgradeModal';

/** Holds the one upgrade modal of the admin; any screen opens it through `useUpgrade()`. */
export function UpgradeProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<UpgradeRequest | null>(null);
  const openUpgrade = useCallback((next: UpgradeRequest) => setRequest(next), []);
  const api = useMemo(() => ({ openUpgrade }), [openUpgrade]);
  return (
    <UpgradeContext.Provider value={api}>
      {children}
      {request && <UpgradeModal request={request} onClose={() => setRequest(null)} />}
    </UpgradeContext.Provider>
  );
}
