import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RemoteEntry } from '@hearken/addon-sdk';
import { useUiManifest } from '../../../federation/manifest';
import type { Question, Survey } from '../../model/types';
import { idKey } from '../../rules/logic';
import { optionLabel } from '../../rules/questions';
import { QUESTIONS_STRINGS as S } from './strings';

/**
 * The visitor widget's renderer as the host serves it (widget/, docs/WIDGET_PROTOCOL.md). Imported
 * at run time from the host, not bundled: the preview runs the very code visitors get.
 */
const WIDGET_RENDERER_URL = '/widget/renderer.js';

/**
 * The global widget settings' defaults (spec 002 §9), colours left to the widget's own (the design
 * tokens); the survey's own theming still applies.
 */
const APPEARANCE_DEFAULTS = {
  widget_position: 'bottom_right',
  widget_show_logo: true,
  logo_type: 'userfeedback',
  skip_text: 'Skip',
  next_text: 'Next',
};

/**
 * The width of the widget's panel on a page (widget/src/renderer/widget.css `.hk-panel`): the
 * preview draws the inline widget in a box this wide, so it wraps as visitors see it.
 */
export const WIDGET_PANEL_WIDTH = 340;

/** What renderer.js exports (widget/src/protocol.ts `MountInit`, the part the preview uses). */
interface WidgetRenderer {
  mount(
    target: HTMLElement,
    init: {
      survey: Survey;
      appearance: typeof APPEARANCE_DEFAULTS;
      modules: unknown[];
      preview: true;
      inline: true;
    },
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

const widgetModules = new Map<string, Promise<unknown>>();

/**
 * The default exports of the add-ons' widget modules, as the loader imports them: the star, NPS,
 * image and icon controls are theirs. A module that fails is left out (its questions then show no
 * control, as on a page), and tried again next time.
 */
function loadModules(urls: string[]): Promise<unknown[]> {
  return Promise.all(
    urls.map((url) => {
      let loading = widgetModules.get(url);
      if (!loading) {
        loading = import(/* @vite-ignore */ url).then(
          (m: { default?: unknown }) => m.default ?? null,
          () => {
            widgetModules.delete(url);
            return null;
          },
        );
        widgetModules.set(url, loading);
      }
      return loading;
    }),
  ).then((modules) => modules.filter((m) => m !== null));
}

/**
 * The widget modules the survey needs, as the host picks them for a page: those of the active
 * add-ons (the UI manifest's remotes) whose features name one of its question types.
 */
export function widgetModuleUrls(remotes: readonly RemoteEntry[], survey: Survey): string[] {
  const types = new Set(survey.questions.map((q) => q.type));
  return remotes.flatMap((r) => (r.widget_module && r.widget_features.some((feature) => types.has(feature)) ? [r.widget_module] : []));
}

function useWidgetModuleUrls(survey: Survey): string[] | undefined {
  const { manifest, loading } = useUiManifest();
  const key = widgetModuleUrls(manifest?.remotes ?? [], survey).join(' ');
  // The same list each render while it does not change, so the widget is not mounted again.
  return useMemo(() => (loading ? undefined : key === '' ? [] : key.split(' ')), [loading, key]);
}

/**
 * The survey as a visitor sees it: the visitor widget itself with the add-ons' widget modules,
 * inline, at the panel's width and in preview mode (nothing is posted, Skip is hidden). While the
 * widget loads, or if it cannot be loaded, the questions are listed read-only instead.
 */
export function SurveyPreview({ survey }: { survey: Survey }) {
  const host = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const moduleUrls = useWidgetModuleUrls(survey);

  useEffect(() => {
    if (!moduleUrls) return;
    let gone = false;
    let widget: { unmount(): void } | undefined;
    Promise.all([loadRenderer(), loadModules(moduleUrls)]).then(
      ([r, modules]) => {
        if (gone || !host.current) return;
        widget = r.mount(host.current, { survey, appearance: APPEARANCE_DEFAULTS, modules, preview: true, inline: true });
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
  }, [survey, moduleUrls]);

  return (
    <section className="qs-preview" aria-label={S.preview}>
      {/* The widget's own element is reset to `all: initial` (an inline box): the frame sets the width. */}
      <div className="qs-preview-widget" hidden={!shown} style={{ inlineSize: WIDGET_PANEL_WIDTH, maxInlineSize: '100%' }}>
        <div ref={host} />
      </div>
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
