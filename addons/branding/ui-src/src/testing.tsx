/**
 * Test helpers: the card mounted the way the shell mounts it (the survey held in state, so the card
 * sees its own changes). Tests that render it mock `./renderer`, since jsdom has no host to serve
 * the widget's renderer.
 */
import { render } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import type { EditorCardProps, HearkenApi, Question, Survey } from '@hearken/addon-sdk';
import card from './ThemingCard';
import type { Theming } from './theming';

export const QUESTION: Question = {
  id: 'q1',
  type: 'long-text',
  title: 'What could we do better?',
  config: { options: [] },
  settings: { required: false, randomize: false, comment_box: false },
  logic: { enabled: false, action: 'show', conditions: [] },
};

/** A survey with `theming` as its stored theming (none at all when left out). */
export function survey(theming?: Record<string, unknown>, questions: Question[] = [QUESTION]): Survey {
  return {
    id: 7,
    title: 'Checkout feedback',
    type: null,
    status: 'draft',
    questions,
    settings: theming ? { theming } : {},
    notifications: {},
  };
}

/** A host that answers nothing: every call is refused (the preview then keeps the widget's own look). */
function silentApi(): HearkenApi {
  const fail = vi.fn(async () => {
    throw new Error('no host in this test');
  });
  return { get: fail, post: fail, put: fail, delete: fail } as unknown as HearkenApi;
}

export function renderCard(start: Survey, { locked = false, api = silentApi() }: { locked?: boolean; api?: HearkenApi } = {}) {
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
  const view = render(<Host />);
  /** The theming of the last survey the card handed to the editor. */
  const theming = (): Theming => {
    const last = onChange.mock.lastCall?.[0] ?? start;
    return last.settings['theming'] as Theming;
  };
  return { ...view, onChange, reportValid, theming };
}
