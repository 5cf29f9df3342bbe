// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AreaHeader } from './AreaHeader.js';

describe('AreaHeader', () => {
  it('titles the document, heads the page and lists the tabs in a named navigation', () => {
    render(
      <AreaHeader documentTitle="Results ‹ Post Ratings ‹ Hearken" heading="Post Ratings" tabsLabel="Post Ratings pages">
        <a href="/settings">Settings</a>
        <a href="/results" aria-current="page">
          Results
        </a>
      </AreaHeader>,
    );
    expect(document.title).toBe('Results ‹ Post Ratings ‹ Hearken');
    expect(screen.getByRole('heading', { level: 1, name: 'Post Ratings' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Post Ratings pages' });
    expect(within(tabs).getAllByRole('listitem')).toHaveLength(2);
    expect(within(tabs).getByRole('link', { name: 'Results' })).toHaveAttribute('aria-current', 'page');
  });
});
