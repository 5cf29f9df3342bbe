import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../../test/api';
import type { StoredSurvey, Survey } from '../../model/types';
import { outcome, savedSurvey } from '../fixtures';
import { EDITOR_STRINGS } from '../strings';
import { openEditor, posts } from '../testing';
import type { SurveyTexts } from './api';
import { TRANSLATIONS_STRINGS as S } from './strings';

vi.mock('../../list/SurveysList', () => ({ default: () => <h1>Surveys list</h1> }));

const F = S.files;

const TEXTS: SurveyTexts = {
  texts: [
    { id: 'title', base: 'Website feedback' },
    { id: 'questions.q1.title', base: 'Did you find what you needed?' },
    { id: 'questions.q1.options.0', base: 'Yes' },
    { id: 'questions.q1.options.1', base: 'No' },
    { id: 'thank_you.message', base: 'Thanks for your feedback!' },
  ],
  languages: [
    { language: 'de', translated: 1, total: 5 },
    { language: 'ar', translated: 0, total: 5 },
  ],
};

function translated(extra: Partial<StoredSurvey> = {}): StoredSurvey {
  return savedSurvey({ language: null, translations: { de: { title: 'Website-Feedback' } }, ...extra });
}

function open(survey: StoredSurvey, routes: Record<string, Reply | ((call: { body: unknown }) => Reply)> = {}, step = 'settings') {
  const api = openEditor(`/surveys/edit/5/${step}`, {
    'GET surveys/5': { body: survey },
    'POST surveys/texts': { body: TEXTS },
    'POST surveys': (call) => ({ body: outcome({ ...survey, ...(call.body as Survey), id: 5 }) }),
    ...routes,
  });
  return api;
}

async function translateInto(name: string) {
  const user = userEvent.setup();
  const switcher = await screen.findByRole('combobox', { name: S.switcher });
  await user.selectOptions(switcher, name);
  return { user, panel: await screen.findByRole('region', { name: S.headingFor(name) }) };
}

