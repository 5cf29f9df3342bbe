/**
 * An editor card mounted the way the shell mounts it: the survey held in state, so the card sees
 * its own changes, and every change and validity report recorded for the test to read.
 */
import { render } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { HearkenApi } from '../api.js';
import type { EditorCardProps, EditorStep, ExtensionComponent, RemoteNotice } from '../extension-points.js';
import type { Survey } from '../types.js';
import { fakeApi } from './api.js';

/** How {@link renderEditorCard} mounts the card. */
export interface RenderEditorCardOptions {
  /** Default: a {@link fakeApi} that answers nothing. */
  api?: HearkenApi;
  /** Default false. */
  locked?: boolean;
  /** Default 'settings'. */
  step?: EditorStep;
  /** Wraps the card, e.g. in a provider the shell would give it. */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/**
 * Renders `Card` (a remote's `editor-card` component) with `start` as the survey. Besides Testing
 * Library's result it answers the `onChange`, `reportValid` and `notify` spies and `lastSurvey()`,
 * the survey the card last handed to the editor (`start` before any change).
 */
export function renderEditorCard(
  Card: ExtensionComponent<'editor-card'>,
  start: Survey,
  { api = fakeApi(), locked = false, step = 'settings', wrapper }: RenderEditorCardOptions = {},
) {
  const onChange = vi.fn<(survey: Survey) => void>();
  const reportValid = vi.fn<(valid: boolean) => void>();
  const notify = vi.fn<(notice: RemoteNotice) => void>();
  function Host() {
    const [current, setCurrent] = useState(start);
    const props: EditorCardProps = {
      api,
      step,
      survey: current,
      locked,
      reportValid,
      notify,
      onChange: (next) => {
        onChange(next);
        setCurrent(next);
      },
    };
    return <Card {...props} />;
  }
  const view = render(<Host />, wrapper ? { wrapper } : {});
  const lastSurvey = (): Survey => onChange.mock.lastCall?.[0] ?? start;
  return { ...view, api, onChange, reportValid, notify, lastSurvey };
}
