/**
 * What an add-on's modules export: the widget module the visitor widget loads, and the
 * components a federated remote exposes for the admin shell's extension points.
 */
import { isComponentPointId } from './extension-points.js';
import type { ComponentPointId, ExtensionComponent } from './extension-points.js';
import type { Question } from './types.js';

/** Props the visitor widget passes to a question renderer. */
export interface WidgetQuestionProps {
  question: Question;
  /** The answer so far; undefined before the visitor answers. */
  value: unknown;
  onAnswer(value: unknown): void;
  disabled: boolean;
  /**
   * The widget's own element factory (Preact's `createElement`): a module builds its markup with
   * it and so ships no UI library of its own.
   */
  h: WidgetElementFactory;
  /**
   * The language of the widget's own words on this page view, a BCP 47 tag of one of
   * {@link WIDGET_LANGUAGES} (`'de'`, `'pt-BR'`): the module says its own words in it
   * (`wordsFor(words, lang)`). Absent in widgets older than the field: read it as `'en'`.
   */
  lang?: string;
  /**
   * The direction of `lang`, which the widget's root already carries (`dir="rtl"` for Arabic,
   * Persian, Hebrew): markup laid out with logical CSS follows it unasked; a module reads it for
   * what CSS cannot flip, such as which arrow key moves forward. Absent: `'ltr'`.
   */
  dir?: WidgetDirection;
  /**
   * Whether the module may store anything in the visitor's browser on this page view (a cookie,
   * localStorage, sessionStorage, IndexedDB, the Cache API): false where the site allows no client
   * storage (the host's answer said `storage: false`) and in the editor's preview, as for the
   * widget's own cookies; the module then keeps what it needs in memory for the page view. Absent
   * in widgets older than the field: read it as true, as {@link mayStore} does.
   */
  storage?: boolean;
}

/** Which way a language is written: left to right, or right to left. */
export type WidgetDirection = 'ltr' | 'rtl';

/** `h(type, props, ...children)`, as Preact's `createElement`. */
export type WidgetElementFactory = (
  type: string | ((props: never) => unknown),
  props: Record<string, unknown> | null,
  ...children: unknown[]
) => unknown;

/**
 * Renders one question of a type the add-on contributes. What it returns is the widget's
 * business (a DOM node, a virtual node …): the SDK does not constrain it.
 */
export type WidgetQuestionRenderer = (props: WidgetQuestionProps) => unknown;

/** The survey being shown, as a widget module sees it (the `survey` of `GET /api/v1/widget/survey`). */
export interface WidgetSurvey {
  /** null in the editor's preview of a survey not saved yet. */
  id: number | null;
  title?: string;
  /** 'nps' for an NPS survey. */
  type: string | null;
  questions: Question[];
  /**
   * The name of the trigger that starts the survey: `immediate`, or one an active add-on provides
   * (its manifest's `widget.triggers`), as named by the survey-settings key that declares
   * `trigger` (a JSON pointer into its value).
   */
  trigger?: string;
  /**
   * The survey's thank-you (`thank_you`, the core's) and the survey-settings keys whose manifests
   * say `widget = true`, of add-ons in force (`settings.{key}` for first-party keys, else
   * `settings.addons.{slug}.{key}`); a key marked `widget_when_set` only where the survey changed it.
   */
  settings?: { [key: string]: unknown };
  /**
   * The BCP 47 tag of the language the survey's texts (title, questions, options, thank-you) are
   * shown in, as the host chose it for this visitor. It may differ from the widget's own `lang`
   * when the survey has no translation for the visitor's language. Absent in widgets older than
   * the field: read it as `'en'`.
   */
  lang?: string;
  /** The direction of the survey's `lang`. Absent: `'ltr'`. */
  dir?: WidgetDirection;
}

/** One answer of a response, as posted to `POST /api/v1/surveys/{id}/responses`. */
export interface WidgetAnswer {
  question_id: string | number;
  /** null for a skipped question. */
  value: unknown;
  extra?: { comments?: string; name?: string };
}

