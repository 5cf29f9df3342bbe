import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, type Route as ApiRoute } from '../../test/api';
import { licensedConfig } from '../../test/config';
import { renderSignedIn } from '../../test/render';
import { filtersOf, FULL, listKey, listOf, PLAIN, SURVEY_CHOICES, SURVEY_DETAILS, SURVEY_KEY, SURVEYS_KEY, TRASHED } from './fixtures';
import ResponsesScreen from './ResponsesScreen';
import { RESPONSES_STRINGS } from './strings';

const S = RESPONSES_STRINGS;
const F = RESPONSES_STRINGS.find;

/** The address's query string, as a shared link would carry it. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** The browser's Back. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function showList(routes: Record<string, ApiRoute> = {}, route = '/results/survey/7/responses') {
  const api = mockApi({
    'GET config': { body: licensedConfig('pro') },
    [SURVEYS_KEY]: SURVEY_CHOICES,
    [SURVEY_KEY]: SURVEY_DETAILS,
    [listKey()]: listOf([FULL, PLAIN, TRASHED]),
    ...routes,
  });
  renderSignedIn(
    <Routes>
      <Route
        path="/results/survey/:id/responses"
        element={
          <>
            <ResponsesScreen />
            <Address />
            <Back />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return api;
}

function listCalls(api: ReturnType<typeof mockApi>) {
  return api.calls.filter((c) => c.method === 'GET' && /^surveys\/\d+\/responses\?/.test(c.path)).map((c) => c.path);
}

/** The polite live region that tells how many responses match (the notices have one of their own). */
function matchRegion() {
  const region = screen.getAllByRole('status').find((el) => el.classList.contains('rr-matches'));
  if (!region) throw new Error('no live region for the matches');
  return region;
}

const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

/** Picks a question once the survey's questions (and options) are in. */
async function chooseQuestion(title: string) {
  const question = await screen.findByRole('combobox', { name: F.question });
  await waitFor(() => expect(within(question).getByRole('option', { name: title })).toBeInTheDocument());
  await userEvent.selectOptions(question, title);
}

