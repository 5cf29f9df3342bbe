import { fakeApi } from '@hearken/addon-sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import card from './TargetingCard';
import { LOGIC } from './rules';
import { STRINGS as S } from './strings';
import { renderCard, survey } from './testing';

/** The card with Advanced pages and `rules`, and the rule fieldsets. */
function advanced(rules: { logic: string; operator: '&&' | '||' | null; data: unknown }[], options: Parameters<typeof renderCard>[1] = {}) {
  const view = renderCard(survey({ pages: 'custom', page_rules: rules as never }), options);
  return { ...view, rule: (n: number) => screen.getByRole('group', { name: S.rule(n) }) };
}

describe('the Targeting card', () => {
  it('is an editor card titled like the shell\'s Targeting card', () => {
    expect(card.point).toBe('editor-card');
    renderCard(survey());
    expect(screen.getByRole('region', { name: 'Targeting' })).toBeInTheDocument();
  });
});

describe('devices', () => {
  it('are all three by default, read as All Device Types', () => {
    renderCard(survey());
    const devices = screen.getByRole('group', { name: `${S.devices}: ${S.allDevices}` });
    expect(within(devices).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([true, true, true]);
  });

  it('can be narrowed down to one, which cannot be unticked', async () => {
    const user = userEvent.setup();
    const { targeting } = renderCard(survey());

    await user.click(screen.getByRole('checkbox', { name: 'Tablet' }));
    expect(screen.getByRole('group', { name: `${S.devices}: Desktop, Mobile` })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Desktop' }));

    expect(targeting().devices).toEqual(['mobile']);
    expect(screen.getByRole('checkbox', { name: 'Mobile' })).toBeDisabled();
  });
});

describe('pages', () => {
  it('are all pages by default, with one rule ready from mount', async () => {
    const { targeting } = renderCard(survey());
    expect(screen.getByRole('radio', { name: S.pagesAll })).toBeChecked();
    await waitFor(() => expect(targeting().page_rules).toEqual([{ logic: 'page_url_contains', operator: null, data: null }]));
    expect(screen.queryByRole('group', { name: S.rule(1) })).not.toBeInTheDocument();
  });

  it('Advanced shows the rule editor, whose rule types are the 21 of the spec', async () => {
    const user = userEvent.setup();
    const { targeting } = renderCard(survey());

    const advancedRadio = screen.getByRole('radio', { name: S.pagesAdvanced });
    expect(advancedRadio).toHaveAccessibleDescription(S.pagesAdvancedHint);
    await user.click(advancedRadio);

    expect(targeting().pages).toBe('custom');
    const logic = within(screen.getByRole('group', { name: S.rule(1) })).getByRole('combobox', { name: S.ruleLogic });
    expect(within(logic).getAllByRole('option')).toHaveLength(LOGIC.length);
    expect(LOGIC).toHaveLength(21);
  });
});

describe('a page rule', () => {
  it('of a URL type needs a valid URL, with the https:// placeholder', async () => {
    const user = userEvent.setup();
    const { rule, reportValid } = advanced([{ logic: 'page_url_is', operator: null, data: '' }]);
    const value = within(rule(1)).getByRole('textbox', { name: S.ruleValue });
    expect(value).toHaveAttribute('placeholder', 'https://');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription(S.needsValue);
    expect(reportValid).toHaveBeenLastCalledWith(false);

    await user.type(value, 'pricing');
    expect(value).toHaveAccessibleDescription(S.invalidUrl);

    await user.clear(value);
    await user.type(value, 'https://example.com/pricing');
    expect(value).not.toHaveAttribute('aria-invalid');
    expect(reportValid).toHaveBeenLastCalledWith(true);
  });

  it('of a text type is flagged while empty', async () => {
    const user = userEvent.setup();
    const { rule } = advanced([{ logic: 'cookie_exist', operator: null, data: null }]);
    const value = within(rule(1)).getByRole('textbox', { name: S.ruleValue });
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).not.toHaveAttribute('placeholder');

    await user.type(value, 'returning_visitor');
    expect(value).not.toHaveAttribute('aria-invalid');
  });

  it('of a selection type is flagged until a choice from the host is picked', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'logic-type': [{ id: 'editor', label: 'Editor' }, { id: 'author', label: 'Author' }] });
    const { rule, targeting } = advanced([{ logic: 'user_role', operator: null, data: null }], { api });
    const value = within(rule(1)).getByRole('combobox', { name: S.ruleValue });
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAttribute('placeholder', S.selectPlaceholder);

    await user.type(value, 'ed');
    await user.click(await screen.findByRole('option', { name: 'Editor' }));

    expect(api.get).toHaveBeenLastCalledWith('logic-type?logic_type=wp_user_roles&search=ed');
    expect(targeting().page_rules[0]?.data).toEqual([{ id: 'editor', label: 'Editor' }]);
    expect(value).not.toHaveAttribute('aria-invalid');
  });

  it('on pages or posts searches the pages by title and keeps their address', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ search: [{ id: 42, title: 'Pricing', url: 'https://example.com/pricing' }] });
    const { rule, targeting } = advanced([{ logic: 'page_or_post_is', operator: null, data: null }], { api });

    await user.type(within(rule(1)).getByRole('combobox', { name: S.ruleValue }), 'Pri');
    await user.click(await screen.findByRole('option', { name: 'Pricing' }));

    expect(api.get).toHaveBeenLastCalledWith('search?title=Pri');
    expect(targeting().page_rules[0]?.data).toEqual([{ id: 42, label: 'Pricing', url: 'https://example.com/pricing' }]);
  });

  it('loses its value when its type changes', async () => {
    const user = userEvent.setup();
    const { rule, targeting } = advanced([{ logic: 'page_url_contains', operator: null, data: '/blog' }]);
    const logic = within(rule(1)).getByRole('combobox', { name: S.ruleLogic });

    await user.selectOptions(logic, 'referrer');
    expect(targeting().page_rules[0]).toEqual({ logic: 'referrer', operator: null, data: '' });
    await user.selectOptions(logic, 'user_logged_in');
    expect(targeting().page_rules[0]).toEqual({ logic: 'user_logged_in', operator: null, data: null });
  });

  it('is not flagged for a missing choice while the survey cannot be edited', () => {
    const { rule } = advanced([{ logic: 'user_role', operator: null, data: null }], { locked: true });
    const value = within(rule(1)).getByRole('combobox', { name: S.ruleValue });
    expect(value).toBeDisabled();
    expect(value).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('button', { name: S.and })).not.toBeInTheDocument();
  });
});

