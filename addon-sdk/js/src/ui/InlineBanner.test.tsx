// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineBanner } from './InlineBanner.js';

describe('InlineBanner', () => {
  it('is a region named by its heading, with what to do below it', () => {
    render(
      <InlineBanner tone="warning" title="E-mails are not being sent." level={3}>
        <p>Set HEARKEN_SMTP_URL.</p>
      </InlineBanner>,
    );
    const region = screen.getByRole('region', { name: 'E-mails are not being sent.' });
    expect(region).toHaveClass('inline-notice', 'inline-notice-warning');
    expect(screen.getByRole('heading', { level: 3, name: 'E-mails are not being sent.' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Set HEARKEN_SMTP_URL.');
  });

  it('is no live region: it is part of the page, not news that interrupts', () => {
    render(<InlineBanner title="No license key." />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('No license key.');
  });
});
