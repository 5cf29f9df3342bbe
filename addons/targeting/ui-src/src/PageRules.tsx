/**
 * The rules of Advanced pages targeting (spec 002 §4, §5): the first rule cannot be removed; the
 * add buttons read And and Or until the second rule has its operator, then only that one is
 * offered, so the rules never mix the two.
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import { useId } from 'react';
import { PageRule } from './PageRule';
import { addableOperators, blankRule, type PageRule as Rule } from './rules';
import { STRINGS as S } from './strings';

export interface PageRulesProps {
  api: HearkenApi;
  rules: Rule[];
  disabled: boolean;
  onChange(rules: Rule[]): void;
}

export function PageRules({ api, rules, disabled, onChange }: PageRulesProps) {
  const addId = useId();
  const change = (index: number, rule: Rule) => onChange(rules.map((r, i) => (i === index ? rule : r)));
  // Only later rules can go; the first keeps no operator.
  const remove = (index: number) => onChange(rules.filter((_, i) => i !== index));
  return (
    <div className="page-rules">
      {rules.map((rule, index) => (
        <div key={index} className="page-rule-row">
          {index > 0 && rule.operator && <p className="page-rule-join">{S.joinedBy[rule.operator]}</p>}
          <PageRule
            api={api}
            rule={rule}
            n={index + 1}
            disabled={disabled}
            onChange={(next) => change(index, next)}
            {...(index > 0 ? { onRemove: () => remove(index) } : {})}
          />
        </div>
      ))}
      {!disabled && (
        <div role="group" aria-labelledby={addId} className="page-rule-add">
          <span id={addId} className="visually-hidden">
            {S.addRuleGroup}
          </span>
          {addableOperators(rules).map((operator) => (
            <button key={operator} type="button" className="button" onClick={() => onChange([...rules, blankRule(operator)])}>
              {operator === '&&' ? S.and : S.or}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
