/**
 * Test helpers: both parts mounted the way the shell mounts them (its QueryClient around them, a
 * `notify` spy for its toasts; the card through the SDK's `renderEditorCard`), an API that answers
 * by method and path with no host behind it, and answers of the add-on's endpoints.
 */
import { HearkenApiError, type HearkenApi, type RemoteNotice, type Survey } from '@hearken/addon-sdk';
import { draftSurvey, renderEditorCard, type RenderEditorCardOptions } from '@hearken/addon-sdk/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import card from './DriveCard';
import tab from './DriveSettings';
import type { DriveSettings } from './card/drive';
import type { Connection } from './queries';

/** One answer: a value, an `Error` to throw, or a function of the body giving either (or a promise). */
type Answer = ((body: unknown) => unknown) | object | string | number | boolean | null;

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A {@link HearkenApi} that records its calls; `answers` can be changed between calls. */
export type RoutesApi = HearkenApi & { calls: Call[]; answers: Record<string, Answer>; callsTo(route: string): Call[] };

/**
 * An API answering `'METHOD path'` (the whole path, query included:
 * `'GET addons/google-drive/folders?page_token=p2'`); any other call rejects, so a part that
 * should not call fails its test.
 */
export function routesApi(answers: Record<string, Answer>): RoutesApi {
  const calls: Call[] = [];
  const api = {
    calls,
    answers: { ...answers },
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  } as RoutesApi;
  const call = (method: string) => async (path: string, body?: unknown) => {
    calls.push({ method, path, body });
    const route = `${method} ${path}`;
    if (!(route in api.answers)) throw new Error(`unexpected ${route}`);
    const answer = api.answers[route];
    const value = typeof answer === 'function' ? await (answer as (body: unknown) => unknown)(body) : answer;
    if (value instanceof Error) throw value;
    return value;
  };
  api.get = call('GET') as HearkenApi['get'];
  api.post = call('POST') as HearkenApi['post'];
  api.put = call('PUT') as HearkenApi['put'];
  api.delete = call('DELETE') as HearkenApi['delete'];
  return api;
}

function queryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** The settings tab as the shell mounts it; `notify` is the spy standing in for the shell's toasts. */
export function renderSettings(api: HearkenApi) {
  const notify = vi.fn<(notice: RemoteNotice) => void>();
  const view = render(
    <QueryClientProvider client={queryClient()}>
      <tab.component api={api} license={{ is_pro: true, is_licensed: true, license_type: 'pro' }} notify={notify} />
    </QueryClientProvider>,
  );
  return { ...view, notify };
}

/** The card as the shell mounts it on the notifications step; `drive()` is the Google Drive settings it last handed to the editor. */
export function renderCard(start: Survey, options: Omit<RenderEditorCardOptions, 'step' | 'wrapper'> = {}) {
  const client = queryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const view = renderEditorCard(card.component, start, { ...options, step: 'notifications', wrapper });
  const drive = () => view.lastSurvey().settings['google_drive'] as DriveSettings;
  return { ...view, drive };
}

export const CONNECTION = 'GET addons/google-drive/connection';

/** 2024-01-05 12:00 UTC: January 5 in every time zone from UTC−11 to UTC+11. */
export const JAN_5_2024 = 1704456000;

export const FOLDER = { id: 'f-1', name: 'Survey exports', url: 'https://drive.google.com/drive/folders/f-1' };

/** No account connected; the OAuth client is saved. */
export function notConnected(patch: Partial<Connection> = {}): Connection {
  return {
    connected: false,
    label: '',
    date: null,
    folder: null,
    client_id: '1234.apps.googleusercontent.com',
    has_client_secret: true,
    revoked: false,
    ...patch,
  };
}

/** ada@example.com connected on January 5, 2024, no folder chosen. */
export function connected(patch: Partial<Connection> = {}): Connection {
  return notConnected({ connected: true, label: 'ada@example.com', date: JAN_5_2024, ...patch });
}

/** A saved survey (id 5) with `drive` as its Google Drive settings. */
export function survey(drive: Partial<DriveSettings> = {}, patch: Partial<Survey> = {}): Survey {
  return draftSurvey({ behavior: { timing: 'immediate' }, google_drive: { enable: true, file_name: '', spreadsheet_id: '', ...drive } }, patch);
}

/** An error answer of the host's, as the SDK's client throws it. */
export function apiError(status: number, code: string, message: string, fields: Record<string, string> = {}) {
  return new HearkenApiError(status, { code, message, fields });
}

/** The error toast of spec 002 §8: titled 'Error'. */
export function errorToast(title: string): RemoteNotice {
  return { type: 'error', heading: 'Error', title };
}
