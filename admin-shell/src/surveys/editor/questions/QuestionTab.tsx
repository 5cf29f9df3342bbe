import { useEffect, useId, useRef } from 'react';
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import type { Question } from '../../model/types';
import { findType, type QuestionErrors } from '../../rules/questions';
import { useEditor } from '../EditorContext';
import type { OptionMoves } from '../translations/model';
import { AddonTypeEditor } from './AddonTypeEditor';
import { OptionEditor } from './OptionEditor';
import { ADVANCED_TYPE_LABELS, QUESTIONS_STRINGS as S } from './strings';
import { Toggle } from './Toggle';

/** The Question tab: title, type, and the type's own fields (options, first name, …). */
export function QuestionTab({
  question,
  errors,
  focusTitle = false,
  onTouch,
  onChange,
  onRetype,
}: {
  question: Question;
  errors: QuestionErrors;
  /** Focus the title field (the question was just added, or waits for its title). */
  focusTitle?: boolean;
  /** A field was left: its error may show from now on. */
  onTouch?: ((field: keyof QuestionErrors) => void) | undefined;
  /** `moves` when an edit moved or removed options (their translations follow them). */
  onChange(next: Question, moves?: OptionMoves): void;
  onRetype(key: string): void;
}) {
  const { questionTypes, survey } = useEditor();
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  // When asked, not on every render: typing elsewhere must not pull focus back.
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  const type = findType(questionTypes, question.type);
  const choices: Pick<QuestionTypeDefinition, 'key' | 'label'>[] = type
    ? questionTypes
    : [...questionTypes, { key: question.type, label: ADVANCED_TYPE_LABELS[question.type] ?? question.type }];

  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-title`}>{S.title}</label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          value={question.title}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
          onChange={(e) => onChange({ ...question, title: e.target.value })}
          onBlur={() => {
            onTouch?.('title');
            // The host fills an empty title with the type's default; show that now.
            if (question.title.trim() === '' && type?.default_title) onChange({ ...question, title: type.default_title });
          }}
        />
        {errors.title && (
          <p id={`${id}-title-error`} className="field-error">
            {errors.title}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>{S.type}</label>
        <select
          id={`${id}-type`}
          value={question.type}
          // An NPS survey is its NPS question.
          disabled={survey.type === 'nps'}
          onChange={(e) => onRetype(e.target.value)}
        >
          {choices.map((t) => (
            <option key={t.key} value={t.key}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      {/* Leaving an option's field (not the Add Option button) lets the options' error show. */}
      <div
        className="qs-type-fields"
        onBlur={(e) => {
          if (e.target instanceof HTMLInputElement) onTouch?.('options');
        }}
      >
        {type?.addon ? (
          <AddonTypeEditor question={question} type={type} error={errors.options} onChange={onChange} />
        ) : (
          <CoreTypeFields question={question} type={type} error={errors.options} onChange={onChange} />
        )}
      </div>
    </>
  );
}

function CoreTypeFields({
  question,
  type,
  error,
  onChange,
}: {
  question: Question;
  type: QuestionTypeDefinition | undefined;
  error: string | undefined;
  onChange(next: Question, moves?: OptionMoves): void;
}) {
  if (type?.options === 'text') return <OptionEditor question={question} type={type} error={error} onChange={onChange} />;
  if (question.type === 'email') {
    return (
      <Toggle
        label={S.includeName}
        checked={question.config.include_name === true}
        onChange={(on) => onChange({ ...question, config: { ...question.config, include_name: on } })}
      />
    );
  }
  return null;
}
