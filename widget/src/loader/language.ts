/**
 * Which language the widget speaks on this page view. The page's wishes, in order: `data-lang` on
 * the loader's script tag or `window.hearkenConfig.lang`, then `<html lang>`, then the visitor's
 * `navigator.languages`. The first that names a language with a catalogue (widget/locales/) wins,
 * by BCP 47 lookup (RFC 4647 §3.4: `pt-BR` is tried as `pt-BR`, then `pt`; case does not matter);
 * none does, English. Chinese is told apart by its script: Traditional (`zh-Hant`, or Taiwan,
 * Hong Kong and Macau without a script) or else Simplified.
 *
 * The lookup is one pattern, the smallest code that does it: the loader has 2 KB for everything.
 */

// The languages with a catalogue in widget/locales/ (language.test.ts checks every file is found),
// with the region or script where one depends on it; the tag ends there or goes on with more subtags.
const LOOKUP = /^(?:zh-(hant|tw|hk|mo)|(zh)|(pt-br|ar|de|en|es|fa|fr|he|hi|id|it|ja|ko|nl|pl|pt|ru|sv|tr|uk))(?![^-])/i;

/** The catalogue tag for `wishes`, the page's language tags in order of preference. */
export function chooseLanguage(wishes: readonly (string | null | undefined)[]): string {
  for (const wish of wishes) {
    const m = LOOKUP.exec(wish?.replace(/_/g, '-') ?? '');
    if (m) return m[1] ? 'zh-TW' : m[2] ? 'zh-CN' : m[3]!.toLowerCase().replace('br', 'BR');
  }
  return 'en';
}
