/**
 * The optional logic of 'Send Email' (spec 000 §2, §3): send only when every condition on a
 * Radio, Checkbox, NPS or Star Rating answer matches. Changing a row's question resets the rest.
 */
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import type { EmailLogic as EmailLogicValue, LogicCondition, Question, QuestionOption } from '../../model/types';
import { useEditor } from '../EditorContext';
import { EDITOR_STRINGS as S } from '../strings';

/** Operators per type when the type list does not say (spec 000 §5). */
const FALLBACK_OPERATORS: Record<string, string[]> = {
  checkbox: ['is', 'is_not', 'includes'],
  'radio-button': ['is', 'is_not'],
  'star-rating': ['is', 'is_not', 'lower_than', 'greater_than'],
  nps: ['is', 'is_not', 'lower_than', 'greater_than'],
};

function operatorsOf(question: Question | undefined, types: QuestionTypeDefinition[]): string[] {
  if (!question) return [];
  const definition = types.find((t) => t.key === question.type);
  return definition ? definition.logic_operators : (FALLBACK_OPERATORS[question.type] ?? []);
}

function optionText(option: QuestionOption): string {
  return typeof option === 'string' ? option : option.label;
}

/** The answers a condition can compare with: the options, or 1 to the scale's top. */
function valuesOf(question: Question | undefined, types: QuestionTypeDefinition[]): string[] | null {
  if (!question) return null;
  const definition = types.find((t) => t.key === question.type);
  const scale = definition?.scale_max ?? (question.type === 'nps' ? 10 : question.type === 'star-rating' ? 5 : null);
  if (scale) return Array.from({ length: scale }, (_, i) => String(i + 1));
  const options = question.config.options.map(optionText).filter((text) => text !== '');
  return options.length ? options : null;
}

const sameId = (a: unknown, b: unknown) => a !== null && String(a) === String(b);

export function EmailLogic({ logic, onChange }: { logic: EmailLogicValue; onChange(logic: EmailLogicValue): void }) {
  const { survey, questionTypes } = useEditor();
  const eligible = survey.questions.filter((q) => operatorsOf(q, questionTypes).length > 0);

  function blankCondition(): LogicCondition {
    const first = eligible[0];
    return { question_id: first?.id ?? null, compare: operatorsOf(first, questionTypes)[0] ?? 'is', value: null };
  }

  const setCondition = (index: number, next: LogicCondition) =>
    onChange({ ...logic, conditions: logic.conditions.map((c, i) => (i === index ? next : c)) });

  return (
    <div className="email-logic">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={logic.enable}
          disabled={eligible.length === 0}
          aria-describedby={eligible.length === 0 ? 'email-logic-note' : undefined}
          onChange={(e) =>
            onChange({
              ...logic,
              enable: e.target.checked,
              conditions: e.target.checked && logic.conditions.length === 0 ? [blankCondition()] : logic.conditions,
            })
          }
        />
        {S.emailLogic}
      </label>
      {eligible.length === 0 && (
        <p id="email-logic-note" className="editor-note">
          {S.emailLogicNoQuestions}
        </p>
      )}
      {logic.enable &&
        logic.conditions.map((condition, index) => {
          const question = survey.questions.find((q) => sameId(q.id, condition.question_id));
          const values = valuesOf(question, questionTypes);
          const n = index + 1;
          return (
            <fieldset key={index} className="logic-condition">
              <legend>{S.condition(n)}</legend>
              <label>
                {S.conditionQuestion}
                <select
                  value={condition.question_id === null ? '' : String(condition.question_id)}
                  onChange={(e) => {
                    const chosen = eligible.find((q) => String(q.id) === e.target.value);
                    setCondition(index, {
                      question_id: chosen?.id ?? null,
                      compare: operatorsOf(chosen, questionTypes)[0] ?? 'is',
                      value: null,
                    });
                  }}
                >
                  <option value="">{S.chooseOption}</option>
                  {eligible.map((q, i) => (
                    <option key={String(q.id)} value={String(q.id)}>
                      {q.title || `${S.conditionQuestion} ${survey.questions.indexOf(q) + 1 || i + 1}`}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {S.conditionCompare}
                <select value={condition.compare} onChange={(e) => setCondition(index, { ...condition, compare: e.target.value, value: null })}>
                  {operatorsOf(question, questionTypes).map((op) => (
                    <option key={op} value={op}>
                      {S.compareNames[op] ?? op.replace(/_/g, ' ')}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {S.conditionValue}
                {values ? (
                  <select
                    value={condition.value === null || condition.value === undefined ? '' : String(condition.value)}
                    onChange={(e) => setCondition(index, { ...condition, value: e.target.value === '' ? null : e.target.value })}
                  >
                    <option value="">{S.chooseOption}</option>
                    {values.map((value) => (
                      <option key={value} value={value}>
                        {value}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    type="text"
                    value={typeof condition.value === 'string' ? condition.value : ''}
                    onChange={(e) => setCondition(index, { ...condition, value: e.target.value })}
                  />
                )}
              </label>
              {logic.conditions.length > 1 && (
                <button
                  type="button"
                  className="button button-link"
                  onClick={() => onChange({ ...logic, conditions: logic.conditions.filter((_, i) => i !== index) })}
                >
                  {S.removeCondition(n)}
                </button>
              )}
            </fieldset>
          );
        })}
      {logic.enable && (
        <button type="button" className="button" onClick={() => onChange({ ...logic, conditions: [...logic.conditions, blankCondition()] })}>
          {S.addCondition}
        </button>
      )}
    </div>
  );
}
