/**
 * `@hearken/addon-sdk/testing`: helpers for an add-on's own tests (vitest, with
 * @testing-library/react in jsdom), never for its build: they import vitest and Testing Library,
 * which the test runner provides, and `renderRoute` the shell's React Router and React Query.
 */
export { fakeApi, answersApi, deferred, type FakeApi } from './api.js';
export { renderEditorCard, type RenderEditorCardOptions } from './editorCard.js';
export { renderRoute, type RenderRouteOptions } from './routeArea.js';
export { draftSurvey } from './survey.js';
