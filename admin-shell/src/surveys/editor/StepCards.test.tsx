import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EditorCardProps, UiManifest } from '@hearken/addon-sdk';
import { loadExtension } from '../../federation/loader';
import { FEDERATION_STRINGS } from '../../federation/strings';
import { freshRemotes, lockedAddon as locked, remoteEntry as remote } from '../../federation/testing';
import { UPGRADE_STRINGS } from '../../upgrade/strings';
import { ELITE_WITH_ADDONS, LITE, outcome, savedSurvey } from './fixtures';
import { EDITOR_STRINGS as S } from './strings';
import { location, openEditor } from './testing';

vi.mock('../list/SurveysList', () => ({ default: () => <h1>Surveys list</h1> }));
vi.mock('../../federation/loader', async (original) => ({
  ...(await original<typeof import('../../federation/loader')>()),
  loadExtension: vi.fn(),
}));
const load = vi.mocked(loadExtension);


/** A remote editor card: its step and the survey it was given, and a button that changes the title. */
const card = (({ step, survey, onChange }: EditorCardProps) => (
  <section className="editor-card" aria-label="Notes card">
    <p>{`Notes on ${step} for ${survey.title}`}</p>
    <button type="button" onClick={() => onChange({ ...survey, title: 'Renamed by the card' })}>
      Rename
    </button>
  </section>
)) as never;

/** A remote arrives after the step, the manifest and its module: more than the default second under load. */
const REMOTE = { timeout: 4000 };

const STEPS = ['questions', 'settings', 'notifications', 'publish'] as const;

function edit(step: string, manifest: UiManifest, license = ELITE_WITH_ADDONS) {
  return openEditor(
    `/surveys/edit/5/${step}`,
    { 'GET surveys/5': { body: savedSurvey() }, 'GET addons/ui-manifest': { body: manifest } },
    license,
  );
}

freshRemotes(load);

