import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addableOperators, blankRule, choiceSource, emptyData, kindOf, LOGIC, ruleError, targetingOf, type PageRule } from './rules';
import { STRINGS as S } from './strings';

/** The `enum` of the page rules' `logic` in ../../addon.toml, the list the host checks rules against. */
function schemaLogic(): string[] {
  const toml = readFileSync(join(import.meta.dirname, '../../addon.toml'), 'utf8');
  const table = toml.split('[survey_settings.targeting.schema.properties.page_rules.items.properties.logic]')[1] ?? '';
  const list = /enum = \[([^\]]*)\]/.exec(table)?.[1] ?? '';
  return [...list.matchAll(/"([a-z_]+)"/g)].map((m) => m[1] ?? '');
}
const SCHEMA_LOGIC = schemaLogic();

const rule = (logic: PageRule['logic'], data: unknown): PageRule => ({ logic, operator: null, data });

describe('the page rule types', () => {
  it('are the 21 of the manifest\'s schema, in its order', () => {
    expect(LOGIC).toHaveLength(21);
    expect([...LOGIC]).toEqual(SCHEMA_LOGIC);
  });

  it('sort into URL, text and selection rules as spec 002 §5 says', () => {
    expect(LOGIC.filter((l) => kindOf(l) === 'url')).toEqual(['referrer', 'page_url_is', 'page_url_is_not']);
    // "Text rules (contains, cookie and query rules)": seven of them.
    const textRules = LOGIC.filter((l) => /contains|cookie|query/.test(l));
    expect(textRules).toHaveLength(7);
    expect(LOGIC.filter((l) => kindOf(l) === 'text')).toEqual(textRules);
    // Every selection rule has somewhere to get its choices.
    for (const logic of LOGIC.filter((l) => kindOf(l) === 'selection')) expect(choiceSource(logic)).not.toBeNull();
  });

  it('ask the host for the spec\'s logic types, and for pages by title', () => {
    expect(choiceSource('user_role')).toEqual({ kind: 'logic-type', logicType: 'wp_user_roles' });
    expect(choiceSource('page_type')).toEqual({ kind: 'logic-type', logicType: 'wp_page_type' });
    expect(choiceSource('post_type_is_not')).toEqual({ kind: 'logic-type', logicType: 'post_type' });
    expect(choiceSource('taxonomy_term_is')).toEqual({ kind: 'logic-type', logicType: 'taxonomy_term' });
    expect(choiceSource('page_or_post_is_not')).toEqual({ kind: 'pages' });
  });
});

describe('a rule\'s value', () => {
  it('is cleared to empty text for URL rules and to null for the others', () => {
    expect(emptyData('referrer')).toBe('');
    expect(emptyData('cookie_exist')).toBeNull();
    expect(emptyData('user_role')).toBeNull();
    expect(blankRule('||')).toEqual({ logic: 'page_url_contains', operator: '||', data: null });
  });

  it('must be a URL for URL rules', () => {
    expect(ruleError(rule('page_url_is', ''))).toBe(S.needsValue);
    expect(ruleError(rule('page_url_is', 'pricing'))).toBe(S.invalidUrl);
    expect(ruleError(rule('page_url_is', 'https://example.com/pricing'))).toBeNull();
  });

  it('must not be blank for text rules', () => {
    expect(ruleError(rule('cookie_exist', null))).toBe(S.needsValue);
    expect(ruleError(rule('query_parameter_contains', '  '))).toBe(S.needsValue);
    expect(ruleError(rule('query_parameter_contains', 'utm_source=mail'))).toBeNull();
  });

  it('must have a choice for selection rules, while the editor is enabled', () => {
    expect(ruleError(rule('user_role', null))).toBe(S.needsValue);
    expect(ruleError(rule('user_role', []))).toBe(S.needsValue);
    expect(ruleError(rule('user_role', []), false)).toBeNull();
    expect(ruleError(rule('user_role', [{ id: 'editor', label: 'Editor' }]))).toBeNull();
  });
});

describe('the add buttons', () => {
  it('offer And and Or until the second rule has its operator, then only that one', () => {
    expect(addableOperators([blankRule(null)])).toEqual(['&&', '||']);
    expect(addableOperators([blankRule(null), blankRule('||')])).toEqual(['||']);
    expect(addableOperators([blankRule(null), blankRule('&&'), blankRule('&&')])).toEqual(['&&']);
  });
});

describe('a stored targeting', () => {
  it('reads as the defaults when the survey has none', () => {
    expect(targetingOf({})).toEqual({ devices: ['desktop', 'tablet', 'mobile'], pages: 'all', page_rules: [] });
  });

  it('keeps the first rule without an operator and the others joined', () => {
    const read = targetingOf({
      targeting: { devices: ['mobile'], pages: 'custom', page_rules: [{ logic: 'referrer', operator: '&&', data: 'x' }, { logic: 'cookie_exist', operator: '', data: 'c' }] },
    });
    expect(read.devices).toEqual(['mobile']);
    expect(read.page_rules.map((r) => r.operator)).toEqual([null, '&&']);
  });
});
