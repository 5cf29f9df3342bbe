/**
 * Where the shell mounts add-on remotes. PRELIMINARY: renders the fallback only; the federation
 * loader replaces the body (same signature).
 */
import type { ReactNode } from 'react';
import type { ExtensionPointId, ExtensionProps } from '@hearken/addon-sdk';

export interface ExtensionSlotProps<P extends ExtensionPointId> {
  point: P;
  /** Narrows the point: a question type key, a settings tab key, an editor card place … */
  target?: string | undefined;
  props: ExtensionProps<P>;
  /** Shown when no active add-on fills the point. */
  fallback?: ReactNode;
}

/** Renders every active remote component registered for `point` (and `target`), else `fallback`. */
export function ExtensionSlot<P extends ExtensionPointId>({ fallback = null }: ExtensionSlotProps<P>) {
  return <>{fallback}</>;
}

/** One extension a remote registered: which add-on, and what the shell shows for it. */
export interface ExtensionInfo {
  slug: string;
  name: string;
  target?: string | undefined;
  label?: string | undefined;
}

/** The extensions registered for `point` (and `target`): lets a screen add a tab or a menu entry per remote. */
export function useExtensions(_point: ExtensionPointId, _target?: string): { extensions: ExtensionInfo[]; loading: boolean } {
  return { extensions: [], loading: false };
}
