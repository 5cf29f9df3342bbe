/**
 * What the start checklist reads, all from existing endpoints: `GET config` (license, add-ons),
 * `GET surveys` (published surveys and their responses) and `GET search` (the pages the widget
 * has reported).
 */
import { useQuery } from '@tanstack/react-query';
import { useConfig } from '../config/queries';
import type { SeenPage } from '../embed/queries';
import { useApi } from '../session/SessionContext';
import type { StartState } from './steps';

interface SurveyCounts {
  items: { status: string; responses_count: number }[];
}

export function useStartState(enabled: boolean): { state: StartState | null; failed: boolean } {
  const api = useApi();
  const config = useConfig();
  const surveys = useQuery({
    queryKey: ['surveys', 'start-checklist'],
    queryFn: () => api.get<SurveyCounts>('surveys?per_page=100&select=status,responses_count'),
    enabled,
  });
  const pages = useQuery({
    queryKey: ['pages-seen', ''],
    queryFn: () => api.get<SeenPage[]>('search?title='),
    enabled,
  });
  if (config.isError || surveys.isError || pages.isError) return { state: null, failed: true };
  if (!config.data || !surveys.data || !pages.data) return { state: null, failed: false };
  const items = surveys.data.items;
  return {
    failed: false,
    state: {
      licensed: config.data.is_licensed,
      activeAddons: Object.values(config.data.addons).filter((a) => a.active).length,
      publishedSurveys: items.filter((s) => s.status === 'publish').length,
      pagesSeen: pages.data.length,
      responses: items.reduce((sum, s) => sum + (s.responses_count ?? 0), 0),
    },
  };
}
