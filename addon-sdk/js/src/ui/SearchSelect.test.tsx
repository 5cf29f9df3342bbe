// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchSelect, type SearchChoice } from './SearchSelect.js';

const PAGES: SearchChoice[] = [
  { id: 1, label: 'Home' },
  { id: 2, label: 'Pricing' },
];

function Picker({ search, single = false, error }: { search(text: string): Promise<SearchChoice[]>; single?: boolean; error?: string }) {
  const [value, setValue] = useState<SearchChoice[]>([]);
  return <SearchSelect label="Pages" search={search} value={value} onChange={setValue} single={single} error={error} placeholder="Please Select.." />;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchSelect', () => {
  it('searches once, 300 ms after the last keystroke', async () => {
    const search = vi.fn(async () => PAGES);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Picker search={search} />);
    const input = screen.getByRole('combobox', { name: 'Pages' });

    await user.type(input, 'pri');
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('pri');
    expect(await screen.findByRole('option', { name: 'Pricing' })).toBeInTheDocument();
  });

  it('picks with the keyboard and offers a chosen choice no more', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Picker search={async () => PAGES} />);
    const input = screen.getByRole('combobox', { name: 'Pages' });
    expect(input).toHaveAttribute('placeholder', 'Please Select..');

    await user.click(input);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(screen.getByRole('button', { name: 'Remove Pricing' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Home']);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one choice when single', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Picker search={async () => PAGES} single />);
    const input = screen.getByRole('combobox', { name: 'Pages' });

    await user.click(input);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await user.click(screen.getByRole('option', { name: 'Home' }));
    await user.click(input);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await user.click(screen.getByRole('option', { name: 'Pricing' }));

    expect(screen.queryByRole('button', { name: 'Remove Home' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Pricing' })).toBeInTheDocument();
  });

  it('says when nothing matches, and ties its error to the input', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Picker search={async () => []} error="Choose at least one." />);
    const input = screen.getByRole('combobox', { name: 'Pages' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose at least one.');

    await user.type(input, 'zzz');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByRole('status')).toHaveTextContent('No matches found.');
  });

  it('is described by its hint and its error together, like the other fields', () => {
    render(<SearchSelect label="Pages" search={async () => []} value={[]} onChange={() => {}} hint="Any page of the site." error="Choose at least one." />);
    const input = screen.getByRole('combobox', { name: 'Pages' });
    expect(input).toHaveAccessibleDescription('Any page of the site. Choose at least one.');
    expect(screen.getByText('Any page of the site.')).toHaveClass('field-hint');
    expect(screen.getByText('Choose at least one.')).toHaveClass('field-error');
  });
});
