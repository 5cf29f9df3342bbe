import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The UI pieces' tests render into jsdom's document.body; each test starts from an empty one.
afterEach(() => {
  cleanup();
});
