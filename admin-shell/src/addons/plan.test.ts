import { describe, expect, it } from 'vitest';
import { planLabel } from './plan';

describe('planLabel', () => {
  it('takes the lowest plan its categories name', () => {
    expect(planLabel({ categories: ['Pro', 'Elite'], plan: 'elite' })).toBe('Pro');
    expect(planLabel({ categories: ['Plus', 'Pro', 'Elite'], plan: 'plus' })).toBe('Plus');
  });

  it('labels a free add-on Free, whether by category or by its lite plan', () => {
    expect(planLabel({ categories: ['Free'], plan: 'lite' })).toBe('Free');
    expect(planLabel({ categories: [], plan: 'lite' })).toBe('Free');
  });

  it('falls back to the plan when no category names one, and to nothing for an unknown plan', () => {
    expect(planLabel({ categories: ['Surveys'], plan: 'pro' })).toBe('Pro');
    expect(planLabel({ categories: [], plan: 'gold' as never })).toBeNull();
  });
});
