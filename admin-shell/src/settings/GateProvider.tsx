import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useUpgrade } from '../upgrade/UpgradeContext';
import { useFeatureGate } from '../upgrade/useFeatureGate';
import { AddonPrompt } from './AddonPrompt';
import { GateContext, type Gate, type GateApi } from './gate';

/** Gives the settings tabs `useGate()` and holds the one add-on prompt. */
export default function GateProvider({ children }: { children: ReactNode }) {
  const gate = useFeatureGate();
  const { openUpgrade } = useUpgrade();
  const [addonPrompt, setAddonPrompt] = useState<Extract<Gate, { kind: 'addon' }> | null>(null);

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
