// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColourField, colourPickerValue } from './ColourField.js';

function Colour({ start, onChange = () => {}, error }: { start: string; onChange?: (value: string) => void; error?: string }) {
  const [value, setValue] = useState(start);
  return (
    <ColourField
      label="Button colour"
      value={value}
      error={error}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('colourPickerValue', () => {
  it('shows #rrggbb in the picker, black while the code is unfinished', () => {
    expect(colourPickerValue('#2D87F1')).toBe('#2d87f1');
    expect(colourPickerValue('#2D8')).toBe('#000000');
    expect(colourPickerValue('blue')).toBe('#000000');
  });
});

describe('ColourField', () => {
  it('labels the picker and the hex box, and the picker follows the code typed', async () => {
    const onChange = vi.fn();
    render(<Colour start="#2D87F1" onChange={onChange} />);
    const picker = screen.getByLabelText('Button colour');
    const box = screen.getByRole('textbox', { name: 'Button colour (hex)' });
    expect(picker).toHaveValue('#2d87f1');

    await userEvent.clear(box);
    await userEvent.type(box, ' #112233 ');
    expect(onChange).toHaveBeenLastCalledWith('#112233');
    expect(picker).toHaveValue('#112233');
  });

  it('gives the picker’s colour in upper case', () => {
    const onChange = vi.fn();
    render(<Colour start="#2D87F1" onChange={onChange} />);
    const picker = screen.getByLabelText('Button colour');
    // A colour input has no typing: the browser's picker sets its value.
    fireEvent.input(picker, { target: { value: '#aabbcc' } });
    expect(onChange).toHaveBeenLastCalledWith('#AABBCC');
  });

  it('ties its error to the hex box', () => {
    render(<Colour start="#FFF" error="Colours are hex colours such as #2D87F1." />);
    const box = screen.getByRole('textbox', { name: 'Button colour (hex)' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Colours are hex colours such as #2D87F1.');
  });

  it('is off when disabled, and says what the caller passes for the hex box', () => {
    render(<ColourField label="Icon colour" value="#000000" onChange={() => {}} disabled hexLabel="Icon colour code" />);
    expect(screen.getByLabelText('Icon colour')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Icon colour code' })).toBeDisabled();
  });
});
