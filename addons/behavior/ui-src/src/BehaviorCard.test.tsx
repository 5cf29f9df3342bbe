import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Survey } from '@hearken/addon-sdk';
import { draftSurvey, renderEditorCard } from '@hearken/addon-sdk/testing';
import card from './BehaviorCard';
import type { Behavior } from './behavior';
import { STRINGS as S } from './strings';

function survey(behavior?: Partial<Behavior>): Survey {
  return draftSurvey(behavior ? { behavior } : {});
}

/** The card as the shell mounts it, its region, and the behavior of the last survey it handed to the editor. */
function renderCard(start: Survey, locked = false) {
  const view = renderEditorCard(card.component, start, { locked });
  const behavior = () => view.lastSurvey().settings['behavior'] as Behavior;
  return { ...view, behavior, region: screen.getByRole('region', { name: S.title }) };
}

describe('the Behavior card', () => {
  it('is an editor card titled like the shell\'s Behavior card, starting from the defaults', () => {
    expect(card.point).toBe('editor-card');
    const { region } = renderCard(survey());
    expect(within(region).getByRole('combobox', { name: S.timing })).toHaveValue('immediate');
    expect(within(region).getByRole('combobox', { name: S.displayLength })).toHaveValue('until_response');
    expect(within(region).getByRole('combobox', { name: S.runTime })).toHaveValue('indefinitely');
    expect(within(region).getByRole('checkbox', { name: S.startMinimized })).not.toBeChecked();
  });

  it('offers the delay only for delayed timing, 20 s at first and kept between 0 and 60', async () => {
    const user = userEvent.setup();
    const { region, behavior } = renderCard(survey());
    expect(within(region).queryByRole('spinbutton', { name: S.delaySeconds })).not.toBeInTheDocument();

    await user.selectOptions(within(region).getByRole('combobox', { name: S.timing }), 'delay');
    const delay = within(region).getByRole('spinbutton', { name: S.delaySeconds });
    expect(delay).toHaveValue(20);
    await user.clear(delay);
    await user.type(delay, '75');

    expect(delay).toHaveValue(60);
    expect(behavior()).toMatchObject({ timing: 'delay', timing_delay: 60 });
  });

  it('holds the step back until an expiring run time has its month and day', async () => {
    const user = userEvent.setup();
    const { region, reportValid, behavior } = renderCard(survey());
    expect(reportValid).toHaveBeenLastCalledWith(true);

    await user.selectOptions(within(region).getByRole('combobox', { name: S.runTime }), 'expire');
    const month = within(region).getByRole('combobox', { name: S.expireMonth });
    const day = within(region).getByRole('combobox', { name: S.expireDay });
    expect(within(month).getAllByRole('option')).toHaveLength(13);
    expect(within(day).getAllByRole('option')).toHaveLength(32);
    expect(month).toHaveAttribute('aria-invalid', 'true');
    expect(month).toHaveAccessibleDescription(S.expiryNeeded);
    expect(reportValid).toHaveBeenLastCalledWith(false);

    await user.selectOptions(month, 'March');
    await user.selectOptions(day, '14');
    expect(behavior().expire_at).toEqual({ month: 3, day: 14 });
    expect(day).not.toHaveAttribute('aria-invalid');
    expect(reportValid).toHaveBeenLastCalledWith(true);
  });

  it('keeps display length and start minimized', async () => {
    const user = userEvent.setup();
    const { region, behavior } = renderCard(survey({ display_length: 'once' }));
    expect(within(region).getByRole('combobox', { name: S.displayLength })).toHaveValue('once');

    await user.selectOptions(within(region).getByRole('combobox', { name: S.displayLength }), 'repeatedly');
    await user.click(within(region).getByRole('checkbox', { name: S.startMinimized }));
    expect(behavior()).toMatchObject({ display_length: 'repeatedly', start_minimized: true });
  });

  it('cannot be changed while the survey cannot be edited', () => {
    const { region } = renderCard(survey(), true);
    for (const control of within(region).getAllByRole('combobox')) expect(control).toBeDisabled();
    expect(within(region).getByRole('checkbox', { name: S.startMinimized })).toBeDisabled();
  });
});
