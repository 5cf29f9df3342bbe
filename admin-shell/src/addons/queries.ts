/** React Query hooks for the add-on endpoints (`GET addons`, install, activate, deactivate, uninstall, upload). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PREFIX,
  HearkenApiError,
  listAddons,
  NONCE_HEADER,
  type AddonItem,
  type ApiErrorBody,
} from '@hearken/addon-sdk';
import { CONFIG_KEY } from '../config/queries';
import { useApi, useSession } from '../session/SessionContext';
import type { ConsentRequest } from './capabilities';

export const ADDONS_KEY = ['addons'] as const;

export type AddonAction = 'install' | 'activate' | 'deactivate';

export function useAddons() {
  const api = useApi();
  return useQuery({ queryKey: ADDONS_KEY, queryFn: () => listAddons(api) });
}

/** Add-on changes alter both the list and the config's `addons` map. */
function useInvalidateAddons() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ADDONS_KEY }),
      client.invalidateQueries({ queryKey: CONFIG_KEY }),
    ]);
}

/** One action on one add-on; `consent`, for an install, is the package's sha256 the admin agreed to. */
export interface AddonActionRequest {
  slug: string;
  action: AddonAction;
  consent?: string;
}

/**
 * `POST addons/{slug}/{install|activate|deactivate}`. An install the host will not do without
 * consent (a catalogue package no trusted publisher signed) fails with `AddonConsentRequired`.
 * The answer replaces the add-on in the list at once; the list and the config (and with it the UI
 * manifest, which mounts an activated add-on's pages) are then fetched again, with no page reload.
 */
export function useAddonAction() {
  const api = useApi();
  const { session } = useSession();
  const client = useQueryClient();
  const invalidate = useInvalidateAddons();
  return useMutation({
    mutationFn: ({ slug, action, consent }: AddonActionRequest) =>
      action === 'install'
        ? installFromCatalogue(slug, consent, session.nonce)
        : api.post<AddonItem>(`addons/${encodeURIComponent(slug)}/${action}`),
    onSuccess: (item) =>
      client.setQueryData<AddonItem[]>(ADDONS_KEY, (list) => list?.map((addon) => (addon.slug === item.slug ? { ...addon, ...item } : addon))),
    onSettled: invalidate,
  });
}

/** `DELETE addons/{slug}`: its stored data stays (no `purge`), so installing it again finds it. */
export function useUninstallAddon() {
  const api = useApi();
  const invalidate = useInvalidateAddons();
  return useMutation({
    mutationFn: (slug: string) => api.delete<{ slug: string; uninstalled: boolean }>(`addons/${encodeURIComponent(slug)}`),
    onSettled: invalidate,
  });
}

/** Sends an add-on's failed actions again (`POST`) or drops them (`DELETE`), then lists again. */
export function useFailedActions(slug: string) {
  const api = useApi();
  const invalidate = useInvalidateAddons();
  const path = `addons/${encodeURIComponent(slug)}/failed-actions`;
  return useMutation({
    mutationFn: (verb: 'retry' | 'discard') =>
      verb === 'retry' ? api.post<{ count: number }>(path) : api.delete<{ count: number }>(path),
    onSettled: invalidate,
  });
}

/**
 * The upload's 409 `consent_required`: the package is not signed by a publisher this installation
 * trusts. Carries the whole answer, which the SDK's error type does not, so the admin can see what
 * the add-on may do before sending the package again with `consent`.
 */
export class AddonConsentRequired extends HearkenApiError {
  readonly request: ConsentRequest;

  constructor(request: ConsentRequest) {
    super(409, { code: 'consent_required', message: request.message, fields: {} });
    this.name = 'AddonConsentRequired';
    this.request = request;
  }
}

/** A `consent_required` body complete enough to ask for consent and then give it. */
function consentRequest(body: unknown): ConsentRequest | null {
  const answer = body as (Partial<ConsentRequest> & { code?: unknown }) | undefined;
  if (answer?.code !== 'consent_required') return null;
  const { message, sha256, addon, capabilities } = answer;
  if (typeof message !== 'string' || typeof sha256 !== 'string' || !addon || !capabilities) return null;
  return { message, sha256, addon, capabilities };
}

/** One upload: the package, whether to activate it, and the package's sha256 once the admin consented. */
export interface UploadRequest {
  file: File;
  activate: boolean;
  consent?: string;
}

function uploadPath({ activate, consent }: UploadRequest): string {
  const query = new URLSearchParams({ activate: String(activate) });
  if (consent !== undefined) query.set('consent', consent);
  return `${API_PREFIX}addons/upload?${query}`;
}

/**
 * `POST addons/upload?activate=…[&consent=…]` with the package as multipart field `package`. The
 * SDK's client speaks JSON only, so this one call builds its request itself, with the same nonce
 * header and the same error type.
 */
function uploadPackage(request: UploadRequest, nonce: string): Promise<AddonItem> {
  const form = new FormData();
  form.append('package', request.file, request.file.name);
  return postForConsent(uploadPath(request), nonce, form);
}

/**
 * `POST addons/{slug}/install[?consent=…]`: like the upload, its 409 carries what the admin must
 * see before consenting, which the SDK's client would drop.
 */
function installFromCatalogue(slug: string, consent: string | undefined, nonce: string): Promise<AddonItem> {
  const query = consent === undefined ? '' : `?${new URLSearchParams({ consent })}`;
  return postForConsent(`${API_PREFIX}addons/${encodeURIComponent(slug)}/install${query}`, nonce, undefined);
}

/** A POST whose 409 `consent_required` becomes `AddonConsentRequired`, any other failure `HearkenApiError`. */
async function postForConsent(path: string, nonce: string, form: FormData | undefined): Promise<AddonItem> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', [NONCE_HEADER]: nonce },
      ...(form ? { body: form } : {}),
    });
    text = await response.text();
  } catch (cause) {
    throw new HearkenApiError(0, { code: 'network_error', message: 'The server could not be reached.', fields: {} }, { cause });
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const consent = response.status === 409 ? consentRequest(body) : null;
    if (consent) throw new AddonConsentRequired(consent);
    const envelope = body as Partial<ApiErrorBody> | undefined;
    if (typeof envelope?.code === 'string' && typeof envelope.message === 'string') {
      throw new HearkenApiError(response.status, { code: envelope.code, message: envelope.message, fields: envelope.fields ?? {} });
    }
    throw new HearkenApiError(response.status, {
      code: 'http_error',
      message: `The server answered ${response.status}.`,
      fields: {},
    });
  }
  return body as AddonItem;
}

export function useUploadAddon() {
  const { session } = useSession();
  const invalidate = useInvalidateAddons();
  return useMutation({
    mutationFn: (request: UploadRequest) => uploadPackage(request, session.nonce),
    onSettled: invalidate,
  });
}
