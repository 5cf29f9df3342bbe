// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { focusableIn, useDialogFocus } from './focus.js';

describe('focusableIn', () => {
  it('lists what Tab reaches, in document order, without disabled or tabindex -1 elements', () => {
    document.body.innerHTML = `
      <div id="box">
        <button>One</button><button disabled>Off</button><a href="#x">Two</a><a>No href</a>
        <input aria-label="Three"><span tabindex="-1">Skipped</span><span tabindex="0">Four</span>
      </div>`;
    const names = focusableIn(document.getElementById('box') as HTMLElement).map((el) => el.textContent || el.getAttribute('aria-label'));
    expect(names).toEqual(['One', 'Two', 'Three', 'Four']);
    document.body.innerHTML = '';
  });
});

function Panel() {
  const ref = useDialogFocus<HTMLDivElement>(() => {});
  return (
    <div ref={ref} tabIndex={-1} aria-label="Empty panel">
      <p>Nothing to focus here.</p>
    </div>
  );
}

describe('useDialogFocus', () => {
  it('focuses the panel itself when it has nothing focusable, and Tab does not leave it', async () => {
    render(
      <>
        <button type="button">Outside</button>
        <Panel />
      </>,
    );
    const panel = screen.getByLabelText('Empty panel');
    expect(panel).toHaveFocus();
    await userEvent.tab();
    expect(panel).toHaveFocus();
  });
});
