/** Settings as one line each, for the locked cards. */
import type { SurveySettings } from '../../model/types';
import { EDITOR_STRINGS as S } from '../strings';

export function geoText(geo: SurveySettings['geo_targeting']): string {
  return geo.target === 'all' ? S.geoAll : `${S.geoSelect}: ${geo.countries.join(', ')}`;
}