/** What a trigger gets when a survey that names it is mounted. */
export interface WidgetTriggerContext {
  survey: WidgetSurvey;
  /** Starts the survey (asks the first question, opens the panel 100 ms later). Only the first call counts. */
  start(): void;
  /** Aborted when the survey is unmounted: stop listening then. */
  signal: AbortSignal;
  /**
   * @deprecated Always 0: the widget no longer reads any add-on's settings. A trigger reads its
   * own from `survey.settings` (the behavior add-on's `delay` reads `behavior.timing_delay`).
   */
  delaySeconds: number;
  /**
   * Whether the module may store anything in the visitor's browser on this page view (a cookie,
   * localStorage, sessionStorage, IndexedDB, the Cache API): false where the site allows no client
   * storage (the host's answer said `storage: false`) and in the editor's preview, as for the
   * widget's own cookies; the module then keeps what it needs in memory for the page view. Absent
   * in widgets older than the field: read it as true, as {@link mayStore} does.
   */
  storage?: boolean;
}

/**
 * Delays a survey's start until something happens on the page, then calls `ctx.start()`. May
 * return a cleanup, called when the survey is unmounted (as `ctx.signal` aborts).
 */
export type WidgetTrigger = (ctx: WidgetTriggerContext) => void | (() => void);

/** Where the floating widget sits. */
export type WidgetPosition = 'bottom_right' | 'bottom_left' | 'middle_right' | 'middle_left' | 'top_right' | 'top_left';

/**
 * How a survey looks: the site's widget settings with the survey's own theming over them, and
 * the widget's defaults where neither sets a value. Colours are CSS colours.
 */
export interface WidgetLook {
  /** The panel's background. */
  background: string;
  text: string;
  /** Next and Close buttons, focus rings, selected options. */
  button: string;
  /** The toggle button's background. */
  toggle: string;
  /**
   * A font catalogue family ('Open Sans'), which the widget loads from the Hearken server
   * (`loadWebFont`), or any other CSS font-family; null for the widget's own (the system font).
   */
  font: string | null;
  /**
   * The font's weight, 100–900 ('regular' and absent mean 400). Optional for modules written
   * before it.
   */
  fontWeight?: string | null;
  /** An unknown position is drawn as `bottom_right`. Inline surveys ignore it. */
  position: WidgetPosition;
  /** null: no logo; '': the Hearken logo; otherwise the URL of an image. */
  logo: string | null;
  skipText: string;
  nextText: string;
  closeText: string;
  /** Shown beside the toggle's icon; '' for the icon alone. */
  toggleText: string;
  /** The name of the toggle's icon (`field-userfeedback` …). */
  toggleIcon: string;
  /**
   * The floating panel starts minimized on a visitor's first view (the site's
   * `widget_start_minimized`, or a module's say); afterwards the visitor's own choice is kept.
   * Optional for modules written before it: absent means false.
   */
  startMinimized?: boolean;
}

/** What an appearance hook gets beside the look so far. */
export interface WidgetAppearanceContext {
  survey: WidgetSurvey;
  /** A shortcode embed or the editor's preview: no toggle, no Close. */
  inline: boolean;
  /** The editor's preview. */
  preview: boolean;
}

/** Returns the look to draw the survey with, usually `{...look, button: '#000'}`. */
export type WidgetAppearance = (look: WidgetLook, ctx: WidgetAppearanceContext) => WidgetLook;

/** What an after-submit hook gets once the response is stored. */
export interface WidgetAfterSubmitContext {
  survey: WidgetSurvey;
  /** The answers as posted (skipped questions with a null value). */
  answers: WidgetAnswer[];
  /** The stored response's id, or null when the host's answer did not give one. */
  responseId: number | null;
  /**
   * Whether the module may store anything in the visitor's browser on this page view (a cookie,
   * localStorage, sessionStorage, IndexedDB, the Cache API): false where the site allows no client
   * storage (the host's answer said `storage: false`); the module then keeps what it needs in
   * memory for the page view. Absent in widgets older than the field: read it as true, as
   * {@link mayStore} does.
   */
  storage?: boolean;
}

/** An after-submit hook's answer: an http(s) URL to send the visitor to. */
export interface WidgetAfterSubmitResult {
  redirect?: string;
}

