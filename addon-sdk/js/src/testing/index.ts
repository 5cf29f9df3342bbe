/**
 * `@hearken/addon-sdk/testing`: helpers for an add-on's own tests (vitest, with
 * @testing-library/react in jsdom), never for its build: they import vitest and Testing Library,
 * which the test runner provides.
 */
export { fakeApi, renderEditorCard, type FakeApi, type RenderEditorCardOptions } from './editorCard.js';
