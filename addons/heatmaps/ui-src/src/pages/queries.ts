/**
 * The add-on's admin endpoints through the shell's API client (`addons/heatmaps/…`). A change of
 * filters or page keeps the last answer on screen until the next arrives, so the tables do not jump.
 */
import { addonApi, type HearkenApi } from '@hearken/addon-sdk';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { SLUG } from '../area';
import { searchOf, type Filters } from './filters';
import type { HeatmapLink, HeatmapRequest, PageAnswer, PagesAnswer } from './types';

/** `GET pages?from=&to=&viewport=&page=`: the pages with data, 20 a page. */
export function usePages(api: HearkenApi, filters: Filters, page: number) {
  return useQuery({
    queryKey: [SLUG, 'pages', filters, page],
    queryFn: () => addonApi(api, SLUG).get<PagesAnswer>(`pages?${searchOf(filters, page)}`),
    placeholderData: keepPreviousData,
  });
}

/** `GET pages/{id}?from=&to=&viewport=`: one page's figures, elements and scroll depth. */
export function usePage(api: HearkenApi, id: string, filters: Filters) {
  return useQuery({
    queryKey: [SLUG, 'pages', id, filters],
    queryFn: () => addonApi(api, SLUG).get<PageAnswer>(`pages/${encodeURIComponent(id)}?${searchOf(filters)}`),
    placeholderData: keepPreviousData,
  });
}

/** `POST pages/{id}/heatmap`: a link to the live page with the overlay. */
export function useHeatmapLink(api: HearkenApi, id: string) {
  return useMutation({
    mutationFn: (request: HeatmapRequest) => addonApi(api, SLUG).post<HeatmapLink>(`pages/${encodeURIComponent(id)}/heatmap`, request),
  });
}
