/**
 * Add-on API 1.1: the values an add-on owns, as its admin remote reads and writes them through the
 * host's REST API. A third-party add-on's survey-settings keys live under
 * `survey.settings.addons.{slug}`, its plugin-settings keys under `settings.addons.{slug}` (the
 * `GET/POST settings` map), and the data it attached with the `attachments` host interface under
 * `addon_data.{slug}` of a survey or response. The host checks every write against the manifest's
 * schemas and the add-on's `validate-survey-settings` hook; a refusal comes back as a
 * `HearkenApiError` with `code` `addon_refused` (or `invalid`) and the field in `fields`.
 */
import type { Survey } from './types.js';

/** What the host answers in place of a secret plugin setting; send it back to keep the value. */
export const SECRET_PLACEHOLDER = '••••••••';

type Json = Record<string, unknown>;

function objectAt(value: unknown, ...path: string[]): Json {
  let at: unknown = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null || Array.isArray(at)) return {};
    at = (at as Json)[key];
  }
  return typeof at === 'object' && at !== null && !Array.isArray(at) ? { ...(at as Json) } : {};
}

function checkSlug(fn: string, slug: string): void {
  if (typeof slug !== 'string' || slug.trim() === '') {
    throw new TypeError(`${fn}: the slug must be a non-empty string.`);
  }
}

/** The add-on's own survey settings on `survey` (`settings.addons.{slug}`); `{}` when none. */
export function ownSurveySettings<T extends Json = Json>(survey: Pick<Survey, 'settings'>, slug: string): Partial<T> {
  checkSlug('ownSurveySettings', slug);
  return objectAt(survey.settings, 'addons', slug) as Partial<T>;
}

/**
 * `survey` with the add-on's own survey settings changed by `patch` (keys in `patch` replace
 * theirs, the rest are kept), ready to save with `PUT surveys/{id}`. Other add-ons' keys and the
 * core's are left as they are. Does not change `survey`.
 */
export function withOwnSurveySettings<S extends Pick<Survey, 'settings'>>(survey: S, slug: string, patch: Json): S {
  checkSlug('withOwnSurveySettings', slug);
  const addons = objectAt(survey.settings, 'addons');
  return {
    ...survey,
    settings: { ...survey.settings, addons: { ...addons, [slug]: { ...objectAt(addons, slug), ...patch } } },
  };
}

/**
 * The add-on's own plugin settings from `GET settings` (`addons.{slug}`); a secret key holds
 * `SECRET_PLACEHOLDER` when set.
 */
export function ownPluginSettings<T extends Json = Json>(settings: unknown, slug: string): Partial<T> {
  checkSlug('ownPluginSettings', slug);
  return objectAt(settings, 'addons', slug) as Partial<T>;
}

/** The body of `POST settings` that changes only `values` of the add-on's own plugin settings. */
export function pluginSettingsUpdate(slug: string, values: Json): { addons: Record<string, Json> } {
  checkSlug('pluginSettingsUpdate', slug);
  return { addons: { [slug]: { ...values } } };
}

/** The data the add-on attached to a survey or a response (`addon_data.{slug}`); `{}` when none. */
export function attachedData<T extends Json = Json>(record: { addon_data?: unknown }, slug: string): Partial<T> {
  checkSlug('attachedData', slug);
  return objectAt(record.addon_data, slug) as Partial<T>;
}
