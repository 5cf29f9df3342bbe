import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../config/queries';
import { activeAddons, licensedConfig } from '../../../test/config';
import { UPGRADE_STRINGS } from '../../../upgrade/strings';
import type { Survey, ThankYou } from '../../model/types';
import { EDITOR_STRINGS } from '../strings';
import { ALL_TYPES, question, survey } from './testing/fixtures';
import { ELITE, renderQuestionsStep } from './testing/render';
import { QUESTIONS_STRINGS as S } from './strings';

function withThankYou(base: Survey, thankYou: Partial<ThankYou>): Survey {
  return { ...base, settings: { ...base.settings, thank_you: { ...base.settings.thank_you, ...thankYou } } };
}

const PAGES = [
  { id: 12, title: 'Pricing', url: 'https://example.com/pricing' },
  { id: 13, title: 'Pricing FAQ', url: 'https://example.com/pricing/faq' },
];

describe('Thank You Message card', () => {
  it('restores an emptied message to the default text when the field is left', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(survey([question('a', 'text')]), { types: ALL_TYPES, config: ELITE });
    const message = await screen.findByRole('textbox', { name: S.message });
    await waitFor(() => expect(message).toBeEnabled());

    await user.clear(message);
    await user.tab();

    expect(message).toHaveValue('Thanks for your feedback!');
    await waitFor(() => expect(handle.survey?.settings.thank_you.message).toBe('Thanks for your feedback!'));
  });

  it('on Lite the message cannot be edited and redirects are disabled', async () => {
    renderQuestionsStep(survey([question('a', 'text')]));
    expect(await screen.findByRole('button', { name: `${S.customMessage} (locked)` })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: S.message })).toBeDisabled();
    expect(screen.getByRole('radio', { name: S.thankYouTypes.redirect })).toBeDisabled();
    expect(screen.getByRole('radio', { name: S.thankYouTypes.conditional_redirect })).toBeDisabled();
    expect(screen.getByText(S.requiresAddon('Behavior'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPGRADE_STRINGS.locked(S.redirects) })).toBeInTheDocument();
  });

  it('conditional redirect starts with one row whose choices follow the question', async () => {
    const user = userEvent.setup();
    const { handle } = renderQuestionsStep(survey([question('s', 'star-rating', { title: 'Stars' }), question('t', 'text')]), {
      types: ALL_TYPES,
      config: ELITE,
    });
    const conditional = await screen.findByRole('radio', { name: S.thankYouTypes.conditional_redirect });
    await waitFor(() => expect(conditional).toBeEnabled());
    await user.click(conditional);

    expect(screen.queryByRole('button', { name: S.removeRow(1) })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: S.rowQuestion(1) }), 's');
    const comparator = screen.getByRole('combobox', { name: S.rowComparator(1) });
    expect(within(comparator).getAllByRole('option').map((o) => o.textContent)).toEqual([
      S.chooseComparator,
      'Greater than',
      'Less than',
    ]);
    await user.selectOptions(comparator, '>');
    await user.selectOptions(screen.getByRole('combobox', { name: S.rowValue(1) }), '4');
    await user.type(screen.getByRole('combobox', { name: S.rowPage(1) }), 'https://example.com/thanks');
    await user.click(await screen.findByRole('option', { name: 'https://example.com/thanks' }));
    const thanks = { id: 'https://example.com/thanks', label: 'https://example.com/thanks', url: 'https://example.com/thanks' };
    await waitFor(() =>
      expect(handle.survey?.settings.thank_you.conditions).toEqual([
        { question: 's', condition_type: '>', condition: 4, page: thanks, redirect_url: thanks.url },
      ]),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: S.rowQuestion(1) }), 't');
    await waitFor(() => expect(handle.survey?.settings.thank_you.conditions[0]).toMatchObject({ condition_type: '', condition: null }));
    expect(screen.getByRole('textbox', { name: S.rowValue(1) })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: S.addRow }));
    expect(screen.getByRole('button', { name: S.removeRow(2) })).toBeInTheDocument();
  });

  it('a conditional row picks its page from the pages the widget has seen', async () => {
    const user = userEvent.setup();
    const start = withThankYou(survey([question('t', 'text')]), {
      type: 'conditional_redirect',
      conditions: [{ question: 't', condition_type: 'CONTAINS', condition: 'x', page: null, redirect_url: null }],
    });
    const { api, handle } = renderQuestionsStep(start, { types: ALL_TYPES, config: ELITE });
    api.routes['GET search?title=FAQ'] = { body: [PAGES[1]] };
    await user.type(await screen.findByRole('combobox', { name: S.rowPage(1) }), 'FAQ');
    await user.click(await screen.findByRole('option', { name: 'Pricing FAQ' }));
    await waitFor(() =>
      expect(handle.survey?.settings.thank_you.conditions[0]).toMatchObject({
        page: { id: 13, label: 'Pricing FAQ', url: 'https://example.com/pricing/faq' },
      }),
    );
    expect(screen.getByRole('button', { name: S.removeTarget('Pricing FAQ') })).toBeInTheDocument();
  });
});

