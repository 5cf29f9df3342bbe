/**
 * The countries a survey can be limited to: ISO 3166-1 alpha-2 codes with their English names,
 * from the English locale of the `i18n-iso-countries` package, sorted by name (spec 002 §5). Only
 * the locale file is imported: the package's runtime (alpha-3 and numeric codes, other languages)
 * would add to the remote's bundle and nothing to the card.
 */
import type { LocaleData } from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

export interface Country {
  /** Upper-case alpha-2, as `geo_targeting.countries` stores it. */
  code: string;
  /** The English name the card shows. */
  name: string;
  /** The other English names it is known by ('USA', 'Ivory Coast'), for the search. */
  aliases: string[];
}

const NAMES: LocaleData['countries'] = (english satisfies LocaleData).countries;

/** Every country, sorted by name as an English reader sorts (Åland Islands with the A's). */
export const COUNTRIES: readonly Country[] = Object.entries(NAMES)
  .map(([code, names]) => {
    const [name = code, ...aliases] = typeof names === 'string' ? [names] : names;
    return { code, name, aliases };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

/** The country of `code`, if the list knows it. */
export function countryOf(code: string): Country | undefined {
  return BY_CODE.get(code);
}

/** Lower case without accents, so 'cote' finds Côte d'Ivoire. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/**
 * The countries whose name or one of its aliases contains `text`, or whose code is `text` ('de'
 * finds Germany); all of them for a blank text. In name order.
 */
export function searchCountries(text: string): Country[] {
  const wanted = folded(text.trim());
  if (wanted === '') return [...COUNTRIES];
  return COUNTRIES.filter(
    (country) => country.code.toLowerCase() === wanted || [country.name, ...country.aliases].some((name) => folded(name).includes(wanted)),
  );
}