/** Runs after a response is stored; may ask for a redirect (the first one asked for wins). */
export type WidgetAfterSubmit = (
  ctx: WidgetAfterSubmitContext,
) => void | WidgetAfterSubmitResult | Promise<void | WidgetAfterSubmitResult>;

/** The add-on's public endpoints, when the host gave the page module a nonce for them. */
export interface WidgetPublicApi {
  /** Absolute URL of the endpoints: `{host}/api/v1/public/addons/{slug}`. */
  base: string;
  /** The nonce the host gave this page view, sent as `X-Hearken-Nonce`. */
  nonce: string;
  /**
   * GETs `{base}/{path}` with the nonce header and no cookies (`credentials: 'omit'`), `query`
   * added to the address (`get('/post', {post_id: 12})` asks `{base}/post?post_id=12`; values are
   * sent as text, after any query `path` already has). Resolves to the answer whatever its status;
   * rejects only when the host cannot be reached. The endpoint must allow GET (`[[public]]
   * methods`).
   */
  get(path: string, query?: WidgetPublicQuery): Promise<Response>;
  /**
   * POSTs `body` as JSON to `{base}/{path}` with the nonce header and no cookies
   * (`credentials: 'omit'`). Resolves to the answer whatever its status; rejects only when the
   * host cannot be reached.
   */
  post(path: string, body: unknown): Promise<Response>;
}

/** The query of a `WidgetPublicApi.get`: names and values, or URLSearchParams for a repeated name. */
export type WidgetPublicQuery = Record<string, string | number | boolean> | URLSearchParams;

/** The page view a page-scoped module runs in: what the widget's script tag says of the page. */
export interface WidgetPageContext {
  /** `location.href`. */
  url: string;
  title: string;
  referrer: string;
  page_type: string | null;
  post_type: string | null;
  post_id: string | null;
  /** `taxonomy:term` pairs. */
  terms: string[];
  /** null when the page does not say. */
  logged_in: boolean | null;
  role: string | null;
  /** The Hearken host's origin (and path prefix, if any), without a trailing slash. */
  host: string;
  /** null when the host sent no `public` for this module. */
  public: WidgetPublicApi | null;
  /**
   * The language of the widget's own words on this page view, a BCP 47 tag of one of
   * {@link WIDGET_LANGUAGES}: what the module's own words on the page are said in
   * (`wordsFor(words, ctx.lang)`). Absent in widgets older than the field: read it as `'en'`.
   */
  lang?: string;
  /**
   * The direction of `lang`. A page module's markup sits in the site's page, outside the widget's
   * root, so it sets `dir` (and `lang`) on its own element where its words are. Absent: `'ltr'`.
   */
  dir?: WidgetDirection;
  /**
   * Whether the module may store anything in the visitor's browser on this page view (a cookie,
   * localStorage, sessionStorage, IndexedDB, the Cache API): false where the site allows no client
   * storage (the host's answer said `storage: false`); the module then keeps what it needs in
   * memory for the page view. Absent in widgets older than the field: read it as true, as
   * {@link mayStore} does.
   */
  storage?: boolean;
}

/**
 * Renders into one `[data-hearken-embed="<name>"]` element of the page. May return a cleanup,
 * called when the element leaves the page.
 */
export type WidgetEmbed = (el: HTMLElement, ctx: WidgetPageContext) => void | (() => void);

