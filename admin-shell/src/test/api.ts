/** A stand-in for the host's API in unit tests: replies by `METHOD path`, and the calls made. */
import { vi } from 'vitest';

export interface Reply {
  status?: number;
  body?: unknown;
}

export interface Call {
  method: string;
  /** Below `/api/v1/`, with any query string. */
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Route = Reply | ((call: Call) => Reply | Promise<Reply>);

/**
 * Replaces the global fetch. `routes` stays live: a test may change a reply after an action
 * (the list the screen fetches again after a change). An unknown route answers 404 and is recorded.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const unmatched: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1\//, '') + url.search,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const route = routes[key];
    if (!route) unmatched.push(key);
    const reply: Reply = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : { status: 404, body: { code: 'not_found', message: `No reply for ${key}` } };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { routes, calls, unmatched };
}

/** A promise the test settles when it chooses: holds a call "in flight". */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
