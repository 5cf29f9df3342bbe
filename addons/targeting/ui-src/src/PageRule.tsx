/** One page rule: its type and its value, the control fitting the type (spec 002 §5). */
import type { HearkenApi } from '@hearken/addon-sdk';
import { SearchSelect, SelectField, TextField } from '@hearken/addon-sdk/ui';
import { choicesOf, searchChoices } from './choices';
import { choiceSource, emptyData, isLogic, kindOf, LOGIC, ruleError, singleChoice, type PageRule as Rule } from './rules';
import { STRINGS as S } from './strings';

export interface PageRuleProps {
  api: HearkenApi;
  rule: Rule;
  /** 1-based, as the admin reads it. */
  n: number;
  disabled: boolean;
  onChange(rule: Rule): void;
  /** Absent for the first rule, which cannot be removed. */
  onRemove?: () => void;
}

export function PageRule({ api, rule, n, disabled, onChange, onRemove }: PageRuleProps) {
  const error = ruleError(rule, !disabled) ?? undefined;
  return (
    <fieldset className="page-rule">
      <legend>{S.rule(n)}</legend>
      <SelectField
        label={S.ruleLogic}
        value={rule.logic}
        disabled={disabled}
        onChange={(e) => {
          const logic = e.currentTarget.value;
          // A new type clears the value: the old one means nothing to it.
          if (isLogic(logic)) onChange({ ...rule, logic, data: emptyData(logic) });
        }}
      >
        {LOGIC.map((logic) => (
          <option key={logic} value={logic}>
            {S.logicNames[logic]}
          </option>
        ))}
      </SelectField>
      <RuleValue api={api} rule={rule} disabled={disabled} error={error} onChange={(data) => onChange({ ...rule, data })} />
      {onRemove && !disabled && (
        <button type="button" className="button button-link" onClick={onRemove}>
          {S.removeRule(n)}
        </button>
      )}
    </fieldset>
  );
}

function RuleValue({
  api,
  rule,
  disabled,
  error,
  onChange,
}: {
  api: HearkenApi;
  rule: Rule;
  disabled: boolean;
  error: string | undefined;
  onChange(data: unknown): void;
}) {
  const kind = kindOf(rule.logic);
  const source = choiceSource(rule.logic);
  if (kind === 'selection' && source) {
    return (
      <SearchSelect
        label={S.ruleValue}
        search={(text) => searchChoices(api, source, text)}
        value={choicesOf(rule.data)}
        onChange={onChange}
        single={singleChoice(rule.logic)}
        placeholder={S.selectPlaceholder}
        noMatches={S.noMatches}
        removeLabel={S.removeChoice}
        error={error}
        disabled={disabled}
      />
    );
  }
  return (
    <TextField
      label={S.ruleValue}
      type={kind === 'url' ? 'url' : 'text'}
      placeholder={kind === 'url' ? S.urlPlaceholder : undefined}
      value={typeof rule.data === 'string' ? rule.data : ''}
      error={error}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
