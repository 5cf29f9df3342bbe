import { useId } from 'react';
import { LockedButton } from '../../../upgrade/Locked';
import { useTier } from '../../../upgrade/useTier';
import type { RedirectCondition, ThankYou, ThankYouType } from '../../model/types';
import {
  blankRedirectCondition,
  canRemoveRow,
  restoreMessage,
  setThankYouType,
  thankYouTypeAvailable,
  withRedirectTarget,
} from '../../rules/thankYou';
import { useEditor } from '../EditorContext';
import { RedirectRow } from './RedirectRow';
import { RedirectsLock, useRedirectGates } from './RedirectsLock';
import { RedirectTargetPicker } from './RedirectTargetPicker';
import { QUESTIONS_STRINGS as S } from './strings';

const TYPES: ThankYouType[] = ['message', 'redirect', 'conditional_redirect'];

/**
 * The Thank You Message card: a message (custom text is a paid feature), a redirect, or redirects
 * by answer (each unlocked by the add-ons `feature_owners` lists for it).
 */
export function ThankYouCard() {
  const { survey, update, questionTypes } = useEditor();
  const tier = useTier();
  const { unlocked, locked } = useRedirectGates();
  const id = useId();
  const thankYou = survey.settings.thank_you;
  const customMessage = tier?.allows('plus') ?? false;
  const change = (recipe: (t: ThankYou) => ThankYou) =>
    update((s) => ({ ...s, settings: { ...s.settings, thank_you: recipe(s.settings.thank_you) } }));
  const setRows = (recipe: (rows: RedirectCondition[]) => RedirectCondition[]) =>
    change((t) => ({ ...t, conditions: recipe(t.conditions) }));

  return (
    <section className="qs-card qs-thank-you" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{S.thankYou}</h3>
      <fieldset className="qs-thank-you-types">
        <legend>{S.thankYouType}</legend>
        {TYPES.map((type) => (
          <label key={type} className="qs-radio">
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={thankYou.type === type}
              disabled={!thankYouTypeAvailable(type, unlocked(type), survey.questions.length)}
              onChange={() => change((t) => setThankYouType(t, type))}
            />
            {S.thankYouTypes[type]}
          </label>
        ))}
      </fieldset>
      {locked && <RedirectsLock lock={locked} />}
      {unlocked('conditional_redirect') && survey.questions.length === 0 && <p className="qs-hint">{S.conditionalNeedsQuestion}</p>}

      {thankYou.type === 'message' && (
        <div className="field">
          <label htmlFor={`${id}-message`}>{S.message}</label>
          <textarea
            id={`${id}-message`}
            rows={3}
            value={thankYou.message}
            disabled={!customMessage}
            onChange={(e) => change((t) => ({ ...t, message: e.target.value }))}
            onBlur={() => change((t) => ({ ...t, message: restoreMessage(t.message) }))}
          />
          {tier && !customMessage && (
            <LockedButton feature={S.customMessage} plan="plus" className="button button-link locked">
              {S.customMessage}
            </LockedButton>
          )}
        </div>
      )}

      {thankYou.type === 'redirect' && (
        <RedirectTargetPicker
          label={S.redirectUrl}
          hint={S.redirectUrlHint}
          value={thankYou.redirect_to}
          onChange={(target) => change((t) => withRedirectTarget(t, target))}
        />
      )}

      {thankYou.type === 'conditional_redirect' && (
        <fieldset className="qs-redirects">
          <ol className="qs-rows">
            {thankYou.conditions.map((row, i) => (
              <RedirectRow
                key={i}
                n={i + 1}
                row={row}
                questions={survey.questions}
                types={questionTypes}
                removable={canRemoveRow(thankYou)}
                onChange={(next) => setRows((rows) => rows.map((r, j) => (j === i ? next : r)))}
                onRemove={() => setRows((rows) => rows.filter((_, j) => j !== i))}
              />
            ))}
          </ol>
          <button type="button" className="button" onClick={() => setRows((rows) => [...rows, blankRedirectCondition()])}>
            {S.addRow}
          </button>
        </fieldset>
      )}
    </section>
  );
}
