/**
 * The admin's one message catalogue: every word the shell shows is an ICU message (FormatJS
 * `intl-messageformat`, with plural rules) kept in `locales/{language}.json` beside the feature's
 * `strings.ts`, which is still what screens and tests import.
 *
 * Invariants:
 * - A feature's English messages load with its `strings.ts` (so each lazy screen carries its own
 *   words, as before); every other language is loaded whole, all features at once, before the
 *   admin switches to it, so reading a message never waits.
 * - A `strings.ts` object is live: each message is a getter that formats in the language the admin
 *   speaks when it is read. Nothing may keep a message in a module-level constant; the screens'
 *   test in uncatalogued.test.tsx finds one that does.
 * - A message missing from a language falls back to English (catalogue.test.ts keeps German
 *   complete, so this is for a feature that is being written).
 * - The admin's React tree is remounted when the language changes (LanguageRoot), so every screen
 *   renders its words again; nothing else follows the switch.
 */
import { IntlMessageFormat } from 'intl-messageformat';

/** The languages an administrator can choose, English first (the fallback). */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One feature's messages in one language: key → ICU message. */
export type Messages = Readonly<Record<string, string>>;

/** A value a message may be given. */
export type Value = string | number | Date;

/** The messages of a language other than English, by feature, as the tests' pseudo-language gives them. */
export type Translation = ReadonlyMap<string, Messages>;

interface Spoken {
  /** The tag `<html lang>` gets. */
  tag: string;
  /** The locale of plural rules, numbers and dates. */
  locale: string;
  translation: Translation | null;
}

const ENGLISH: Spoken = { tag: 'en', locale: 'en', translation: null };

/** Every feature's English messages, registered by its `strings.ts` as it loads. */
const english = new Map<string, Messages>();

/**
 * The other languages' catalogues, loaded on demand: `/src/{feature}/locales/{language}.json`.
 * English is left out: each `strings.ts` imports its own.
 */
const CATALOGUES = import.meta.glob<Messages>(['/src/**/locales/*.json', '!/src/**/locales/en.json'], { import: 'default' });

let spoken: Spoken = ENGLISH;
/** Counts the switches asked for, so a slow load does not override a later choice. */
let switches = 0;
const formats = new Map<string, IntlMessageFormat>();
const listeners = new Set<() => void>();

/** The language the admin speaks now (a tag of LANGUAGES, or the tests' pseudo-language). */
export function currentLanguage(): string {
  return spoken.tag;
}

/** The locale numbers and dates are written in: the admin's language. */
export function currentLocale(): string {
  return spoken.locale;
}

/** Calls `listener` after every change of language; returns the unsubscribe. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Speaks `translation` from now on (English itself when null), and says so in `<html lang>`. */
export function speak(tag: string, locale: string, translation: Translation | null): void {
  spoken = translation === null ? ENGLISH : { tag, locale, translation };
  formats.clear();
  document.documentElement.lang = spoken.tag;
  for (const listener of listeners) listener();
}

/** Loads the catalogue of `language`, every feature's, then switches the admin to it. */
export async function switchLanguage(language: Language): Promise<void> {
  const ticket = ++switches;
  if (language === spoken.tag) return;
  if (language === 'en') return speak('en', 'en', null);
  const suffix = `/locales/${language}.json`;
  const files = Object.entries(CATALOGUES).filter(([path]) => path.endsWith(suffix));
  const loaded = await Promise.all(files.map(async ([path, load]) => [featureOf(path, suffix), await load()] as const));
  if (ticket === switches) speak(language, language, new Map(loaded));
}

/** `/src/results/responses/locales/de.json` → `results/responses`. */
function featureOf(path: string, suffix: string): string {
  return path.slice('/src/'.length, -suffix.length);
}

/** The message `key` of `feature` in the admin's language, formatted with `values`. */
function format(feature: string, key: string, values?: Record<string, Value>): string {
  const id = `${feature}\u0000${key}`;
  let message = formats.get(id);
  if (!message) {
    const source = spoken.translation?.get(feature)?.[key] ?? english.get(feature)?.[key];
    if (source === undefined) throw new Error(`The message catalogue of ${feature} has no message ${key}.`);
    // ignoreTag: '<' is text here (the Embed panel's '</body>'); the admin formats no rich text.
    message = new IntlMessageFormat(source, spoken.locale, undefined, { ignoreTag: true });
    formats.set(id, message);
  }
  return message.format(values) as string;
}

declare const BY_NAME: unique symbol;
declare const ALIAS: unique symbol;

/** Another feature's message, shown under this feature's name too; see `alias`. */
export interface Alias {
  readonly [ALIAS]: true;
}

const aliases = new WeakMap<object, () => string>();

/**
 * A message that belongs to another feature's catalogue (`read` returns it), for a strings object
 * that also names it (the Questions step shows the survey rules' validation messages).
 */
export function alias(read: () => string): Alias {
  const marker = {};
  aliases.set(marker, read);
  return marker as Alias;
}

/** A group of messages read by a name known only at run time (`every[unit]`); see `byName`. */
type ByName<T> = T & { readonly [BY_NAME]: true };

/** What `strings` takes: message keys, functions (messages with values), groups and lists of them. */
export type Shape<K extends string> =
  | K
  | Alias
  | ((...args: never[]) => unknown)
  | readonly Shape<K>[]
  | { readonly [name: string]: Shape<K> };

/** What `strings` gives for `T`: each key a string in the admin's language, functions as they are. */
export type Live<T> = T extends string | Alias
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends ByName<infer G>
      ? Readonly<Record<string, Live<G[keyof G]>>>
      : T extends readonly unknown[]
        ? { readonly [I in keyof T]: Live<T[I]> }
        : { readonly [P in keyof T]: Live<T[P]> };

/** One feature's part of the catalogue, as its `strings.ts` uses it. */
export interface Catalogue<K extends string> {
  /**
   * The feature's strings object: every leaf of `shape` that names a message becomes a property
   * that reads the message in the admin's language; functions (messages with values, which call
   * `format`) are kept as they are.
   */
  strings<const T extends Shape<K>>(shape: T): Live<T>;
  /** The message `key` formatted with named `values`, in the admin's language. */
  format(key: K, values: Record<string, Value>): string;
  /** Types a group of `shape` as read by any name (`Record<string, …>`) rather than by its own. */
  byName<const T extends { readonly [name: string]: Shape<K> }>(group: T): ByName<T>;
}

/**
 * Registers the English messages of `feature` (its folder below src/, where `locales/` is) and
 * gives its `strings.ts` the means to read them.
 */
export function catalogue<M extends Messages>(feature: string, messages: M): Catalogue<Extract<keyof M, string>> {
  english.set(feature, messages);
  const live = (shape: unknown): unknown => {
    const target: Record<string, unknown> = Array.isArray(shape) ? ([] as unknown as Record<string, unknown>) : {};
    for (const [name, leaf] of Object.entries(shape as object)) {
      if (typeof leaf === 'string') {
        if (!(leaf in messages)) throw new Error(`${feature}/strings.ts names ${leaf}, which ${feature}/locales/en.json lacks.`);
        Object.defineProperty(target, name, { enumerable: true, get: () => format(feature, leaf) });
      } else if (aliases.has(leaf)) {
        Object.defineProperty(target, name, { enumerable: true, get: aliases.get(leaf)! });
      } else {
        target[name] = typeof leaf === 'function' ? leaf : live(leaf);
      }
    }
    return target;
  };
  return {
    strings: (shape) => live(shape) as never,
    format: (key, values) => format(feature, key, values),
    byName: (group) => group as never,
  };
}
