import { describe, expect, it } from 'vitest';
import {
  HearkenApiError,
  addonApi,
  createApi,
  listAddons,
  questionTypes,
  uiManifest,
  type CreateApiOptions,
} from './api.js';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

type Answer = Response | (() => Response | Promise<Response>);

/** A fake fetch that records every call and answers with `answer` (a JSON 200 by default). */
function fakeFetch(answer: Answer = () => json(200, { ok: true })) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? init.body : undefined,
      credentials: init?.credentials,
    });
    return typeof answer === 'function' ? answer() : answer;
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(options: Omit<CreateApiOptions, 'fetch'> = {}, answer?: Answer) {
  const fake = fakeFetch(answer);
  return { api: createApi({ ...options, fetch: fake.fetch }), calls: fake.calls };
}

async function caught(promise: Promise<unknown>): Promise<HearkenApiError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(HearkenApiError);
    return e as HearkenApiError;
  }
  throw new Error('expected the call to fail');
}

describe('createApi: requests', () => {
  it('sends the nonce on POST, PUT and DELETE but not on GET', async () => {
    const { api, calls } = setup({ nonce: 'n0nce' });
    await api.get('surveys');
    await api.post('surveys', { title: 'A' });
    await api.put('surveys/1', { title: 'B' });
    await api.delete('surveys/1');

    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
    expect(calls[0]?.headers).not.toHaveProperty('X-Hearken-Nonce');
    for (const call of calls.slice(1)) {
      expect(call.headers['X-Hearken-Nonce']).toBe('n0nce');
    }
  });

  it('sends no nonce header when none is known', async () => {
    const fromFunction = setup({ nonce: () => undefined });
    await fromFunction.api.post('surveys', {});
    const withoutNonce = setup();
    await withoutNonce.api.delete('surveys/1');
    const emptyNonce = setup({ nonce: '' });
    await emptyNonce.api.put('surveys/1', {});
    for (const { calls } of [fromFunction, withoutNonce, emptyNonce]) {
      expect(calls).toHaveLength(1);
      expect(calls[0]?.headers).not.toHaveProperty('X-Hearken-Nonce');
    }
  });

  it('reads a nonce function again before every request', async () => {
    let current: string | undefined = 'first';
    let reads = 0;
    const { api, calls } = setup({
      nonce: () => {
        reads += 1;
        return current;
      },
    });
    await api.post('a');
    current = 'second';
    await api.put('b');
    current = undefined;
    await api.delete('c');

    expect(reads).toBe(3);
    expect(calls[0]?.headers['X-Hearken-Nonce']).toBe('first');
    expect(calls[1]?.headers['X-Hearken-Nonce']).toBe('second');
    expect(calls[2]?.headers).not.toHaveProperty('X-Hearken-Nonce');
  });

  it('puts every path under /api/v1/, with or without a leading slash', async () => {
    const { api, calls } = setup();
    await api.get('surveys');
    await api.get('/surveys');
    await api.get('//surveys/3?status=draft');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/surveys',
      '/api/v1/surveys',
      '/api/v1/surveys/3?status=draft',
    ]);
  });

  it('prefixes baseUrl, with or without a trailing slash', async () => {
    const a = setup({ baseUrl: 'https://feedback.example' });
    const b = setup({ baseUrl: 'https://feedback.example/hearken/' });
    await a.api.get('/addons');
    await b.api.get('addons');
    expect(a.calls[0]?.url).toBe('https://feedback.example/api/v1/addons');
    expect(b.calls[0]?.url).toBe('https://feedback.example/hearken/api/v1/addons');
  });

  it('sends same-origin credentials, Accept and JSON bodies with their content type', async () => {
    const { api, calls } = setup();
    await api.post('surveys', { title: 'Hello', questions: [] });
    await api.get('surveys');
    await api.post('auth/logout');

    const [post, get, bare] = calls;
    expect(post?.credentials).toBe('same-origin');
    expect(post?.headers['Accept']).toBe('application/json');
    expect(post?.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(post?.body ?? 'null')).toEqual({ title: 'Hello', questions: [] });

    expect(get?.credentials).toBe('same-origin');
    expect(get?.headers['Accept']).toBe('application/json');
    expect(get?.headers).not.toHaveProperty('Content-Type');
    expect(get?.body).toBeUndefined();

    expect(bare?.body).toBeUndefined();
    expect(bare?.headers).not.toHaveProperty('Content-Type');
  });

  it('sends a JSON body with DELETE when one is given (bulk deletes name their ids)', async () => {
    const { api, calls } = setup();
    await api.delete('surveys', { survey_ids: [1, 2] });
    await api.delete('addons/x');

    const [withBody, bare] = calls;
    expect(withBody?.method).toBe('DELETE');
    expect(withBody?.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(withBody?.body ?? 'null')).toEqual({ survey_ids: [1, 2] });
    expect(bare?.body).toBeUndefined();
  });

  it('answers the parsed JSON body, and undefined for an empty one', async () => {
    const ok = setup({}, () => json(200, [{ id: 1 }]));
    await expect(ok.api.get<{ id: number }[]>('surveys')).resolves.toEqual([{ id: 1 }]);

    const empty = setup({}, () => new Response(null, { status: 204 }));
    await expect(empty.api.delete('surveys/1')).resolves.toBeUndefined();
  });

  it('uses the global fetch when none is given, looked up at call time', async () => {
    const original = globalThis.fetch;
    const fake = fakeFetch(() => json(200, { hello: 'world' }));
    globalThis.fetch = fake.fetch;
    try {
      const api = createApi();
      await expect(api.get('ping')).resolves.toEqual({ hello: 'world' });
      expect(fake.calls[0]?.url).toBe('/api/v1/ping');
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('createApi: errors', () => {
  it('throws HearkenApiError built from the error envelope', async () => {
    const { api } = setup({}, () =>
      json(422, {
        code: 'invalid',
        message: 'The survey has errors.',
        fields: { 'questions.0.title': 'A question needs a title.' },
      }),
    );
    const error = await caught(api.post('surveys', {}));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HearkenApiError');
    expect(error.status).toBe(422);
    expect(error.code).toBe('invalid');
    expect(error.message).toBe('The survey has errors.');
    expect(error.fields).toEqual({ 'questions.0.title': 'A question needs a title.' });
  });

  it('gives empty fields when the envelope has none', async () => {
    const { api } = setup({}, () => json(404, { code: 'not_found', message: 'No such survey.' }));
    const error = await caught(api.get('surveys/9'));
    expect(error.status).toBe(404);
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('No such survey.');
    expect(error.fields).toEqual({});
  });

  it('falls back to http_error when the error body is not JSON', async () => {
    const { api } = setup({}, () => new Response('<h1>Bad Gateway</h1>', { status: 502 }));
    const error = await caught(api.get('surveys'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('http_error');
    expect(error.message).toBe('The server answered 502.');
    expect(error.fields).toEqual({});
  });

  it('falls back to http_error when the JSON error body is not the envelope', async () => {
    const { api } = setup({}, () => json(500, { error: 'boom' }));
    const error = await caught(api.get('surveys'));
    expect(error.status).toBe(500);
    expect(error.code).toBe('http_error');
    expect(error.message).toBe('The server answered 500.');
  });

  it('falls back to http_error for an empty error body', async () => {
    const { api } = setup({}, () => new Response(null, { status: 403 }));
    const error = await caught(api.delete('addons/x'));
    expect(error.status).toBe(403);
    expect(error.code).toBe('http_error');
    expect(error.message).toBe('The server answered 403.');
  });

  it('maps a failed fetch to a network_error with status 0', async () => {
    const failure = new TypeError('Failed to fetch');
    const { api } = setup({}, () => {
      throw failure;
    });
    const error = await caught(api.get('surveys'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
    expect(error.message).toBe('The server could not be reached.');
    expect(error.cause).toBe(failure);
  });

  it('does not take a 2xx answer that is not JSON', async () => {
    const { api } = setup({}, () => new Response('<html>', { status: 200 }));
    const error = await caught(api.get('surveys'));
    expect(error.status).toBe(200);
    expect(error.code).toBe('invalid_response');
  });
});

describe('addonApi', () => {
  it("prefixes every path with addons/{slug}/ and keeps the client's behaviour", async () => {
    const { api, calls } = setup({ nonce: 'n' });
    const own = addonApi(api, 'hearken-pro');
    await own.get('settings');
    await own.post('/settings', { a: 1 });
    await own.put('items/2', { b: 2 });
    await own.delete('/items/2');

    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/api/v1/addons/hearken-pro/settings'],
      ['POST', '/api/v1/addons/hearken-pro/settings'],
      ['PUT', '/api/v1/addons/hearken-pro/items/2'],
      ['DELETE', '/api/v1/addons/hearken-pro/items/2'],
    ]);
    expect(calls[1]?.body).toBe('{"a":1}');
    expect(calls[0]?.headers).not.toHaveProperty('X-Hearken-Nonce');
    expect(calls[3]?.headers['X-Hearken-Nonce']).toBe('n');
  });

  it('rejects an empty slug', () => {
    const { api } = setup();
    expect(() => addonApi(api, '')).toThrow(TypeError);
  });
});

describe('endpoint helpers', () => {
  it('GET the add-ons, the UI manifest and the question types', async () => {
    const { api, calls } = setup({}, () => json(200, { remotes: [] }));
    await listAddons(api);
    await expect(uiManifest(api)).resolves.toEqual({ remotes: [] });
    await questionTypes(api);
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/api/v1/addons'],
      ['GET', '/api/v1/addons/ui-manifest'],
      ['GET', '/api/v1/question-types'],
    ]);
  });
});
