import { useEffect, useId, useRef, useState } from 'react';
import type { Question, Quota } from '../../../model/types';
import { MAX_QUOTAS, nextQuota, quotaQuestions, type QuotaErrors } from '../../../rules/limits';
import { EDITOR_STRINGS } from '../../strings';
import { QuotaRow } from './QuotaRow';

const S = EDITOR_STRINGS.audience;

/**
 * The survey's quotas, added and removed one by one. Adding puts focus in the new quota's
 * question; removing puts it in the quota that took its place, else the one before, else on Add
 * quota; either change is said in a polite live region.
 */
export function QuotaList({
  quotas,
  questions,
  errors,
  onChange,
}: {
  quotas: Quota[];
  questions: Question[];
  errors: QuotaErrors[];
  onChange(quotas: Quota[]): void;
}) {
  const id = useId();
  const eligible = quotaQuestions(questions);
  const full = quotas.length >= MAX_QUOTAS;
  const list = useRef<HTMLOListElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const [said, setSaid] = useState('');
  // The quota (by position) to focus once the list is drawn again; -1: Add quota.
  const focusNext = useRef<number | null>(null);

  useEffect(() => {
    const index = focusNext.current;
    if (index === null) return;
    focusNext.current = null;
    const row = index >= 0 ? list.current?.children[index] : undefined;
    (row?.querySelector('select') ?? add.current)?.focus();
  });

  function addQuota() {
    onChange([...quotas, nextQuota(questions, quotas)]);
    setSaid(S.quotaAdded(quotas.length + 1));
    focusNext.current = quotas.length;
  }

  function removeQuota(index: number) {
    onChange(quotas.filter((_, i) => i !== index));
    setSaid(S.quotaRemoved(index + 1));
    focusNext.current = quotas.length > 1 ? Math.min(index, quotas.length - 2) : -1;
  }

  return (
    <fieldset>
      <legend>{S.quotas}</legend>
      <p className="editor-note">{S.quotasIntro}</p>
      {quotas.length > 0 && (
        <ol className="quota-rows" ref={list}>
          {quotas.map((quota, i) => (
            <QuotaRow
              key={i}
              n={i + 1}
              quota={quota}
              questions={eligible}
              errors={errors[i] ?? {}}
              onChange={(next) => onChange(quotas.map((q, j) => (j === i ? next : q)))}
              onRemove={() => removeQuota(i)}
            />
          ))}
        </ol>
      )}
      {eligible.length === 0 ? (
        <p className="editor-note">{S.quotasNoQuestion}</p>
      ) : (
        <>
          <button
            type="button"
            className="button"
            ref={add}
            disabled={full}
            aria-describedby={full ? `${id}-full` : undefined}
            onClick={addQuota}
          >
            {S.addQuota}
          </button>
          {full && (
            <p id={`${id}-full`} className="editor-note">
              {S.quotasFull(MAX_QUOTAS)}
            </p>
          )}
        </>
      )}
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </fieldset>
  );
}
