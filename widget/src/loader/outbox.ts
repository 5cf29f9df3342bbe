/**
 * The widget never drops an answer silently (issue 14). A response goes into `localStorage` with
 * an `Idempotency-Key` (a UUID) before it is sent; it is sent again with back-off while the host
 * answers 408, 429 or 5xx or cannot be reached, and leaves the outbox once the host has answered
 * for good (stored, or refused in a way no retry changes). What is still there on the next page
 * view is sent then. The host stores a key once and answers a repeated key with the first result,
 * so a retry never duplicates a response. Its submission token lives 12 hours: so does an entry.
 */

/** One response waiting to be delivered: URL, JSON body, key, when it was made (ms). */
export interface Pending {
  u: string;
  b: string;
  k: string;
  t: number;
}

export const OUTBOX = 'hearken_outbox';
/** Waits before the 2nd, 3rd… try (ms). */
export const BACKOFF_MS = [1000, 2000, 4000, 8000];
const LIFETIME_MS = 12 * 3600 * 1000;
const MAX_PENDING = 20;

function read(): Pending[] {
  try {
    return (JSON.parse(localStorage[OUTBOX] || '[]') as Pending[]).filter((p) => Date.now() - p.t < LIFETIME_MS);
  } catch {
    return [];
  }
}

function write(list: Pending[]): void {
  try {
    localStorage[OUTBOX] = JSON.stringify(list.slice(-MAX_PENDING));
  } catch {
    // Storage is off or full: the tries of this page view still happen.
  }
}

/** A version 4 UUID, also where `crypto.randomUUID` is missing (pages served over http). */
export function uuid(): string {
  return (
    crypto.randomUUID?.() ??
    '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
      (+c ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (+c / 4)))).toString(16),
    )
  );
}

/** Sends `p` until the host answers for good; answers that answer, or null when it never did. */
export async function deliver(p: Pending, waits: number[], fetcher: typeof fetch): Promise<Response | null> {
  for (let i = 0; ; i++) {
    try {
      const res = await fetcher(p.u, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': p.k },
        body: p.b,
      });
      if (res.status !== 408 && res.status !== 429 && res.status < 500) {
        write(read().filter((q) => q.k !== p.k));
        return res;
      }
    } catch {
      // Unreachable: try again.
    }
    if (i >= waits.length) return null;
    await new Promise((r) => setTimeout(r, waits[i]));
  }
}

/** Puts a response in the outbox and delivers it (the renderer's way of sending). */
export function send(u: string, b: string, fetcher: typeof fetch): Promise<Response | null> {
  const p = { u, b, k: uuid(), t: Date.now() };
  write([...read(), p]);
  return deliver(p, BACKOFF_MS, fetcher);
}

/** Delivers what earlier page views left in the outbox (one try each now, a few more later). */
export function flush(fetcher: typeof fetch): Promise<unknown> {
  return Promise.all(read().map((p) => deliver(p, BACKOFF_MS.slice(0, 2), fetcher)));
}
