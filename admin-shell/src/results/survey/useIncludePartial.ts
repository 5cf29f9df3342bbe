/**
 * Whether a survey's figures count partial responses too (issue 35 item 4), kept in the address
 * as `?partial=include`, so Back, a reload and a shared link count the same responses. Another
 * survey's address starts without it: complete responses only.
 */
import { useUrlParams, type UrlParams } from '@hearken/addon-sdk/ui';
import { useSearchParams } from 'react-router';

const FIELDS: UrlParams<{ includePartial: boolean }> = {
  includePartial: {
    read: (search) => search.get('partial') === 'include',
    write(include, search) {
      if (include) search.set('partial', 'include');
      else search.delete('partial');
    },
  },
};

export function useIncludePartial(): [boolean, (include: boolean) => void] {
  const { params, set } = useUrlParams(FIELDS, useSearchParams());
  return [params.includePartial, (includePartial) => set({ includePartial })];
}
