// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './Pagination.js';
import { LIST_KIT_STRINGS } from './strings.js';

const P = LIST_KIT_STRINGS.pagination;

/** A list of `pages` pages starting at `start`; `onPage` sees every page asked for. */
function Pages({ pages, start = 1, onPage = () => {} }: { pages: number; start?: number; onPage?: (page: number) => void }) {
  const [page, setPage] = useState(start);
  return (
    <Pagination
      info={{ page, pages }}
      total={`${pages * 10} posts`}
      onPage={(next) => {
        onPage(next);
        setPage(next);
      }}
    />
  );
}

describe('pageWindow', () => {
  it('offers the first, the last and two either side of the current page, with gaps', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
  });
});

describe('Pagination', () => {
  it('is hidden while there is one page', () => {
    render(<Pages pages={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the total, the page numbers with the current one marked, and where it is', () => {
    render(<Pages pages={3} />);
    const nav = screen.getByRole('navigation', { name: P.label });
    expect(nav).toHaveTextContent('30 posts');
    expect(within(nav).getByRole('button', { name: P.page(1) })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: P.page(2) })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('status')).toHaveTextContent(P.position(1, 3));
    expect(within(nav).getByRole('textbox', { name: P.currentPage })).toHaveValue('1');
  });

  it('turns Previous and Next off at their ends without taking the focus away', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Pages pages={2} onPage={onPage} />);
    expect(screen.getByRole('button', { name: P.previous })).toHaveAttribute('aria-disabled', 'true');

    const next = screen.getByRole('button', { name: P.next });
    await user.click(next);
    expect(onPage).toHaveBeenLastCalledWith(2);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(P.position(2, 2));

    await user.click(next);
    expect(onPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: P.previous })).not.toHaveAttribute('aria-disabled');
  });

  it('goes to a page number, and the box follows', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Pages pages={5} onPage={onPage} />);
    await user.click(screen.getByRole('button', { name: P.page(3) }));
    expect(onPage).toHaveBeenCalledWith(3);
    expect(screen.getByRole('button', { name: P.page(3) })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('textbox', { name: P.currentPage })).toHaveValue('3');

    await user.click(screen.getByRole('button', { name: P.page(3) }));
    expect(onPage).toHaveBeenCalledTimes(1);
  });

  it('applies a typed page on Enter, and refuses one below 1 or above the last', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Pages pages={3} onPage={onPage} />);
    const box = screen.getByRole('textbox', { name: P.currentPage });

    await user.clear(box);
    await user.type(box, '4{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(P.refused(3));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(P.refused(3));
    await user.clear(box);
    await user.type(box, '0{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(P.refused(3));
    expect(onPage).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, '3');
    expect(onPage).not.toHaveBeenCalled();
    await user.type(box, '{Enter}');
    expect(onPage).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what the caller passes instead of its own words', () => {
    render(<Pagination info={{ page: 1, pages: 2 }} onPage={() => {}} strings={{ label: 'Pages of posts', previous: 'Previous', next: 'Next' }} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of posts' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(within(nav).getByRole('textbox', { name: P.currentPage })).toBeInTheDocument();
  });
});
