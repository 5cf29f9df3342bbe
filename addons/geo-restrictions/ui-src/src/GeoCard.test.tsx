import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import card from './GeoCard';
import { STRINGS as S } from './strings';
import { renderCard, survey } from './testing';

/** The countries picker: its search box, and the names of the chips chosen. */
function picker() {
  const search = screen.getByRole('combobox', { name: S.countries });
  const chips = () => [...(search.closest('.search-select')?.querySelectorAll('.search-select-chosen li') ?? [])].map((li) => li.firstChild?.textContent);
  return { search, chips };
}

/** The names of the options listed. */
function listed() {
  return screen.queryAllByRole('option').map((o) => o.textContent);
}

/**
 * Waits for the listed options to be `expected`: the picker searches 300 ms after the last key
 * (spec 002 §9), and lists the previous answer until then.
 */
async function listing(expected: unknown) {
  await waitFor(() => expect(listed()).toEqual(expected));
}

describe('the Geo targeting card', () => {
  it('is an editor card titled like the settings step\'s Geo targeting place', () => {
    expect(card.point).toBe('editor-card');
    renderCard(survey());
    expect(screen.getByRole('region', { name: 'Geo targeting' })).toBeInTheDocument();
  });

  it('shows to all countries by default, with no country picker', () => {
    renderCard(survey());
    expect(screen.getByRole('group', { name: S.showTo })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: S.all })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: S.countries })).not.toBeInTheDocument();
  });

  it('Selected countries asks for one country at least before the step can go on', async () => {
    const user = userEvent.setup();
    const { geo, reportValid } = renderCard(survey());
    expect(reportValid).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole('radio', { name: S.select }));

    expect(geo()).toEqual({ target: 'select', countries: [] });
    const { search } = picker();
    expect(search).toHaveAttribute('aria-invalid', 'true');
    expect(search).toHaveAccessibleDescription(expect.stringContaining(S.noCountry));
    expect(reportValid).toHaveBeenLastCalledWith(false);
  });
});

describe('the countries', () => {
  it('are listed by name, Åland Islands among the A\'s', async () => {
    const user = userEvent.setup();
    renderCard(survey({ target: 'select' }));

    await user.click(picker().search);
    await screen.findAllByRole('option');
    const names = listed();

    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(names).toContain('Germany');
    expect(names.length).toBeGreaterThan(240);
  });

  it('are filtered by what is typed: a part of a name, another name, or the code', async () => {
    const user = userEvent.setup();
    renderCard(survey({ target: 'select' }));
    const { search } = picker();

    await user.type(search, 'land');
    await listing(expect.arrayContaining(['Finland', 'Iceland', 'Netherlands', 'Poland', 'Switzerland']));
    expect(listed()).not.toContain('Germany');

    await user.clear(search);
    await user.type(search, 'usa');
    await listing(['United States of America']);

    await user.clear(search);
    await user.type(search, 'cote');
    await listing(["Cote d'Ivoire"]);

    await user.clear(search);
    await user.type(search, 'de');
    await listing(expect.arrayContaining(['Bangladesh', 'Germany']));

    await user.clear(search);
    await user.type(search, 'atlantis');
    expect(await screen.findByText(S.noMatches)).toBeInTheDocument();
  });

  it('are chosen with the arrow keys and Enter, and stored as their codes', async () => {
    const user = userEvent.setup();
    const { geo, reportValid } = renderCard(survey({ target: 'select' }));
    const { search, chips } = picker();

    await user.type(search, 'ger');
    await listing(['Algeria', 'Germany', 'Niger', 'Nigeria']);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Germany' }).id);
    await user.keyboard('{Enter}');

    expect(chips()).toEqual(['Germany']);
    expect(geo()).toEqual({ target: 'select', countries: ['DE'] });
    expect(reportValid).toHaveBeenLastCalledWith(true);
    expect(search).toHaveValue('');

    await user.type(search, 'fra');
    await waitFor(() => expect(listed()[0]).toBe('France'));
    await user.keyboard('{Enter}');
    expect(geo().countries).toEqual(['DE', 'FR']);
    await user.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');
  });

  it('are not offered again once chosen', async () => {
    const user = userEvent.setup();
    renderCard(survey({ target: 'select', countries: ['DZ'] }));

    await user.type(picker().search, 'ger');
    await listing(['Germany', 'Niger', 'Nigeria']);
  });

  it('are removed with their chip\'s button, or the last one with Backspace in the empty search', async () => {
    const user = userEvent.setup();
    const { geo } = renderCard(survey({ target: 'select', countries: ['DE', 'FR', 'IT'] }));
    const { search, chips } = picker();
    expect(chips()).toEqual(['Germany', 'France', 'Italy']);

    await user.click(screen.getByRole('button', { name: S.removeCountry('France') }));
    expect(geo().countries).toEqual(['DE', 'IT']);

    await user.type(search, 'po');
    await user.keyboard('{Backspace}');
    expect(geo().countries).toEqual(['DE', 'IT']);
    await user.keyboard('{Backspace}{Backspace}');
    expect(geo().countries).toEqual(['DE']);
    expect(chips()).toEqual(['Germany']);
  });

  it('the list does not know stay, shown by their code', () => {
    renderCard(survey({ target: 'select', countries: ['DE', 'QZ'] }));
    expect(picker().chips()).toEqual(['Germany', 'QZ']);
    expect(screen.getByRole('button', { name: S.removeCountry('QZ') })).toBeInTheDocument();
  });

  it('are kept when switching to All countries, and back again', async () => {
    const user = userEvent.setup();
    const { geo, reportValid } = renderCard(survey({ target: 'select', countries: ['DE'] }));

    await user.click(screen.getByRole('radio', { name: S.all }));
    expect(geo()).toEqual({ target: 'all', countries: ['DE'] });
    expect(screen.queryByRole('combobox', { name: S.countries })).not.toBeInTheDocument();
    expect(reportValid).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole('radio', { name: S.select }));
    expect(picker().chips()).toEqual(['Germany']);
  });

  it('cannot be changed while the survey cannot be edited, and are not flagged then', () => {
    renderCard(survey({ target: 'select' }), { locked: true });
    const { search } = picker();
    expect(search).toBeDisabled();
    expect(search).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radio', { name: S.all })).toBeDisabled();
  });
});
