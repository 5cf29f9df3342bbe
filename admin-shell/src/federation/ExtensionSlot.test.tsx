import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionTypeEditorProps, SettingsTabProps, UiManifest } from '@hearken/addon-sdk';
import { CONFIG_KEY, type SiteConfig } from '../config/queries';
import { mockApi } from '../test/api';
import { renderSignedIn } from '../test/render';
import { ExtensionSlot, noticeOfRemote, useExtensions } from './ExtensionSlot';
import ExtensionRoute from './ExtensionRoute';
import { loadExtension, RemoteLoadError } from './loader';
import { FEDERATION_STRINGS as S } from './strings';
import { freshRemotes, remoteEntry as remote } from './testing';
import { addonFlags, licensedConfig } from '../test/config';

// The runtime itself is exercised in the browser (e2e/tests/federation.test.mjs); here the loader
// answers what a test gives it.
vi.mock('./loader', async (original) => ({
  ...(await original<typeof import('./loader')>()),
  loadExtension: vi.fn(),
}));
const load = vi.mocked(loadExtension);

const CONFIG: SiteConfig = licensedConfig('pro', { 'question-types': addonFlags('question-types', { type: 'addon' }) });


const QUESTION = { id: 'q1', type: 'star-rating', title: 'How was it?', config: {} } as unknown as QuestionTypeEditorProps['question'];
const TYPE = { key: 'star-rating', label: 'Star Rating' } as unknown as QuestionTypeEditorProps['type'];

function editorProps(): QuestionTypeEditorProps {
  return { api: {} as QuestionTypeEditorProps['api'], question: QUESTION, onChange: () => {}, type: TYPE };
}

function questionTypes() {
  return remote('question-types', 'Question Types', [
    { point: 'question-type-editor', module: './StarRatingEditor', target: 'star-rating' },
    { point: 'question-type-editor', module: './NpsEditor', target: 'nps' },
    { point: 'settings-tab', module: './Settings', target: 'display', label: 'Display' },
  ]);
}

function serve(manifest: UiManifest, config: SiteConfig = CONFIG) {
  return mockApi({ 'GET config': { body: config }, 'GET addons/ui-manifest': { body: manifest } });
}

/** A remote component that uses hooks, as a real one does. */
function StarEditor({ question }: QuestionTypeEditorProps) {
  const [stars, setStars] = useState(5);
  return (
    <button type="button" onClick={() => setStars(stars + 1)}>
      {`${question.title}: ${stars} stars`}
    </button>
  );
}

function StarSlot() {
  return (
    <>
      <h1>Questions</h1>
      <ExtensionSlot point="question-type-editor" target="star-rating" props={editorProps()} fallback={<p>Basic editor</p>} />
    </>
  );
}

freshRemotes(load);

