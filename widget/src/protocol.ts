/**
 * What the host sends the widget and takes back (docs/WIDGET_PROTOCOL.md), and what the loader
 * hands the renderer. Only types: the loader and the renderer are separate bundles.
 */
import type { Question, WidgetAnswer, WidgetModule } from '@hearken/addon-sdk';

/** A question as `GET /api/v1/widget/survey` sends it (the survey editor's shape). */
export type WidgetQuestion = Question;

/** One condition of a question's skip logic or of a conditional redirect. */
export interface LogicCondition {
  question_id: string | number | null;
  compare: string;
  value: unknown;
}

export interface RedirectCondition {
  question: string | number | null;
  condition_type: string;
  condition: unknown;
  redirect_url?: string | null;
}

export interface ThankYou {
  type?: 'message' | 'redirect' | 'conditional_redirect' | (string & {});
  message?: string;
  redirect_url?: string | null;
  conditions?: RedirectCondition[];
}

export interface WidgetSurvey {
  /** null for a survey the editor has not saved yet (preview only). */
  id: number | null;
  /** The language its texts are shown in (a translation's, else the base's); absent when not said. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  title?: string;
  /** 'nps' for an NPS survey. */
  type: string | null;
  questions: WidgetQuestion[];
  cookie_name?: string;
  /**
   * The thank-you (the core's), and the survey-settings keys add-ons in force send to the widget
   * (their manifests' `widget = true`), which only their own modules read.
   */
  settings?: { thank_you?: ThankYou; [key: string]: unknown };
  /**
   * The trigger that opens it: `immediate`, or a name an active add-on provides (`widget.triggers`),
   * chosen by the host from the survey-settings key that declares `trigger`.
   */
  trigger?: string;
  position?: string;
  nonces?: { impression: string; submission: string };
}

/** The global widget settings (spec 002 §3). Every key is optional: defaults fill the gaps. */
export interface Appearance {
  widget_color?: string;
  widget_text_color?: string;
  widget_button_color?: string;
  widget_toggle_color?: string;
  widget_toggle_text?: string;
  widget_toggle_icon?: string;
  widget_font?: string | { family?: string | null; weight?: string | null } | null;
  widget_position?: string;
  widget_start_minimized?: boolean;
  widget_show_logo?: boolean;
  logo_type?: string;
  widget_custom_logo?: string;
  skip_text?: string;
  next_text?: string;
}

export interface Features {
  /** Skip is hidden on required questions. */
  required_hides_skip?: boolean;
  /** The timings the widget may honour, modules' triggers included; 'immediate' always is. */
  triggers?: string[];
}

/** A widget module the answer names: imported from `url` (relative to the host). */
export interface ModuleRef {
  slug: string;
  url: string;
  features: string[];
}

/** The add-on's public endpoints and the nonce they take (`X-Hearken-Nonce`). */
export interface PublicRef {
  /** Relative to the host: `/api/v1/public/addons/{slug}`. */
  base: string;
  nonce: string;
}

/** A module of an active add-on run on every page view, whether a survey is shown or not. */
export interface PageModuleRef extends ModuleRef {
  /** Absent when the add-on has no public endpoints. */
  public?: PublicRef;
}

/** `GET /api/v1/widget/survey`. */
export interface SurveyAnswer {
  survey: WidgetSurvey | null;
  appearance?: Appearance;
  features?: Features;
  /** The modules the survey needs (question types, triggers, looks, after-submit hooks). */
  modules?: ModuleRef[];
  /** Page-scoped modules: absent or empty on a page that runs none. */
  page_modules?: PageModuleRef[];
  renderer: string;
  /** The language of the widget's own words for this page view (the survey's, else the page's). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** Those words, when a survey is shown and they are not English. */
  words?: Record<string, string>;
  /**
   * false when the site set "no client storage" (issue 35): nothing of the widget writes a cookie
   * or localStorage on this page view.
   */
  storage?: boolean;
  /** A visitor id the host minted for a visitor without one: the loader keeps it as `hearken_vid`. */
  vid?: string;
}

/** A widget module's default export, already imported. */
export type LoadedModule = WidgetModule;

/** The page the response was given on (`page_submitted.id` / `.type`). */
export interface PageContext {
  id?: string | number | null;
  type?: string | null;
}

/** The second argument of `mount(target, init)` (renderer.js). */
export interface MountInit {
  survey: WidgetSurvey;
  appearance?: Appearance;
  features?: Features;
  /** The widget modules' default exports, already imported. */
  modules?: LoadedModule[];
  /** Origin of the host for the impression and response calls; '' means this page's origin. */
  host?: string;
  /** In the page's flow (shortcode embed or editor preview): no toggle, no Close. */
  inline?: boolean;
  /** The editor's Preview: nothing posted, no cookies, Skip hidden. */
  preview?: boolean;
  /**
   * false (the answer's `storage`): no cookie is written, and modules' renderers, triggers and
   * after-submit hooks are told `storage: false`; the loader then gives no `send` either.
   */
  storage?: boolean | undefined;
  /** CSP nonce given to the `<style>` the renderer adds. */
  nonce?: string;
  page?: PageContext;
  /** The widget's language, a BCP 47 tag the host chose (`lang` of its answer); English when absent. */
  lang?: string | undefined;
  /** That language's words (widget/locales/<lang>.json) by key; English fills the keys it lacks. */
  words?: Record<string, string> | undefined;
  /**
   * The loader's outbox (loader/outbox.ts): posts a response's JSON with an Idempotency-Key and
   * retries it until the host answers for good; null when it never did. Without it (no outbox, or
   * `storage: false`) the renderer posts once.
   */
  send?(url: string, body: string): Promise<Response | null>;
}

/** What `mount` returns. */
export interface Mounted {
  unmount(): void;
}

/** One answer of `POST surveys/{id}/responses`. */
export type Answer = WidgetAnswer;
