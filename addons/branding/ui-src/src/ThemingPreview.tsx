/**
 * The survey as visitors see it with the card's theming: the visitor widget's own renderer, inline
 * and in preview mode (nothing is posted, Skip is hidden), drawing through this add-on's widget
 * module, the code that applies a survey's theming on the site. It is mounted again whenever the
 * theming changes. Until the renderer loads, or when it cannot be, a static sketch stands in.
 */
import type { HearkenApi, Question, Survey } from '@hearken/addon-sdk';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import branding from '../../widget-src/src/index';
import { loadRenderer, type MountInit } from './renderer';
import { STRINGS as S } from './strings';
import { DEFAULT_THEMING, type Theming } from './theming';

/** Stands in for the questions of a survey that has none yet, so the colours have something to show. */
const SAMPLE_QUESTION: Question = {
  id: 'sample',
  type: 'text',
  title: S.sampleQuestion,
  config: { options: [] },
  settings: { required: false, randomize: false, comment_box: false },
  logic: { enabled: false, action: 'show', conditions: [] },
};

/** Is the theming the default light preset with nothing else set? Such a theming is not the survey's own. */
export function isDefaultTheming(theming: Theming): boolean {
  const keys = Object.keys(theming) as (keyof Theming)[];
  return keys.every((key) => theming[key] === undefined || theming[key] === DEFAULT_THEMING[key]);
}

/**
 * The survey the preview mounts: its questions and thank-you with the card's theming, which, as
 * on the site, is left out while it is the default (the site's colours then show). Plain data, so
 * that the preview can tell when it changed.
 */
export function previewSurvey(survey: Survey, theming: Theming): MountInit['survey'] {
  const thankYou = survey.settings['thank_you'];
  return {
    id: survey.id,
    title: survey.title,
    type: survey.type,
    questions: survey.questions.length > 0 ? survey.questions : [SAMPLE_QUESTION],
    settings: {
      ...(thankYou && typeof thankYou === 'object' ? { thank_you: thankYou } : {}),
      ...(isDefaultTheming(theming) ? {} : { theming }),
    },
  };
}

/**
 * The site's widget look as visitors get it: the `appearance` of the public `GET widget/survey`
 * (asked for no survey, `survey_id=0`), which holds the site's colours while they are in force.
 * Empty (the widget's own defaults) until it answers, or when it cannot.
 */
function useSiteAppearance(api: HearkenApi | undefined): Record<string, unknown> {
  const [appearance, setAppearance] = useState<Record<string, unknown>>({});
  useEffect(() => {
    if (typeof api?.get !== 'function') return;
    let gone = false;
    api.get<{ appearance?: Record<string, unknown> }>('widget/survey?survey_id=0').then(
      (answer) => {
        if (!gone && answer.appearance && typeof answer.appearance === 'object') setAppearance(answer.appearance);
      },
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [api]);
  return appearance;
}

/**
 * The rest of what the preview mounts: inline and in preview mode, with the branding module; the
 * site's `appearance` joins it once known.
 */
const PREVIEW_INIT = { modules: [branding], preview: true, inline: true } satisfies Omit<MountInit, 'survey'>;

type State = 'loading' | 'shown' | 'unavailable';

export function ThemingPreview({ survey, theming, api }: { survey: Survey; theming: Theming; api?: HearkenApi }) {
  const headingId = useId();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');
  const appearance = useSiteAppearance(api);
  // Mounted again only when what it draws changes, not on every render of the card.
  const drawn = JSON.stringify({ survey: previewSurvey(survey, theming), appearance });

  useEffect(() => {
    let gone = false;
    let widget: { unmount(): void } | undefined;
    loadRenderer().then(
      (renderer) => {
        if (gone || !host.current) return;
        const { survey: shown, appearance: site } = JSON.parse(drawn) as { survey: MountInit['survey']; appearance: MountInit['appearance'] };
        widget = renderer.mount(host.current, { ...PREVIEW_INIT, survey: shown, ...(site ? { appearance: site } : {}) });
        setState('shown');
      },
      () => {
        if (!gone) setState('unavailable');
      },
    );
    return () => {
      gone = true;
      widget?.unmount();
    };
  }, [drawn]);

  return (
    <section className="theming-preview" aria-labelledby={headingId}>
      <h4 id={headingId}>{S.preview}</h4>
      <div ref={host} hidden={state !== 'shown'} data-testid="theming-widget" />
      {state === 'loading' && <p role="status">{S.previewLoading}</p>}
      {state === 'unavailable' && <PreviewSketch theming={theming} question={survey.questions[0]?.title || S.sampleQuestion} />}
    </section>
  );
}

/** A static picture of the panel in the theming's colours and labels; nothing in it is interactive. */
function PreviewSketch({ theming, question }: { theming: Theming; question: string }) {
  const logo =
    theming.logo_type === 'none' ? null : theming.logo_type === 'custom' ? (
      theming.custom_logo ? <img src={theming.custom_logo} alt="" className="theming-sketch-logo-image" /> : null
    ) : (
      <span className="theming-sketch-logo">Hearken</span>
    );
  return (
    <>
      <p className="field-hint">{S.previewFallback}</p>
      <div
        className="theming-sketch"
        data-testid="theming-sketch"
        style={{ background: theming.widget_color, color: theming.text_color }}
      >
        <p className="theming-sketch-question">{question}</p>
        <div className="theming-sketch-answer">{S.sampleAnswer}</div>
        <div className="theming-sketch-actions">
          <span style={{ color: theming.button_color }}>{theming.skip_text ?? S.skipDefault}</span>
          <span
            className="theming-sketch-next"
            style={{ background: theming.button_color, '--sketch-fill': theming.button_color } as CSSProperties}
          >
            {theming.next_text ?? S.nextDefault}
          </span>
        </div>
        {logo && <div className="theming-sketch-footer">{logo}</div>}
      </div>
    </>
  );
}
