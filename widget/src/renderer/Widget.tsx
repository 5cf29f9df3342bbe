/**
 * The survey's lifecycle (spec 002 §4 "Widget lifecycle"), and its panel.
 *
 * Invariants: inactive until the timing's trigger starts it (nothing is drawn before); starting
 * asks the first question and opens the panel after 100 ms unless the visitor minimized it (the
 * `{cookie}_minimized` cookie, or the start-minimized settings on a first visit); answers are only
 * appended, never changed; finishing posts once, and never in preview. Closing a finished survey
 * removes the widget 150 ms later. Every timer and trigger is undone on unmount.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
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
import { lookOf, startsMinimized } from './look';
import { QuestionForm } from './QuestionForm';
import { STRINGS } from './strings';
import { withTrigger } from './triggers';

export interface WidgetProps {
  init: MountInit;
  /** Question type key → a widget module's renderer. */
  renderers: Record<string, WidgetQuestionRenderer>;
}

function shuffled<T>(items: T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** setTimeout that is cleared when the widget unmounts. */
function useTimers() {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return (fn: () => void, ms: number) => void timers.current.push(setTimeout(fn, ms));
}

export function Widget({ init, renderers }: WidgetProps) {
  const { survey, preview = false, inline = false, modules = [] } = init;
  const features = init.features ?? {};
  const host = init.host ?? '';
  const look = useMemo(() => lookOf(init.appearance ?? {}, modules, { survey, inline, preview }), []);
  const cookie = survey.cookie_name || `hearken_survey_${survey.id}`;
  // Randomized options are shuffled once per mount, so they hold still while the visitor answers.
  const options = useMemo(
    () => survey.questions.map((q) => (q.settings.randomize ? shuffled(q.config.options ?? []) : q.config.options ?? [])),
    [],
  );
  const later = useTimers();
  // A catalogue font comes from the Hearken server's own files (spec 002 §3's custom font).
  useEffect(() => void (look.font && loadWebFont(host, look.font, look.fontWeight)), []);

  const [active, setActive] = useState(false);
  const [waiting, setWaiting] = useState(true);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(-1);
  const [finished, setFinished] = useState(false);
  const answers = useRef<Answer[]>([]);
  // The submission token this view's impression handed back (each token stores one response).
  const token = useRef<Promise<string | null>>(Promise.resolve(null));
  const advanced = useRef(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);

  // The thank-you replaces the control that had focus: focus follows to the message.
  useEffect(() => {
    if (finished && advanced.current) thanks.current?.focus();
  }, [finished]);

  const finish = (given: Answer[]) => {
    setFinished(true);
    if (preview) return;
    const body = responseBody(survey, given, init.page ?? {});
    const sent = body
      ? token.current.then((fresh) => postResponse(host, survey, fresh ? { ...body, nonce: fresh } : body, init.send))
      : Promise.resolve(null);
    // The modules' hooks (a thank-you redirect among them) run only once the response is stored.
    void sent.then((saved) => {
      if (saved) setCookie(cookie, JSON.stringify({ submitted: true, last_response_id: saved.id }));
      const hooks = saved ? modules.map((m) => m.afterSubmit) : [];
      return afterSubmit(hooks, { survey, answers: given, responseId: saved?.id ?? null });
    });
  };

  const goFrom = (from: number, given: Answer[]) => {
    const next = nextIndex(survey.questions, from, given);
    if (next < 0) finish(given);
    else setIndex(next);
  };

  useEffect(() => {
    if (!preview) {
      if (survey.id != null) token.current = postImpression(host, survey);
      if (readCookies()[cookie] === undefined) setCookie(cookie, JSON.stringify({ submitted: false }));
    }
    const unmounted = new AbortController();
    const signal = unmounted.signal;
    let started = false;
    const start = () => {
      if (started || signal.aborted) return;
      started = true;
      setActive(true);
      setFinished(false);
      answers.current = [];
      goFrom(-1, []);
      later(() => setWaiting(false), WAITING_CLEAR_MS);
      const saved = readCookies()[`${cookie}_minimized`];
      const minimized = !inline && (saved === undefined ? startsMinimized(look) : saved === 'true');
      if (!minimized) later(() => setOpen(true), OPEN_DELAY_MS);
    };
    let undo: unknown;
    // An inline survey is part of the page's content: it shows at once, whatever the timing.
    withTrigger(inline ? undefined : survey.trigger, features.triggers ?? [], modules, (trigger) => {
      if (signal.aborted) return;
      // A trigger that throws is skipped: the survey starts as if it were 'immediate'.
      try {
        undo = trigger({ survey, start, signal, delaySeconds: 0 });
      } catch (error) {
        debug(error);
        start();
      }
    });
    return () => {
      unmounted.abort();
      if (typeof undo == 'function') attempt(undo as () => void);
    };
  }, []);

  const save = (value: unknown, extra?: Answer['extra']) => {
    const question = survey.questions[index];
    // A second event before the next question is drawn (a double click) saves nothing more.
    if (!question || finished || answers.current.some((a) => a.question_id === question.id)) return;
    const answer: Answer = { question_id: question.id, value };
    if (extra) answer.extra = extra;
    const given = [...answers.current, answer];
    answers.current = given;
    if (index === 0 && !preview) {
      window.dispatchEvent(new CustomEvent('hearken:engagement', { detail: { survey_id: survey.id } }));
    }
    advanced.current = true;
    goFrom(index, given);
  };

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (!preview) setCookie(`${cookie}_minimized`, String(!next));
  };

  const close = () => {
    setOpen(false);
    if (finished) later(() => setActive(false), DEACTIVATE_DELAY_MS);
  };

  if (!active) return null;
  const question = survey.questions[index];
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
    <div class={classes.join(' ')} style={vars}>
      <section
        id="hk-panel"
        class="hk-panel"
        aria-label={survey.title || STRINGS.panel}
        hidden={!open}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !inline) {
            toggle();
            toggleButton.current?.focus();
          }
        }}
      >
        {!finished && question && (
          <QuestionForm
            key={index}
            question={question}
            options={options[index] ?? []}
            renderer={renderers[question.type]}
            skipText={look.skipText}
            nextText={look.nextText}
            showSkip={showsSkip(survey, question, { preview, finished, features })}
            focusTitle={advanced.current}
            onSave={save}
          />
        )}
        <div class="hk-thanks" role="status" aria-live="polite">
          {finished && <p ref={thanks} tabIndex={-1} class="hk-thanks-text">{survey.settings?.thank_you?.message?.trim() || STRINGS.thankYou}</p>}
          {finished && !inline && !preview && (
            <button type="button" class="hk-close" onClick={close}>
              {look.closeText}
            </button>
          )}
        </div>
        {look.logo !== null && (
          <footer class="hk-footer">
            {look.logo === '' ? <span class="hk-logo">{STRINGS.logo}</span> : <img class="hk-logo-img" src={look.logo} alt="" />}
          </footer>
        )}
      </section>
      {!inline && (
        <button
          ref={toggleButton}
          type="button"
          class="hk-toggle"
          aria-expanded={open}
          aria-controls="hk-panel"
          aria-label={look.toggleText ? undefined : open ? STRINGS.minimizeSurvey : STRINGS.openSurvey}
          onClick={toggle}
        >
          <Icon name={open ? 'field-chevron-down' : look.toggleIcon} />
          {look.toggleText && <span>{look.toggleText}</span>}
        </button>
      )}
    </div>
  );
}
