/**
 * The answer controls of the core question types (spec 002 §3, §5): radio-button, checkbox,
 * text, long-text and email. Each is labelled by the question's title.
 */
import { Component, h } from 'preact';
import type { WidgetQuestion } from '../protocol';
import { LONG_TEXT_MAX } from './flow';
import type { Words } from './strings';

interface ControlProps {
  question: WidgetQuestion;
  /** The options in the order shown (shuffled once per mount when randomized). */
  options: unknown[];
  titleId: string;
  value: unknown;
  /** `advance` is false when the change is only a step of keyboard navigation. */
  onChange(value: unknown, advance: boolean): void;
  name: string;
  onName(name: string): void;
  /** The widget's words. */
  t: Words;
}

export function optionLabel(option: unknown): string {
  if (typeof option === 'string') return option;
  const label = (option as { label?: unknown } | null)?.label;
  return typeof label === 'string' ? label : '';
}

const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

class Choice extends Component<ControlProps> {
  // Arrow keys move the checked radio: that picks nothing yet, so it must not advance.
  arrow = false;

  override render({ question, options, titleId, value, onChange }: ControlProps) {
    const multiple = question.type === 'checkbox';
    const chosen = Array.isArray(value) ? (value as string[]) : [];
    return (
      <div
        class="hk-options"
        role={multiple ? 'group' : 'radiogroup'}
        aria-labelledby={titleId}
        onKeyDown={(e) => (this.arrow = ARROWS.includes(e.key))}
        onKeyUp={() => (this.arrow = false)}
      >
        {options.map((option, i) => {
          const label = optionLabel(option);
          const checked = multiple ? chosen.includes(label) : value === label;
          return (
            <label key={i} class="hk-option">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={titleId}
                value={label}
                checked={checked}
                onChange={() =>
                  multiple
                    ? onChange(checked ? chosen.filter((c) => c !== label) : [...chosen, label], false)
                    : onChange(label, !this.arrow)
                }
                // The radio already chosen (the visitor came back with Back) fires no change: a click on it moves on again.
                onClick={() => !multiple && checked && !this.arrow && onChange(label, true)}
              />
              <span>{label}</span>
            </label>
          );
        })}
      </div>
    );
  }
}

function Text({ question, titleId, value, onChange, t }: ControlProps) {
  const text = typeof value === 'string' ? value : '';
  const input = (e: Event) => onChange((e.currentTarget as HTMLInputElement).value, false);
  return question.type === 'long-text' ? (
    <textarea
      class="hk-input"
      aria-labelledby={titleId}
      maxLength={LONG_TEXT_MAX}
      rows={4}
      placeholder={t.answerPlaceholder}
      value={text}
      onInput={input}
    />
  ) : (
    <input
      class="hk-input"
      type="text"
      aria-labelledby={titleId}
      placeholder={t.answerPlaceholder}
      value={text}
      onInput={input}
    />
  );
}

function Email({ question, titleId, value, onChange, name, onName, t }: ControlProps) {
  return (
    <div class="hk-email">
      {question.config.include_name === true && (
        <input
          class="hk-input"
          type="text"
          autoComplete="given-name"
          aria-label={t.firstName}
          placeholder={t.firstName}
          value={name}
          onInput={(e) => onName(e.currentTarget.value)}
        />
      )}
      <input
        class="hk-input"
        type="email"
        autoComplete="email"
        aria-labelledby={titleId}
        placeholder={t.emailPlaceholder}
        value={typeof value === 'string' ? value : ''}
        onInput={(e) => onChange(e.currentTarget.value, false)}
      />
    </div>
  );
}

/** The core control for `question.type`, or undefined for a type a widget module renders. */
export function coreControl(type: string) {
  switch (type) {
    case 'radio-button':
    case 'checkbox':
      return Choice;
    case 'text':
    case 'long-text':
      return Text;
    case 'email':
      return Email;
    default:
      return undefined;
  }
}