describe('Redirect picker', () => {
  function openRedirect(config: SiteConfig = ELITE, thankYou: Partial<ThankYou> = {}) {
    return renderQuestionsStep(withThankYou(survey([question('a', 'text')]), { type: 'redirect', ...thankYou }), {
      types: ALL_TYPES,
      config,
    });
  }

  it('searches pages by title and stores the chosen one as {id, label, url}', async () => {
    const user = userEvent.setup();
    const { api, handle } = openRedirect();
    api.routes['GET search?title=Pri'] = { body: PAGES };
    const picker = await screen.findByRole('combobox', { name: S.redirectUrl });
    expect(picker).toHaveAttribute('placeholder', 'Please Select..');
    expect(picker).toHaveAccessibleDescription(S.redirectUrlHint);

    await user.type(picker, 'Pri');
    expect(await screen.findByRole('option', { name: 'Pricing FAQ' })).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toContain('search?title=Pri');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(handle.survey?.settings.thank_you).toMatchObject({
        redirect_to: { id: 12, label: 'Pricing', url: 'https://example.com/pricing' },
        redirect_url: 'https://example.com/pricing',
      }),
    );
    await user.click(screen.getByRole('button', { name: S.removeTarget('Pricing') }));
    await waitFor(() => expect(handle.survey?.settings.thank_you).toMatchObject({ redirect_to: null, redirect_url: null }));
  });

  it('a typed full https address not in the list can be chosen', async () => {
    const user = userEvent.setup();
    const { handle } = openRedirect();
    const address = 'https://example.com/brand-new';
    await user.type(await screen.findByRole('combobox', { name: S.redirectUrl }), address);
    await user.click(await screen.findByRole('option', { name: address }));
    await waitFor(() =>
      expect(handle.survey?.settings.thank_you.redirect_to).toEqual({ id: address, label: address, url: address }),
    );
  });

  it('shows a stored target, also one saved before the picker as {id, label}', async () => {
    openRedirect(ELITE, { redirect_to: { id: 'https://example.com/old', label: 'https://example.com/old' } as ThankYou['redirect_to'] });
    expect(await screen.findByRole('button', { name: S.removeTarget('https://example.com/old') })).toBeInTheDocument();
  });
});

describe('Redirect types gated by feature_owners', () => {
  const redirect = () => screen.findByRole('radio', { name: S.thankYouTypes.redirect });

  it('licensed without an owner in force: disabled, naming the owner, with its Install button', async () => {
    const { api } = renderQuestionsStep(survey([question('a', 'text')]), { types: ALL_TYPES, config: licensedConfig('elite', activeAddons('question-types')) });
    api.routes['GET addons'] = { body: [{ slug: 'behavior', title: 'Behavior', installed: false, active: false, type: 'licensed' }] };
    expect(await screen.findByText(S.requiresAddon('Behavior'))).toBeInTheDocument();
    expect(await redirect()).toBeDisabled();
    expect(screen.getByRole('radio', { name: S.thankYouTypes.conditional_redirect })).toBeDisabled();
    expect(await screen.findByRole('button', { name: EDITOR_STRINGS.installAddon('Behavior') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: UPGRADE_STRINGS.locked(S.redirects) })).not.toBeInTheDocument();
  });

  it('unlocked by whichever add-on the host lists for the type', async () => {
    const config: SiteConfig = {
      ...licensedConfig('elite', activeAddons('acme-redirects')),
      feature_owners: { 'thank_you.type=redirect': [{ slug: 'acme-redirects', name: 'Acme Redirects' }] },
    };
    renderQuestionsStep(survey([question('a', 'text')]), { types: ALL_TYPES, config });
    await waitFor(async () => expect(await redirect()).toBeEnabled());
    // Conditional redirect has no owner listed: it stays locked behind the plan prompt.
    expect(screen.getByRole('radio', { name: S.thankYouTypes.conditional_redirect })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: UPGRADE_STRINGS.locked(S.redirects) }));
    expect(await screen.findByRole('dialog', { name: UPGRADE_STRINGS.title(S.redirects, 'Pro') })).toBeInTheDocument();
  });

  it('the behavior add-on active does not unlock a type the host lists no owner for', async () => {
    renderQuestionsStep(survey([question('a', 'text')]), { types: ALL_TYPES, config: { ...ELITE, feature_owners: {} } });
    expect(await screen.findByRole('button', { name: UPGRADE_STRINGS.locked(S.redirects) })).toBeInTheDocument();
    expect(await redirect()).toBeDisabled();
  });
});
