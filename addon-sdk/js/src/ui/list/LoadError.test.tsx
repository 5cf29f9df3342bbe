// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './LoadError.js';
import { LIST_KIT_STRINGS } from './strings.js';

describe('LoadError', () => {
  it('announces the message and asks again on Try again', async () => {
    const onRetry = vi.fn();
    render(<LoadError message="The database is unavailable." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The database is unavailable.');
    await userEvent.click(screen.getByRole('button', { name: LIST_KIT_STRINGS.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
