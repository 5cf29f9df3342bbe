/** React Query hooks for the add-on endpoints (`GET addons`, install, activate, deactivate, upload). */
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

/** `POST addons/{slug}/{install|activate|deactivate}`. */
export function useAddonAction() {
  const api = useApi();
  const invalidate = useInvalidateAddons();
  return useMutation({
    mutationFn: ({ slug, action }: { slug: string; action: AddonAction }) =>
      api.post<AddonItem>(`addons/${encodeURIComponent(slug)}/${action}`),
    onSettled: invalidate,
  });
}

/**
 * `POST addons/upload?activate=true` with the package as multipart field `package`. The SDK's
 * client speaks JSON only, so this one call builds its request itself, with the same nonce header
 * and the same error type.
 */
async function uploadPackage(file: File, nonce: string): Promise<AddonItem> {
  const form = new FormData();
  form.append('package', file, file.name);
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${API_PREFIX}addons/upload?activate=true`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', [NONCE_HEADER]: nonce },
      body: form,
    });
    text = await response.text();
  } catch (cause) {
    throw new HearkenApiError(0, { code: 'network_error', message: 'The server could not be reached.' }, { cause });
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const envelope = body as Partial<ApiErrorBody> | undefined;
    if (typeof envelope?.code === 'string' && typeof envelope.message === 'string') {
      throw new HearkenApiError(response.status, { code: envelope.code, message: envelope.message });
    }
    throw new HearkenApiError(response.status, {
      code: 'http_error',
      message: `The server answered ${response.status}.`,
    });
  }
  return body as AddonItem;
}

export function useUploadAddon() {
  const { session } = useSession();
  const invalidate = useInvalidateAddons();
  return useMutation({
    mutationFn: (file: File) => uploadPackage(file, session.nonce),
    onSettled: invalidate,
  });
}
