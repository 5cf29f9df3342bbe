import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// React Query hands results to components on a zero-delay timer by default; a test that fakes
// timers to check the spec's delays must still see results arrive without advancing the clock.
notifyManager.setScheduler(queueMicrotask);