describe('ExtensionSlot', () => {
  it('mounts the component an active add-on exposes for the point and target, with the given props', async () => {
    serve({ remotes: [questionTypes()] });
    load.mockResolvedValue(StarEditor as never);
    renderSignedIn(<StarSlot />);

    const button = await screen.findByRole('button', { name: 'How was it?: 5 stars' });
    await userEvent.click(button);
    expect(button).toHaveTextContent('How was it?: 6 stars');
    expect(screen.queryByText('Basic editor')).not.toBeInTheDocument();
    // Only the module this slot shows is loaded: not the nps editor, not the settings tab.
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[1]).toEqual({ point: 'question-type-editor', module: './StarRatingEditor', target: 'star-rating' });
  });

  it("gives the remote notify, which shows a toast among the shell's notices with its heading and text", async () => {
    serve({ remotes: [remote('branding', 'Branding', [{ point: 'settings-tab', module: './Tab', label: 'Branding' }])] });
    function BrandingTab({ notify }: SettingsTabProps) {
      return (
        <button type="button" onClick={() => notify?.({ type: 'error', heading: 'Error', title: 'The logo could not be saved.', timeout: 0 })}>
          Save logo
        </button>
      );
    }
    load.mockResolvedValue(BrandingTab as never);
    renderSignedIn(<ExtensionSlot point="settings-tab" props={{ api: {} as never, license: {} as never }} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Save logo' }));

    const notice = screen.getByText('The logo could not be saved.', { exact: false }).closest('li') as HTMLElement;
    expect(notice).toHaveClass('notice-error');
    expect(within(notice).getByText('Error')).toHaveClass('notice-heading');
    expect(within(notice).getByRole('paragraph')).toHaveTextContent('Error The logo could not be saved.');
  });

  it('shows the fallback and loads nothing when no active add-on fills the point', async () => {
    const api = serve({ remotes: [] });
    renderSignedIn(<StarSlot />);

    expect(await screen.findByText('Basic editor')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toContain('addons/ui-manifest');
    expect(load).not.toHaveBeenCalled();
  });

  it('skips a remote that fails to load with one warning naming the add-on, and the screen keeps working', async () => {
    serve({ remotes: [questionTypes()] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    load.mockRejectedValue(new RemoteLoadError('question_types/StarRatingEditor could not be loaded.'));
    renderSignedIn(
      <>
        <StarSlot />
        <StarSlot />
      </>,
    );

    expect(await screen.findAllByText('Basic editor')).toHaveLength(2);
    expect(screen.getAllByText(S.failed('Question Types'))).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: 'Questions' })).toHaveLength(2);
  });

  it("shows why a remote failed to load, from the federation runtime's message, under the notice's Details", async () => {
    serve({ remotes: [questionTypes()] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchFailed = new TypeError('Failed to fetch dynamically imported module: /addons/question-types/ui/remoteEntry.js?v=1.0.9');
    const runtime = new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008', { cause: fetchFailed });
    load.mockRejectedValue(new RemoteLoadError('question_types/StarRatingEditor could not be loaded.', { cause: runtime }));
    const user = userEvent.setup();
    renderSignedIn(<StarSlot />);

    expect(await screen.findByText('Basic editor')).toBeInTheDocument();
    const notice = screen.getByText(S.failed('Question Types')).closest('li') as HTMLElement;
    const summary = within(notice).getByText('Details');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/could not be loaded/)).toHaveTextContent(
      [
        'RemoteLoadError: question_types/StarRatingEditor could not be loaded.',
        '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008',
        'TypeError: Failed to fetch dynamically imported module: /addons/question-types/ui/remoteEntry.js?v=1.0.9',
      ].join(' '),
      { normalizeWhitespace: true },
    );
  });

  it('replaces a remote component that throws with the fallback, and tells the admin', async () => {
    serve({ remotes: [questionTypes()] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockResolvedValue((() => {
      throw new Error('remote bug');
    }) as never);
    renderSignedIn(<StarSlot />);

    expect(await screen.findByText('Basic editor')).toBeInTheDocument();
    expect(screen.getByText(S.failed('Question Types'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Questions' })).toBeInTheDocument();
  });

  it('mounts nothing while the manifest is on its way, then the fallback', async () => {
    let answer: (manifest: UiManifest) => void = () => {};
    mockApi({
      'GET config': { body: CONFIG },
      'GET addons/ui-manifest': () => new Promise((resolve) => (answer = (m) => resolve({ body: m }))),
    });
    renderSignedIn(<StarSlot />);

    await screen.findByRole('heading', { name: 'Questions' });
    expect(screen.queryByText('Basic editor')).not.toBeInTheDocument();
    answer({ remotes: [] });
    expect(await screen.findByText('Basic editor')).toBeInTheDocument();
  });
});

describe('noticeOfRemote', () => {
  it("keeps only what the SDK promises: a remote cannot close the shell's notices or add a link", () => {
    const sneaky = { type: 'success', title: 'Saved.', exclusive: true, link: { label: 'Go', to: '/x' }, details: 'stack' };
    expect(noticeOfRemote(sneaky as never)).toEqual({ type: 'success', title: 'Saved.' });
    expect(noticeOfRemote({ type: 'warning', heading: 'Careful', title: 'Slow.', timeout: 0 })).toEqual({
      type: 'warning',
      heading: 'Careful',
      title: 'Slow.',
      timeout: 0,
    });
  });

  it('reads an unknown type as info and ignores a negative timeout', () => {
    expect(noticeOfRemote({ type: 'fatal', title: 'Hm.', timeout: -1 } as never)).toEqual({ type: 'info', title: 'Hm.' });
  });
});

function TabList() {
  const { extensions, loading } = useExtensions('settings-tab');
  if (loading) return <p>loading</p>;
  return (
    <ul>
      {extensions.map((e) => (
        <li key={`${e.slug}/${e.target ?? ''}`}>{`${e.name}: ${e.label ?? ''} (${e.target ?? ''})`}</li>
      ))}
    </ul>
  );
}

describe('useExtensions', () => {
  it('lists the extensions of a point with their add-on, target and label, without loading them', async () => {
    serve({
      remotes: [
        questionTypes(),
        remote('branding', 'Branding', [{ point: 'settings-tab', module: './Tab', label: 'Branding' }]),
      ],
    });
    renderSignedIn(<TabList />);

    expect(await screen.findByText('Question Types: Display (display)')).toBeInTheDocument();
    expect(screen.getByText('Branding: Branding ()')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(load).not.toHaveBeenCalled();
  });

  it('drops an extension once its module failed to load', async () => {
    serve({ remotes: [remote('branding', 'Branding', [{ point: 'settings-tab', module: './Tab', label: 'Branding' }])] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    load.mockRejectedValue(new RemoteLoadError('branding/Tab could not be loaded.'));
    renderSignedIn(
      <>
        <TabList />
        <ExtensionSlot point="settings-tab" props={{ api: {} as never, license: {} as never }} fallback={<p>No tab</p>} />
      </>,
    );

    expect(await screen.findByText('No tab')).toBeInTheDocument();
    expect(screen.queryByText('Branding: Branding ()')).not.toBeInTheDocument();
    expect(screen.getByText(S.failed('Branding'))).toBeInTheDocument();
  });

  it('asks for the manifest again when add-ons are activated (the config changes)', async () => {
    const api = serve({ remotes: [] });
    function Refresh() {
      const client = useQueryClient();
      return (
        <button type="button" onClick={() => void client.invalidateQueries({ queryKey: CONFIG_KEY })}>
          Refresh
        </button>
      );
    }
    renderSignedIn(
      <>
        <Refresh />
        <TabList />
      </>,
    );
    await screen.findByRole('list');
    expect(screen.queryByText('Branding: Branding ()')).not.toBeInTheDocument();

    // What activating an add-on does: the host answers differently, the config is refetched.
    api.routes['GET config'] = {
      body: { ...CONFIG, addons: { ...CONFIG.addons, branding: addonFlags('branding', { type: 'addon' }) } },
    };
    api.routes['GET addons/ui-manifest'] = {
      body: { remotes: [remote('branding', 'Branding', [{ point: 'settings-tab', module: './Tab', label: 'Branding' }])] },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByText('Branding: Branding ()')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === 'addons/ui-manifest')).toHaveLength(2);
  });
});

describe('the route point', () => {
  it('renders the page an add-on contributes at /x/{slug}/…, giving it the path below', async () => {
    serve({
      remotes: [
        remote('reports', 'Reports', [
          { point: 'route', module: './Home' },
          { point: 'route', module: './Export', target: 'export' },
        ]),
      ],
    });
    load.mockImplementation(async (_remote, entry) =>
      (({ path }: { path: string }) => <h1>{`${entry.module} at ${path}`}</h1>) as never,
    );
    renderSignedIn(
      <Routes>
        <Route path="/x/:slug/*" element={<ExtensionRoute />} />
      </Routes>,
      { route: '/x/reports/export/csv' },
    );

    expect(await screen.findByRole('heading', { name: './Export at export/csv' })).toBeInTheDocument();
  });

  it('says there is nothing there when no active add-on has that page', async () => {
    serve({ remotes: [questionTypes()] });
    renderSignedIn(
      <Routes>
        <Route path="/x/:slug/*" element={<ExtensionRoute />} />
      </Routes>,
      { route: '/x/reports' },
    );

    expect(await screen.findByText(S.noPage)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
