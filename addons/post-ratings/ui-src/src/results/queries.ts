/**
 * The add-on's results endpoints through the shell's API client (`addons/post-ratings/…`). A page
 * change keeps the last page on screen until the next arrives, so the table does not jump.
 */
import { addonApi, type HearkenApi } from '@hearken/addon-sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SLUG } from '../area';
import type { PostAnswer, ResultsAnswer } from './types';

/** `GET results?page=N`: the rated posts, 10 a page. */
export function usePostRatingsResults(api: HearkenApi, page: number) {
  return useQuery({
    queryKey: [SLUG, 'results', page],
    queryFn: () => addonApi(api, SLUG).get<ResultsAnswer>(`results?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** `GET results/{postId}?page=N`: one post and its ratings, 10 a page. */
export function usePostRatings(api: HearkenApi, postId: string, page: number) {
  return useQuery({
    queryKey: [SLUG, 'results', postId, page],
    queryFn: () => addonApi(api, SLUG).get<PostAnswer>(`results/${encodeURIComponent(postId)}?page=${page}`),
    placeholderData: keepPreviousData,
  });
}
