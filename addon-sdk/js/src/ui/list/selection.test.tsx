// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SelectAll, useSelection } from './selection.js';
import { LIST_KIT_STRINGS } from './strings.js';

/** Rows 1 to 3 of `view`, each with its box, and the select-all box above them. */
function Rows({ view }: { view: string }) {
  const { selected, select, clear } = useSelection(view);
  const ids = [1, 2, 3];
  return (
    <>
      <SelectAll ids={ids} selected={selected} onSelect={select} />
      {ids.map((id) => (
        <input key={id} type="checkbox" aria-label={`Row ${id}`} checked={selected.has(id)} onChange={(e) => select([id], e.target.checked)} />
      ))}
      <button type="button" onClick={() => clear([2])}>
        Forget row 2
      </button>
    </>
  );
}

const all = () => screen.getByRole('checkbox', { name: LIST_KIT_STRINGS.selectAll }) as HTMLInputElement;

describe('useSelection and SelectAll', () => {
  it('selects every row of the page, and is mixed while only some are', async () => {
    const user = userEvent.setup();
    render(<Rows view="a" />);
    await user.click(screen.getByRole('checkbox', { name: 'Row 1' }));
    expect(all()).not.toBeChecked();
    expect(all().indeterminate).toBe(true);

    await user.click(all());
    expect(screen.getByRole('checkbox', { name: 'Row 3' })).toBeChecked();
    expect(all()).toBeChecked();
    expect(all().indeterminate).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Forget row 2' }));
    expect(screen.getByRole('checkbox', { name: 'Row 2' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Row 1' })).toBeChecked();

    await user.click(all());
    expect(all()).toBeChecked();
    await user.click(all());
    expect(screen.getByRole('checkbox', { name: 'Row 1' })).not.toBeChecked();
  });

  it('starts afresh when the rows shown change', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Rows view="page 1" />);
    await user.click(all());
    rerender(<Rows view="page 2" />);
    expect(screen.getByRole('checkbox', { name: 'Row 1' })).not.toBeChecked();
    expect(all()).not.toBeChecked();
  });
});
