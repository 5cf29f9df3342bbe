/**
 * star-rating: 1 to 5 stars (spec 000 §9, "Star rating has 5 steps"); the answer is the number of
 * stars. Stars up to the chosen one are filled. Choosing saves and advances (spec 002 §4), so the
 * arrow keys only move between stars; Enter, Space or a click choose.
 */
import type { WidgetQuestionProps } from '@hearken/addon-sdk';
import { choiceGroup } from './choiceGroup';
import { frame } from './frame';
import { starLabel, wordsOf } from './strings';

const STEPS = 5;
const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9Z';

/** The question's own scale when its config states one (a whole number 2 to 10), else 5. */
export function starSteps(config: Record<string, unknown>): number {
  const stated = config['scale_max'] ?? config['scale'];
  return typeof stated === 'number' && Number.isInteger(stated) && stated >= 2 && stated <= 10 ? stated : STEPS;
}

export function StarRating({ question, value, onAnswer, disabled, h, lang, dir }: WidgetQuestionProps): unknown {
  const steps = starSteps(question.config);
  const t = wordsOf(lang);
  const rating = typeof value === 'number' ? value : 0;
  const star = h(
    'svg',
    { viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' },
    h('path', { d: STAR_PATH, fill: 'currentColor' }),
  );
  return frame(
    h,
    choiceGroup({
      h,
      className: 'qtw-stars',
      label: question.title,
      choices: Array.from({ length: steps }, (_, i) => ({
        value: i + 1,
        label: starLabel(t, i + 1, steps),
        content: [star],
        className: i < rating ? 'qtw-star qtw-on' : 'qtw-star',
      })),
      value,
      disabled,
      onAnswer,
      chooseOnArrow: false,
      dir,
    }),
  );
}
