/**
 * The words of the editor's rules: the validation messages the host repeats on save
 * (host/src/surveys/validation.rs, the same sentences), a new option's text, and the names of the
 * logic operators and redirect comparators by what the host stores (question_types.rs).
 */
import { catalogue } from '../../language/catalogue';
import en from './locales/en.json';

const m = catalogue('surveys/rules', en);

export const RULES_STRINGS = m.strings({
  titleRequired: 'titleRequired',
  optionsRequired: 'optionsRequired',
  /** The text a new radio or checkbox question's options start with (the editor's "Option n"). */
  option: (n: number) => m.format('option', { n }),
  logicNeedsEarlierQuestion: 'logicNeedsEarlierQuestion',
  /** A survey's audience and limits (issue 35): host/src/surveys/limits.rs `check`'s sentences. */
  limits: {
    sample: 'limits.sample',
    dailyLimit: (max: number) => m.format('limits.dailyLimit', { max }),
    responseLimit: (max: number) => m.format('limits.responseLimit', { max }),
    quotaQuestion: 'limits.quotaQuestion',
    quotaQuestionGone: 'limits.quotaQuestionGone',
    quotaQuestionOptions: 'limits.quotaQuestionOptions',
    quotaValue: 'limits.quotaValue',
    quotaRepeated: 'limits.quotaRepeated',
    quotaLimit: (max: number) => m.format('limits.quotaLimit', { max }),
  },
  /** The logic operators' words in the spec, by the names the host stores. */
  operators: m.byName({
    is: 'operators.is',
    is_not: 'operators.is_not',
    includes: 'operators.includes',
    lower_than: 'operators.lower_than',
    greater_than: 'operators.greater_than',
  }),
  /** The redirect comparators' words in the spec, by the symbol the host stores. */
  comparators: m.byName({
    IN: 'comparators.IN',
    '=': 'comparators.=',
    '!=': 'comparators.!=',
    CONTAINS: 'comparators.CONTAINS',
    '!CONTAINS': 'comparators.!CONTAINS',
    STARTS_WITH: 'comparators.STARTS_WITH',
    ENDS_WITH: 'comparators.ENDS_WITH',
    '>': 'comparators.>',
    '<': 'comparators.<',
  }),
});
