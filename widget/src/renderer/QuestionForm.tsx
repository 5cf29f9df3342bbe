/**
 * One question: its title, its answer control (core, or a widget module's renderer), an
 * optional comment box, Skip and Next. Radio, star rating and NPS answers save and advance at
 * once; the others on Next (the form's submit).
 */
import { createElement, type ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { WidgetElementFactory, WidgetQuestionRenderer } from '@hearken/addon-sdk';
import type { Answer, WidgetQuestion } from '../protocol';
import { idKey } from './conditions';
import { coreControl } from './controls';
import { advancesOnAnswer, canContinue, isAnswered } from './flow';
import { STRINGS } from './strings';

export interface QuestionFormProps {
  question: WidgetQuestion;
  options: unknown[];
  /** Renders a type no core control covers; undefined when no module brought one. */
  renderer: WidgetQuestionRenderer | undefined;
  skipText: string;
  nextText: string;
  showSkip: boolean;
  /** Moves focus to the title when shown (after an advance, not on the page's first paint). */
  focusTitle: boolean;
  onSave(value: unknown, extra?: Answer['extra']): void;
}

export function QuestionForm(props: QuestionFormProps) {
  const { question, renderer, showSkip, onSave } = props;
  const [value, setValue] = useState<unknown>(undefined);
  const [comments, setComments] = useState('');
  const [name, setName] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = `hk-q-${idKey(question.id)}`;

  useEffect(() => {
    if (props.focusTitle) title.current?.focus();
  }, []);

  const extra = (): Answer['extra'] => {
    const out: NonNullable<Answer['extra']> = {};
    if (comments.trim()) out.comments = comments.trim();
    if (name.trim()) out.name = name.trim();
    return Object.keys(out).length ? out : undefined;
  };
  const change = (next: unknown, advance: boolean) => {
    setValue(next);
    if (advance && advancesOnAnswer(question) && isAnswered(next)) onSave(next, extra());
  };
  const submit = (e: Event) => {
    e.preventDefault();
    if (canContinue(question, value)) onSave(isAnswered(value) ? value : null, extra());
  };

  const Control = coreControl(question.type);
  return (
    <form class="hk-form" onSubmit={submit}>
      <h2 id={titleId} ref={title} tabIndex={-1} class="hk-title">
        {question.title}
        {question.settings.required && (
          <span class="hk-required">
            <span aria-hidden="true"> *</span>
            <span class="hk-sr"> ({STRINGS.required})</span>
          </span>
        )}
      </h2>
      {Control ? (
        <Control
          question={question}
          options={props.options}
          titleId={titleId}
          value={value}
          onChange={change}
          name={name}
          onName={setName}
        />
      ) : (
        renderer && (
          <div class="hk-module" role="group" aria-labelledby={titleId}>
            {
              renderer({
                question: { ...question, config: { ...question.config, options: props.options } },
                value,
                onAnswer: (next) => change(next, true),
                disabled: false,
                h: createElement as unknown as WidgetElementFactory,
              }) as ComponentChildren
            }
          </div>
        )
      )}
      {question.settings.comment_box && (
        <label class="hk-comment">
          <span>{STRINGS.comments}</span>
          <textarea class="hk-input" rows={2} value={comments} onInput={(e) => setComments(e.currentTarget.value)} />
        </label>
      )}
      <div class="hk-actions">
        {showSkip && (
          <button type="button" class="hk-skip" onClick={() => onSave(null)}>
            {props.skipText}
          </button>
        )}
        <button type="submit" class="hk-next" disabled={!canContinue(question, value)}>
          {props.nextText}
        </button>
      </div>
    </form>
  );
}
