import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetAfterSubmit, WidgetAppearanceContext, WidgetModule, WidgetTriggerContext } from '@hearken/addon-sdk';
import type { MountInit } from '../protocol';
import { readCookies } from '../cookies';
import { callsTo, clearCookies, question, show, showOpen, step, survey, type Shown } from '../test/surveys';
import { browser } from './flow';
import { LOGO, STRINGS } from './strings';

let fetchMock: ReturnType<typeof vi.fn>;
let shown: Shown[] = [];

function open(init: MountInit): Shown {
  const s = showOpen(init);
  shown.push(s);
  return s;
}
function mounted(init: MountInit): Shown {
  const s = show(init);
  shown.push(s);
  return s;
}
/** The responses posted to the host as final (a partial one says `complete: false`). */
const posted = (complete: boolean) =>
  callsTo(fetchMock, '/responses').filter((c) => ((c.body as { complete?: boolean }).complete === false) !== complete);
const responses = () => posted(true);
const partials = () => posted(false);
const click = (el: Element) => step(() => void fireEvent.click(el));
const type = (el: Element, value: string) => step(() => void fireEvent.input(el, { target: { value } }));

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async () => ({ ok: true, status: 201, json: async () => ({ id: 41 }) }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  shown.forEach((s) => s.widget.unmount());
  shown = [];
  clearCookies();
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const yesNo = () => survey([question('q1', 'radio-button'), question('q2', 'text')]);

describe('lifecycle timings', () => {
  it('opens 100 ms after the start and clears the waiting mark at 150 ms', () => {
    const { screen, root } = mounted({ survey: yesNo() });
    expect(screen.getByRole('button', { name: STRINGS.openSurvey })).toBeTruthy();
    step(() => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('region')).toBeNull();
    step(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Site survey' })).toBeTruthy();
    expect(root.querySelector('.hk-waiting')).not.toBeNull();
    step(() => vi.advanceTimersByTime(50));
    expect(root.querySelector('.hk-waiting')).toBeNull();
  });

  it('stays minimized when the minimized cookie is true; the toggle opens it and stores false', () => {
    document.cookie = 'hearken_survey_12_minimized=true;path=/';
    const { screen } = open({ survey: yesNo() });
    expect(screen.queryByRole('region')).toBeNull();
    click(screen.getByRole('button', { name: STRINGS.openSurvey }));
    expect(screen.getByRole('region')).toBeTruthy();
    expect(readCookies()['hearken_survey_12_minimized']).toBe('false');
    click(screen.getByRole('button', { name: STRINGS.minimizeSurvey }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(readCookies()['hearken_survey_12_minimized']).toBe('true');
  });

  it('starts minimized on a first visit when the settings say so, but a saved false wins', () => {
    const { screen } = open({ survey: yesNo(), appearance: { widget_start_minimized: true } });
    expect(screen.queryByRole('region')).toBeNull();
    shown.forEach((s) => s.widget.unmount());

    document.cookie = 'hearken_survey_12_minimized=false;path=/';
    const again = open({ survey: yesNo(), appearance: { widget_start_minimized: true } });
    expect(again.screen.getByRole('region')).toBeTruthy();
  });

  it('Escape minimizes the panel and gives focus to the toggle', () => {
    const { screen } = open({ survey: yesNo() });
    step(() => void fireEvent.keyDown(screen.getByRole('radio', { name: 'Yes' }), { key: 'Escape' }));
    expect(screen.queryByRole('region')).toBeNull();
    const toggle = screen.getByRole('button', { name: STRINGS.openSurvey });
    expect(toggle.getRootNode()).toBeInstanceOf(ShadowRoot);
    expect((toggle.getRootNode() as ShadowRoot).activeElement).toBe(toggle);
    expect(readCookies()['hearken_survey_12_minimized']).toBe('true');
  });

  it('a timing no module provides starts the survey at once', () => {
    const delayed = survey([question('q1', 'text')], { trigger: 'delay', settings: { pace: { seconds: 3 } } });
    const { screen } = mounted({ survey: delayed, features: { triggers: ['immediate', 'delay'] } });
    step(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('region')).toBeTruthy();
  });

  it("a widget module's trigger starts the survey when the host allows it, and the waiting mark clears 150 ms later", () => {
    let given: WidgetTriggerContext | undefined;
    const cleanup = vi.fn();
    const onSignal: WidgetModule = {
      features: ['on_signal'],
      triggers: { on_signal: (ctx) => ((given = ctx), cleanup) },
    };
    const s = survey([question('q1', 'text')], { trigger: 'on_signal', settings: { pace: { seconds: 3 } } });
    const { screen, root, widget } = mounted({ survey: s, modules: [onSignal], features: { triggers: ['immediate', 'on_signal'] } });
    expect(screen.queryByRole('button')).toBeNull();
    expect(given).toMatchObject({ survey: s, delaySeconds: 0, storage: true });
    expect(given?.signal.aborted).toBe(false);

    step(() => given?.start());
    expect(screen.getByRole('button', { name: STRINGS.openSurvey })).toBeTruthy();
    expect(root.querySelector('.hk-waiting')).not.toBeNull();
    step(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('region')).toBeTruthy();
    expect(root.querySelector('.hk-waiting')).toBeNull();

    step(() => widget.unmount());
    expect(given?.signal.aborted).toBe(true);
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it("the first module with the timing's trigger wins, over later modules", () => {
    const first = vi.fn();
    const later = vi.fn();
    const s = survey([question('q1', 'text')], { trigger: 'delay', settings: { pace: { seconds: 3 } } });
    mounted({
      survey: s,
      modules: [{ features: [] }, { features: ['delay'], triggers: { delay: first } }, { features: ['delay'], triggers: { delay: later } }],
      features: { triggers: ['immediate', 'delay'] },
    });
    expect(first).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
  });

  it('a trigger that throws is skipped: the survey starts at once', () => {
    const broken: WidgetModule = {
      features: ['broken'],
      triggers: {
        broken: () => {
          throw new Error('no such element');
        },
      },
    };
    const s = survey([question('q1', 'text')], { trigger: 'broken', settings: { pace: {} } });
    const { screen } = open({ survey: s, modules: [broken], features: { triggers: ['immediate', 'broken'] } });
    expect(screen.getByRole('region')).toBeTruthy();
    expect(console.debug).toHaveBeenCalled();
  });

  it('a timing the host does not allow starts at once', () => {
    const delayed = survey([question('q1', 'text')], { trigger: 'delay', settings: { pace: { seconds: 3 } } });
    const { screen } = open({ survey: delayed, features: { triggers: ['immediate'] } });
    expect(screen.getByRole('region')).toBeTruthy();
  });
});

describe('on init', () => {
  it('records an impression with its nonce and sets the survey cookie to submitted false', () => {
    mounted({ survey: yesNo(), host: 'https://host.test' });
    expect(callsTo(fetchMock, '/impression')).toEqual([
      { url: 'https://host.test/api/v1/surveys/12/impression?nonce=imp-nonce', body: undefined },
    ]);
    expect(JSON.parse(readCookies()['hearken_survey_12'] ?? '')).toEqual({ submitted: false });
  });

  it('keeps a survey cookie that exists', () => {
    document.cookie = `hearken_survey_12=${encodeURIComponent('{"submitted":true,"last_response_id":3}')};path=/`;
    mounted({ survey: yesNo() });
    expect(JSON.parse(readCookies()['hearken_survey_12'] ?? '')).toEqual({ submitted: true, last_response_id: 3 });
  });

  it('in preview records nothing, sets no cookie, posts no answers and hides Skip', () => {
    const { screen } = open({ survey: survey([question('q1', 'text')]), preview: true, inline: true });
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    type(screen.getByRole('textbox'), 'Hello');
    click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(STRINGS.thankYou)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
  });

  it('without client storage (storage: false) minimizing, answering and the thank-you set no cookie, and the response is posted', async () => {
    const { screen } = open({ survey: yesNo(), host: 'https://host.test', storage: false });
    click(screen.getByRole('button', { name: STRINGS.minimizeSurvey }));
    click(screen.getByRole('button', { name: STRINGS.openSurvey }));
    click(screen.getByRole('radio', { name: 'Yes' }));
    click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText(STRINGS.thankYou)).toBeTruthy();
    await vi.waitFor(() => expect(responses()).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(callsTo(fetchMock, '/impression')).toHaveLength(1);
    expect(document.cookie).toBe('');
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
  });
});

describe('answering', () => {
  it('a radio answer advances at once; a checkbox waits for Next', () => {
    const s = survey([question('q1', 'radio-button'), question('q2', 'checkbox'), question('q3', 'text')]);
    const { screen } = open({ survey: s });
    click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('heading', { name: 'Question q2' })).toBeTruthy();
    click(screen.getByRole('checkbox', { name: 'Yes' }));
    click(screen.getByRole('checkbox', { name: 'Maybe' }));
    expect(screen.getByRole('heading', { name: 'Question q2' })).toBeTruthy();
    click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Question q3' })).toBeTruthy();
  });

  it('moving through radio options with the arrow keys does not advance', () => {
    const { screen } = open({ survey: yesNo() });
    const group = screen.getByRole('radiogroup', { name: 'Question q1' });
    step(() => {
      fireEvent.keyDown(group, { key: 'ArrowDown' });
      fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    });
    expect(screen.getByRole('heading', { name: 'Question q1' })).toBeTruthy();
  });

  it('focus moves to the next question title', () => {
    const { screen, root } = open({ survey: yesNo() });
    click(screen.getByRole('radio', { name: 'Yes' }));
    expect(root.activeElement).toBe(screen.getByRole('heading', { name: 'Question q2' }));
  });

  it('Next stays disabled on a required question until it is answered', () => {
    const required = { required: true, randomize: false, comment_box: false };
    const { screen } = open({ survey: survey([question('q1', 'text', { settings: required }), question('q2', 'text')]) });
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    type(screen.getByRole('textbox'), '   ');
    expect(next.disabled).toBe(true);
    type(screen.getByRole('textbox'), 'Fine');
    expect(next.disabled).toBe(false);
  });

  it('a required checkbox is required only while nothing is selected', () => {
    const required = { required: true, randomize: false, comment_box: false };
    const { screen } = open({ survey: survey([question('q1', 'checkbox', { settings: required })]) });
    const next = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    click(screen.getByRole('checkbox', { name: 'Yes' }));
    expect(next.disabled).toBe(false);
    click(screen.getByRole('checkbox', { name: 'Yes' }));
    expect(next.disabled).toBe(true);
  });

  it('Skip is hidden for NPS surveys and, with required_hides_skip, on required questions', () => {
    const nps = open({ survey: survey([question('q1', 'text')], { type: 'nps' }) });
    expect(nps.screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    const required = { required: true, randomize: false, comment_box: false };
    const gated = open({
      survey: survey([question('q1', 'text', { settings: required })]),
      features: { required_hides_skip: true },
    });
    expect(gated.screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    const plain = open({ survey: survey([question('q1', 'text', { settings: required })]) });
    expect(plain.screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
  });

  it('long text holds 400 characters with its placeholder; email takes a first name when asked', () => {
    const email = question('q2', 'email', { config: { options: [], include_name: true } });
    const { screen } = open({ survey: survey([question('q1', 'long-text'), email]) });
    const area = screen.getByPlaceholderText('Type your answer here...') as HTMLTextAreaElement;
    expect(area.maxLength).toBe(400);
    click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByPlaceholderText('Email Address')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeTruthy();
  });

  it('shows randomized options in a shuffled order that holds', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const shuffle = { required: false, randomize: true, comment_box: false };
    const { screen } = open({ survey: survey([question('q1', 'checkbox', { settings: shuffle })]) });
    const labels = () => screen.getAllByRole('checkbox').map((c: HTMLElement) => (c as HTMLInputElement).value);
    expect(labels()).toEqual(['No', 'Maybe', 'Yes']);
    click(screen.getByRole('checkbox', { name: 'Yes' }));
    expect(labels()).toEqual(['No', 'Maybe', 'Yes']);
  });
});

describe('skip logic', () => {
  it('does not ask a question whose show conditions fail, and finishes when none is left', () => {
    const logic = { enabled: true, action: 'show' as const, conditions: [{ question_id: 'q1', compare: 'is', value: 'Yes' }] };
    const s = survey([question('q1', 'radio-button'), question('q2', 'text', { logic }), question('q3', 'text', { logic })]);
    const { screen } = open({ survey: s });
    click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText(STRINGS.thankYou)).toBeTruthy();
  });

  it('skips a hide question when its conditions match', () => {
    const logic = { enabled: true, action: 'hide' as const, conditions: [{ question_id: 'q1', compare: 'is', value: 'Yes' }] };
    const s = survey([question('q1', 'radio-button'), question('q2', 'text', { logic }), question('q3', 'text')]);
    const { screen } = open({ survey: s });
    click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('heading', { name: 'Question q3' })).toBeTruthy();
  });
});

describe('finishing', () => {
  it('posts the answers with the page and the submission nonce, then records the response id', async () => {
    document.title = 'Pricing';
    const s = survey([
      question('q1', 'radio-button', { settings: { required: false, randomize: false, comment_box: true } }),
      question('q2', 'email', { config: { options: [], include_name: true } }),
      question('q3', 'text'),
    ]);
    const { screen } = open({ survey: s, host: 'https://host.test', page: { id: '7', type: 'post' } });
    click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('heading', { name: 'Question q1' })).toBeTruthy();
    type(screen.getByRole('textbox', { name: STRINGS.comments }), 'Nice');
    click(screen.getByRole('button', { name: 'Next' }));
    type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
    type(screen.getByPlaceholderText('Email Address'), 'ada@example.com');
    click(screen.getByRole('button', { name: 'Next' }));
    click(screen.getByRole('button', { name: 'Skip' }));

    await vi.waitFor(() => expect(responses()).toHaveLength(1));
    expect(responses()).toEqual([
      {
        url: 'https://host.test/api/v1/surveys/12/responses',
        body: {
          answers: [
            { question_id: 'q1', value: 'Yes', extra: { comments: 'Nice' } },
            { question_id: 'q2', value: 'ada@example.com', extra: { name: 'Ada' } },
            { question_id: 'q3', value: null },
          ],
          page_submitted: { link: location.href, title: 'Pricing', id: 7, type: 'post' },
          nonce: 'sub-nonce',
        },
      },
    ]);
    await vi.waitFor(() =>
      expect(JSON.parse(readCookies()['hearken_survey_12'] ?? '')).toEqual({ submitted: true, last_response_id: 41 }),
    );
  });

  it('sends the single-use token its impression handed back', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('/impression')
        ? { ok: true, status: 200, json: async () => ({ submission: 'fresh-token' }) }
        : { ok: true, status: 201, json: async () => ({ id: 42 }) },
    );
    const { screen } = open({ survey: yesNo(), host: 'https://host.test' });
    click(screen.getByRole('radio', { name: 'Yes' }));
    click(screen.getByRole('button', { name: 'Skip' }));
    await vi.waitFor(() => expect(responses()).toHaveLength(1));
    expect((responses()[0]?.body as { nonce: string }).nonce).toBe('fresh-token');
  });

  it('sends nothing when every answer is null', () => {
    const { screen } = open({ survey: yesNo() });
    click(screen.getByRole('button', { name: 'Skip' }));
    click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText(STRINGS.thankYou)).toBeTruthy();
    expect(callsTo(fetchMock, '/responses')).toEqual([]);
    expect(JSON.parse(readCookies()['hearken_survey_12'] ?? '')).toEqual({ submitted: false });
  });

  it('follows no thank-you redirect of its own: only a widget module redirects', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const thankYou = { type: 'redirect', message: '', redirect_url: 'https://site.test/thanks' };
    const s = survey([question('q1', 'radio-button')], { settings: { thank_you: thankYou } });
    click(open({ survey: s }).screen.getByRole('radio', { name: 'Yes' }));
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(responses()).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(go).not.toHaveBeenCalled();
  });

  it('shows the thank-you message; Close hides the panel and removes the widget after 150 ms', () => {
    const { screen, root } = open({ survey: survey([question('q1', 'radio-button')]) });
    click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('status').textContent).toContain('Thanks for your feedback!');
    click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).toBeNull();
    step(() => vi.advanceTimersByTime(149));
    expect(root.querySelector('.hk-root')).not.toBeNull();
    step(() => vi.advanceTimersByTime(1));
    expect(root.querySelector('.hk-root')).toBeNull();
  });

  it("shows the survey's own thank-you message", () => {
    const s = survey([question('q1', 'radio-button')], { settings: { thank_you: { type: 'message', message: 'Cheers!' } } });
    const { screen } = open({ survey: s });
    click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('status').textContent).toContain('Cheers!');
  });
});

