// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.js';

function confirm(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      title="Delete permanently?"
      text="3 responses will be deleted. This cannot be undone."
      confirm="Yes, delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks its question, says what will happen, and starts on Cancel', () => {
    confirm();
    const dialog = screen.getByRole('dialog', { name: 'Delete permanently?' });
    expect(dialog).toHaveAccessibleDescription('3 responses will be deleted. This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('goes ahead with its button, and cancels with Cancel and Escape', async () => {
    const { onConfirm, onCancel, user } = confirm();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('is not cancelled by a click beside it unless the caller allows it', async () => {
    const { onCancel, user } = confirm();
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('turns its button off and says so while the action runs', () => {
    confirm({ role: 'alertdialog', busy: true, busyLabel: 'Deleting…', cancel: 'Keep it' });
    const dialog = screen.getByRole('alertdialog', { name: 'Delete permanently?' });
    expect(within(dialog).getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeEnabled();
  });
});
