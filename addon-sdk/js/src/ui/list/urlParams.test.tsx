// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { choiceParam, pageParam, usePageInRange, useUrlParams, type SearchParamsState, type UrlParams } from './urlParams.js';

interface Params {
  page: number;
  filter: 'all' | 'publish' | 'trash';
}

const FIELDS: UrlParams<Params> = { page: pageParam, filter: choiceParam('status', ['all', 'publish', 'trash'], 'all') };

/** An address held in state, as React Router's `useSearchParams()` holds it; `replaced` counts replacing changes. */
function useAddress(start: string) {
  const [search, setSearch] = useState(() => new URLSearchParams(start));
  const [replaced, setReplaced] = useState(0);
  const state: SearchParamsState = [
    search,
    (change, options) => {
      setSearch(change);
      if (options?.replace) setReplaced((n) => n + 1);
    },
  ];
  return { state, address: search.toString(), replaced };
}

/** Mounts a list of `pages` pages (with rows or not) at `start`; answers what the list sees. */
function mount(start: string, { pages = 3, empty = false } = {}) {
  const seen: { params?: Params; address?: string; replaced?: number; tooFar?: boolean; set?: ReturnType<typeof useUrlParams<Params>>['set'] } = {};
  function List() {
    const { state, address, replaced } = useAddress(start);
    const { params, set } = useUrlParams(FIELDS, state);
    const list = { data: { items: empty ? [] : [1], pagination: { pages } }, isPlaceholderData: false };
    const tooFar = usePageInRange(params.page, list, (page, options) => set({ page }, options));
    Object.assign(seen, { params, address, replaced, tooFar, set });
    return null;
  }
  render(<List />);
  return seen;
}

describe('useUrlParams', () => {
  it('reads each value, with its default where the address lacks it or holds nonsense', () => {
    expect(mount('status=trash&page=2').params).toEqual({ page: 2, filter: 'trash' });
    expect(mount('').params).toEqual({ page: 1, filter: 'all' });
    expect(mount('status=nope&page=-3').params).toEqual({ page: 1, filter: 'all' });
    expect(mount('page=1.5').params).toEqual({ page: 1, filter: 'all' });
  });

  it('writes the values changed, leaves defaults out and keeps the address’s other parameters', () => {
    const list = mount('from=2026-01-01&status=trash&page=2');
    act(() => list.set?.({ page: 3 }));
    expect(list.address).toBe('from=2026-01-01&status=trash&page=3');
    act(() => list.set?.({ filter: 'all', page: 1 }));
    expect(list.address).toBe('from=2026-01-01');
    expect(list.params).toEqual({ page: 1, filter: 'all' });
  });

  it('runs a recipe on the values the address holds when the change happens', () => {
    const list = mount('page=2');
    act(() => {
      list.set?.((current) => ({ page: current.page + 1 }));
      list.set?.((current) => ({ page: current.page + 1 }));
    });
    expect(list.params?.page).toBe(4);
  });
});

describe('usePageInRange', () => {
  it('waits for a fresh answer', () => {
    const seen: boolean[] = [];
    function List({ stale }: { stale: boolean }) {
      seen.push(usePageInRange(5, { data: { items: [], pagination: { pages: 2 } }, isPlaceholderData: stale }, () => {}));
      return null;
    }
    render(<List stale />);
    expect(seen).toEqual([false]);
  });

  it('moves an empty page past the last to the last, replacing the address', () => {
    const list = mount('page=7', { pages: 3, empty: true });
    expect(list.params?.page).toBe(3);
    expect(list.replaced).toBe(1);
  });

  it('leaves a list without any row on page 1, though it says it has 0 pages', () => {
    const list = mount('', { pages: 0, empty: true });
    expect(list.params?.page).toBe(1);
    expect(list.tooFar).toBe(false);
    expect(list.replaced).toBe(0);
  });
});
