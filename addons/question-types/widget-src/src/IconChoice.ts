/**
 * icon-choice: each option an icon from the add-on's icon list with its label under it, in the
 * question's icon colour and size; the answer is the label. The survey moves on with Next, so the
 * arrow keys choose as they go, as in any radio group.
 */
import type { WidgetQuestionProps } from '@hearken/addon-sdk';
import { choiceGroup } from './choiceGroup';
import { frame } from './frame';
import { iconColor, iconGlyph, iconPixels } from './icons';
import { optionsToShow, readIconOption } from './options';

export function IconChoice({ question, value, onAnswer, disabled, h, dir }: WidgetQuestionProps): unknown {
  const color = iconColor(question.settings.icon_color);
  const px = iconPixels(question.settings.icon_size);
  return frame(
    h,
    choiceGroup({
      h,
      className: 'qtw-cards',
      label: question.title,
      choices: optionsToShow(question, readIconOption).map(({ label, icon }) => ({
        value: label,
        label,
        content: [iconGlyph(h, icon.name, icon.style, px, color), h('span', null, label)],
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
