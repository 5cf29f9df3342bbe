/**
 * Test helpers: surveys and the card mounted the way the shell mounts it (the SDK's
 * `renderEditorCard`: by default with an API that answers nothing, so the preview keeps the
 * widget's own look, `SITE_LOOK` of ../../widget-src/src/testing.ts). Tests that render the card
 * mock `./renderer`, since jsdom has no host to serve the widget's renderer.
 */
import type { Question, Survey } from '@hearken/addon-sdk';
import { renderEditorCard, type RenderEditorCardOptions } from '@hearken/addon-sdk/testing';
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

/** The card as the shell mounts it; `theming()` is the theming of the last survey it handed to the editor. */
export function renderCard(start: Survey, options: RenderEditorCardOptions = {}) {
  const view = renderEditorCard(card.component, start, options);
  const theming = () => view.lastSurvey().settings['theming'] as Theming;
  return { ...view, theming };
}
