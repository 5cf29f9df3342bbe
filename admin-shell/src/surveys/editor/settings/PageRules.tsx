/** The custom page rules of Targeting: each {logic, operator, data}; every rule needs a value (spec 000 §5). */
import type { PageRule } from '../../model/types';
import { pageRuleEmpty } from '../../rules/settings';
import { EDITOR_STRINGS as S } from '../strings';
import { PAGE_RULE_LOGIC, pageRuleLabel } from './pageRuleLogic';

export const BLANK_PAGE_RULE: PageRule = { logic: 'page_url_contains', operator: null, data: '' };

export function PageRules({ rules, onChange }: { rules: PageRule[]; onChange(rules: PageRule[]): void }) {
  const change = (index: number, patch: Partial<PageRule>) => onChange(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  const remove = (index: number) =>
    // The first rule joins nothing: it loses its operator when it moves up.
    onChange(rules.filter((_, i) => i !== index).map((rule, i) => (i === 0 ? { ...rule, operator: null } : rule)));

  return (
    <div className="page-rules">
      {rules.map((rule, index) => {
        const n = index + 1;
        const empty = pageRuleEmpty(rule);
        const errorId = `page-rule-${n}-error`;
        return (
          <fieldset key={index} className="page-rule">
            <legend>{S.pageRule(n)}</legend>
            {index > 0 && (
              <label>
                {S.pageRuleOperator}
                <select value={rule.operator ?? '&&'} onChange={(e) => change(index, { operator: e.target.value === '||' ? '||' : '&&' })}>
                  <option value="&&">{S.pageRuleAnd}</option>
                  <option value="||">{S.pageRuleOr}</option>
                </select>
              </label>
            )}
            <label>
              {S.pageRuleLogic}
              <select value={rule.logic} onChange={(e) => change(index, { logic: e.target.value })}>
                {PAGE_RULE_LOGIC.map((logic) => (
                  <option key={logic} value={logic}>
                    {pageRuleLabel(logic)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {S.pageRuleValue}
              <input
                type="text"
                value={typeof rule.data === 'string' ? rule.data : JSON.stringify(rule.data ?? '')}
                aria-invalid={empty || undefined}
                aria-describedby={empty ? errorId : undefined}
                onChange={(e) => change(index, { data: e.target.value })}
              />
            </label>
            {empty && (
              <p id={errorId} className="field-error">
                {S.pageRuleNeedsValue}
              </p>
            )}
            <button type="button" className="button button-link" onClick={() => remove(index)}>
              {S.removePageRule(n)}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="button" onClick={() => onChange([...rules, { ...BLANK_PAGE_RULE, operator: rules.length ? '&&' : null }])}>
        {S.addPageRule}
      </button>
    </div>
  );
}
