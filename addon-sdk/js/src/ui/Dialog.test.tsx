// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.js';

/** A page with a button that opens a dialog of two fields and two buttons. */
function Page({ onClose = () => {}, dismissOnBackdrop = true }: { onClose?: () => void; dismissOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      {open && (
        <Dialog title="Rename the survey" description="The title visitors see." onClose={close} dismissOnBackdrop={dismissOnBackdrop}>
          <label>
            Title <input />
          </label>
          <button type="button">Save</button>
          <button type="button" onClick={close}>
            Cancel
          </button>
        </Dialog>
      )}
    </>
  );
}

async function openDialog(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Rename' }));
  return user;
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Rename the survey' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The title visitors see.');
    // On document.body, outside whatever the remote is mounted in.
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('moves focus to its first control, and Tab and Shift+Tab cycle inside it', async () => {
    const user = await openDialog();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(title).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    const user = await openDialog({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus();
  });

  it('gives focus back to the opener when closed by one of its buttons', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus();
  });

  it('keeps Escape from reaching what the dialog was opened from', async () => {
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    try {
      const user = await openDialog();
      await user.keyboard('{Escape}');
      expect(outer).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('keydown', outer);
    }
  });

  it('closes on a click on the backdrop, but not on one inside the dialog', async () => {
    const onClose = vi.fn();
    const user = await openDialog({ onClose });
    await user.click(screen.getByText('The title visitors see.'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on a backdrop click when dismissOnBackdrop is false', async () => {
    const onClose = vi.fn();
    const user = await openDialog({ onClose, dismissOnBackdrop: false });
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('takes the width asked for, but never more than the window', () => {
    render(
      <Dialog title="Upgrade" onClose={() => {}} width={550}>
        <p>Text</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Upgrade' })).toHaveStyle({ width: '550px', maxWidth: '100%' });
  });
});
