import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useConfig } from '../config/queries';
import { useUpgrade } from '../upgrade/UpgradeContext';
import { useTier } from '../upgrade/useTier';
import { AddonPrompt } from './AddonPrompt';
import { GateContext, gateOf, type Gate, type GateApi, type GateRequest } from './gate';

/** Gives the settings tabs `useGate()` and holds the one add-on prompt. */
export default function GateProvider({ children }: { children: ReactNode }) {
  const tier = useTier();
  const { data: config } = useConfig();
  const { openUpgrade } = useUpgrade();
  const [addonPrompt, setAddonPrompt] = useState<Extract<Gate, { kind: 'addon' }> | null>(null);

  const gate = useCallback((request: GateRequest) => gateOf(tier, config, request), [tier, config]);
  const prompt = useCallback(
    (closed: Gate) => {
      if (closed.kind === 'upgrade') openUpgrade({ feature: closed.feature, plan: closed.plan });
      if (closed.kind === 'addon') setAddonPrompt(closed);
    },
    [openUpgrade],
  );
  const api = useMemo<GateApi>(() => ({ gate, prompt }), [gate, prompt]);

  return (
    <GateContext.Provider value={api}>
      {children}
      {addonPrompt && (
        <AddonPrompt addon={addonPrompt.addon} installed={addonPrompt.installed} onClose={() => setAddonPrompt(null)} />
      )}
    </GateContext.Provider>
  );
}
