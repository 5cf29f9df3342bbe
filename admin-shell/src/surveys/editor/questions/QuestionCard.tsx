import { useId, useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ConfirmDialog } from '@hearken/addon-sdk/ui';
import type { Question } from '../../model/types';
import { idKey } from '../../rules/logic';
import type { QuestionErrors } from '../../rules/questions';
import type { OptionMoves } from '../translations/model';
import { LogicTab } from './LogicTab';
import { QuestionTab } from './QuestionTab';
import { QuestionTabs } from './QuestionTabs';
import { SettingsTab } from './SettingsTab';
import { QUESTIONS_STRINGS as S } from './strings';

export interface QuestionCardProps {
  question: Question;
  index: number;
  errors: QuestionErrors;
  open: boolean;
  /** False for an NPS survey: its question cannot be deleted. */
  deletable: boolean;
  /** The title field takes focus when the card is drawn (a question just added). */
  focusTitle?: boolean;
  /** A field was left: its error may show from now on. */
  onTouch?: ((field: keyof QuestionErrors) => void) | undefined;
  onToggle(): void;
  /** `moves` when an edit moved or removed options (their translations follow them). */
  onChange(next: Question, moves?: OptionMoves): void;
  onRetype(key: string): void;
  onDelete(): void;
}

/** One question: a collapsible, draggable card with its tabs and the Delete Question link. */
export function QuestionCard({
  question,
  index,
  errors,
  open,
  deletable,
  focusTitle = false,
  onTouch,
  onToggle,
  onChange,
  onRetype,
  onDelete,
}: QuestionCardProps) {
  const bodyId = useId();
  const [confirming, setConfirming] = useState(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: idKey(question.id),
  });
  const invalid = Boolean(errors.title || errors.options);
  const n = index + 1;

  return (
    <li
      ref={setNodeRef}
      className={`qs-card${isDragging ? ' qs-card-dragging' : ''}${invalid ? ' qs-card-invalid' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className="qs-card-header">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="qs-handle"
          {...attributes}
          {...listeners}
          aria-label={S.dragHandle(n, question.title)}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <h3 className="qs-card-title">
          <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
            <span className="qs-card-number">{n}.</span> {question.title || <em>Untitled</em>}
          </button>
        </h3>
        {invalid && (
          <span className="qs-error-icon" role="img" aria-label={S.hasErrors} title={S.hasErrors}>
            !
          </span>
        )}
      </div>
      <div id={bodyId} className="qs-card-body" hidden={!open}>
        {open && (
          <>
            <QuestionTabs
              label={S.cardToggle(n, question.title)}
              render={(tab) =>
                tab === 'question' ? (
                  <QuestionTab
                    question={question}
                    errors={errors}
                    focusTitle={focusTitle}
                    onTouch={onTouch}
                    onChange={onChange}
                    onRetype={onRetype}
                  />
                ) : tab === 'settings' ? (
                  <SettingsTab question={question} onChange={onChange} />
                ) : (
                  <LogicTab question={question} index={index} onChange={onChange} />
                )
              }
            />
            {deletable && (
              <div className="qs-card-footer">
                <button type="button" className="button button-link qs-delete" onClick={() => setConfirming(true)}>
                  {S.deleteQuestion}
                </button>
              </div>
            )}
          </>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={S.deleteTitle}
          text={S.deleteConfirm}
          confirm={S.yesDelete}
          cancel={S.cancel}
          dismissOnBackdrop
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
        />
      )}
    </li>
  );
}