describe('partial answers', () => {
  const token = async (url: string) =>
    url.includes('/impression')
      ? { ok: true, status: 200, json: async () => ({ submission: 'fresh-token' }) }
      : { ok: true, status: 201, json: async () => ({ id: 41 }) };
  const page = () => ({ link: location.href, title: document.title, id: null, type: null });

  it("an answer another question follows is posted at once as a partial response, with fetch and the impression's token", async () => {
    fetchMock.mockImplementation(token);
    const send = vi.fn(async () => ({ ok: true, status: 201, json: async () => ({ id: 43 }) }) as unknown as Response);
    const { screen } = open({ survey: yesNo(), host: 'https://host.test', send });
    click(screen.getByRole('radio', { name: 'Yes' }));
    // The next question is shown without waiting for the post.
    expect(screen.getByRole('heading', { name: 'Question q2' })).toBeTruthy();
    await vi.waitFor(() => expect(partials()).toHaveLength(1));
    expect(callsTo(fetchMock, '/responses')).toEqual([
      {
        url: 'https://host.test/api/v1/surveys/12/responses',
        body: { answers: [{ question_id: 'q1', value: 'Yes' }], page_submitted: page(), nonce: 'fresh-token', complete: false },
      },
    ]);
    // A partial response is not the outbox's to keep.
    expect(send).not.toHaveBeenCalled();
  });

  it('a page the host stores over quota (a full quota that ends the survey) thanks the visitor at once and posts nothing more', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('/impression')
        ? { ok: true, status: 200, json: async () => ({ submission: 'fresh-token' }) }
        : { ok: true, status: 201, json: async () => ({ id: 44, status: 'over_quota' }) },
    );
    const send = vi.fn();
    const { screen } = open({ survey: yesNo(), host: 'https://host.test', send });
    click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('heading', { name: 'Question q2' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByText('Thanks for your feedback!')).toBeTruthy());
    await vi.advanceTimersByTimeAsync(0);
    expect(partials()).toHaveLength(1);
    expect(send).not.toHaveBeenCalled();
    expect(responses()).toEqual([]);
    expect(JSON.parse(readCookies()['hearken_survey_12'] ?? '')).toEqual({ submitted: true, last_response_id: 44 });
  });

  it('finishing posts the complete response once, through the outbox, with the same token', async () => {
    fetchMock.mockImplementation(token);
    const send = vi.fn(async (_url: string, _body: string) => ({ ok: true, status: 201, json: async () => ({ id: 43 }) }) as unknown as Response);
    const { screen } = open({ survey: yesNo(), host: 'https://host.test', send });
    click(screen.getByRole('radio', { name: 'Yes' }));
    type(screen.getByRole('textbox'), 'Fine');
    click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls[0]?.[0]).toBe('https://host.test/api/v1/surveys/12/responses');
    expect(JSON.parse(send.mock.calls[0]?.[1] ?? '')).toEqual({
      answers: [
        { question_id: 'q1', value: 'Yes' },
        { question_id: 'q2', value: 'Fine' },
      ],
      page_submitted: page(),
      nonce: 'fresh-token',
    });
    // The one partial response, of the first answer; the last answer posts none.
    expect(partials().map((c) => (c.body as { answers: unknown[] }).answers)).toEqual([[{ question_id: 'q1', value: 'Yes' }]]);
    expect(responses()).toEqual([]);
    expect(JSON.parse(readCookies()['hearken_survey_12'] ?? '')).toEqual({ submitted: true, last_response_id: 43 });
  });

  it('without an outbox, each answer but the last posts the answers so far, and the last the complete response once', async () => {
    const s = survey([question('q1', 'radio-button'), question('q2', 'text'), question('q3', 'text')]);
    const { screen } = open({ survey: s });
    click(screen.getByRole('radio', { name: 'No' }));
    click(screen.getByRole('button', { name: 'Skip' }));
    type(screen.getByRole('textbox'), 'Fine');
    click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(responses()).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(0);
    const no = { question_id: 'q1', value: 'No' };
    const skipped = { question_id: 'q2', value: null };
    expect(partials().map((c) => c.body)).toEqual([
      { answers: [no], page_submitted: page(), nonce: 'sub-nonce', complete: false },
      { answers: [no, skipped], page_submitted: page(), nonce: 'sub-nonce', complete: false },
    ]);
    expect(responses().map((c) => c.body)).toEqual([
      { answers: [no, skipped, { question_id: 'q3', value: 'Fine' }], page_submitted: page(), nonce: 'sub-nonce' },
    ]);
  });

  it('a partial response the host refuses (409 once complete) or never gets changes nothing', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (String(init?.body).includes('"complete":false')) {
        if (url.includes('host.test')) throw new TypeError('Failed to fetch');
        return { ok: false, status: 409, json: async () => ({ code: 'already_submitted' }) };
      }
      return { ok: true, status: 201, json: async () => ({ id: 41 }) };
    });
    for (const host of ['https://host.test', '']) {
      const { screen } = open({ survey: yesNo(), host });
      click(screen.getByRole('radio', { name: 'Yes' }));
      expect(screen.getByRole('heading', { name: 'Question q2' })).toBeTruthy();
      click(screen.getByRole('button', { name: 'Send' }));
      expect(screen.getByText(STRINGS.thankYou)).toBeTruthy();
    }
    await vi.waitFor(() => expect(responses()).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(partials()).toHaveLength(2);
    expect(JSON.parse(readCookies()['hearken_survey_12'] ?? '')).toEqual({ submitted: true, last_response_id: 41 });
  });

  it('posts nothing in preview', async () => {
    const { screen } = open({ survey: yesNo(), preview: true, inline: true });
    click(screen.getByRole('radio', { name: 'Yes' }));
    type(screen.getByRole('textbox'), 'Fine');
    click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(STRINGS.thankYou)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a survey of one question posts no partial response, only the complete one', async () => {
    click(open({ survey: survey([question('q1', 'radio-button')]) }).screen.getByRole('radio', { name: 'Yes' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, '/responses')).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(partials()).toEqual([]);
    expect(responses()[0]?.body).not.toHaveProperty('complete');
  });
});

