import { useId } from 'react';
import { LockedButton } from '../../../upgrade/Locked';
import { useTier } from '../../../upgrade/useTier';
import type { LogicCondition, Question } from '../../model/types';
import { blankCondition, enableLogic, logicSources } from '../../rules/logic';
import { useEditor } from '../EditorContext';
import { QUESTIONS_STRINGS as S } from './strings';
import { LogicConditionRow } from './LogicConditionRow';
import { Toggle } from './Toggle';

/**
 * The Logic tab: show or hide this question depending on answers to earlier Radio, Checkbox, NPS
 * or Star Rating questions. A paid feature: Lite sees it locked.
 */
export function LogicTab({ question, index, onChange }: { question: Question; index: number; onChange(next: Question): void }) {
  const { survey, questionTypes } = useEditor();
  const tier = useTier();
  const id = useId();
  const sources = logicSources(survey, index, questionTypes);
  const logic = question.logic;
  const setConditions = (conditions: LogicCondition[]) => onChange({ ...question, logic: { ...logic, conditions } });
  const setCondition = (i: number, next: LogicCondition) => setConditions(logic.conditions.map((c, j) => (j === i ? next : c)));

  if (tier && !tier.allows('plus')) {
    return (
      <LockedButton feature={S.conditionalLogic} plan="plus">
        {S.enableLogic}
      </LockedButton>
    );
  }
  if (sources.length === 0) {
    return (
      <>
        <Toggle label={S.enableLogic} checked={false} disabled onChange={() => undefined} />
        <p className="inline-notice qs-notice">{S.logicNeedsEarlierQuestion}</p>
      </>
    );
  }
  return (
    <div className="qs-logic">
      <Toggle
        label={S.enableLogic}
        checked={logic.enabled}
        disabled={!tier}
        onChange={(on) => onChange({ ...question, logic: enableLogic(logic, on, sources) })}
      />
      {logic.enabled && (
        <>
          <div className="field">
            <label htmlFor={`${id}-action`}>{S.action}</label>
            <select
              id={`${id}-action`}
              value={logic.action}
              onChange={(e) => onChange({ ...question, logic: { ...logic, action: e.target.value === 'hide' ? 'hide' : 'show' } })}
            >
              <option value="show">{S.actions.show}</option>
              <option value="hide">{S.actions.hide}</option>
            </select>
          </div>
          <ol className="qs-rows">
            {logic.conditions.map((condition, i) => (
              <LogicConditionRow
                key={i}
                types={questionTypes}
                n={i + 1}
                condition={condition}
                sources={sources}
                removable={logic.conditions.length > 1}
                onChange={(next) => setCondition(i, next)}
                onRemove={() => setConditions(logic.conditions.filter((_, j) => j !== i))}
              />
            ))}
          </ol>
          <button type="button" className="button" onClick={() => setConditions([...logic.conditions, blankCondition(sources)])}>
            {S.addCondition}
          </button>
        </>
      )}
    </div>
  );
}
