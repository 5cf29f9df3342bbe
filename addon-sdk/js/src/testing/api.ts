/** APIs with no host behind them, for an add-on's own tests. */
import { vi, type Mock } from 'vitest';
import type { HearkenApi } from '../api.js';

/** A {@link HearkenApi} whose `get` is a spy a test can inspect. */
export type FakeApi = HearkenApi & { get: Mock<(path: string) => Promise<unknown>> };

function answering(answerOf: (path: string) => { found: boolean; answer?: unknown }): FakeApi {
  const get = vi.fn(async (path: string) => {
    const { found, answer } = answerOf(path);
    if (!found) throw new Error(`unexpected GET ${path}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const refuse = (method: string) =>
    vi.fn(async (path: string) => {
      throw new Error(`unexpected ${method} ${path}`);
    });
  return { get, post: refuse('POST'), put: refuse('PUT'), delete: refuse('DELETE') } as unknown as FakeApi;
}

/**
 * An API with no host behind it: `GET path` answers `answers[p]`, `p` being the path before its
 * `?`; any other path, and every other method, rejects (so a card that should only read fails its
 * test when it writes). An `Error` among the answers is thrown.
 */
export function fakeApi(answers: Record<string, unknown> = {}): FakeApi {
  return answering((path) => {
    const base = path.split('?')[0] ?? path;
    return { found: base in answers, answer: answers[base] };
  });
}

/**
 * As {@link fakeApi}, but `GET` answers by the whole path, query included
 * (`addons/post-ratings/results?page=2`): for lists whose pages and filters are in the query.
 */
export function answersApi(answers: Record<string, unknown>): FakeApi {
  return answering((path) => ({ found: path in answers, answer: answers[path] }));
}

/** A promise and the functions that settle it, to hold an answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
