import { useEffect, useRef, useState, type ReactNode } from 'react';
import { OptionLabelField } from './OptionLabelField';
import { canAdd, canRemove, removeAt, replaceAt, type OptionLimits } from './options';
import { ADD_OPTION, OPTIONS_HEADING, optionHeading, removeOption } from './strings';

interface Props<T extends { label: string }> {
  options: T[];
  limits: OptionLimits;
  blank: () => T;
  onChange(options: T[]): void;
  /** The type-specific part of a row (an image, an icon), after the label. */
  renderFields(option: T, index: number, update: (option: T) => void): ReactNode;
}

/**
 * The rows of a choice question's options: one fieldset per option with its label, the
 * type-specific fields and Remove (only beyond the minimum), then Add Option (hidden at the
 * maximum). Focus follows the change so keyboard users are not dropped on the page body.
 */
export function OptionList<T extends { label: string }>({ options, limits, blank, onChange, renderFields }: Props<T>) {
  const list = useRef<HTMLOListElement>(null);
  const focusRow = useRef<number | null>(null);
  // Stable row keys, so removing option 3 does not hand its "left blank" or image-error state to
  // the option that moves up. Rows the editor did not add itself fall back to their position.
  const [keys, setKeys] = useState<number[]>(() => options.map((_, i) => i));

  useEffect(() => {
    if (focusRow.current === null) return;
    const inputs = list.current?.querySelectorAll<HTMLInputElement>('[data-option-label]');
    inputs?.[focusRow.current]?.focus();
    focusRow.current = null;
  }, [options.length]);

  const update = (index: number) => (option: T) => onChange(replaceAt(options, index, option));

  return (
    <div className="qt-options">
      <h3 className="qt-heading">{OPTIONS_HEADING}</h3>
      <ol ref={list} className="qt-option-list">
        {options.map((option, index) => (
          <li key={keys[index] ?? `row-${index}`} className="qt-option">
            <fieldset>
              <legend>{optionHeading(index + 1)}</legend>
              <OptionLabelField value={option.label} onChange={(label) => update(index)({ ...option, label })} />
              {renderFields(option, index, update(index))}
              {canRemove(index, limits) && (
                <button
                  type="button"
                  className="button button-link qt-remove"
                  onClick={() => {
                    focusRow.current = index - 1;
                    setKeys(removeAt(keys, index));
                    onChange(removeAt(options, index));
                  }}
                >
                  {removeOption(index + 1)}
                </button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {canAdd(options.length, limits) && (
        <button
          type="button"
          className="button"
          onClick={() => {
            focusRow.current = options.length;
            setKeys([...keys.slice(0, options.length), Math.max(-1, ...keys) + 1]);
            onChange([...options, blank()]);
          }}
        >
          {ADD_OPTION}
        </button>
      )}
    </div>
  );
}
