/**
 * The survey's lifecycle (spec 002 §4 "Widget lifecycle"), and its panel.
 *
 * Invariants: inactive until the timing's trigger starts it (nothing is drawn before); starting
 * asks the first question and opens the panel after 100 ms unless the visitor minimized it (the
 * `{cookie}_minimized` cookie, or the start-minimized settings on a first visit). The questions
 * asked form a path: an answer pushes the next question, Back pops the one shown; every answer
 * given is kept, so Back and Next show it again, but only the answers along the path are posted.
 * An answer with another question to follow posts the path's answers as a partial response;
 * finishing posts the complete one, once; never in preview. Once finished nothing is left to ask, so the
 * launcher goes and closing removes the widget 150 ms later. Every timer and trigger is undone on
 * unmount. Cookies are written only where the site allows client storage (`storage` is not false),
 * and never in preview; modules' renderers, triggers and after-submit hooks are told the same
 * (`storage`).
 *
 * A class component, as QuestionForm is: the renderer carries no hooks runtime (about 1 KB
 * gzipped of its 12 KB budget).
 */
import { Component, Fragment, createRef, h } from 'preact';
import { loadWebFont, webFontUrl, webFontWeight, type WidgetQuestionRenderer } from '@hearken/addon-sdk';
import { readCookies, setCookie } from '../cookies';
import type { Answer, MountInit } from '../protocol';
import { afterSubmit } from './afterSubmit';
import { postImpression, postResponse } from './api';
import { attempt, debug } from '../attempt';
import {
  DEACTIVATE_DELAY_MS,
  OPEN_DELAY_MS,
  WAITING_CLEAR_MS,
  nextIndex,
  responseBody,
  showsSkip,
} from './flow';
import { Icon } from './icons';
import { lookOf } from './look';
import { QuestionForm } from './QuestionForm';
import { LOGO, RTL, STRINGS, progress, type Words } from './strings';
import { withTrigger } from './triggers';

export interface WidgetProps {
  init: MountInit;
  /** Question type key → a widget module's renderer. */
  renderers: Record<string, WidgetQuestionRenderer>;
}

interface WidgetState {
  active: boolean;
  waiting: boolean;
  open: boolean;
  /** The question shown. */
  index: number;
  finished: boolean;
}

