import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSettings } from '../renderSettings';
import { INTEGRATIONS_STRINGS as S } from '../strings';
import { activeStep } from './activeStep';

describe('Integrations', () => {
  it('the active step is 1 until the tool is active, 2 until its setup is done, then 3', () => {
    expect(activeStep({ active: false, setupComplete: false })).toBe(1);
    expect(activeStep({ active: true, setupComplete: false })).toBe(2);
    expect(activeStep({ active: true, setupComplete: true })).toBe(3);
  });

  it('step 1 is current and links out; the later steps wait', async () => {
    renderSettings('/settings/integrations');
    const first = (await screen.findByRole('heading', { name: S.steps[0].title })).closest('li');
    expect(first).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: S.steps[0].action })).toHaveAttribute('href', S.toolUrl);
    expect(screen.getByRole('button', { name: S.steps[1].action })).toBeDisabled();
    expect(screen.getByRole('button', { name: S.steps[2].action })).toBeDisabled();
  });
});
