/**
 * The one-answer group every renderer of this module draws: a `radiogroup` of `radio` buttons with
 * a roving tab stop (the chosen choice, else the first), so Tab enters and leaves the group once.
 *
 * Keys: arrows move to the previous or next choice (wrapping), Home and End to the ends; Enter and
 * Space choose (they click the button). Right to left the row is mirrored (the widget's root says
 * `dir="rtl"` and the layout is logical), so there the left arrow moves to the next choice. With
 * `chooseOnArrow`, moving also chooses, as in a native radio group; the star rating and NPS leave
 * it off because choosing there saves the answer and advances the survey, which an arrow press on
 * the way to another choice must not do.
 *
 * Renderers get no hooks from the widget (only `h`), so focus is moved on the DOM directly and the
 * tab stop follows it until the next render.
 */
import type { WidgetDirection, WidgetElementFactory } from '@hearken/addon-sdk';

export interface Choice<V> {
  value: V;
  /** The choice's accessible name. */
  label: string;
  /** What the button shows. */
  content: unknown[];
  className?: string;
}

export interface ChoiceGroupProps<V> {
  h: WidgetElementFactory;
  className: string;
  /** The group's accessible name: the question's title. */
  label: string;
  choices: Choice<V>[];
  value: unknown;
  disabled: boolean;
  onAnswer(value: V): void;
  chooseOnArrow: boolean;
  /** The widget's direction (`WidgetQuestionProps.dir`); absent: left to right. */
  dir?: WidgetDirection | undefined;
  /** Extra attributes of the group (aria-describedby …). */
  attributes?: Record<string, unknown>;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
/** Right to left, the next choice is on the left. */
const STEP_RTL: Record<string, number> = { ...STEP, ArrowRight: -1, ArrowLeft: 1 };

function targetIndex(key: string, index: number, count: number, dir: WidgetDirection | undefined): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = (dir === 'rtl' ? STEP_RTL : STEP)[key];
  return step === undefined ? null : (index + step + count) % count;
}

export function choiceGroup<V>(props: ChoiceGroupProps<V>): unknown {
  const { h, choices, value, disabled, onAnswer, chooseOnArrow, dir } = props;
  const chosen = choices.findIndex((choice) => choice.value === value);
  const tabStop = chosen >= 0 ? chosen : 0;

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    const next = targetIndex(event.key, index, choices.length, dir);
    const choice = next === null ? undefined : choices[next];
    if (next === null || choice === undefined || disabled) return;
    event.preventDefault();
    const current = event.currentTarget as HTMLElement;
    const target = current.parentElement?.children[next] as HTMLElement | undefined;
    if (target) {
      current.tabIndex = -1;
      target.tabIndex = 0;
      target.focus();
    }
    if (chooseOnArrow) onAnswer(choice.value);
  };

  return h(
    'div',
    {
      ...props.attributes,
      role: 'radiogroup',
      'aria-label': props.label,
      'aria-disabled': disabled ? 'true' : undefined,
      class: props.className,
    },
    ...choices.map((choice, index) =>
      h(
        'button',
        {
          key: index,
          type: 'button',
          role: 'radio',
          'aria-checked': index === chosen ? 'true' : 'false',
          'aria-label': choice.label,
          class: choice.className,
          tabIndex: index === tabStop ? 0 : -1,
          disabled,
          onClick: () => onAnswer(choice.value),
          onKeyDown: onKeyDown(index),
        },
        ...choice.content,
      ),
    ),
  );
}
