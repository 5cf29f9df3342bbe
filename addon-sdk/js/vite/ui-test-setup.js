// @ts-check
// Runs before an admin remote's tests (the SDK's own too): Testing Library's DOM matchers on
// `expect`, and an empty document.body for each test, as the shell mounts one screen at a time.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
