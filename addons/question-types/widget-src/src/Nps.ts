/**
 * nps: the points 1 to 10 (spec 000 §9, "NPS runs 1 to 10") between the end labels 'Not Likely'
 * and 'Extremely Likely' (or the question's own `config.labels`); the answer is the number.
 * Choosing saves and advances (spec 002 §4), so the arrow keys only move between points.
 */
import type { WidgetQuestionProps } from '@hearken/addon-sdk';
import { choiceGroup } from './choiceGroup';
import { frame } from './frame';
import { NPS_HIGH_LABEL, NPS_LOW_LABEL, npsPointLabel } from './strings';

const SCALE_MAX = 10;

function label(labels: unknown, end: 'low' | 'high', fallback: string): string {
  const stated = typeof labels === 'object' && labels !== null ? (labels as Record<string, unknown>)[end] : undefined;
  return typeof stated === 'string' && stated.trim() !== '' ? stated : fallback;
}

export function Nps({ question, value, onAnswer, disabled, h }: WidgetQuestionProps): unknown {
  const low = label(question.config['labels'], 'low', NPS_LOW_LABEL);
  const high = label(question.config['labels'], 'high', NPS_HIGH_LABEL);
  return frame(
    h,
    choiceGroup({
      h,
      className: 'qtw-nps',
      label: question.title,
      choices: Array.from({ length: SCALE_MAX }, (_, i) => {
        const n = i + 1;
        const end = n === 1 ? low : n === SCALE_MAX ? high : undefined;
        return { value: n, label: npsPointLabel(n, end), content: [String(n)], className: 'qtw-point' };
      }),
      value,
      disabled,
      onAnswer,
      chooseOnArrow: false,
    }),
    // The labels are read with the end points; on screen they sit under them.
    h('div', { class: 'qtw-ends', 'aria-hidden': 'true' }, h('span', null, low), h('span', null, high)),
  );
}
