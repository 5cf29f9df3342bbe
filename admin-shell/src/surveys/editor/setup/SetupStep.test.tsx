import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FEDERATION_STRINGS } from '../../../federation/strings';
import { lockedAddon } from '../../../federation/testing';
import { addonFlags } from '../../../test/config';
import { UPGRADE_STRINGS } from '../../../upgrade/strings';
import { BLANK, ELITE, LITE, NPS_TEMPLATE, PRO_WITHOUT_KEY } from '../fixtures';
import { EDITOR_STRINGS as S } from '../strings';
import { location, openEditor, posts } from '../testing';

vi.mock('../../list/SurveysList', () => ({ default: () => <h1>Surveys list</h1> }));

/** The templates add-on as the UI manifest lists it while it is not in force: its setup card. */
const TEMPLATES_LOCKED = lockedAddon('templates', 'Additional Templates', [{ point: 'editor-card', target: 'setup', label: 'Additional Templates' }]);

const card = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

describe('setup step', () => {
  it('/surveys/new opens "Select a Template" with a card per template', async () => {
    openEditor('/surveys/new');

    expect(await screen.findByRole('heading', { name: S.setupTitle })).toBeInTheDocument();
    expect(location()).toBe('/surveys/new/setup');
    expect(await screen.findByRole('button', { name: 'Blank Survey' })).toHaveAccessibleDescription(
      'Start from scratch and build your own survey.',
    );
  });

  it('a template whose add-on is inactive is locked with "Requires Question Types addon" and, on Lite, an upgrade', async () => {
    openEditor('/surveys/new/setup', {}, LITE);
    const user = userEvent.setup();

    const nps = await card('Net Promoter Score');
    expect(nps).toHaveTextContent('Requires Question Types addon');
    expect(nps).toHaveAttribute('aria-disabled', 'true');
    expect(within(nps).queryByRole('button', { name: 'Net Promoter Score' })).not.toBeInTheDocument();

    await user.click(within(nps).getByRole('button', { name: UPGRADE_STRINGS.locked(S.templateFeature) }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(UPGRADE_STRINGS.title(S.templateFeature, 'Pro'));
  });

  it('without a reason from the server the card names the missing add-on as the config does', async () => {
    const { error: _sent, ...withoutError } = NPS_TEMPLATE;
    const config = { ...LITE, addons: { 'question-types': addonFlags('question-types', { name: 'Question Types', installed: false, active: false, type: 'unlicensed' }) } };
    openEditor('/surveys/new/setup', { 'GET survey-templates': { body: [BLANK, { ...withoutError, is_available: true }] } }, config);

    expect(await card('Net Promoter Score')).toHaveTextContent(S.requiresAddon('Question Types'));
  });

  it('names a missing add-on the config does not list by its slug', async () => {
    const { error: _sent, ...withoutError } = NPS_TEMPLATE;
    openEditor('/surveys/new/setup', { 'GET survey-templates': { body: [BLANK, { ...withoutError, is_available: true, required_addons: ['acme-forms'] }] } }, LITE);

    expect(await card('Net Promoter Score')).toHaveTextContent(S.requiresAddon('acme-forms'));
  });

  it('Pro without a licence is sent to activate it', async () => {
    openEditor('/surveys/new/setup', {}, PRO_WITHOUT_KEY);

    const nps = await card('Net Promoter Score');
    expect(within(nps).getByRole('link', { name: S.activateLicense })).toHaveAttribute('href', '/settings/general');
  });

  it('a licensed Pro site can install the add-on the template needs', async () => {
    openEditor('/surveys/new/setup', {
      'GET addons': {
        body: [
          {
            slug: 'question-types',
            title: 'Question Types',
            excerpt: '',
            categories: ['Plus'],
            version: '1.0.0',
            installed: false,
            active: false,
            type: 'licensed',
            plan: 'plus',
            author: 'Hearken',
            hooks: [],
          },
        ],
      },
    }, ELITE);

    const nps = await card('Net Promoter Score');
    expect(await within(nps).findByRole('button', { name: S.installAddon('Question Types') })).toBeEnabled();
  });

  it('an add-on of templates that is not in force shows as the locked placeholder of its setup card, after the grid', async () => {
    openEditor('/surveys/new/setup', { 'GET addons/ui-manifest': { body: { remotes: [], locked: [TEMPLATES_LOCKED] } } }, LITE);

    const heading = await screen.findByRole('heading', { level: 3, name: `Additional Templates ${FEDERATION_STRINGS.locked}` });
    const placeholder = heading.closest('section') as HTMLElement;
    expect(placeholder).toHaveTextContent(UPGRADE_STRINGS.notAvailable('Additional Templates'));
    expect(within(placeholder).getByRole('button', { name: UPGRADE_STRINGS.upgradeNow('Pro') })).toBeInTheDocument();
    const grid = (await screen.findByRole('button', { name: 'Blank Survey' })).closest('ul') as HTMLElement;
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(grid.compareDocumentPosition(placeholder) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('Pro without a licence sees the templates placeholder send it to activate the license', async () => {
    openEditor('/surveys/new/setup', { 'GET addons/ui-manifest': { body: { remotes: [], locked: [TEMPLATES_LOCKED] } } }, PRO_WITHOUT_KEY);

    const heading = await screen.findByRole('heading', { level: 3, name: `Additional Templates ${FEDERATION_STRINGS.locked}` });
    expect(within(heading.closest('section') as HTMLElement).getByRole('link', { name: FEDERATION_STRINGS.activateLicense })).toHaveAttribute(
      'href',
      '/settings/general',
    );
  });

  it('with no add-on of templates in the catalogue, the grid is all there is: nothing to unlock', async () => {
    openEditor('/surveys/new/setup', { 'GET addons/ui-manifest': { body: { remotes: [], locked: [] } } }, LITE);

    const grid = (await screen.findByRole('button', { name: 'Blank Survey' })).closest('ul') as HTMLElement;
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(document.querySelector('.locked-placeholder')).toBeNull();
  });

  it('a licensed site sees a template the server keeps locked without an add-on to install', async () => {
    const locked = { ...BLANK, key: 'churn', name: 'Churn', description: 'Why do customers leave?', is_available: false, required_addons: [] };
    openEditor('/surveys/new/setup', { 'GET survey-templates': { body: [BLANK, locked] } }, ELITE);

    const churn = await card('Churn');
    expect(churn).toHaveAttribute('aria-disabled', 'true');
    expect(churn).toHaveTextContent(S.unavailable);
    expect(within(churn).queryByRole('button')).not.toBeInTheDocument();
    expect(within(churn).queryByRole('link')).not.toBeInTheDocument();
  });

  it('before a template is chosen, later steps are locked and nothing can be saved', async () => {
    openEditor('/surveys/new/setup');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: S.workflow });

    const questions = within(nav).getByRole('button', { name: S.stepLocked('Questions') });
    expect(questions).toHaveAttribute('aria-disabled', 'true');
    await user.click(questions);
    expect(location()).toBe('/surveys/new/setup');
    expect(screen.getByRole('button', { name: S.save })).toBeDisabled();
    expect(screen.getByRole('button', { name: S.nextStep })).toBeDisabled();
  });

  it('choosing a template applies it and moves to the questions without saving', async () => {
    const api = openEditor('/surveys/new/setup');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Blank Survey' }));

    await waitFor(() => expect(location()).toBe('/surveys/new/questions'));
    expect(posts(api)).toHaveLength(0);
  });

  it('Back on the first step of a new survey goes to the surveys list', async () => {
    openEditor('/surveys/new/setup');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: S.setupTitle });

    await user.click(screen.getByRole('button', { name: S.back }));

    expect(await screen.findByRole('heading', { name: 'Surveys list' })).toBeInTheDocument();
  });
});
