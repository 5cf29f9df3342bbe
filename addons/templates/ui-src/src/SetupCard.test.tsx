import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EditorCardProps, HearkenApi } from '@hearken/addon-sdk';
import templatesJson from '../../templates.json';
import card from './SetupCard';
import type { ListedTemplate } from './SetupCard';
import { STRINGS as S } from './strings';

const REQUIRES = 'Requires Question Types addon';
const OWN = (templatesJson as { key: string; name: string; required_addons: string[] }[]).map((t) => ({
  key: t.key,
  name: t.name,
  needsQuestionTypes: t.required_addons.includes('question-types'),
}));
const CORE: ListedTemplate[] = [
  { key: 'blank', name: 'Start from Scratch', is_available: true },
  { key: 'website-feedback', name: 'Website Feedback', is_available: true },
];

/** The host's list: the core templates, then this add-on's, those needing question-types locked or not. */
function listing(questionTypesActive: boolean): ListedTemplate[] {
  return [
    ...CORE,
    ...OWN.map((t) =>
      t.needsQuestionTypes && !questionTypesActive
        ? { key: t.key, name: t.name, is_available: false, error: REQUIRES }
        : { key: t.key, name: t.name, is_available: true },
    ),
  ];
}

function show(answer: () => Promise<unknown>) {
  const api = { get: vi.fn(answer), post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as HearkenApi;
  const props: EditorCardProps = {
    api,
    survey: { id: null, title: '', type: null, status: 'draft', questions: [], settings: {}, notifications: {} },
    onChange: vi.fn(),
    locked: false,
    step: 'setup',
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Card = card.component;
  render(
    <QueryClientProvider client={client}>
      <Card {...props} />
    </QueryClientProvider>,
  );
  return { api, props };
}

describe('the templates setup card', () => {
  it('is exposed for the editor card point', () => {
    expect(card.point).toBe('editor-card');
  });

  it('counts only the add-on’s templates the host lists, and says they are all ready', async () => {
    const { api } = show(async () => listing(true));

    const heading = await screen.findByRole('heading', { name: S.heading(OWN.length) });
    expect(heading).toHaveTextContent(`${OWN.length} Pro templates from Additional Templates`);
    expect(screen.getByText('All of them are ready to use.')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('survey-templates');
  });

  it('says how many are locked and why while Question Types is inactive', async () => {
    show(async () => listing(false));
    const locked = OWN.filter((t) => t.needsQuestionTypes).length;

    await screen.findByRole('heading', { name: S.heading(OWN.length) });
    expect(locked).toBeGreaterThan(0);
    expect(screen.getByText(`${OWN.length - locked} of them are ready to use.`)).toBeInTheDocument();
    expect(screen.getByText(`${locked} need more: ${REQUIRES}.`)).toBeInTheDocument();
  });

  it('lists the template names on request, marking the locked ones', async () => {
    show(async () => listing(false));
    const group = await screen.findByRole('region', { name: S.heading(OWN.length) });

    await userEvent.click(within(group).getByText(S.list));

    const items = within(group).getAllByRole('listitem');
    expect(items).toHaveLength(OWN.length);
    const nps = OWN.find((t) => t.key === 'nps');
    expect(within(group).getByText(`${nps?.name} (${REQUIRES})`)).toBeVisible();
    expect(within(group).queryByText('Website Feedback')).not.toBeInTheDocument();
  });

  it('shows nothing when the host lists none of its templates or the list fails', async () => {
    show(async () => CORE);
    await screen.findByRole('status');
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
