import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_REMOVAL_MS, BANNER_TIMEOUT_MS } from '../timings';
import { useNotices, type NoticeOptions } from './NoticesContext';
import { NoticesProvider } from './NoticesProvider';

let notify: (options: NoticeOptions) => number = () => 0;

function Capture() {
  notify = useNotices().notify;
  return null;
}

/** The notices a screen reader (or a sighted user, once the slide-out ends) still gets. */
function shown(): string[] {
  return screen.queryAllByRole('listitem').map((item) => item.querySelector('p')?.textContent ?? '');
}

function renderNotices() {
  render(
    <NoticesProvider>
      <Capture />
    </NoticesProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('notices', () => {
  it('a banner is announced, closes after 5 s and is removed 2 s later', () => {
    vi.useFakeTimers();
    renderNotices();

    act(() => void notify({ type: 'info', title: 'Settings saved.' }));
    expect(screen.getByRole('status')).toHaveTextContent('Settings saved.');
    expect(shown()).toEqual(['Settings saved.']);

    act(() => vi.advanceTimersByTime(BANNER_TIMEOUT_MS - 1));
    expect(shown()).toEqual(['Settings saved.']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
    expect(screen.getByText('Settings saved.')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(BANNER_REMOVAL_MS - 1));
    expect(screen.getByText('Settings saved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
  });

  it('details are folded under the title in a Details disclosure', () => {
    renderNotices();

    act(() => void notify({ type: 'warning', title: 'It failed.', details: 'first cause\nsecond cause', timeout: 0 }));

    expect(shown()).toEqual(['It failed.']);
    const details = screen.getByText('Details').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.querySelector('pre')?.textContent).toBe('first cause\nsecond cause');
  });

  it('a heading is shown in bold before the sentence', () => {
    renderNotices();

    act(() => void notify({ type: 'error', heading: 'Error', title: 'Failed to disconnect Google Drive. Please try again.' }));

    expect(shown()).toEqual(['Error Failed to disconnect Google Drive. Please try again.']);
    const heading = screen.getByText('Error');
    expect(heading.tagName).toBe('STRONG');
    expect(heading).toHaveClass('notice-heading');
  });

  it('a banner without details has no disclosure', () => {
    renderNotices();

    act(() => void notify({ type: 'info', title: 'Settings saved.' }));

    expect(screen.queryByText('Details')).not.toBeInTheDocument();
  });

  it('an exclusive banner closes the others', () => {
    renderNotices();

    act(() => void notify({ type: 'info', title: 'Installing Addon', timeout: 0 }));
    act(() => void notify({ type: 'info', title: 'Activating Addon', timeout: 0, exclusive: true }));

    expect(shown()).toEqual(['Activating Addon']);
  });

  it('a notice can be dismissed', () => {
    renderNotices();
    act(() => void notify({ type: 'error', title: 'Disk full.', timeout: 0 }));

    expect(shown()).toEqual(['Disk full.']);

    act(() => screen.getByRole('button', { name: 'Dismiss notice' }).click());

    expect(shown()).toEqual([]);
  });
});