/** The default export of an add-on's widget module. Every member but `features` is optional. */
export interface WidgetModule {
  /** The widget features the module provides (as in the manifest's `widget.features`). */
  features: string[];
  /** Renderers by question type key. */
  questionTypes?: Record<string, WidgetQuestionRenderer>;
  /**
   * Triggers by name, those the manifest's `widget.triggers` declares: a survey whose `trigger` is
   * that name (and which the host allows in `features.triggers`) starts when the trigger calls
   * `start()`. `immediate` is built in.
   */
  triggers?: Record<string, WidgetTrigger>;
  /** Adjusts the look before the survey is drawn; modules apply in load order. */
  appearance?: WidgetAppearance;
  /** Runs after a response is stored; never in the editor's preview, never when nothing was sent. */
  afterSubmit?: WidgetAfterSubmit;
  /** Page-scoped modules: renderers of the page's `[data-hearken-embed="<name>"]` elements, by name. */
  embeds?: Record<string, WidgetEmbed>;
  /** Page-scoped modules: runs once per page view, before any module's embeds render. */
  page?: (ctx: WidgetPageContext) => void;
  /**
   * The module's own visitor words (star names, a status line; not the texts an administrator
   * types, which the host translates per survey) by BCP 47 language tag, each a map of key to
   * text, English (`en`) the base: `{en: {stars: '{n} of {max} stars'}, de: {…}}`. The module
   * picks its words with `wordsFor(words, props.lang)`; listing them here lets the host and tools
   * see which languages it speaks. A language may leave keys out: they are said in English.
   */
  words?: WidgetWords;
}

/** A widget module's own words: by language tag, each a map of key to text. */
export type WidgetWords = Record<string, Record<string, string>>;

/**
 * The languages the widget speaks, as BCP 47 tags: those of its own words (widget/locales/),
 * which `lang` is always one of. A module that ships words in each of them speaks wherever the
 * widget does.
 */
export const WIDGET_LANGUAGES = [
  'ar', 'de', 'en', 'es', 'fa', 'fr', 'he', 'hi', 'id', 'it', 'ja',
  'ko', 'nl', 'pl', 'pt', 'pt-BR', 'ru', 'sv', 'tr', 'uk', 'zh-CN', 'zh-TW',
] as const;

/** One of the widget's languages: `Record<WidgetLanguage, …>` holds a module's words in each. */
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

/** Chinese whose tag names Traditional script, or Taiwan, Hong Kong or Macau without a script. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)(-|$)/;

/**
 * The words of `words` for `lang`, with English for each key that language lacks. The language is
 * found as the widget finds its own (BCP 47 lookup, RFC 4647 §3.4, case ignored, `_` read as `-`): the
 * whole tag, then shorter and shorter prefixes (`pt-BR-x-a`: `pt-BR-x-a`, `pt-BR-x`, `pt-BR`,
 * `pt`); Chinese tries, before plain `zh`, `zh-TW` for Traditional (`zh-Hant…`, `zh-TW`, `zh-HK`,
 * `zh-MO`) and `zh-CN` for any other. An absent or unknown `lang` gets English.
 * @example
 * const t = wordsFor({ en: { close: 'Close', more: 'More' }, de: { close: 'Schließen' } }, 'de-AT');
 * // { close: 'Schließen', more: 'More' }
 */
export function wordsFor<T extends Record<string, string> = Record<string, string>>(
  words: ({ en?: T } & WidgetWords) | undefined,
  lang: string | null | undefined,
): T {
  const tags = new Map(Object.keys(words ?? {}).map((tag) => [tag.toLowerCase(), tag]));
  const wanted = (lang || 'en').replace(/_/g, '-').toLowerCase();
  const subtags = wanted.split('-');
  const lookup = subtags.map((_, i) => subtags.slice(0, subtags.length - i).join('-'));
  if (subtags[0] === 'zh') {
    lookup.splice(Math.max(1, lookup.length - 1), 0, TRADITIONAL_CHINESE.test(wanted) ? 'zh-tw' : 'zh-cn');
  }
  const found = lookup.find((tag) => tags.has(tag));
  return { ...words?.en, ...(found === undefined ? {} : words?.[tags.get(found)!]) } as T;
}

/**
 * `text` with each `{name}` replaced by `values[name]`; a placeholder without a value stays as
 * written. `fillWords('{n} of {max} stars', {n: 3, max: 5})` is `'3 of 5 stars'`. Numbers are
 * written as they are (`String(n)`): format them first where the language's separators matter.
 */
