/** React Query hooks for `GET notifications`, dismissing, and running a notification's action. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchemas, Narrowed } from '@hearken/addon-sdk';
import { useApi } from '../session/SessionContext';

/** A notification's button: a link's address, or an action's name in `url`. */
export type NotificationButton = Narrowed<ApiSchemas['Button'], { type: 'link' | 'action' }>;

export type Notification = Narrowed<ApiSchemas['Notification'], { buttons: NotificationButton[] }>;

/** `GET notifications`: the drawer's inbox and dismissed lists. */
export type NotificationsDrawerData = Narrowed<
  ApiSchemas['Drawer'],
  { active: Notification[]; dismissed: Notification[]; notifications: Notification[] }
>;

/** `POST notifications/action`. */
export type ActionOutcome = ApiSchemas['ActionOutcome'];

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function useNotifications() {
  const api = useApi();
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => api.get<NotificationsDrawerData>('notifications'),
  });
}

/** Moves notification `id` (or all of them) from the inbox to the dismissed list in cached data. */
function dismissLocally(data: NotificationsDrawerData, id: string): NotificationsDrawerData {
  const matches = (n: Notification) => id === 'all' || n.id === id;
  const moved = data.active.filter(matches).map((n) => ({ ...n, dismissed: true }));
  const active = data.active.filter((n) => !matches(n));
  const dismissed = [...moved, ...data.dismissed];
  return { ...data, active, notifications: active, dismissed, counts: { active: active.length, dismissed: dismissed.length } };
}

/**
 * `POST notifications/{id}/dismiss` (`all` for every one). As the spec says: dismissed locally
 * first, then the server is called, then the list is fetched again.
 */
export function useDismissNotification() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`notifications/${encodeURIComponent(id)}/dismiss`),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      const before = client.getQueryData<NotificationsDrawerData>(NOTIFICATIONS_KEY);
      if (before) client.setQueryData(NOTIFICATIONS_KEY, dismissLocally(before, id));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) client.setQueryData(NOTIFICATIONS_KEY, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** `POST notifications/action`: the answer may ask for a reload or a redirect. */
export function useNotificationAction() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { class: string; action: string }) =>
      api.post<ActionOutcome>('notifications/action', request),
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
