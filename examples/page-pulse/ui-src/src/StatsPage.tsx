/** The admin page the "Page Pulse" menu entry opens: the counts of each page, or why there are none. */
import { defineRemote, type HearkenApi, type RouteProps } from '@hearken/addon-sdk';
import { useQuery } from '@tanstack/react-query';
import { StatsTable } from './StatsTable';
import { STRINGS } from './strings';
import type { Stats } from './types';

/** `GET addons/page-pulse/stats`, through the shell's API client. */
export function usePagePulseStats(api: HearkenApi) {
  return useQuery({
    queryKey: ['page-pulse', 'stats'],
    queryFn: () => api.get<Stats>('addons/page-pulse/stats'),
  });
}

export function StatsPage({ api }: RouteProps) {
  const stats = usePagePulseStats(api);
  return (
    <section aria-labelledby="page-pulse-title">
      <h1 id="page-pulse-title">{STRINGS.title}</h1>
      <p>{STRINGS.intro}</p>
      {stats.isPending && <p role="status">{STRINGS.loading}</p>}
      {stats.isError && <p role="alert">{STRINGS.failed}</p>}
      {stats.data && (stats.data.pages.length === 0 ? <p>{STRINGS.empty}</p> : <StatsTable pages={stats.data.pages} />)}
    </section>
  );
}

export default defineRemote('route', StatsPage);
