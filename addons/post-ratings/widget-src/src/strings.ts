/**
 * What visitors read and hear that the module itself says, in the widget's language, beside the
 * administrator's own texts (the question, the instruction and the thank-you come with the
 * settings, as typed): one catalogue per language in ../locales/ (English the source, the others
 * with exactly its keys), all bundled into the module so no second file is fetched. The summary
 * follows the spec's preview text 'Average rating 5/5. Vote count: 200' (spec 001).
 */
import { fillWords, wordsFor, type WidgetLanguage } from '@hearken/addon-sdk';
import ar from '../locales/ar.json';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fa from '../locales/fa.json';
import fr from '../locales/fr.json';
import he from '../locales/he.json';
import hi from '../locales/hi.json';
import id from '../locales/id.json';
import it from '../locales/it.json';
import ja from '../locales/ja.json';
import ko from '../locales/ko.json';
import nl from '../locales/nl.json';
import pl from '../locales/pl.json';
import pt from '../locales/pt.json';
import ptBR from '../locales/pt-BR.json';
import ru from '../locales/ru.json';
import sv from '../locales/sv.json';
import tr from '../locales/tr.json';
import uk from '../locales/uk.json';
import zhCN from '../locales/zh-CN.json';
import zhTW from '../locales/zh-TW.json';

/** The scale: spec 001, "Ratings use 5 stars". */
export const STEPS = 5;

export type Words = typeof en;

/** The module's words in each of the widget's languages (the module's `words`). */
export const WORDS = {
  ar, de, en, es, fa, fr, he, hi, id, it, ja, ko, nl, pl, pt, 'pt-BR': ptBR, ru, sv, tr, uk, 'zh-CN': zhCN, 'zh-TW': zhTW,
} satisfies Record<WidgetLanguage, Words>;

/** What the block says in `lang` (English when the widget gives none). */
export function wordsOf(lang: string | undefined) {
  const t = wordsFor(WORDS, lang);
  // The language's decimal and thousands separators, in the digits the rest of the block uses.
  const number = (n: number) => {
    try {
      return n.toLocaleString(lang ?? 'en', { maximumFractionDigits: 1, numberingSystem: 'latn' });
    } catch {
      return String(Math.round(n * 10) / 10);
    }
  };
  return {
    ...t,
    /** An icon's accessible name: "Rate 3 out of 5". */
    rateLabel: (n: number) => fillWords(t.rate, { n, max: STEPS }),
    /** "Average rating 4.3/5." (one decimal at most, as the add-on rounds it). */
    averageText: (average: number) => fillWords(t.average, { average: number(average), max: STEPS }),
    /** "Vote count: 12". */
    countText: (total: number) => fillWords(t.count, { count: number(total) }),
  };
}
