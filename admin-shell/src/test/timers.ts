/**
 * Fake timeouts for tests of the spec's delays. Only `setTimeout` is faked (the delays are
 * timeouts); Testing Library is told, through the `jest` global it looks for, to advance the fake
 * clock by zero when it drains pending work, instead of waiting for a timeout that never comes.
 */
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

export function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/**
 * Lets in-flight work (replies, renders) finish until `check` passes, without moving the fake
 * clock: `waitFor` would advance it while polling and blur the delay under test.
 */
export async function settle(check: () => void, rounds = 50): Promise<void> {
  for (let round = 0; ; round++) {
    try {
      check();
      return;
    } catch (error) {
      if (round >= rounds) throw error;
    }
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}
