import { createContext, useContext } from 'react';
import type { Plan } from '@hearken/addon-sdk';

export interface UpgradeRequest {
  /** The feature's name as the prompt says it: 'Manage User Access', 'Star Rating' … */
  feature: string;
  /** The plan that unlocks it; Pro when not given. */
  plan?: Plan | undefined;
}

export interface UpgradeApi {
  /** Opens the upgrade modal for `request`. */
  openUpgrade(request: UpgradeRequest): void;
}

export const UpgradeContext = createContext<UpgradeApi | null>(null);

/** The upgrade modal of the surrounding `UpgradeProvider`. */
export function useUpgrade(): UpgradeApi {
  const api = useContext(UpgradeContext);
  if (!api) throw new Error('useUpgrade must be used inside an UpgradeProvider.');
  return api;
}