describe('Searching and filtering responses', () => {
  it('typing a search asks once after the pause, keeps it in the address and says how many match', async () => {
    const api = showList({ [listKey({ filters: filtersOf({ search: 'coupon' }) })]: listOf([FULL]) });

    const search = await screen.findByRole('searchbox', { name: F.search });
    await userEvent.type(search, 'coupon');

    await waitFor(() => expect(matchRegion()).toHaveTextContent(F.matches(1)));
    await waitFor(() => expect(screen.queryByText(S.responseTitle(PLAIN.id))).toBeNull());
    expect(listCalls(api)).toEqual(['surveys/7/responses?page=1', 'surveys/7/responses?page=1&search=coupon']);
    expect(address().get('search')).toBe('coupon');
  });

  it('a choice question offers its options, and an option asks for that answer', async () => {
    const answered = filtersOf({ question: 'q1', answer: 'Hard' });
    const api = showList({
      [listKey({ filters: filtersOf({ question: 'q1' }) })]: listOf([FULL, PLAIN]),
      [listKey({ filters: answered })]: listOf([PLAIN]),
    });

    await chooseQuestion('How was checkout?');
    const answer = await screen.findByRole('combobox', { name: F.answer });
    expect(within(answer).getAllByRole('option').map((o) => o.textContent)).toEqual([F.anyAnswer, 'Easy', 'Hard']);
    await userEvent.selectOptions(answer, 'Hard');

    await waitFor(() => expect(screen.queryByText(S.responseTitle(FULL.id))).toBeNull());
    expect(listCalls(api).slice(1)).toEqual(['surveys/7/responses?page=1&question=q1', 'surveys/7/responses?page=1&question=q1&answer=Hard']);
    expect(address().toString()).toBe('question=q1&answer=Hard');
  });

  it('a star rating is filtered by a range of scores from 1 to 5', async () => {
    const api = showList({ [listKey({ filters: filtersOf({ question: 'q5', min: '4' }) })]: listOf([FULL]) });

    await chooseQuestion('Rate the checkout');
    expect(screen.queryByRole('combobox', { name: F.answer })).toBeNull();
    const lowest = screen.getByRole('spinbutton', { name: F.lowest });
    expect(lowest).toHaveAttribute('min', '1');
    expect(lowest).toHaveAttribute('max', '5');
    expect(screen.getByRole('spinbutton', { name: F.highest })).toHaveAttribute('max', '5');
    await userEvent.type(lowest, '4');

    await waitFor(() => expect(listCalls(api).at(-1)).toBe('surveys/7/responses?page=1&question=q5&min=4'));
    expect(address().get('min')).toBe('4');
  });

  it('an NPS question takes scores from 0 to 10', async () => {
    showList();

    await chooseQuestion('Would you recommend us?');
    const highest = screen.getByRole('spinbutton', { name: F.highest });
    expect(highest).toHaveAttribute('min', '0');
    expect(highest).toHaveAttribute('max', '10');
  });

  it('a text question filters the responses that answered it', async () => {
    const api = showList({ [listKey({ filters: filtersOf({ question: 'q4' }) })]: listOf([FULL]) });

    await chooseQuestion('Anything else?');

    expect(screen.getByRole('combobox', { name: F.question })).toHaveAccessibleDescription(F.answeredHint);
    await waitFor(() => expect(listCalls(api).at(-1)).toBe('surveys/7/responses?page=1&question=q4'));
  });

  it('dates and completion are sent as from, to and completion', async () => {
    const api = showList();

    fireEvent.change(await screen.findByLabelText(F.from), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(F.to), { target: { value: '2026-03-05' } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: F.completion }), F.completions.complete);

    await waitFor(() => expect(listCalls(api).at(-1)).toBe('surveys/7/responses?page=1&from=2026-03-01&to=2026-03-05&completion=complete'));
    expect(screen.getByRole('group', { name: F.dates })).toContainElement(screen.getByLabelText(F.from));
  });

  it('changing a filter starts again at page 1', async () => {
    const api = showList(
      { [listKey({ page: 2 })]: listOf([PLAIN], { pagination: { page: 2, pages: 2, total: 11 } }) },
      '/results/survey/7/responses?page=2',
    );

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: F.completion }), F.completions.incomplete);

    await waitFor(() => expect(listCalls(api).at(-1)).toBe('surveys/7/responses?page=1&completion=incomplete'));
    expect(listCalls(api)[0]).toBe('surveys/7/responses?page=2');
    expect(address().has('page')).toBe(false);
  });

  it('a filtered link opens filtered, and Back returns to the filters before', async () => {
    const linked = filtersOf({ search: 'coupon', question: 'q1', answer: 'Easy' });
    const api = showList(
      {
        [listKey({ filters: linked })]: listOf([FULL]),
        [listKey({ filters: { ...linked, completion: 'complete' } })]: listOf([FULL]),
      },
      '/results/survey/7/responses?search=coupon&question=q1&answer=Easy',
    );

    expect(await screen.findByRole('searchbox', { name: F.search })).toHaveValue('coupon');
    expect(await screen.findByRole('combobox', { name: F.answer })).toHaveValue('Easy');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: F.completion }), F.completions.complete);
    await waitFor(() => expect(address().get('completion')).toBe('complete'));

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(screen.getByRole('combobox', { name: F.completion })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: F.question })).toHaveValue('q1');
    expect(listCalls(api).slice(0, 2)).toEqual([
      'surveys/7/responses?page=1&search=coupon&question=q1&answer=Easy',
      'surveys/7/responses?page=1&search=coupon&question=q1&answer=Easy&completion=complete',
    ]);
    expect(listCalls(api).at(-1)).toBe('surveys/7/responses?page=1&search=coupon&question=q1&answer=Easy');
  });

  it('with no match it says so, and Clear filters shows every response again', async () => {
    const api = showList(
      { [listKey({ filters: filtersOf({ search: 'zebra' }) })]: listOf([]) },
      '/results/survey/7/responses?search=zebra',
    );

    await screen.findByText(F.noMatches);
    const status = matchRegion();
    expect(screen.queryByText(S.empty)).toBeNull();
    await userEvent.click(within(status).getByRole('button', { name: F.clear }));

    await screen.findByText(S.responseTitle(PLAIN.id));
    // The button pressed is gone: focus waits in the search box rather than on the page.
    expect(screen.getByRole('searchbox', { name: F.search })).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: F.search })).toHaveValue('');
    expect(matchRegion()).toHaveTextContent(/^$/);
    expect(screen.queryByRole('button', { name: F.clear })).toBeNull();
    expect(listCalls(api).at(-1)).toBe('surveys/7/responses?page=1');
  });

  it('a refused value shows the host’s message once, under the field it names', async () => {
    const message = 'to is on or after from.';
    showList(
      {
        [listKey({ filters: filtersOf({ from: '2026-03-05', to: '2026-03-01' }) })]: {
          status: 422,
          body: { code: 'invalid_query', message, fields: { to: message } },
        },
      },
      '/results/survey/7/responses?from=2026-03-05&to=2026-03-01',
    );

    const to = await screen.findByLabelText(F.to);
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    expect(to).toHaveAccessibleDescription(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(F.from)).not.toHaveAttribute('aria-invalid');
  });
});
