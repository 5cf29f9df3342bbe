/**
 * Test helpers: the card mounted the way the shell mounts it (the SDK's `renderEditorCard`; tests
 * name the API's answers by path with the SDK's `fakeApi`).
 */
import type { Survey } from '@hearken/addon-sdk';
import { draftSurvey, renderEditorCard, type RenderEditorCardOptions } from '@hearken/addon-sdk/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import card from './TargetingCard';
import type { Targeting } from './rules';

export function survey(targeting?: Partial<Targeting>): Survey {
  return draftSurvey(targeting ? { targeting: { devices: ['desktop', 'tablet', 'mobile'], pages: 'all', page_rules: [], ...targeting } } : {});
}

/**
 * The card as the shell mounts it, inside a React Query provider as the shell's; `targeting()` is
 * the targeting of the last survey it handed to the editor.
 */
export function renderCard(start: Survey, options: RenderEditorCardOptions = {}) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const view = renderEditorCard(card.component, start, { wrapper, ...options });
  const targeting = () => view.lastSurvey().settings['targeting'] as Targeting;
  return { ...view, targeting };
}
