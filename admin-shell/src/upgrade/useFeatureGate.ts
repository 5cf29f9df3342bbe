import { useCallback } from 'react';
import { useConfig } from '../config/queries';
import { gateOf, type Gate, type GateRequest } from './gate';
import { useTier } from './useTier';

/** Decides gates (gate.ts) against the install's config; every paid control is closed while it loads. */
export function useFeatureGate(): (request: GateRequest) => Gate {
  const tier = useTier();
  const { data: config } = useConfig();
  return useCallback((request: GateRequest) => gateOf(tier, config, request), [tier, config]);
}
