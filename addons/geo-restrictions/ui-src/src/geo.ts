/**
 * `settings.geo_targeting` (spec 000 §3), which this add-on owns (../addon.toml): everyone, or only
 * visitors in the listed countries, each an upper-case ISO 3166-1 alpha-2 code, at most 250.
 */
import type { Survey } from '@hearken/addon-sdk';

export interface GeoTargeting {
  target: 'all' | 'select';
  countries: string[];
}

/** The schema's `maxItems`. */
export const MAX_COUNTRIES = 250;

/**
 * The survey's geo targeting, the manifest's default where it has none. Codes are read upper-case
 * and once each, as the schema keeps them.
 */
export function geoTargetingOf(settings: Survey['settings']): GeoTargeting {
  const stored = settings['geo_targeting'];
  const geo = typeof stored === 'object' && stored !== null ? (stored as Partial<Record<keyof GeoTargeting, unknown>>) : {};
  const codes = Array.isArray(geo.countries) ? geo.countries.filter((c): c is string => typeof c === 'string') : [];
  return {
    target: geo.target === 'select' ? 'select' : 'all',
    countries: [...new Set(codes.map((code) => code.toUpperCase()))],
  };
}

export function withGeoTargeting(survey: Survey, geo: GeoTargeting): Survey {
  return { ...survey, settings: { ...survey.settings, geo_targeting: geo } };
}
