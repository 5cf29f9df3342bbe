import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Question, Survey } from '../../model/types';
import { idKey } from '../../rules/logic';
import { optionLabel } from '../../rules/questions';
import { QUESTIONS_STRINGS as S } from './strings';

/**
 * The visitor widget's renderer as the host serves it (widget/, docs/WIDGET_PROTOCOL.md). Imported
 * at run time from the host, not bundled: the preview runs the very code visitors get.
 */
const WIDGET_RENDERER_URL = '/widget/renderer.js';

/** The global widget settings' defaults (spec 002 §9); the survey's own theming still applies. */
const APPEARANCE_DEFAULTS = {
  widget_color: '#FFFFFF',
  widget_text_color: '#23282D',
  widget_button_color: '#2D87F1',
  widget_toggle_color: '#23282D',
  widget_position: 'bottom_right',
  widget_show_logo: true,
  logo_type: 'userfeedback',
  skip_text: 'Skip',
  next_text: 'Next',
};

/** What renderer.js exports (widget/src/protocol.ts `MountInit`, the part the preview uses). */
interface WidgetRenderer {
  mount(
    target: HTMLElement,
    init: { survey: Survey; appearance: typeof APPEARANCE_DEFAULTS; preview: true; inline: true },
  ): { unmount(): void };
}

let renderer: Promise<WidgetRenderer> | undefined;

/** The renderer module, imported once; a failed import is tried again next time. */
function loadRenderer(): Promise<WidgetRenderer> {
  renderer ??= import(/* @vite-ignore */ WIDGET_RENDERER_URL).then((m: Partial<WidgetRenderer>) => {
    if (typeof m.mount !== 'function') throw new Error(`${WIDGET_RENDERER_URL} exports no mount()`);
    return m as WidgetRenderer;
  });
  renderer.catch(() => (renderer = undefined));
  return renderer;
}

/**
 * The survey as a visitor sees it: the visitor widget itself, inline and in preview mode (nothing
 * is posted, Skip is hidden). While the widget loads, or if it cannot be loaded, the questions
 * are listed read-only instead.
 */
export function SurveyPreview({ survey }: { survey: Survey }) {
  const host = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let gone = false;
    let widget: { unmount(): void } | undefined;
    loadRenderer().then(
      (r) => {
        if (gone || !host.current) return;
        widget = r.mount(host.current, { survey, appearance: APPEARANCE_DEFAULTS, preview: true, inline: true });
        setShown(true);
      },
      () => {
        if (!gone) setShown(false);
      },
    );
    return () => {
      gone = true;
      widget?.unmount();
    };
  }, [survey]);

  return (
    <section className="qs-preview" aria-label={S.preview}>
      <div ref={host} hidden={!shown} style={{ maxWidth: '28rem' }} />
      {!shown && <PreviewList survey={survey} />}
    </section>
  );
}

/** The read-only stand-in: every control is disabled. */
function PreviewList({ survey }: { survey: Survey }) {
  return (
    <>
      <p className="inline-notice">{S.previewNotice}</p>
      <ol className="qs-preview-list">
        {survey.questions.map((question) => (
          <li key={idKey(question.id)} className="qs-preview-question">
            <PreviewQuestion question={question} />
          </li>
        ))}
      </ol>
    </>
  );
}

function PreviewQuestion({ question }: { question: Question }) {
  const id = useId();
  const titleId = `${id}-title`;
  const title = (
    <p id={titleId} className="qs-preview-title">
      {question.title}
      {question.settings.required && <span aria-hidden="true"> *</span>}
    </p>
  );
  switch (question.type) {
    case 'checkbox':
    case 'radio-button':
    case 'image-radio':
    case 'icon-choice':
      return (
        <fieldset disabled aria-labelledby={titleId}>
          {title}
          {question.config.options.map((option, i) => (
            <label key={i} className="qs-preview-option">
              <input type={question.type === 'checkbox' ? 'checkbox' : 'radio'} name={id} /> {optionLabel(option)}
            </label>
          ))}
        </fieldset>
      );
    case 'star-rating':
      return <Scale titleId={titleId} title={title} max={5} star />;
    case 'nps':
      return <Scale titleId={titleId} title={title} max={10} low={S.npsLow} high={S.npsHigh} />;
    case 'long-text':
      return (
        <>
          {title}
          <textarea aria-labelledby={titleId} disabled rows={3} />
        </>
      );
    case 'email':
      return (
        <>
          {title}
          {question.config.include_name === true && <input aria-label={S.firstName} placeholder={S.firstName} disabled />}
          <input type="email" aria-labelledby={titleId} placeholder={S.email} disabled />
        </>
      );
    default:
      return (
        <>
          {title}
          <input aria-labelledby={titleId} disabled />
        </>
      );
  }
}

function Scale({
  titleId,
  title,
  max,
  star = false,
  low,
  high,
}: {
  titleId: string;
  title: ReactNode;
  max: number;
  star?: boolean;
  low?: string;
  high?: string;
}) {
  return (
    <div role="group" aria-labelledby={titleId}>
      {title}
      <div className="qs-preview-scale">
        {Array.from({ length: max }, (_, i) => (
          <button key={i} type="button" disabled aria-label={String(i + 1)}>
            {star ? '☆' : i + 1}
          </button>
        ))}
      </div>
      {low && high && (
        <p className="qs-preview-labels">
          <span>{low}</span>
          <span>{high}</span>
        </p>
      )}
    </div>
  );
}
