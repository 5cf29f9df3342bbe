/**
 * nps: the points 1 to 10 (spec 000 §9, "NPS runs 1 to 10") between the end labels 'Not Likely'
 * and 'Extremely Likely' in the widget's language (or the question's own `config.labels`); the
 * answer is the number. Choosing saves and advances (spec 002 §4), so the arrow keys only move
 * between points. The scale reads from low to high in the language's direction: 1 on the right
 * in Arabic, as the grid follows the widget's `dir`.
 */
import type { WidgetQuestionProps } from '@hearken/addon-sdk';
import { choiceGroup } from './choiceGroup';
import { frame } from './frame';
import { npsPointLabel, wordsOf } from './strings';

const SCALE_MAX = 10;

function label(labels: unknown, end: 'low' | 'high', fallback: string): string {
  const stated = typeof labels === 'object' && labels !== null ? (labels as Record<string, unknown>)[end] : undefined;
  return typeof stated === 'string' && stated.trim() !== '' ? stated : fallback;
}

export function Nps({ question, value, onAnswer, disabled, h, lang, dir }: WidgetQuestionProps): unknown {
  const t = wordsOf(lang);
  const low = label(question.config['labels'], 'low', t.npsLow);
  const high = label(question.config['labels'], 'high', t.npsHigh);
  return frame(
    h,
    choiceGroup({
      h,
      className: 'qtw-nps',
      label: question.title,
      choices: Array.from({ length: SCALE_MAX }, (_, i) => {
        const n = i + 1;
        const end = n === 1 ? low : n === SCALE_MAX ? high : undefined;
        return { value: n, label: npsPointLabel(t, n, end), content: [String(n)], className: 'qtw-point' };
      }),
      value,
      disabled,
      onAnswer,
      chooseOnArrow: false,
      dir,
    }),
    // The labels are read with the end points; on screen they sit under them.
    h('div', { class: 'qtw-ends', 'aria-hidden': 'true' }, h('span', null, low), h('span', null, high)),
  );
}
