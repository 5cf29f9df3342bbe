/**
 * The page rules of `settings.targeting` (spec 002 §3, §5) as the card edits them: the 21 rule
 * types of the manifest's schema (../addon.toml), which kind of value each takes, where a
 * selection rule's choices come from, and what the editor flags.
 */
import { STRINGS as S } from './strings';

export const DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

export type Operator = '&&' | '||';

export interface PageRule {
  logic: Logic;
  operator: Operator | null;
  data: unknown;
}

export interface Targeting {
  devices: Device[];
  pages: 'all' | 'custom';
  page_rules: PageRule[];
}

/** The rule types, in the order the picker lists them. */
export const LOGIC = [
  'user_logged_in',
  'user_role',
  'page_type',
  'page_or_post_is',
  'page_or_post_is_not',
  'post_type_is',
  'post_type_is_not',
  'taxonomy_is',
  'taxonomy_is_not',
  'taxonomy_term_is',
  'taxonomy_term_is_not',
  'referrer',
  'query_parameter_contains',
  'query_parameter_not_contains',
  'query_parameter_regex',
  'cookie_exist',
  'cookie_not_exist',
  'page_url_is',
  'page_url_is_not',
  'page_url_contains',
  'page_url_not_contains',
] as const;
export type Logic = (typeof LOGIC)[number];

/** Rules whose value is an address (spec 002 §5: "URL-type rules"). */
const URL_RULES: ReadonlySet<Logic> = new Set(['referrer', 'page_url_is', 'page_url_is_not']);

/** Rules whose value is free text: the contains, cookie and query rules. */
const TEXT_RULES: ReadonlySet<Logic> = new Set([
  'query_parameter_contains',
  'query_parameter_not_contains',
  'query_parameter_regex',
  'cookie_exist',
  'cookie_not_exist',
  'page_url_contains',
  'page_url_not_contains',
]);

export type RuleKind = 'url' | 'text' | 'selection';

export function kindOf(logic: Logic): RuleKind {
  if (URL_RULES.has(logic)) return 'url';
  if (TEXT_RULES.has(logic)) return 'text';
  return 'selection';
}

/**
 * Where a selection rule's choices come from: `GET logic-type?logic_type=…` for the site's own
 * lists, `GET search?title=…` for its pages and posts.
 */
export type ChoiceSource = { kind: 'logic-type'; logicType: string } | { kind: 'pages' };

const LOGIC_TYPES: Partial<Record<Logic, string>> = {
  user_logged_in: 'user_logged_in',
  user_role: 'wp_user_roles',
  page_type: 'wp_page_type',
  post_type_is: 'post_type',
  post_type_is_not: 'post_type',
  taxonomy_is: 'taxonomy',
  taxonomy_is_not: 'taxonomy',
  taxonomy_term_is: 'taxonomy_term',
  taxonomy_term_is_not: 'taxonomy_term',
};

export function choiceSource(logic: Logic): ChoiceSource | null {
  if (logic === 'page_or_post_is' || logic === 'page_or_post_is_not') return { kind: 'pages' };
  const logicType = LOGIC_TYPES[logic];
  return logicType === undefined ? null : { kind: 'logic-type', logicType };
}

/** Logged in or not is one answer; every other selection rule takes several choices. */
export function singleChoice(logic: Logic): boolean {
  return logic === 'user_logged_in';
}

/** A rule's value once its type changes: empty text for URL rules, null for the others (spec 002 §5). */
export function emptyData(logic: Logic): unknown {
  return kindOf(logic) === 'url' ? '' : null;
}

export const FIRST_LOGIC: Logic = 'page_url_contains';

export function blankRule(operator: Operator | null): PageRule {
  return { logic: FIRST_LOGIC, operator, data: emptyData(FIRST_LOGIC) };
}

/** A stored rule type this editor does not know reads as the first one, so the picker shows a real choice. */
export function isLogic(value: unknown): value is Logic {
  return typeof value === 'string' && (LOGIC as readonly string[]).includes(value);
}

/** A value "parses as a URL" (spec 002 §5), with a scheme and a host. */
export function validUrl(text: string): boolean {
  try {
    return new URL(text.trim()).host !== '';
  } catch {
    return false;
  }
}

/** What the editor says about a rule's value, or null when it is fine. `enabled`: selection rules are flagged only while editable. */
export function ruleError(rule: PageRule, enabled = true): string | null {
  const { data } = rule;
  switch (kindOf(rule.logic)) {
    case 'url': {
      const text = typeof data === 'string' ? data : '';
      if (text.trim() === '') return S.needsValue;
      return validUrl(text) ? null : S.invalidUrl;
    }
    case 'text':
      return typeof data === 'string' && data.trim() !== '' ? null : S.needsValue;
    case 'selection':
      return enabled && (data === null || data === undefined || (Array.isArray(data) && data.length === 0)) ? S.needsValue : null;
  }
}

/** The operators the add buttons offer: both, until the second rule has one; then only that one (spec 002 §5). */
export function addableOperators(rules: readonly PageRule[]): Operator[] {
  const second = rules[1]?.operator;
  return second === '&&' || second === '||' ? [second] : ['&&', '||'];
}

/** The survey's targeting with every field in place: a survey saved before the add-on has none. */
export function targetingOf(settings: Record<string, unknown>): Targeting {
  const stored = (settings['targeting'] ?? {}) as Partial<Record<keyof Targeting, unknown>>;
  const devices = Array.isArray(stored.devices) ? DEVICES.filter((d) => (stored.devices as unknown[]).includes(d)) : [...DEVICES];
  const rules = Array.isArray(stored.page_rules) ? (stored.page_rules as Partial<PageRule>[]) : [];
  return {
    devices: devices.length > 0 ? devices : [...DEVICES],
    pages: stored.pages === undefined || stored.pages === 'all' ? 'all' : 'custom',
    page_rules: rules.map((rule, i) => ({
      logic: isLogic(rule.logic) ? rule.logic : FIRST_LOGIC,
      operator: i === 0 ? null : rule.operator === '||' ? '||' : '&&',
      data: rule.data ?? null,
    })),
  };
}

/** The targeting holds back the settings step: rules are used and one of them is flagged. */
export function targetingValid(targeting: Targeting): boolean {
  return targeting.pages === 'all' || targeting.page_rules.every((rule) => ruleError(rule) === null);
}