describe('guidance: progress, Back, Send and Close', () => {
  const three = () => survey([question('q1', 'radio-button'), question('q2', 'text'), question('q3', 'checkbox')]);
  const progress = (root: ShadowRoot) => root.querySelector('#hk-progress')?.textContent;

  it('shows where the visitor is, "1 of 3", and the title is described by it; one question shows none', () => {
    const { screen, root } = open({ survey: three() });
    expect(progress(root)).toBe('1 of 3');
    expect(screen.getByRole('heading', { name: 'Question q1' }).getAttribute('aria-describedby')).toBe('hk-progress');
    click(screen.getByRole('radio', { name: 'No' }));
    expect(progress(root)).toBe('2 of 3');
    const single = open({ survey: survey([question('q1', 'text')]) });
    expect(single.root.querySelector('#hk-progress')).toBeNull();
    expect(single.screen.getByRole('heading').hasAttribute('aria-describedby')).toBe(false);
  });

  it('the last question says Send instead of Next, and a site\'s own Next text only on the others', () => {
    const { screen } = open({ survey: three(), appearance: { next_text: 'Onward' } });
    click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('button', { name: 'Onward' })).toBeTruthy();
    click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('button', { name: 'Onward' })).toBeNull();
    expect(screen.getByRole('button', { name: STRINGS.send })).toBeTruthy();
  });

  it('Send shows as soon as the answer given leaves no later question to ask (skip logic)', () => {
    const logic = { enabled: true, action: 'show' as const, conditions: [{ question_id: 'q1', compare: 'is', value: 'Yes' }] };
    const s = survey([question('q1', 'checkbox'), question('q2', 'text', { logic })]);
    const { screen } = open({ survey: s });
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    click(screen.getByRole('checkbox', { name: 'Yes' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('the first question has no Back; Back returns to the answer given, kept, with focus on its title', () => {
    const { screen, root } = open({ survey: three() });
    expect(screen.queryByRole('button', { name: STRINGS.back })).toBeNull();
    click(screen.getByRole('radio', { name: 'No' }));
    type(screen.getByRole('textbox'), 'Half typed');
    click(screen.getByRole('button', { name: 'Back' }));
    expect(progress(root)).toBe('1 of 3');
    const no = screen.getByRole('radio', { name: 'No' }) as HTMLInputElement;
    expect(no.checked).toBe(true);
    expect(root.activeElement).toBe(screen.getByRole('heading', { name: 'Question q1' }));
    // The radio already chosen moves on again, and what was typed on the question left is still there.
    click(no);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('Half typed');
  });

  it('an answer changed after Back replaces the first one, and only the questions asked are posted', async () => {
    const logic = { enabled: true, action: 'show' as const, conditions: [{ question_id: 'q1', compare: 'is', value: 'Yes' }] };
    const s = survey([question('q1', 'radio-button'), question('q2', 'text', { logic }), question('q3', 'text')]);
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('hearken:engagement', listener);
    const { screen } = open({ survey: s });
    click(screen.getByRole('radio', { name: 'Yes' }));
    type(screen.getByRole('textbox', { name: 'Question q2' }), 'Only if yes');
    click(screen.getByRole('button', { name: 'Next' }));
    click(screen.getByRole('button', { name: 'Back' }));
    click(screen.getByRole('button', { name: 'Back' }));
    click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('heading', { name: 'Question q3' })).toBeTruthy();
    type(screen.getByRole('textbox'), 'Fine');
    click(screen.getByRole('button', { name: 'Send' }));
    window.removeEventListener('hearken:engagement', listener);
    await vi.waitFor(() => expect(responses()).toHaveLength(1));
    expect((responses()[0]?.body as { answers: unknown }).answers).toEqual([
      { question_id: 'q1', value: 'No' },
      { question_id: 'q3', value: 'Fine' },
    ]);
    // The visitor engaged once, however often they came back to the first question.
    expect(events).toEqual([{ survey_id: 12 }]);
  });

  it('Close, named Close, minimizes while questions are left: the launcher takes focus and reopens where it was', () => {
    const { screen, root } = open({ survey: three() });
    click(screen.getByRole('radio', { name: 'No' }));
    click(screen.getByRole('button', { name: STRINGS.close }));
    expect(screen.queryByRole('region')).toBeNull();
    const launcher = screen.getByRole('button', { name: STRINGS.openSurvey });
    expect(root.activeElement).toBe(launcher);
    expect(readCookies()['hearken_survey_12_minimized']).toBe('true');
    click(launcher);
    expect(root.activeElement).toBe(screen.getByRole('heading', { name: 'Question q2' }));
  });

  it('once finished the launcher is gone, and Escape closes the thank-you for good', () => {
    const { screen, root } = open({ survey: survey([question('q1', 'radio-button')]) });
    click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText(STRINGS.thankYou)).toBeTruthy();
    expect(screen.queryByRole('button', { name: STRINGS.minimizeSurvey })).toBeNull();
    expect(screen.getAllByRole('button', { name: STRINGS.close })).toHaveLength(1);
    step(() => void fireEvent.keyDown(screen.getByText(STRINGS.thankYou), { key: 'Escape' }));
    expect(screen.queryByRole('region')).toBeNull();
    step(() => vi.advanceTimersByTime(150));
    expect(root.querySelector('.hk-root')).toBeNull();
  });

  it('an inline survey has progress and Back but no Close', () => {
    const { screen, root } = open({ survey: three(), inline: true });
    expect(progress(root)).toBe('1 of 3');
    expect(screen.queryByRole('button', { name: STRINGS.close })).toBeNull();
    click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('button', { name: STRINGS.back })).toBeTruthy();
  });
});

