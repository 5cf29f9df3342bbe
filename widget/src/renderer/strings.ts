/**
 * The widget's own words (spec 002 §5, §9). English is the source, built in here from
 * widget/locales/en.json; every other language is a catalogue of the same keys in
 * widget/locales/<tag>.json, which the loader fetches for its page view (loader/language.ts) and
 * hands to `mount` as `init.words`. Skip, Next and the thank-you may also be set per site or survey.
 *
 * - `send`: the last question's submit button, in Next's place.
 * - `progress`: where the visitor is, "{n} of {total}" (the question's place in the survey,
 *   skipped ones counted); a language orders the two as it reads.
 * - `openSurvey`, `minimizeSurvey`: the toggle's accessible name when the site sets no toggle text.
 * - `panel`: the accessible name of the panel (a region) of a survey with no title.
 * - `required`: read after a required question's title.
 */
import en from '../../locales/en.json';

export type Words = typeof en;

export const STRINGS: Words = en;

/** Shown in the footer unless the site sets its own logo or none: a name, not a word to translate. */
export const LOGO = 'Hearken';

/** The languages written right to left: the widget's root says `dir="rtl"` for them. */
export const RTL = /^(ar|fa|he|ur)\b/i;

/** "{n} of {total}" in the language of `t`. */
export const progress = (t: Words, n: number, total: number) => t.progress.replace('{n}', `${n}`).replace('{total}', `${total}`);
