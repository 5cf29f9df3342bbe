/**
 * A small client for the host's REST API under `/api/v1/`, as the admin shell hands it to every
 * extension point, and helpers for the endpoints add-ons use most.
 */
import type { AddonItem, ApiErrorBody, QuestionTypeDefinition, UiManifest } from './types.js';

/** The header carrying the session's nonce on every state-changing request. */
export const NONCE_HEADER = 'X-Hearken-Nonce';

/** The path of the API below the host's origin (or `baseUrl`). */
export const API_PREFIX = '/api/v1/';

/** Every failure of a call: an error answer of the host, or no answer at all (`status` 0). */
export class HearkenApiError extends Error {
  /** The HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The envelope's machine-readable code, `http_error` or `network_error`. */
  readonly code: string;
  /** Per-field messages keyed by the field's path; empty when there are none. */
  readonly fields: Record<string, string>;

  constructor(status: number, body: ApiErrorBody, options?: { cause?: unknown }) {
    super(body.message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HearkenApiError';
    this.status = status;
    this.code = body.code;
    this.fields = { ...(body.fields ?? {}) };
  }
}

/** A client whose paths are relative to `/api/v1/` (with or without a leading slash). */
export interface HearkenApi {
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** `body`, when given, is sent as JSON (bulk deletes name their ids in the body). */
  delete<T = unknown>(path: string, body?: unknown): Promise<T>;
}

export interface CreateApiOptions {
  /** Origin (and any path) the API lives under; default '' (the page's own origin). */
  baseUrl?: string;
  /** The session's nonce, or a function read again before every request. */
  nonce?: string | (() => string | undefined);
  /** The fetch to use; default the global one, looked up at each call. */
  fetch?: typeof fetch;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const NETWORK_ERROR: ApiErrorBody = {
  code: 'network_error',
  message: 'The server could not be reached.',
  fields: {},
};

/** `path` without its leading slashes. */
function relative(path: string): string {
  return path.replace(/^\/+/, '');
}

function isErrorEnvelope(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['code'] === 'string' && typeof v['message'] === 'string';
}

/** Keeps only the string-valued entries of an envelope's `fields`. */
function fieldsOf(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  for (const [key, message] of Object.entries(value as Record<string, unknown>)) {
    if (typeof message === 'string') out[key] = message;
  }
  return out;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Creates a client for the host's API. */
export function createApi(options: CreateApiOptions = {}): HearkenApi {
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const prefix = base + API_PREFIX;

  const currentNonce = (): string | undefined =>
    typeof options.nonce === 'function' ? options.nonce() : options.nonce;

  async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const init: RequestInit = { method, credentials: 'same-origin', headers };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    if (method !== 'GET') {
      const nonce = currentNonce();
      if (nonce) headers[NONCE_HEADER] = nonce;
    }

    const fetchImpl = options.fetch ?? globalThis.fetch;
    let response: Response;
    let text: string;
    try {
      // Called with the global as `this`: a browser's fetch throws when called detached.
      response = await fetchImpl.call(globalThis, prefix + relative(path), init);
      text = await response.text();
    } catch (cause) {
      throw new HearkenApiError(0, NETWORK_ERROR, { cause });
    }

    const parsed = text.trim() === '' ? undefined : parseJson(text);

    if (!response.ok) {
      if (parsed?.ok && isErrorEnvelope(parsed.value)) {
        const { code, message } = parsed.value;
        throw new HearkenApiError(response.status, {
          code,
          message,
          fields: fieldsOf(parsed.value.fields),
        });
      }
      throw new HearkenApiError(response.status, {
        code: 'http_error',
        message: `The server answered ${response.status}.`,
        fields: {},
      });
    }

    if (parsed === undefined) return undefined as T;
    if (!parsed.ok) {
      throw new HearkenApiError(response.status, {
        code: 'invalid_response',
        message: 'The server answered with something that is not JSON.',
        fields: {},
      });
    }
    return parsed.value as T;
  }

  return {
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  };
}

/** A client for an add-on's own endpoints: every path is relative to `addons/{slug}/`. */
export function addonApi(api: HearkenApi, slug: string): HearkenApi {
  if (typeof slug !== 'string' || slug.trim() === '') {
    throw new TypeError('addonApi: the slug must be a non-empty string.');
  }
  const prefix = `addons/${encodeURIComponent(slug)}/`;
  const at = (path: string) => prefix + relative(path);
  return {
    get: <T>(path: string) => api.get<T>(at(path)),
    post: <T>(path: string, body?: unknown) => api.post<T>(at(path), body),
    put: <T>(path: string, body?: unknown) => api.put<T>(at(path), body),
    delete: <T>(path: string, body?: unknown) => api.delete<T>(at(path), body),
  };
}

/** Every add-on of the catalogue and every installed one (`GET addons`). */
export function listAddons(api: HearkenApi): Promise<AddonItem[]> {
  return api.get<AddonItem[]>('addons');
}

/** The remotes the admin shell loads (`GET addons/ui-manifest`). */
export function uiManifest(api: HearkenApi): Promise<UiManifest> {
  return api.get<UiManifest>('addons/ui-manifest');
}

/** The question types in force (`GET question-types`). */
export function questionTypes(api: HearkenApi): Promise<QuestionTypeDefinition[]> {
  return api.get<QuestionTypeDefinition[]>('question-types');
}
