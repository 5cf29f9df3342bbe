import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryOf } from './countries';

describe('the country list', () => {
  it('holds every ISO 3166-1 country once, each as a code the manifest\'s schema takes', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(249);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('names a country by its first English name, the others kept for the search', () => {
    expect(countryOf('US')).toEqual({ code: 'US', name: 'United States of America', aliases: expect.arrayContaining(['USA']) });
    expect(countryOf('DE')?.name).toBe('Germany');
    expect(countryOf('QZ')).toBeUndefined();
  });
});