describe('translating a survey in the editor', () => {
  it('the header offers the base and each language; German lists every text beside its base, named from its id', async () => {
    open(translated());
    const switcher = await screen.findByRole('combobox', { name: S.switcher });
    await waitFor(() => expect(within(switcher).getAllByRole('option').map((o) => o.textContent)).toEqual(['English (base)', 'German', 'Arabic']));

    const { panel } = await translateInto('German');
    const texts = await within(panel).findByRole('list', { name: S.textsLabel('German') });
    const fields = within(texts).getAllByRole('textbox');
    expect(fields.map((field) => (field as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Survey title',
      'Question 1: title',
      'Question 1: option 1',
      'Question 1: option 2',
      'Thank-you message',
    ]);
    const title = within(texts).getByRole('textbox', { name: 'Survey title' });
    expect(title).toHaveValue('Website-Feedback');
    expect(title).toHaveAccessibleDescription('English: Website feedback');
    expect(title).toHaveAttribute('lang', 'de');
  });

  it('counts each language’s texts as "German: 1 of 5 texts", and again as the admin types', async () => {
    const api = open(translated());
    const { user, panel } = await translateInto('German');
    const progress = within(panel).getByRole('list', { name: S.progressHeading });
    await waitFor(() =>
      expect(within(progress).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['German: 1 of 5 texts', 'Arabic: 0 of 5 texts']),
    );
    expect(S.progress('German', 14, 16)).toBe('German: 14 of 16 texts');

    await user.type(within(panel).getByRole('textbox', { name: 'Question 1: option 1' }), 'Ja');
    expect(within(progress).getByText('German: 2 of 5 texts')).toBeInTheDocument();
    expect(panel).toHaveTextContent(S.fallback('English'));

    await user.click(screen.getByRole('button', { name: EDITOR_STRINGS.save }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toMatchObject({
      language: 'en',
      translations: { de: { title: 'Website-Feedback', 'questions.q1.options.0': 'Ja' } },
    });
  });

  it('Arabic fields are written right to left', async () => {
    open(translated());
    const { panel } = await translateInto('Arabic');
    expect(await within(panel).findByRole('textbox', { name: 'Survey title' })).toHaveAttribute('dir', 'rtl');
  });

  it('choosing the base again closes the panel, and Close gives focus back to the switcher', async () => {
    open(translated());
    const { user } = await translateInto('German');
    const switcher = screen.getByRole('combobox', { name: S.switcher });
    await user.selectOptions(switcher, 'English (base)');
    expect(screen.queryByRole('region', { name: S.headingFor('German') })).not.toBeInTheDocument();

    await user.selectOptions(switcher, 'Arabic');
    await user.click(within(await screen.findByRole('region', { name: S.headingFor('Arabic') })).getByRole('button', { name: S.close }));
    expect(screen.queryByRole('region', { name: S.headingFor('Arabic') })).not.toBeInTheDocument();
    expect(switcher).toHaveFocus();
    expect(switcher).toHaveValue('');
  });

  it('a site offering no language shows Translate, which says languages are set in Settings', async () => {
    open(savedSurvey(), { 'POST surveys/texts': { body: { texts: TEXTS.texts, languages: [] } } });
    const user = userEvent.setup();
    const translate = await screen.findByRole('button', { name: S.translate });
    expect(screen.queryByRole('combobox', { name: S.switcher })).not.toBeInTheDocument();
    expect(translate).toHaveAttribute('aria-expanded', 'false');

    await user.click(translate);
    const panel = await screen.findByRole('region', { name: S.heading });
    expect(translate).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveTextContent(S.noLanguages);
    expect(within(panel).getByRole('link', { name: S.openSettings })).toHaveAttribute('href', '/settings/general');
  });
});

describe('the translator’s file', () => {
  it('exports the saved survey’s texts as CSV or JSON, every language or one', async () => {
    open(translated());
    const { user, panel } = await translateInto('German');
    const exports = within(panel).getByRole('group', { name: F.exportLabel });
    expect(within(exports).getByRole('link', { name: F.exportCsv })).toHaveAttribute('href', '/api/v1/surveys/5/translations?format=csv');
    await user.selectOptions(within(panel).getByRole('combobox', { name: F.scope }), 'German (de)');
    expect(within(exports).getByRole('link', { name: F.exportJson })).toHaveAttribute('href', '/api/v1/surveys/5/translations?format=json&language=de');
  });

  it('a refused file shows the host’s message and each row it names in one alert, which takes focus; nothing changes', async () => {
    const api = open(translated(), {
      'POST surveys/5/translations': {
        status: 422,
        body: {
          code: 'invalid_translations',
          message: 'Some rows do not fit this survey.',
          fields: { 'row 3': '“questions.q9.title” is not a text of this survey.', 'row 4': 'xx_1 is not a language tag.' },
        },
      },
    });
    const { user, panel } = await translateInto('German');
    const file = new File(['id,language,base,text\n'], 'texts.csv', { type: 'text/csv' });
    await user.upload(within(panel).getByLabelText(F.import), file);

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(F.refused);
    expect(alert).toHaveTextContent('Some rows do not fit this survey.');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Row 3: “questions.q9.title” is not a text of this survey.',
      'Row 4: xx_1 is not a language tag.',
    ]);
    await waitFor(() => expect(alert).toHaveFocus());
    const sent = api.calls.find((c) => c.path === 'surveys/5/translations');
    expect(sent?.headers['Content-Type']).toBe('text/csv');
    expect(sent?.headers['X-Hearken-Nonce']).toBe('nonce-123');
    // Nothing unsaved, so nothing saved first; the editor's translations are as they were.
    expect(posts(api)).toHaveLength(0);
    expect(within(panel).getByRole('textbox', { name: 'Survey title' })).toHaveValue('Website-Feedback');
  });

  it('saves unsaved changes first, then puts the imported translations in the editor and says how many', async () => {
    const imported = translated({ language: 'en', translations: { de: { title: 'Feedback', 'thank_you.message': 'Danke!' } } });
    const api = open(translated(), { 'POST surveys/5/translations': { body: { survey: imported, imported: 2 } } });
    const { user, panel } = await translateInto('German');
    await user.type(within(panel).getByRole('textbox', { name: 'Question 1: title' }), 'Gefunden?');
    await user.upload(within(panel).getByLabelText(F.import), new File(['{"texts": []}'], 'texts.json', { type: 'application/json' }));

    const said = await within(panel).findByText(F.imported(2));
    await waitFor(() => expect(said).toHaveFocus());
    const order = api.calls.filter((c) => c.method === 'POST' && c.path !== 'surveys/texts').map((c) => c.path);
    expect(order).toEqual(['surveys', 'surveys/5/translations']);
    expect(api.calls.find((c) => c.path === 'surveys/5/translations')?.headers['Content-Type']).toBe('application/json');
    expect(within(panel).getByRole('textbox', { name: 'Thank-you message' })).toHaveValue('Danke!');
    expect(within(panel).getByRole('textbox', { name: 'Question 1: title' })).toHaveValue('');
  });
});

describe('publishing with a language not fully translated', () => {
  it('is allowed, with a note naming each unfinished language and that its texts show in the base language', async () => {
    open(translated(), {}, 'publish');
    const note = await screen.findByRole('region', { name: S.publishNote.heading });
    expect(within(note).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['German: 1 of 5 texts', 'Arabic: 0 of 5 texts']);
    expect(note).toHaveTextContent(S.publishNote.text('English'));
    expect(screen.getByRole('button', { name: EDITOR_STRINGS.publishLabels.publish })).toBeEnabled();
  });

  it('says nothing for a draft', async () => {
    open(translated({ status: 'draft' }), {}, 'publish');
    await screen.findByRole('heading', { name: EDITOR_STRINGS.publishTitle, level: 2 });
    expect(screen.queryByRole('region', { name: S.publishNote.heading })).not.toBeInTheDocument();
  });
});
