/**
 * One question: its title, its answer control (core, or a widget module's renderer), an
 * optional comment box, Back, Skip and Next (Send on the last question). Radio, star rating and
 * NPS answers save and advance at once, which Back undoes: the question comes back with its
 * answer kept; the others advance on Next (the form's submit).
 */
import { Component, createRef, h, type ComponentChildren } from 'preact';
import type { WidgetElementFactory, WidgetQuestionRenderer } from '@hearken/addon-sdk';
import type { Answer, WidgetQuestion } from '../protocol';
import { idKey } from './conditions';
import { coreControl } from './controls';
import { advancesOnAnswer, canContinue, isAnswered } from './flow';
import type { Words } from './strings';

export interface QuestionFormProps {
  question: WidgetQuestion;
  options: unknown[];
  /** Renders a type no core control covers; undefined when no module brought one. */
  renderer: WidgetQuestionRenderer | undefined;
  /** The answer given before (the visitor came back to it); the form starts from it. */
  kept: Answer | undefined;
  /** The widget's words, in language `lang` (written `dir`), which modules' renderers are told. */
  t: Words;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Whether modules' renderers may store anything in the browser (the widget's own `store`). */
  storage: boolean;
  skipText: string;
  nextText: string;
  showSkip: boolean;
  /** Moves focus to the title when shown (after an advance, not on the page's first paint). */
  focusTitle: boolean;
  /** The panel shows "n of N", which the title is described by. */
  counted: boolean;
  /** Whether answering `value` ends the survey: the submit button then says Send. */
  isLast(value: unknown): boolean;
  onSave(value: unknown, extra?: Answer['extra']): void;
  /** Absent on the first question asked. Takes what the visitor has put in so far. */
  onBack: ((value: unknown, extra?: Answer['extra']) => void) | undefined;
}

/** What the visitor has put in so far. */
interface Draft {
  value: unknown;
  comments: string;
  name: string;
}

/** A class component, as Widget is: the renderer carries no hooks runtime. */
export class QuestionForm extends Component<QuestionFormProps, Draft> {
  override state: Draft = {
    value: this.props.kept?.value,
    comments: this.props.kept?.extra?.comments ?? '',
    name: this.props.kept?.extra?.name ?? '',
  };
  title = createRef<HTMLHeadingElement>();

  override componentDidMount() {
    if (this.props.focusTitle) this.title.current?.focus();
  }

  override render(props: QuestionFormProps, { value, comments, name }: Draft) {
    const { question, renderer, showSkip, onSave, onBack, t } = props;
    const titleId = `hk-q-${idKey(question.id)}`;
    const extra = (): Answer['extra'] => {
      const out: NonNullable<Answer['extra']> = {};
      if (comments.trim()) out.comments = comments.trim();
      if (name.trim()) out.name = name.trim();
      return Object.keys(out).length ? out : undefined;
    };
    const change = (next: unknown, advance: boolean) => {
      this.setState({ value: next });
      if (advance && advancesOnAnswer(question) && isAnswered(next)) onSave(next, extra());
    };
    const submit = (e: Event) => {
      e.preventDefault();
      if (canContinue(question, value)) onSave(isAnswered(value) ? value : null, extra());
    };

    const Control = coreControl(question.type);
    return (
      <form class="hk-form" onSubmit={submit}>
        <h2 id={titleId} ref={this.title} tabIndex={-1} class="hk-title" aria-describedby={props.counted ? 'hk-progress' : undefined}>
          {question.title}
          {question.settings.required && (
            <span class="hk-required">
              <span aria-hidden="true"> *</span>
              <span class="hk-sr"> ({t.required})</span>
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
            onName={(given) => this.setState({ name: given })}
            t={t}
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
                  h: h as unknown as WidgetElementFactory,
                  lang: props.lang,
                  dir: props.dir,
                  storage: props.storage,
                }) as ComponentChildren
              }
            </div>
          )
        )}
        {question.settings.comment_box && (
          <label class="hk-comment">
            <span>{t.comments}</span>
            <textarea class="hk-input" rows={2} value={comments} onInput={(e) => this.setState({ comments: e.currentTarget.value })} />
          </label>
        )}
        <div class="hk-actions">
          {onBack && (
            <button type="button" class="hk-back" onClick={() => onBack(value, extra())}>
              {t.back}
            </button>
          )}
          {showSkip && (
            <button type="button" class="hk-skip" onClick={() => onSave(null)}>
              {props.skipText}
            </button>
          )}
          <button type="submit" class="hk-next" disabled={!canContinue(question, value)}>
            {props.isLast(value) ? t.send : props.nextText}
          </button>
        </div>
      </form>
    );
  }
}
