/** The page-rule types the host accepts (host/src/surveys/validation.rs PAGE_RULE_LOGIC, spec 002 §3). */
export const PAGE_RULE_LOGIC = [
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

/** 'page_url_not_contains' → 'Page URL not contains': the key read as words. */
export function pageRuleLabel(logic: string): string {
  const words = logic.split('_').map((word) => (word === 'url' ? 'URL' : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
