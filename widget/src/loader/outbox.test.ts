import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliver, flush, OUTBOX, send, uuid } from './outbox';

const URL = 'https://host.test/api/v1/surveys/3/responses';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A host that answers the statuses given in turn (a number), or cannot be reached ('down'). */
function host(...answers: (number | 'down')[]) {
  const calls: { key: string; body: string }[] = [];
  const fetcher = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const headers = init?.headers as Record<string, string>;
    calls.push({ key: headers['Idempotency-Key'] ?? '', body: String(init?.body) });
    const next = answers.shift() ?? 201;
    if (next === 'down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ id: 7 }), { status: next });
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}

function pending(): unknown[] {
  return JSON.parse(localStorage.getItem(OUTBOX) || '[]');
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the outbox', () => {
  it('sends a response with a UUID Idempotency-Key and forgets it once stored', async () => {
    const { fetcher, calls } = host(201);
    const res = await send(URL, '{"answers":[]}', fetcher);
    expect(res?.status).toBe(201);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.key).toMatch(UUID);
    expect(pending()).toEqual([]);
  });

  it('retries 503, 429 and an unreachable host with back-off, with the same key, until stored', async () => {
    const { fetcher, calls } = host(503, 429, 'down', 201);
    const sent = send(URL, '{"answers":[]}', fetcher);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    // Kept while it is not delivered.
    expect(pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect((await sent)?.status).toBe(201);
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((c) => c.key)).size).toBe(1);
    expect(pending()).toEqual([]);
  });

  it('gives up on a refusal no retry changes, and forgets it', async () => {
    const { fetcher, calls } = host(422);
    const res = await send(URL, '{}', fetcher);
    expect(res?.status).toBe(422);
    expect(calls).toHaveLength(1);
    expect(pending()).toEqual([]);
  });

  it('keeps what it could not deliver for the next page view, which sends it with the same key', async () => {
    const down = host('down', 'down', 'down', 'down', 'down');
    const sent = send(URL, '{"answers":[1]}', down.fetcher);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await sent).toBeNull();
    expect(down.calls).toHaveLength(5);
    expect(pending()).toHaveLength(1);

    const up = host(201);
    await flush(up.fetcher);
    expect(up.calls).toEqual([{ key: down.calls[0]!.key, body: '{"answers":[1]}' }]);
    expect(pending()).toEqual([]);
  });

  it('drops an entry older than its submission token (12 hours)', async () => {
    localStorage.setItem(OUTBOX, JSON.stringify([{ u: URL, b: '{}', k: uuid(), t: Date.now() - 13 * 3600 * 1000 }]));
    const { fetcher, calls } = host(201);
    await flush(fetcher);
    expect(calls).toHaveLength(0);
  });

  it('delivers without storage when localStorage refuses', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { fetcher } = host(503, 201);
    const sent = deliver({ u: URL, b: '{}', k: uuid(), t: Date.now() }, [0], fetcher);
    await vi.advanceTimersByTimeAsync(0);
    expect((await sent)?.status).toBe(201);
    setItem.mockRestore();
  });
});

describe('uuid', () => {
  it('is a version 4 UUID, also without crypto.randomUUID', () => {
    expect(uuid()).toMatch(UUID);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const made = new Set(Array.from({ length: 50 }, uuid));
      expect(made.size).toBe(50);
      for (const u of made) expect(u).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
