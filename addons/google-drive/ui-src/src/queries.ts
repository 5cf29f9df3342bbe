/**
 * The add-on's admin endpoints (../README.md, "Admin endpoints") as React Query hooks on the
 * shell's QueryClient, named after the endpoints. Every change that moves the connection fetches
 * `GET connection` again before it settles, so a button stays busy until the card shows the result.
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Below `/api/v1/`: the add-on's own endpoints. */
const ADDON = 'addons/google-drive';

export const CONNECTION_KEY = ['addons', 'google-drive', 'connection'] as const;
const FOLDERS_KEY = ['addons', 'google-drive', 'folders'] as const;

/** A Drive folder of the connected account. */
export interface Folder {
  id: string;
  name: string;
  /** The folder in Drive's web view. */
  url: string;
}

/** `GET connection`: never the secret nor a token. */
export interface Connection {
  connected: boolean;
  /** The account's e-mail address. */
  label: string;
  /** When it was connected, unix seconds. */
  date: number | string | null;
  folder: Folder | null;
  client_id: string;
  has_client_secret: boolean;
  /** Google refused the grant; true until the next sign-in. */
  revoked: boolean;
}

/** `PUT credentials`: an empty or missing secret keeps the stored one. */
export interface Credentials {
  client_id: string;
  client_secret?: string;
}

/** The answer of the calls that say `success` instead of failing with a status (spec 002 §8). */
export interface Outcome {
  success?: boolean;
  /** `POST auth-url`: the consent address. */
  data?: unknown;
  message?: string;
}

/** `GET folders`: 50 a page, by name. */
export interface FoldersPage {
  folders: Folder[];
  next_page_token: string | null;
}

/** `POST surveys/{id}/sheet`. */
export interface Sheet {
  spreadsheet_id: string;
  url: string;
}

/** `POST surveys/{id}/export`. */
export interface Exported {
  appended: number;
  skipped: number;
}

/** Where Google sends the browser back after consent: the settings tab, or a survey's notifications step. */
export type ReturnTo = 'settings' | `survey_${number}`;

export function useConnection(api: HearkenApi, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: CONNECTION_KEY, queryFn: () => api.get<Connection>(`${ADDON}/connection`), enabled });
}

/** `GET connection` again, awaited by the changes below. */
function useRefetchConnection() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CONNECTION_KEY });
}

export function useSaveCredentials(api: HearkenApi) {
  const refetch = useRefetchConnection();
  return useMutation({
    mutationFn: (credentials: Credentials) => api.put<Pick<Connection, 'client_id' | 'has_client_secret'>>(`${ADDON}/credentials`, credentials),
    onSuccess: () => refetch(),
  });
}

/** `POST auth-url`: the consent address to send the browser to, in `data`. */
export function useAuthUrl(api: HearkenApi) {
  return useMutation({ mutationFn: (returnTo: ReturnTo) => api.post<Outcome>(`${ADDON}/auth-url`, { return: returnTo }) });
}

export function useDisconnect(api: HearkenApi) {
  const refetch = useRefetchConnection();
  return useMutation({
    mutationFn: () => api.post<Outcome>(`${ADDON}/disconnect`),
    onSuccess: (outcome) => (outcome?.success === true ? refetch() : undefined),
  });
}

/**
 * The account's folders, page by page (`Load more` asks for the next `page_token`). Fetched afresh
 * each time the picker opens; a failure is shown at once (a 409 or Google's 502 will not change
 * on retry).
 */
export function useFolders(api: HearkenApi) {
  return useInfiniteQuery({
    queryKey: FOLDERS_KEY,
    queryFn: ({ pageParam }) =>
      api.get<FoldersPage>(pageParam ? `${ADDON}/folders?page_token=${encodeURIComponent(pageParam)}` : `${ADDON}/folders`),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_page_token || undefined,
    gcTime: 0,
    retry: false,
  });
}

export function useChooseFolder(api: HearkenApi) {
  const refetch = useRefetchConnection();
  return useMutation({
    mutationFn: (folderId: string) => api.post<Outcome & { folder?: Folder }>(`${ADDON}/folder`, { folder_id: folderId }),
    onSuccess: () => refetch(),
  });
}

export function useRemoveFolder(api: HearkenApi) {
  const refetch = useRefetchConnection();
  return useMutation({
    mutationFn: () => api.delete<Outcome>(`${ADDON}/folder`),
    onSuccess: (outcome) => (outcome?.success === true ? refetch() : undefined),
  });
}

export function useCreateSheet(api: HearkenApi) {
  return useMutation({ mutationFn: (surveyId: number) => api.post<Sheet>(`${ADDON}/surveys/${surveyId}/sheet`) });
}

/** `POST surveys/{id}/export` with one page of response ids (1 to 100). */
export function exportPage(api: HearkenApi, surveyId: number, responseIds: number[]): Promise<Exported> {
  return api.post<Exported>(`${ADDON}/surveys/${surveyId}/export`, { response_ids: responseIds });
}
