/**
 * Test helpers: the card mounted the way the shell mounts it (the survey held in state, so the card
 * sees its own changes), with an API whose answers a test names by path.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import type { EditorCardProps, HearkenApi, Survey } from '@hearken/addon-sdk';
import card from './TargetingCard';
import type { Targeting } from './rules';

export function survey(targeting?: Partial<Targeting>): Survey {
  return {
    id: 5,
    title: 'Website feedback',
    type: null,
    status: 'draft',
    questions: [],
    settings: targeting ? { targeting: { devices: ['desktop', 'tablet', 'mobile'], pages: 'all', page_rules: [], ...targeting } } : {},
    notifications: {},
  };
}

/** Answers `GET path` (query included) from `answers` by the path before `?`; anything else fails. */
export function apiAnswering(answers: Record<string, unknown> = {}) {
  const get = vi.fn(async (path: string) => {
    const base = path.split('?')[0] ?? path;
    if (!(base in answers)) throw new Error(`unexpected GET ${path}`);
    return answers[base];
  });
  const fail = vi.fn(async () => {
    throw new Error('the card only reads');
  });
  return { get, post: fail, put: fail, delete: fail } as unknown as HearkenApi & { get: typeof get };
}

export function renderCard(start: Survey, { api = apiAnswering(), locked = false } = {}) {
  const onChange = vi.fn<(s: Survey) => void>();
  const reportValid = vi.fn<(valid: boolean) => void>();
  const Card = card.component;
  function Host() {
    const [current, setCurrent] = useState(start);
    const props: EditorCardProps = {
      api,
      step: 'settings',
      survey: current,
      locked,
      reportValid,
      onChange: (next) => {
        onChange(next);
        setCurrent(next);
      },
    };
    return <Card {...props} />;
  }
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Host />
    </QueryClientProvider>,
  );
  const targeting = (): Targeting => {
    const last = onChange.mock.lastCall?.[0] ?? start;
    return last.settings['targeting'] as Targeting;
  };
  return { ...view, api, onChange, reportValid, targeting };
}