describe('the rules', () => {
  it('keep their first rule, and remove the others', async () => {
    const user = userEvent.setup();
    const { rule, targeting } = advanced([
      { logic: 'page_url_contains', operator: null, data: '/a' },
      { logic: 'page_url_contains', operator: '&&', data: '/b' },
    ]);
    expect(within(rule(1)).queryByRole('button', { name: S.removeRule(1) })).not.toBeInTheDocument();

    await user.click(within(rule(2)).getByRole('button', { name: S.removeRule(2) }));
    expect(targeting().page_rules.map((r) => r.data)).toEqual(['/a']);
  });

  it('are added with And or Or, then only with the operator the second rule took', async () => {
    const user = userEvent.setup();
    const { targeting } = advanced([{ logic: 'page_url_contains', operator: null, data: '/a' }]);
    const adders = () => screen.getByRole('group', { name: S.addRuleGroup });
    expect(within(adders()).getAllByRole('button').map((b) => b.textContent)).toEqual(['And', 'Or']);

    await user.click(within(adders()).getByRole('button', { name: 'Or' }));
    expect(within(adders()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Or']);
    await user.click(within(adders()).getByRole('button', { name: 'Or' }));

    expect(targeting().page_rules.map((r) => r.operator)).toEqual([null, '||', '||']);
    expect(screen.getAllByText('Or', { selector: '.page-rule-join' })).toHaveLength(2);
  });
});
