import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it } from 'vitest';
import { FRAME_STRINGS } from '../frame/strings';
import { RESULTS_STRINGS } from '../results/strings';
import { currentLanguage, LANGUAGES, switchLanguage, type Messages } from './catalogue';

/** Every catalogue file: `/src/{feature}/locales/{language}.json`. */
const FILES = import.meta.glob<Messages>('/src/**/locales/*.json', { eager: true, import: 'default' });
/** Every strings.ts, as text. */
const SOURCES = import.meta.glob<string>('/src/**/strings.ts', { eager: true, query: '?raw', import: 'default' });

const catalogues = new Map<string, Map<string, Messages>>();
for (const [path, messages] of Object.entries(FILES)) {
  const [, feature, language] = /^\/src\/(.+)\/locales\/([^/]+)\.json$/.exec(path)!;
  if (!catalogues.has(feature!)) catalogues.set(feature!, new Map());
  catalogues.get(feature!)!.set(language!, messages);
}

interface Argument {
  name: string;
  /** Used as a number: a plural, a number format or `#`. */
  numeric: boolean;
}

/** The arguments an ICU message uses, through plural and select branches. */
function argumentsOf(message: string): Argument[] {
  const found: Argument[] = [];
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0) {
        // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural (the parser's TYPE)
        found.push({ name: element.value, numeric: element.type === 2 || element.type === 6 });
      }
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst());
  return found;
}

afterEach(() => switchLanguage('en'));

describe('the message catalogue', () => {
  it('has every feature in every offered language, with exactly the keys of English', () => {
    expect(catalogues.size).toBeGreaterThan(15);
    for (const [feature, languages] of catalogues) {
      const english = Object.keys(languages.get('en') ?? {}).sort();
      expect(english.length, `${feature} has English`).toBeGreaterThan(0);
      for (const language of LANGUAGES) {
        expect(Object.keys(languages.get(language) ?? {}).sort(), `${feature}/locales/${language}.json`).toEqual(english);
      }
    }
  });

  it('parses every message and formats it with the arguments English uses', () => {
    for (const [feature, languages] of catalogues) {
      const english = languages.get('en')!;
      for (const [key, source] of Object.entries(english)) {
        const all = [...languages.values()].map((messages) => messages[key]!);
        const args = new Map<string, boolean>();
        for (const message of all) for (const { name, numeric } of argumentsOf(message)) args.set(name, numeric || !!args.get(name));
        const englishArgs = new Set(argumentsOf(source).map((a) => a.name));
        const values = Object.fromEntries([...args].map(([name, numeric]) => [name, numeric ? 2 : 'x']));
        for (const [language, messages] of languages) {
          const message = messages[key]!;
          const where = `${feature}/locales/${language}.json ${key}`;
          for (const { name } of argumentsOf(message)) expect(englishArgs.has(name), `${where} uses {${name}}, which English does not`).toBe(true);
          expect(() => new IntlMessageFormat(message, language, undefined, { ignoreTag: true }).format(values), where).not.toThrow();
        }
      }
    }
  });

  it('is read by one strings.ts per feature, which names its own folder', () => {
    for (const feature of catalogues.keys()) {
      const source = SOURCES[`/src/${feature}/strings.ts`];
      expect(source, `${feature}/strings.ts`).toBeDefined();
      expect(source).toContain(`catalogue('${feature}', en)`);
    }
  });

  it('switches every strings object to German at once, with its plural rules and <html lang>', async () => {
    expect(FRAME_STRINGS.nav.surveys).toBe('Surveys');
    await switchLanguage('de');
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(FRAME_STRINGS.nav.surveys).toBe('Umfragen');
    expect(RESULTS_STRINGS.survey.stars.count(1)).toBe('1 Bewertung');
    expect(RESULTS_STRINGS.survey.stars.count(1234)).toBe('1.234 Bewertungen');
    expect(RESULTS_STRINGS.survey.stars.outOf(4.25)).toBe('4,3 von 5');
    await switchLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(RESULTS_STRINGS.survey.stars.count(1234)).toBe('1,234 ratings');
  });
});