describe('editor cards of add-ons', () => {
  it.each(STEPS)('mount on the %s step after its own cards, with the step and the survey', async (step) => {
    load.mockResolvedValue(card);
    edit(step, { remotes: [remote('notes', 'Notes', STEPS.map((target) => ({ point: 'editor-card', module: `./${target}`, target, label: 'Notes' })))] });

    const mounted = await screen.findByText(`Notes on ${step} for ${savedSurvey().title}`, {}, REMOTE);
    const cards = mounted.closest('.editor-cards') ?? mounted.closest('.qs-step');
    expect(cards?.lastElementChild).toContainElement(mounted);
    // Only the card of this step is loaded.
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[1]).toMatchObject({ target: step });
  });

  it('change the survey through onChange, as the editor\'s own cards do', async () => {
    load.mockResolvedValue(card);
    edit('settings', { remotes: [remote('notes', 'Notes', [{ point: 'editor-card', module: './Card', target: 'settings', label: 'Notes' }])] });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Rename' }, REMOTE));
    expect(await screen.findByText('Notes on settings for Renamed by the card')).toBeInTheDocument();
  });

  it('show a locked add-on\'s card as the shell\'s placeholder, on any step', async () => {
    edit('publish', { remotes: [], locked: [locked('reports', 'Reports', [{ point: 'editor-card', target: 'publish', label: 'Weekly report' }])] }, LITE);

    const heading = await screen.findByRole('heading', { level: 3, name: `Weekly report ${FEDERATION_STRINGS.locked}` });
    const placeholder = heading.closest('section') as HTMLElement;
    expect(placeholder).toHaveClass('editor-card');
    expect(within(placeholder).getByRole('button', { name: UPGRADE_STRINGS.upgradeNow('Pro') })).toBeInTheDocument();
    // The publish step's own status and Save stay.
    expect(screen.getByRole('radio', { name: S.statusPublish })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('an add-on card titled like one of the step\'s own', () => {
  it('replaces the core Google Drive card when the add-on is locked, so the lock shows once', async () => {
    edit('notifications', {
      remotes: [],
      locked: [locked('google-drive', 'Google Drive', [{ point: 'editor-card', target: 'notifications', label: S.googleDrive }])],
    }, LITE);

    await screen.findByRole('heading', { level: 3, name: `${S.googleDrive} ${FEDERATION_STRINGS.locked}` });
    expect(screen.getAllByRole('heading', { name: new RegExp(S.googleDrive) })).toHaveLength(1);
    expect(document.querySelectorAll('.locked-placeholder')).toHaveLength(1);
    const cards = screen.getByRole('heading', { name: S.notificationsTitle }).parentElement?.querySelector('.editor-cards') as HTMLElement;
    const titles = within(cards)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent?.trim());
    expect(titles).toEqual([S.sendEmail, S.googleDrive, S.moreIntegrations]);
  });

  it('fills the settings step\'s Targeting place with the active add-on\'s remote, whatever the case of its label', async () => {
    load.mockResolvedValue(card);
    edit('settings', {
      remotes: [remote('targeting', 'Targeting', [{ point: 'editor-card', module: './Card', target: 'settings', label: 'targeting' }])],
      locked: [locked('geo-restrictions', 'Geo Restrictions', [{ point: 'editor-card', target: 'settings', label: S.geoTitle }])],
    });

    const mounted = await screen.findByText(`Notes on settings for ${savedSurvey().title}`, {}, REMOTE);
    const cards = mounted.closest('.editor-cards') as HTMLElement;
    expect([...cards.children].map((c) => c.querySelector('h3')?.textContent?.trim() ?? c.getAttribute('aria-label'))).toEqual([
      S.tracking,
      'Notes card',
      S.geoTitle,
      S.audience.title,
    ]);
  });

  it('replaces a core card of the step when active, in its place', async () => {
    load.mockResolvedValue(card);
    edit('notifications', { remotes: [remote('drive', 'Drive', [{ point: 'editor-card', module: './Card', target: 'notifications', label: S.googleDrive }])] });

    const mounted = await screen.findByText(`Notes on notifications for ${savedSurvey().title}`, {}, REMOTE);
    expect(screen.queryByRole('heading', { name: S.googleDrive })).not.toBeInTheDocument();
    const cards = mounted.closest('.editor-cards') as HTMLElement;
    expect([...cards.children].map((c) => c.querySelector('h3')?.textContent?.trim() ?? c.getAttribute('aria-label'))).toEqual([
      S.sendEmail,
      'Notes card',
      S.moreIntegrations,
    ]);
  });

  it('on another step replaces nothing', async () => {
    edit('settings', {
      remotes: [],
      locked: [locked('google-drive', 'Google Drive', [{ point: 'editor-card', target: 'notifications', label: S.tracking }])],
    });

    expect(await screen.findByRole('heading', { name: S.tracking })).toBeInTheDocument();
    expect(document.querySelector('.locked-placeholder')).toBeNull();
  });

  it('on the setup step, a locked templates card follows the grid of templates', async () => {
    openEditor(
      '/surveys/new/setup',
      {
        'GET addons/ui-manifest': {
          body: { remotes: [], locked: [locked('templates', 'Additional Templates', [{ point: 'editor-card', target: 'setup', label: 'Additional Templates' }])] },
        },
      },
      LITE,
    );

    const heading = await screen.findByRole('heading', { level: 3, name: `Additional Templates ${FEDERATION_STRINGS.locked}` });
    expect(heading.closest('section')).toHaveTextContent(UPGRADE_STRINGS.notAvailable('Additional Templates'));
    const grid = (await screen.findByRole('button', { name: 'Blank Survey' })).closest('ul') as HTMLElement;
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
  });
});

/** A remote card that says whether its step may continue, with a button to change its mind. */
const judge = (({ reportValid }: EditorCardProps) => {
  const [valid, setValid] = useState(false);
  useEffect(() => reportValid?.(valid), [reportValid, valid]);
  return (
    <section className="editor-card" aria-label="Judge card">
      <button type="button" onClick={() => setValid(true)}>
        Complete
      </button>
    </section>
  );
}) as never;

describe('an add-on card\'s verdict on its step', () => {
  it('keeps Next Step disabled until the card reports its part valid', async () => {
    load.mockResolvedValue(judge);
    edit('settings', { remotes: [remote('judge', 'Judge', [{ point: 'editor-card', module: './Card', target: 'settings', label: 'Judge' }])] });
    const user = userEvent.setup();

    const complete = await screen.findByRole('button', { name: 'Complete' }, REMOTE);
    await waitFor(() => expect(screen.getByRole('button', { name: S.nextStep })).toBeDisabled());

    await user.click(complete);
    expect(screen.getByRole('button', { name: S.nextStep })).toBeEnabled();
  });

  it('is forgotten when the card goes, so another step is not held back by it', async () => {
    load.mockResolvedValue(judge);
    openEditor(
      '/surveys/edit/5/settings',
      {
        'GET surveys/5': { body: savedSurvey() },
        'POST surveys': { body: outcome(savedSurvey()) },
        'GET addons/ui-manifest': {
          body: { remotes: [remote('judge', 'Judge', [{ point: 'editor-card', module: './Card', target: 'settings', label: 'Judge' }])] },
        },
      },
      ELITE_WITH_ADDONS,
    );
    const user = userEvent.setup();

    await screen.findByRole('button', { name: 'Complete' }, REMOTE);
    await waitFor(() => expect(screen.getByRole('button', { name: S.nextStep })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: S.back }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument());
    expect(location()).toBe('/surveys/edit/5/questions');
    await waitFor(() => expect(screen.getByRole('button', { name: S.nextStep })).toBeEnabled());
  });
});
