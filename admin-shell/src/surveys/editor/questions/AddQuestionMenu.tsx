import { useEffect, useId, useRef, useState } from 'react';
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import { LockedButton } from '../../../upgrade/Locked';
import { ADVANCED_TYPE_LABELS, QUESTIONS_STRINGS as S } from './strings';

/**
 * Add Question: a drop-down of the types available now, and the advanced types the install lacks
 * shown locked (they open the upgrade modal). Disabled for an NPS survey.
 */
export function AddQuestionMenu({
  types,
  disabled,
  onAdd,
}: {
  types: QuestionTypeDefinition[];
  disabled: boolean;
  onAdd(key: string): void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const noteId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const locked = Object.entries(ADVANCED_TYPE_LABELS).filter(([key]) => !types.some((t) => t.key === key));

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('.qs-add-list button')?.focus();
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div
      ref={root}
      className="qs-add"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          close();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="button button-primary"
        aria-expanded={open}
        aria-controls={listId}
        aria-describedby={disabled ? noteId : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        {S.addQuestion} <span aria-hidden="true">▾</span>
      </button>
      {disabled && (
        <p id={noteId} className="qs-hint">
          {S.addQuestionDisabledNps}
        </p>
      )}
      {open && (
        <ul id={listId} className="qs-add-list">
          {types.map((type) => (
            <li key={type.key}>
              <button
                type="button"
                onClick={() => {
                  close();
                  onAdd(type.key);
                }}
              >
                {type.label}
              </button>
            </li>
          ))}
          {locked.map(([key, label]) => (
            <li key={key}>
              <LockedButton feature={label} plan="pro" className="qs-locked-type">
                {label}
              </LockedButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
