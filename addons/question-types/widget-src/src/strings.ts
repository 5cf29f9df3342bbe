/**
 * What visitors read and hear that the module itself says, in the widget's language: one catalogue
 * per language in ../locales/ (English the source, the others with exactly its keys), all bundled
 * into the module so no second file is fetched. The NPS end labels are the spec's words (000 §5,
 * §9), shown where a question carries none; the editors read them from en.json. What the
 * administrator typed (titles, option labels, a question's own NPS labels) comes translated with
 * the survey and is not here.
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

export type Words = typeof en;

/** The module's words in each of the widget's languages (the module's `words`). */
export const WORDS = {
  ar, de, en, es, fa, fr, he, hi, id, it, ja, ko, nl, pl, pt, 'pt-BR': ptBR, ru, sv, tr, uk, 'zh-CN': zhCN, 'zh-TW': zhTW,
} satisfies Record<WidgetLanguage, Words>;

/** The words for the widget's `lang` (English when it gives none). */
export const wordsOf = (lang: string | undefined): Words => wordsFor(WORDS, lang);

/** A star's accessible name: "3 of 5 stars". */
export const starLabel = (t: Words, n: number, max: number) => fillWords(t.stars, { n, max });

/** An NPS point's accessible name, with the end label on the two ends: "1, Not Likely". */
export const npsPointLabel = (t: Words, n: number, endLabel?: string) =>
  endLabel ? fillWords(t.npsEnd, { n, label: endLabel }) : String(n);
