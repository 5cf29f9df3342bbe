// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField, SelectField, TextField } from './fields.js';

describe('TextField', () => {
  it('is named by its label and passes other props to the input', async () => {
    const onChange = vi.fn();
    render(<TextField label="Label" value="" placeholder="Yes" data-option-label="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Label' });
    expect(input).toHaveAttribute('placeholder', 'Yes');
    expect(input).toHaveAttribute('data-option-label');
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenCalled();
  });

  it('ties its error to the input with aria-describedby and aria-invalid', () => {
    const { rerender } = render(<TextField label="Label" error="Options are required." readOnly value="" />);
    const input = screen.getByRole('textbox', { name: 'Label' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Options are required.');

    rerender(<TextField label="Label" readOnly value="x" />);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Options are required.')).not.toBeInTheDocument();
  });

  it('is described by its hint and its error together', () => {
    render(<TextField label="Address" hint="Starts with https://" error="Not a web address." readOnly value="" />);
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'Starts with https:// Not a web address.',
    );
  });
});

describe('SelectField', () => {
  it('is a labelled select of its options, with its error tied to it', async () => {
    const onChange = vi.fn();
    render(
      <SelectField label="Size" error="Pick a size." value="s" onChange={onChange}>
        <option value="s">Small</option>
        <option value="l">Large</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick a size.');
    await userEvent.selectOptions(select, 'Large');
    expect(onChange).toHaveBeenCalled();
  });
});

describe('CheckboxField', () => {
  it('is a labelled checkbox, with its hint and error tied to it', async () => {
    const onChange = vi.fn();
    render(<CheckboxField label="Required" hint="Visitors must answer." error="Not on Lite." checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Required' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Visitors must answer. Not on Lite.');
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalled();
  });
});
