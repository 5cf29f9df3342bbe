// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkActions } from './BulkActions.js';
import { QuickFilters } from './QuickFilters.js';
import { LIST_KIT_STRINGS } from './strings.js';

const B = LIST_KIT_STRINGS.bulk;
const NAMES = { trash: 'Trash', restore: 'Restore', delete: 'Delete Permanently' } as const;
type Action = keyof typeof NAMES;

function bulk(actions: readonly Action[], selectedCount: number, onApply = vi.fn(), busy = false) {
  return <BulkActions actions={actions} names={NAMES} selectedCount={selectedCount} busy={busy} onApply={onApply} />;
}

describe('BulkActions', () => {
  it('offers the actions after Bulk Actions (-1), and Apply waits for an action and a row', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const { rerender } = render(bulk(['trash'], 0, onApply));
    const select = screen.getByRole('combobox', { name: B.label });
    expect(select).toHaveValue('-1');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([B.placeholder, 'Trash']);
    expect(screen.getByRole('button', { name: B.apply })).toBeDisabled();

    await user.selectOptions(select, 'Trash');
    expect(screen.getByRole('button', { name: B.apply })).toBeDisabled();
    rerender(bulk(['trash'], 2, onApply));
    await user.click(screen.getByRole('button', { name: B.apply }));
    expect(onApply).toHaveBeenCalledWith('trash');

    rerender(bulk(['trash'], 2, onApply, true));
    expect(screen.getByRole('button', { name: B.apply })).toBeDisabled();
  });

  it('forgets the choice when other actions are offered', async () => {
    const user = userEvent.setup();
    const { rerender } = render(bulk(['restore', 'delete'], 1));
    await user.selectOptions(screen.getByRole('combobox', { name: B.label }), 'Restore');
    rerender(bulk(['trash'], 1));
    rerender(bulk(['restore', 'delete'], 1));
    expect(screen.getByRole('combobox', { name: B.label })).toHaveValue('-1');
    expect(screen.getByRole('button', { name: B.apply })).toBeDisabled();
  });
});

describe('QuickFilters', () => {
  it('names each filter with its count and presses the one in force', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <QuickFilters
        label="Filter responses by status"
        filters={['all', 'publish', 'trash'] as const}
        names={{ all: 'All', publish: 'Published', trash: 'Trash' }}
        counts={[
          { status: 'all', count: 3 },
          { status: 'trash', count: 1 },
        ]}
        current="all"
        onChange={onChange}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Filter responses by status' });
    expect(nav).toHaveTextContent('All (3)Published (0)Trash (1)');
    expect(screen.getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Trash (1)' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Trash (1)' }));
    expect(onChange).toHaveBeenCalledWith('trash');
  });
});