export function fillWords(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/**
 * Whether a module may store anything in the visitor's browser: false only when its context (a
 * renderer's props, a trigger's, after-submit's or page module's `ctx`) says `storage: false`.
 * A widget older than the field says nothing, which allows it, as before.
 * @example
 * if (mayStore(ctx)) localStorage.setItem('my-addon:voted', 'yes');
 */
export function mayStore(ctx: { storage?: boolean | undefined } | null | undefined): boolean {
  return ctx?.storage !== false;
}

/** Throws unless `value`, when present, is a function. */
function checkFunction(member: string, value: unknown): void {
  if (value !== undefined && typeof value !== 'function') {
    throw new TypeError(`defineWidgetModule: ${member} must be a function.`);
  }
}

/** A trigger or embed name that no element or survey setting could use. */
const blank = (name: string) => name.trim() === '';

/** Throws unless `value`, when present, is an object of functions, none under a name `refuse` refuses. */
function checkFunctions(member: string, value: unknown, refuse: (name: string) => boolean = () => false): void {
  if (value === undefined) return;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`defineWidgetModule: ${member} must be an object of functions.`);
  }
  for (const [name, fn] of Object.entries(value)) {
    if (refuse(name)) throw new TypeError(`defineWidgetModule: ${member} may not be named ${JSON.stringify(name)}.`);
    checkFunction(`${member}["${name}"]`, fn);
  }
}

/** Throws unless `words`, when present, is an object of objects of strings. */
function checkWords(words: unknown): void {
  if (words === undefined) return;
  const isMap = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isMap(words)) throw new TypeError('defineWidgetModule: words must be an object of word lists by language tag.');
  for (const [tag, list] of Object.entries(words)) {
    if (!isMap(list)) throw new TypeError(`defineWidgetModule: words["${tag}"] must be an object of texts.`);
    for (const [key, text] of Object.entries(list)) {
      if (typeof text !== 'string') throw new TypeError(`defineWidgetModule: words["${tag}"]["${key}"] must be a string.`);
    }
  }
}

/**
 * Declares a widget module. Returns `m` itself after checking, at run time, that `features` is
 * an array of non-empty strings, that `questionTypes`, `triggers` and `embeds`, when present,
 * map non-blank names to functions (no trigger may be named `immediate`: it is built in), that
 * `appearance`, `afterSubmit` and `page`, when present, are functions, and that `words`, when
 * present, is an object of objects of strings (which languages and keys it has is the module's
 * business).
 * @throws TypeError when the module is malformed.
 */
export function defineWidgetModule(m: WidgetModule): WidgetModule {
  if (typeof m !== 'object' || m === null) {
    throw new TypeError('defineWidgetModule: expected a module object.');
  }
  const features: unknown = m.features;
  if (!Array.isArray(features)) {
    throw new TypeError('defineWidgetModule: features must be an array of strings.');
  }
  features.forEach((feature: unknown, i) => {
    if (typeof feature !== 'string' || feature.trim() === '') {
      throw new TypeError(`defineWidgetModule: features[${i}] must be a non-empty string.`);
    }
  });
  checkFunctions('questionTypes', m.questionTypes);
  checkFunctions('triggers', m.triggers, (name) => blank(name) || name === 'immediate');
  checkFunctions('embeds', m.embeds, blank);
  checkFunction('appearance', m.appearance);
  checkFunction('afterSubmit', m.afterSubmit);
  checkFunction('page', m.page);
  checkWords(m.words);
  return m;
}

/** What a remote exports for one extension point. */
export interface RemoteDefinition<P extends ComponentPointId> {
  point: P;
  component: ExtensionComponent<P>;
}

/**
 * Declares the component a remote exposes for extension point `point`, typed by its props.
 * `menu-item` has no component: it is only a manifest entry.
 * @throws TypeError when `point` is not a point that mounts a component, or `component` is not a function.
 */
export function defineRemote<P extends ComponentPointId>(
  point: P,
  component: ExtensionComponent<P>,
): RemoteDefinition<P> {
  if (point === ('menu-item' as string)) {
    throw new TypeError('defineRemote: menu-item has no component; list it in the manifest only.');
  }
  if (!isComponentPointId(point)) {
    throw new TypeError(`defineRemote: unknown extension point ${JSON.stringify(point)}.`);
  }
  if (typeof component !== 'function') {
    throw new TypeError('defineRemote: the component must be a function.');
  }
  return { point, component };
}
