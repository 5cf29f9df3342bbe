/**
 * image-radio: each option an image with its label under it; the answer is the label. The survey
 * moves on with Next, so the arrow keys choose as they go, as in any radio group.
 */
import type { WidgetQuestionProps } from '@hearken/addon-sdk';
import { choiceGroup } from './choiceGroup';
import { frame } from './frame';
import { imageSource, optionsToShow, readImageOption } from './options';

export function ImageRadio({ question, value, onAnswer, disabled, h, dir }: WidgetQuestionProps): unknown {
  return frame(
    h,
    choiceGroup({
      h,
      className: 'qtw-cards',
      label: question.title,
      choices: optionsToShow(question, readImageOption).map(({ label, image }) => ({
        value: label,
        label,
        // The label names the choice; the image says the same thing, so it is not read out twice.
        content: [
          image === ''
            ? h('span', { class: 'qtw-image', 'aria-hidden': 'true' })
            : h('img', { class: 'qtw-image', src: imageSource(image), alt: '', loading: 'lazy', draggable: false }),
          h('span', null, label),
        ],
        className: 'qtw-card',
      })),
      value,
      disabled,
      onAnswer,
      chooseOnArrow: true,
      dir,
    }),
  );
}
