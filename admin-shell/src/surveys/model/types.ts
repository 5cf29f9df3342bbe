/**
 * The survey as the host sends and takes it (host/src/surveys/model.rs, spec 000 §3): the host's
 * OpenAPI document's types (`ApiSchemas`, generated into the SDK from docs/openapi.json), narrowed
 * where the editor knows more than the document says. `Narrowed` accepts only a field the
 * document has and a type it allows, so these cannot drift from the API.
 */
import type { ApiSchemas, Narrowed } from '@hearken/addon-sdk';

export type SurveyStatus = 'draft' | 'publish' | 'trash';

/** Core types and the question-types add-on's; other add-ons may contribute more keys. */
export type QuestionTypeKey =
  | 'checkbox'
  | 'radio-button'
  | 'email'
  | 'text'
  | 'long-text'
  | 'star-rating'
  | 'nps'
  | 'image-radio'
  | 'icon-choice'
  | (string & {});

export type ImageOption = { label: string; image: string };

export type IconOption = { label: string; icon: { name: string; style: string } | null };

/** Plain strings for checkbox and radio-button; objects for image-radio and icon-choice. */
export type QuestionOption = string | ImageOption | IconOption;

export type LogicCondition = Narrowed<
  ApiSchemas['LogicCondition'],
  { question_id: string | number | null; compare: string; value: unknown }
>;

export type QuestionLogic = Narrowed<
  ApiSchemas['QuestionLogic'],
  { action: 'show' | 'hide'; conditions: LogicCondition[] }
>;

/** The core's settings of a question; question types add-ons bring may add their own keys. */
export type QuestionSettings = Narrowed<
  ApiSchemas['QuestionSettings'],
  {
    required: boolean;
    randomize: boolean;
    comment_box: boolean;
    icon_color?: string;
    icon_size?: 'small' | 'medium' | 'large';
  }
>;

export type QuestionConfig = Narrowed<ApiSchemas['QuestionConfig'], { options: QuestionOption[]; include_name?: boolean }>;

export type Question = Narrowed<
  ApiSchemas['Question'],
  {
    /** Client-made string ids for new questions; the server keeps them. */
    id: string | number;
    type: QuestionTypeKey;
    title: string;
    config: QuestionConfig;
    settings: QuestionSettings;
    logic: QuestionLogic;
  }
>;

/**
 * Where a thank-you redirect goes, as the pickers store it: the page's id on the site (or a typed
 * address), its title and its address. The host copies `url` to `redirect_url` on save. Surveys
 * saved before the pickers may hold other shapes: read them through `storedTarget`.
 */
export type RedirectTarget = Narrowed<ApiSchemas['RedirectTarget'], { id: string | number }>;

/** `GET search?title=`: a page the widget has seen. */
export type FoundPage = ApiSchemas['PageItem'];

export type RedirectCondition = Narrowed<
  ApiSchemas['RedirectCondition'],
  {
    question: string | number | null;
    condition: unknown;
    /** A `RedirectTarget` (older rows: a bare address). */
    page: unknown;
  }
>;

export type ThankYouType = 'message' | 'redirect' | 'conditional_redirect';

export type ThankYou = Narrowed<
  ApiSchemas['ThankYou'],
  { type: ThankYouType; redirect_to: RedirectTarget | null; conditions: RedirectCondition[] }
>;

/** Whom a survey shows to (issue 35, `settings.audience`; host/src/surveys/limits.rs). */
export interface SurveyAudience {
  /** The share of eligible visitors it shows to, 0.1 to 100 with one decimal; decided once per visitor. */
  sample_percent: number;
  /** At most this many `daily_limit_of` a day, spread over the day; null: no daily limit. */
  daily_limit: number | null;
  daily_limit_of: 'impressions' | 'responses';
}

export type QuotaAction = 'end' | 'continue';

/** At most `limit` responses whose answer to `question_id` is `value` (one of its options' text). */
export interface Quota {
  question_id: string | number | null;
  value: string;
  limit: number;
  /** What a visitor past the quota meets: the end of the survey, or its other questions. */
  action: QuotaAction;
}

/** How many answers a survey takes (issue 35, `settings.limits`). */
export interface SurveyLimits {
  /** The survey closes after this many responses; null: no limit. */
  responses: number | null;
  quotas: Quota[];
}

/**
 * The core's settings and the first-party add-ons' the shell still edits itself. Keys other
 * add-ons own (devices and page rules, timing, geo targeting, …) pass through untouched: the host
 * fills their defaults and the add-ons' own editor cards edit them.
 */
export type SurveySettings = Narrowed<
  ApiSchemas['SurveySettings'],
  {
    thank_you: ThankYou;
    audience: SurveyAudience;
    limits: SurveyLimits;
    theming: { color_scheme: 'light' | 'dark'; widget_color: string; text_color: string; button_color: string };
    google_drive: { enable: boolean; file_name: string; spreadsheet_id: string };
  }
>;

export type EmailLogic = Narrowed<ApiSchemas['EmailLogic'], { action: 'send'; conditions: LogicCondition[] }>;

export type SurveyNotifications = Narrowed<
  ApiSchemas['Notifications'],
  { email: Narrowed<ApiSchemas['EmailNotification'], { logic: EmailLogic }> }
>;

/** Language tag → text id → the text in that language (issue 34; ids: `surveys/editor/translations/textLabels.ts`). */
export type SurveyTranslations = Record<string, Record<string, string>>;

/**
 * A survey's languages (issue 34), until the OpenAPI document lists them: the base language of its
 * texts (BCP 47; null when not said) and its texts in other languages. Optional: a survey saved
 * before languages existed has neither.
 */
export interface SurveyLanguages {
  language?: string | null;
  translations?: SurveyTranslations;
}

/** A survey as the host answers it. */
export type StoredSurvey = Narrowed<
  ApiSchemas['Survey'],
  {
    /** 'nps' for an NPS survey; null otherwise. */
    type: string | null;
    status: SurveyStatus;
    questions: Question[];
    settings: SurveySettings;
    notifications: SurveyNotifications;
  }
> &
  SurveyLanguages & {
    /** Read-only: the response limit is set and reached (issue 35). */
    closed_by_limit?: boolean;
  };

/**
 * The survey the editor edits: one the host answered, or a new one (no id until the first save,
 * none of the counters yet). It is posted back as it is (`SurveyInput` takes it: checked below).
 */
export type Survey = Omit<
  StoredSurvey,
  'id' | 'created_at' | 'updated_at' | 'impressions' | 'responses_count' | 'cookie_name' | 'closed_by_limit'
> &
  Partial<Pick<StoredSurvey, 'created_at' | 'updated_at' | 'impressions' | 'responses_count' | 'cookie_name' | 'closed_by_limit'>> & {
    /** null until the first save. */
    id: number | null;
  };

/** `POST surveys`: the saved survey, whether it is published, and why not (per-field reasons keyed `questions.0.title` …). */
export type SaveOutcome = Narrowed<ApiSchemas['SaveOutcome'], { survey: StoredSurvey; fields: Record<string, string> }>;

/** `GET survey-templates`. */
export type Template = Narrowed<ApiSchemas['Template'], { questions: Question[] }>;

/** The editor posts its survey as it is: it must be what `POST surveys` takes. */
type Accepts<T, _U extends T> = true;
export type SurveyIsInput = Accepts<ApiSchemas['SurveyInput'], Survey>;