describe('inline and floating', () => {
  it('inline has no toggle and no Close, and opens whatever the minimized cookie says', () => {
    document.cookie = 'hearken_survey_12_minimized=true;path=/';
    const { screen, root } = open({ survey: survey([question('q1', 'radio-button')]), inline: true });
    expect(root.querySelector('.hk-inline')).not.toBeNull();
    expect(screen.queryByRole('button', { name: STRINGS.openSurvey })).toBeNull();
    click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText(STRINGS.thankYou)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('floating sits at its position with a toggle labelled by the toggle text', () => {
    const { screen, root } = open({
      survey: survey([question('q1', 'text')]),
      appearance: { widget_position: 'middle_left', widget_toggle_text: 'Feedback' },
    });
    expect(root.querySelector('.hk-floating.hk-middle_left')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Feedback' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('widget modules', () => {
  const stars: WidgetModule = {
    features: ['star-rating'],
    questionTypes: {
      'star-rating': ({ h, onAnswer, value }) =>
        h(
          'div',
          { 'data-value': value ?? '' },
          [1, 2, 3, 4, 5].map((n) => h('button', { type: 'button', key: n, onClick: () => onAnswer(n) }, `${n} stars`)),
        ),
    },
  };

  it('an add-on type renders through its module and advances on its answer', async () => {
    const s = survey([question('q1', 'star-rating'), question('q2', 'text')]);
    const { screen } = open({ survey: s, modules: [stars] });
    click(screen.getByRole('button', { name: '4 stars' }));
    expect(screen.getByRole('heading', { name: 'Question q2' })).toBeTruthy();
    click(screen.getByRole('button', { name: 'Skip' }));
    await vi.waitFor(() => expect(responses()).toHaveLength(1));
    expect(responses()[0]?.body).toMatchObject({
      answers: [
        { question_id: 'q1', value: 4 },
        { question_id: 'q2', value: null },
      ],
    });
  });

  it("Back gives an add-on type's renderer the answer it gave, so a star rating shows its stars again", () => {
    const s = survey([question('q1', 'star-rating'), question('q2', 'text')]);
    const { screen, root } = open({ survey: s, modules: [stars] });
    click(screen.getByRole('button', { name: '4 stars' }));
    click(screen.getByRole('button', { name: 'Back' }));
    expect(root.querySelector('[data-value]')?.getAttribute('data-value')).toBe('4');
    click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Question q2' })).toBeTruthy();
  });

  it("tells a module's renderer, trigger and after-submit hook whether they may store anything: not without client storage, nor in preview", async () => {
    const told: Record<string, (boolean | undefined)[]> = { renderer: [], trigger: [], afterSubmit: [] };
    const listening: WidgetModule = {
      features: ['listening'],
      questionTypes: {
        'star-rating': ({ h, onAnswer, storage }) => (told.renderer?.push(storage), h('button', { type: 'button', onClick: () => onAnswer(5) }, '5 stars')),
      },
      triggers: { soon: ({ start, storage }) => (told.trigger?.push(storage), start()) },
      afterSubmit: ({ storage }) => void told.afterSubmit?.push(storage),
    };
    const s = survey([question('q1', 'star-rating')], { trigger: 'soon' });
    const show = (more: Partial<MountInit>) => {
      const { screen } = open({ survey: s, modules: [listening], features: { triggers: ['immediate', 'soon'] }, ...more });
      click(screen.getByRole('button', { name: '5 stars' }));
    };
    show({ storage: false });
    await vi.waitFor(() => expect(told.afterSubmit).toEqual([false]));
    show({});
    await vi.waitFor(() => expect(told.afterSubmit).toEqual([false, true]));
    show({ preview: true, inline: true });
    expect(told.renderer?.filter((given, i, all) => given !== all[i - 1])).toEqual([false, true, false]);
    expect(told.trigger).toEqual([false, true]);
    expect(told.afterSubmit).toEqual([false, true]);
  });

  it('a type no module renders still shows its title with Skip and Send', () => {
    const { screen } = open({ survey: survey([question('q1', 'star-rating')]) });
    expect(screen.getByRole('heading', { name: 'Question q1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });
});

describe('appearance hooks', () => {
  it("two modules' hooks apply in load order over the settings, and the widget draws the final look", () => {
    const seen: string[] = [];
    const contexts: WidgetAppearanceContext[] = [];
    const dark: WidgetModule = {
      features: ['dark'],
      appearance: (look, ctx) => {
        seen.push(look.button);
        contexts.push(ctx);
        return { ...look, button: '#000000', background: '#222222', skipText: 'Pass' };
      },
    };
    const brand: WidgetModule = {
      features: ['brand'],
      appearance: (look) => (seen.push(look.button), { ...look, button: '#FF00FF', position: 'top_left', toggleText: 'Tell us' }),
    };
    const s = survey([question('q1', 'text')]);
    const { root, screen } = open({ survey: s, modules: [dark, brand], appearance: { widget_button_color: '#00FF00' } });
    expect(seen).toEqual(['#00FF00', '#000000']);
    expect(contexts).toEqual([{ survey: s, inline: false, preview: false }]);
    const panel = root.querySelector<HTMLElement>('.hk-root');
    expect(panel?.style.getPropertyValue('--hk-button')).toBe('#FF00FF');
    expect(panel?.style.getPropertyValue('--hk-bg')).toBe('#222222');
    expect(panel?.classList.contains('hk-top_left')).toBe(true);
    expect(screen.getByRole('button', { name: 'Pass' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tell us' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a hook that throws or answers no object is skipped; an unknown position falls back to bottom_right', () => {
    const modules: WidgetModule[] = [
      { features: [], appearance: () => ({ closeText: 'Done', position: 'nowhere' }) as never },
      {
        features: [],
        appearance: () => {
          throw new Error('bad theme');
        },
      },
      { features: [], appearance: () => undefined as never },
    ];
    const { root, screen } = open({ survey: survey([question('q1', 'radio-button')]), modules });
    expect(root.querySelector('.hk-root.hk-bottom_right')).not.toBeNull();
    click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });
});

describe('after-submit hooks', () => {
  const oneQuestion = () => survey([question('q1', 'radio-button')]);
  const answerYes = (shown: Shown) => click(shown.screen.getByRole('radio', { name: 'Yes' }));
  const hook = (redirect?: string) => vi.fn<WidgetAfterSubmit>(() => (redirect === undefined ? undefined : { redirect }));

  it("runs after the response is stored, with the answers and the response id, and follows the module's redirect", async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const thanks = hook('https://site.test/coupon');
    const s = oneQuestion();
    answerYes(open({ survey: s, modules: [{ features: [], afterSubmit: thanks }] }));
    expect(thanks).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://site.test/coupon'));
    expect(thanks).toHaveBeenCalledWith({ survey: s, answers: [{ question_id: 'q1', value: 'Yes' }], responseId: 41, storage: true });
    expect(JSON.parse(readCookies()['hearken_survey_12'] ?? '')).toEqual({ submitted: true, last_response_id: 41 });
  });

  it('the first redirect in load order wins, even when a later hook answers sooner; every hook runs', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const none = hook();
    const slow = vi.fn<WidgetAfterSubmit>(() => new Promise((done) => setTimeout(() => done({ redirect: 'https://site.test/slow' }), 1000)));
    const quick = hook('https://site.test/quick');
    answerYes(open({ survey: oneQuestion(), modules: [none, slow, quick].map((afterSubmit) => ({ features: [], afterSubmit })) }));
    await vi.advanceTimersByTimeAsync(0);
    expect([none, slow, quick].map((h) => h.mock.calls.length)).toEqual([1, 1, 1]);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(go.mock.calls).toEqual([['https://site.test/slow']]);
  });

  it('a hook that throws is skipped, and a redirect that is not http(s) is not followed', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const modules: WidgetModule[] = [
      {
        features: [],
        afterSubmit: () => {
          throw new Error('analytics down');
        },
      },
      { features: [], afterSubmit: async () => Promise.reject(new Error('offline')) },
      { features: [], afterSubmit: hook('javascript:alert(1)') },
      { features: [], afterSubmit: hook('/thanks?from=survey') },
    ];
    answerYes(open({ survey: oneQuestion(), modules }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(go).toHaveBeenCalledWith('/thanks?from=survey');
  });

  it('never runs in preview, when every answer is null, or when the host refuses the response', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const afterSubmit = hook('https://site.test/never');
    const modules = [{ features: [], afterSubmit }];
    answerYes(open({ survey: oneQuestion(), modules, preview: true, inline: true }));
    click(open({ survey: oneQuestion(), modules }).screen.getByRole('button', { name: 'Skip' }));
    fetchMock.mockImplementation(async () => ({ ok: false, status: 403, json: async () => ({ code: 'invalid_nonce' }) }));
    answerYes(open({ survey: oneQuestion(), modules }));
    await vi.advanceTimersByTimeAsync(0);
    expect(responses()).toHaveLength(1);
    expect(afterSubmit).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

});

describe('mount', () => {
  it("draws in an open Shadow DOM with the nonce on its style, the site's colours and the modules' look", () => {
    // A survey's own theming is its add-on's to draw: the core reads only the appearance.
    const s = survey([question('q1', 'text')], { settings: { theming: { button_color: '#FF0000' } } });
    const { host, root } = open({ survey: s, nonce: 'abc', appearance: { widget_button_color: '#00FF00', widget_color: '#111111' } });
    expect(host.shadowRoot).toBe(root);
    expect(root.querySelector('style')?.getAttribute('nonce')).toBe('abc');
    const panel = root.querySelector<HTMLElement>('.hk-root');
    expect(panel?.style.getPropertyValue('--hk-button')).toBe('#00FF00');
    expect(panel?.style.getPropertyValue('--hk-bg')).toBe('#111111');
    const themed: WidgetModule = { features: [], appearance: (look) => ({ ...look, button: '#FF0000' }) };
    const again = open({ survey: s, modules: [themed], appearance: { widget_button_color: '#00FF00' } });
    expect(again.root.querySelector<HTMLElement>('.hk-root')?.style.getPropertyValue('--hk-button')).toBe('#FF0000');
  });

  it('starts minimized when a module says so', () => {
    const minimized: WidgetModule = { features: [], appearance: (look) => ({ ...look, startMinimized: true }) };
    const { screen } = open({ survey: yesNo(), modules: [minimized] });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('button', { name: STRINGS.openSurvey })).toBeTruthy();
  });

  it('the logo shows in the footer unless logo_type is none; a custom logo is an image', () => {
    const a = open({ survey: survey([question('q1', 'text')]) });
    expect(a.root.querySelector('footer')?.textContent).toBe(LOGO);
    const b = open({ survey: survey([question('q1', 'text')]), appearance: { logo_type: 'none' } });
    expect(b.root.querySelector('footer')).toBeNull();
    const c = open({ survey: survey([question('q1', 'text')]), appearance: { logo_type: 'custom', widget_custom_logo: 'https://site.test/l.png' } });
    expect(c.root.querySelector('footer img')?.getAttribute('src')).toBe('https://site.test/l.png');
  });

  it("a catalogue font is loaded from the host's own font files with its weight and drawn in that weight", () => {
    // jsdom has no CSS Font Loading API: a stand-in records the faces the widget adds.
    const faces: { family: string; source: string; weight: string | undefined }[] = [];
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(family: string, source: string, d: { weight?: string }) {
          faces.push({ family, source, weight: d.weight });
        }
        load = async () => this;
      },
    );
    Object.defineProperty(document, 'fonts', { value: { add: () => undefined }, configurable: true });
    const a = open({ survey: yesNo(), host: 'https://hk.test', appearance: { widget_font: { family: 'Open Sans', weight: '700' } } });
    expect(faces).toEqual([{ family: 'Open Sans', source: 'url("https://hk.test/widget/fonts/open-sans/700.woff2") format("woff2")', weight: '700' }]);
    const style = a.root.querySelector<HTMLElement>('.hk-root')?.style;
    expect(style?.fontFamily).toBe('"Open Sans", sans-serif');
    expect(style?.fontWeight).toBe('700');
    // A name that is not a catalogue family is used as CSS as it is, and nothing is fetched.
    const b = open({ survey: yesNo(), appearance: { widget_font: { family: "x'}body{color:red", weight: null } } });
    expect(faces).toHaveLength(1);
    expect(b.root.querySelector<HTMLElement>('.hk-root')?.style.fontWeight).toBe('');
  });

  it('unmount removes the widget', () => {
    const { root, widget } = open({ survey: yesNo() });
    widget.unmount();
    expect(root.childNodes.length).toBe(0);
  });
});

describe('the language', () => {
  const progress = (root: ShadowRoot) => root.querySelector('#hk-progress')?.textContent;
  const catalogue = (tag: string) => import.meta.glob<Record<string, string>>('../../locales/*.json', { eager: true, import: 'default' })[`../../locales/${tag}.json`];

  it("speaks the words it is given: German's buttons, progress and placeholder", () => {
    const { screen, root } = open({ survey: yesNo(), lang: 'de', words: catalogue('de')! });
    expect(root.querySelector('.hk-root')?.getAttribute('lang')).toBe('de');
    expect(root.querySelector('.hk-root')?.getAttribute('dir')).toBe('ltr');
    expect(progress(root)).toBe('1 von 2');
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Umfrage minimieren' })).toBeTruthy();
    click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByPlaceholderText('Geben Sie hier Ihre Antwort ein …')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeTruthy();
  });

  it("says the settings' default Skip and Next in its language, and a site's own words as written", () => {
    const defaults = open({ survey: yesNo(), lang: 'de', words: catalogue('de')!, appearance: { skip_text: 'Skip', next_text: 'Next' } });
    expect(defaults.screen.getByRole('button', { name: 'Überspringen' })).toBeTruthy();
    expect(defaults.screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
    const own = open({ survey: yesNo(), lang: 'de', words: catalogue('de')!, appearance: { skip_text: 'Später', next_text: 'Los' } });
    expect(own.screen.getByRole('button', { name: 'Später' })).toBeTruthy();
    expect(own.screen.getByRole('button', { name: 'Los' })).toBeTruthy();
  });

  it('is right to left in Arabic, Hebrew and Persian, and puts the numbers where the language reads them', () => {
    const { root } = open({ survey: yesNo(), lang: 'ar', words: catalogue('ar')! });
    expect(root.querySelector('.hk-root')?.getAttribute('dir')).toBe('rtl');
    expect(root.querySelector('.hk-root')?.getAttribute('lang')).toBe('ar');
    expect(progress(root)).toBe('1 من 2');
    for (const lang of ['he', 'fa']) {
      const other = open({ survey: yesNo(), lang, words: catalogue(lang)! });
      expect(other.root.querySelector('.hk-root')?.getAttribute('dir')).toBe('rtl');
    }
    const hindi = open({ survey: yesNo(), lang: 'hi', words: catalogue('hi')! });
    expect(progress(hindi.root)).toBe('2 में से 1');
  });

  it('speaks English, left to right, when it is given no language', () => {
    const { root } = open({ survey: yesNo() });
    expect(root.querySelector('.hk-root')?.getAttribute('lang')).toBe('en');
    expect(root.querySelector('.hk-root')?.getAttribute('dir')).toBe('ltr');
  });
});