function shuffled<T>(items: T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export class Widget extends Component<WidgetProps, WidgetState> {
  override state: WidgetState = { active: false, waiting: true, open: false, index: -1, finished: false };
  init = this.props.init;
  survey = this.init.survey;
  preview = this.init.preview === true;
  store = !this.preview && this.init.storage !== false;
  inline = this.init.inline === true;
  modules = this.init.modules ?? [];
  host = this.init.host ?? '';
  // The language the loader chose, with its words; English when it gave none.
  lang = this.init.lang ?? 'en';
  dir: 'ltr' | 'rtl' = RTL.test(this.lang) ? 'rtl' : 'ltr';
  // A key a catalogue lacks stays English.
  t: Words = { ...STRINGS, ...this.init.words };
  look = lookOf(this.init.appearance ?? {}, this.modules, { survey: this.survey, inline: this.inline, preview: this.preview }, this.t);
  cookie = this.survey.cookie_name || `hearken_survey_${this.survey.id}`;
  // Randomized options are shuffled once per mount, so they hold still while the visitor answers.
  options = this.survey.questions.map((q) => (q.settings.randomize ? shuffled(q.config.options ?? []) : q.config.options ?? []));
  // The indexes of the questions asked, in order; the last is the one shown (-1 once finished).
  path: number[] = [];
  // Every answer given, or left behind by Back, by question index.
  kept: Answer[] = [];
  // The submission token this view's impression handed back (each token stores one response).
  token: Promise<string | null> = Promise.resolve(null);
  // Focus follows the visitor's moves (not the page's first paint).
  advanced = false;
  timers: ReturnType<typeof setTimeout>[] = [];
  // Aborted on unmount: the trigger's signal.
  unmounted = new AbortController();
  // What the trigger returned: its cleanup, when it is a function.
  undo: unknown;
  panel = createRef<HTMLElement>();
  toggleButton = createRef<HTMLButtonElement>();
  thanks = createRef<HTMLParagraphElement>();

  /** setTimeout that is cleared when the widget unmounts. */
  later(fn: () => void, ms: number) {
    this.timers.push(setTimeout(fn, ms));
  }

  override componentDidMount() {
    const { survey, look, cookie, inline } = this;
    // A catalogue font comes from the Hearken server's own files (spec 002 §3's custom font).
    if (look.font) loadWebFont(this.host, look.font, look.fontWeight);
    if (!this.preview) {
      if (survey.id != null) this.token = postImpression(this.host, survey);
      if (this.store && readCookies()[cookie] === undefined) setCookie(cookie, JSON.stringify({ submitted: false }));
    }
    const signal = this.unmounted.signal;
    let started = false;
    const start = () => {
      if (started || signal.aborted) return;
      started = true;
      this.setState({ active: true });
      this.goFrom(-1, []);
      this.later(() => this.setState({ waiting: false }), WAITING_CLEAR_MS);
      const saved = readCookies()[`${cookie}_minimized`];
      // Before the cookie exists (a first visit), the look says whether the panel starts minimized.
      const minimized = !inline && (saved === undefined ? look.startMinimized === true : saved === 'true');
      if (!minimized) this.later(() => this.setState({ open: true }), OPEN_DELAY_MS);
    };
    // An inline survey is part of the page's content: it shows at once, whatever the timing.
    withTrigger(inline ? undefined : survey.trigger, this.init.features?.triggers ?? [], this.modules, (trigger) => {
      if (signal.aborted) return;
      // A trigger that throws is skipped: the survey starts as if it were 'immediate'.
      try {
        this.undo = trigger({ survey, start, signal, delaySeconds: 0, storage: this.store });
      } catch (error) {
        debug(error);
        start();
      }
    });
  }

  override componentWillUnmount() {
    this.timers.forEach(clearTimeout);
    this.unmounted.abort();
    if (typeof this.undo == 'function') attempt(this.undo as () => void);
  }

  override componentDidUpdate(_: WidgetProps, was: WidgetState) {
    const { open, finished } = this.state;
    // The thank-you replaces the control that had focus: focus follows to the message.
    if (finished && !was.finished && this.advanced) this.thanks.current?.focus();
    // Minimized from inside, the panel hands focus to the launcher (which a phone shows only
    // then); once finished there is none.
    if (was.open && !open) this.toggleButton.current?.focus();
  }

  /**
   * Posts `given`, the answers along the path, with the submission token of this view's impression;
   * answers the saved response, or null (nothing posted in preview nor when no answer has a value).
   * The final response goes through the loader's outbox when it gave one; a partial one
   * (`complete: false`: the questions answered so far) is fetched once and its failure ignored (a
   * 409 too, when it arrives after the final post): the next post covers it.
   */
  post(given: Answer[], complete?: false) {
    const { survey, host, init } = this;
    const body = !this.preview && responseBody(survey, given, init.page ?? {});
    return body
      ? this.token.then((fresh) =>
          postResponse(host, survey, { ...body, nonce: fresh || body.nonce, complete }, complete ?? init.send),
        )
      : Promise.resolve(null);
  }

  /** Thanks the visitor and posts the complete response, unless a page's post already `ended` it. */
  finish(given: Answer[], ended?: { id: number | null } | null) {
    const { survey } = this;
    this.path.push(-1);
    this.setState({ finished: true });
    // The modules' hooks (a thank-you redirect among them) run only once the response is stored.
    void Promise.resolve(ended || this.post(given)).then((saved) => {
      if (saved && this.store) setCookie(this.cookie, JSON.stringify({ submitted: true, last_response_id: saved.id }));
      const hooks = saved ? this.modules.map((m) => m.afterSubmit) : [];
      return afterSubmit(hooks, { survey, answers: given, responseId: saved?.id ?? null, storage: this.store });
    });
  }

  goFrom(from: number, given: Answer[]) {
    const next = nextIndex(this.survey.questions, from, given);
    if (next < 0) return this.finish(given);
    this.path.push(next);
    this.setState({ index: next });
    // An answer with another question to follow is stored at once, as a partial response: posted
    // after the next question is set to show, in the background, so it never holds it back.
    // A page that fills a quota which ends the survey ends it: the visitor is thanked at once.
    if (from >= 0 && this.survey.id != null)
      void this.post(given, false).then((saved) => saved?.end && this.last()! >= 0 && this.finish(given, saved));
  }

  last() {
    return this.path[this.path.length - 1];
  }

  /** Keeps `value` as the answer to the question shown; undefined when that is no longer shown. */
  keep(value: unknown, extra?: Answer['extra']): Answer | undefined {
    const { index } = this.state;
    // A second event before the next question is drawn (a double click) does nothing more.
    if (this.last() !== index) return;
    const answer: Answer = { question_id: this.survey.questions[index]!.id, value };
    if (extra) answer.extra = extra;
    return (this.kept[index] = answer);
  }

  /** The answers along the path, with `answer` for the question shown. */
  along(answer: Answer): Answer[] {
    return this.path.map((i) => (i === this.state.index ? answer : this.kept[i]!));
  }

  save = (value: unknown, extra?: Answer['extra']) => {
    // The first answer to the first question, not one given again after Back.
    const first = !this.kept[0];
    const answer = this.keep(value, extra);
    if (!answer) return;
    if (this.state.index === 0 && first && !this.preview) {
      window.dispatchEvent(new CustomEvent('hearken:engagement', { detail: { survey_id: this.survey.id } }));
    }
    this.advanced = true;
    this.goFrom(this.state.index, this.along(answer));
  };

  // Back keeps what the visitor had put in the question they leave, for when they return.
  back = (value: unknown, extra?: Answer['extra']) => {
    if (!this.keep(value, extra)) return;
    this.path.pop();
    this.advanced = true;
    this.setState({ index: this.last()! });
  };

  /** Whether `value` for the question shown ends the survey (no later question would be asked). */
  isLast = (value: unknown) => {
    const { index } = this.state;
    return nextIndex(this.survey.questions, index, this.along({ question_id: this.survey.questions[index]!.id, value })) < 0;
  };

  toggle = () => {
    const open = !this.state.open;
    // Opened by the visitor, the panel takes focus to its question: on a phone the launcher steps
    // aside as the sheet opens.
    this.setState({ open }, () => open && this.panel.current?.querySelector<HTMLElement>('.hk-title')?.focus());
    if (this.store) setCookie(`${this.cookie}_minimized`, String(!open));
  };

  close = () => {
    this.setState({ open: false });
    if (this.state.finished) this.later(() => this.setState({ active: false }), DEACTIVATE_DELAY_MS);
  };

  // The panel's Close and Escape: minimized while questions are left (the launcher reopens it),
  // closed for good once finished.
  dismiss = () => (this.state.finished ? this.close() : this.toggle());

  override render(_: WidgetProps, { active, waiting, open, index, finished }: WidgetState) {
    const { survey, look, inline, preview, t, lang, dir } = this;
    if (!active) return null;
    const question = survey.questions[index];
    // A survey of one question needs no "1 of 1".
    const counted = survey.questions.length > 1 ? survey.questions.length : 0;
    const vars = {
      '--hk-bg': look.background,
      '--hk-text': look.text,
      '--hk-button': look.button,
      '--hk-toggle': look.toggle,
      ...(look.font ? { fontFamily: webFontUrl('', look.font) ? `'${look.font}', sans-serif` : look.font } : {}),
      ...(look.font && look.fontWeight ? { fontWeight: webFontWeight(look.fontWeight) } : {}),
    };
    const classes = ['hk-root', `hk-${look.position}`, inline ? 'hk-inline' : 'hk-floating', waiting ? 'hk-waiting' : ''];
    return (
      <div class={classes.join(' ')} style={vars} lang={lang} dir={dir}>
        <section
          ref={this.panel}
          id="hk-panel"
          class="hk-panel"
          aria-label={survey.title || t.panel}
          hidden={!open}
          onKeyDown={(e) => e.key === 'Escape' && !inline && this.dismiss()}
        >
          {!finished && question && (
            <>
              <div class="hk-head">
                {counted > 0 && (
                  <span id="hk-progress" class="hk-progress">
                    {progress(t, index + 1, counted)}
                  </span>
                )}
                {!inline && (
                  <button type="button" class="hk-x" aria-label={look.closeText} onClick={this.dismiss}>
                    <Icon name="close" />
                  </button>
                )}
              </div>
              <QuestionForm
                key={index}
                question={question}
                options={this.options[index] ?? []}
                renderer={this.props.renderers[question.type]}
                kept={this.kept[index]}
                t={t}
                lang={lang}
                dir={dir}
                storage={this.store}
                skipText={look.skipText}
                nextText={look.nextText}
                showSkip={showsSkip(survey, question, { preview, finished, features: this.init.features ?? {} })}
                focusTitle={this.advanced}
                counted={counted > 0}
                isLast={this.isLast}
                onSave={this.save}
                onBack={this.path.length > 1 ? this.back : undefined}
              />
            </>
          )}
          <div class="hk-thanks" role="status" aria-live="polite">
            {finished && (
              <p ref={this.thanks} tabIndex={-1} class="hk-thanks-text">
                {survey.settings?.thank_you?.message?.trim() || t.thankYou}
              </p>
            )}
            {finished && !inline && !preview && (
              <button type="button" class="hk-close" onClick={this.close}>
                {look.closeText}
              </button>
            )}
          </div>
          {look.logo !== null && (
            <footer class="hk-footer">
              {look.logo === '' ? <span class="hk-logo">{LOGO}</span> : <img class="hk-logo-img" src={look.logo} alt="" />}
            </footer>
          )}
        </section>
        {!inline && !finished && (
          <button
            ref={this.toggleButton}
            type="button"
            class="hk-toggle"
            aria-expanded={open}
            aria-controls="hk-panel"
            aria-label={look.toggleText ? undefined : open ? t.minimizeSurvey : t.openSurvey}
            onClick={this.toggle}
          >
            <Icon name={open ? 'field-chevron-down' : look.toggleIcon} />
            {look.toggleText && <span>{look.toggleText}</span>}
          </button>
        )}
      </div>
    );
  }
}
