import { useEffect, useId, useRef } from 'react';
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import type { Question } from '../../model/types';
import {
  addOption,
  canAddOption,
  canRemoveOption,
  optionLabel,
  removeOption,
  setOption,
  trimOption,
  withOptionLabel,
} from '../../rules/questions';
import { optionRemoved, type OptionMoves } from '../translations/model';
import { QUESTIONS_STRINGS as S } from './strings';

/**
 * The options of a choice question: plain text (checkbox, radio), or only the labels of image and
 * icon options when the add-on's own editor is not there. Add is hidden at the maximum; Remove
 * shows only beyond the minimum; text is trimmed when a field is left. A removal says where the
 * options went, so their translations follow them.
 */
export function OptionEditor({
  question,
  type,
  error,
  labelsOnly = false,
  onChange,
}: {
  question: Question;
  type: QuestionTypeDefinition | undefined;
  error: string | undefined;
  labelsOnly?: boolean;
  onChange(next: Question, moves?: OptionMoves): void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const options = question.config.options;
  const removable = canRemoveOption(question, type);
  const list = useRef<HTMLOListElement>(null);
  // Add Option hands focus to the option it added (the button may be gone at the maximum).
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const items = list.current?.querySelectorAll('li');
    items?.[items.length - 1]?.querySelector('input')?.focus();
  }, [options.length]);
  return (
    <fieldset className="qs-options" aria-describedby={error ? errorId : undefined}>
      <legend>{S.options}</legend>
      <ol ref={list}>
        {options.map((option, i) => (
          <li key={i} className="qs-option">
            <label className="visually-hidden" htmlFor={`${id}-${i}`}>
              {labelsOnly ? S.optionLabel(i + 1) : S.option(i + 1)}
            </label>
            <input
              id={`${id}-${i}`}
              value={optionLabel(option)}
              aria-invalid={error && optionLabel(option).trim() === '' ? true : undefined}
              placeholder={S.option(i + 1)}
              onChange={(e) => onChange(setOption(question, i, withOptionLabel(option, e.target.value)))}
              onBlur={() => {
                const trimmed = trimOption(option);
                if (optionLabel(trimmed) !== optionLabel(option)) onChange(setOption(question, i, trimmed));
              }}
            />
            {removable && (
              <button
                type="button"
                className="button button-link qs-remove"
                aria-label={S.removeOption(i + 1)}
                onClick={() => onChange(removeOption(question, type, i), optionRemoved(options.length, i))}
              >
                <span aria-hidden="true">✕</span>
              </button>
            )}
          </li>
        ))}
      </ol>
      {canAddOption(question, type) && (
        <button
          type="button"
          className="button"
          onClick={() => {
            added.current = true;
            onChange(addOption(question, type));
          }}
        >
          {S.addOption}
        </button>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
