/**
 * Tier gating of settings controls (spec 002 §5, §6): the decision is src/upgrade/gate.ts; this
 * gives the settings tabs one place to ask it and to show what unlocks a closed gate.
 */
import { createContext, useContext } from 'react';
import type { Gate, GateRequest } from '../upgrade/gate';

export type { Gate, GateRequest } from '../upgrade/gate';

export interface GateApi {
  gate(request: GateRequest): Gate;
  /** Shows what unlocks a closed gate: the upgrade modal or the add-on prompt. */
  prompt(gate: Gate): void;
}

export const GateContext = createContext<GateApi | null>(null);

export function useGate(): GateApi {
  const api = useContext(GateContext);
  if (!api) throw new Error('useGate is used outside GateProvider.');
  return api;
}
