/** Settings as one line each, for the locked cards and the summary. */
import type { SurveySettings } from '../../model/types';
import { MONTHS, EDITOR_STRINGS as S } from '../strings';

export function devicesText(devices: string[]): string {
  if (devices.length >= 3) return S.allDevices;
  return devices.map((d) => S.deviceNames[d] ?? d).join(', ');
}

export function pagesText(targeting: SurveySettings['targeting']): string {
  return targeting.pages === 'all' ? S.pagesAll : `${S.pagesCustom} (${targeting.page_rules.length})`;
}

export function geoText(geo: SurveySettings['geo_targeting']): string {
  return geo.target === 'all' ? S.geoAll : `${S.geoSelect}: ${geo.countries.join(', ')}`;
}

export function behaviorRows(behavior: SurveySettings['behavior']): [string, string][] {
  const timing = S.timingNames[behavior.timing] + (behavior.timing === 'delay' ? ` (${behavior.timing_delay} s)` : '');
  const { month, day } = behavior.expire_at;
  const runTime =
    behavior.run_time === 'expire' && month !== null && day !== null
      ? `${S.runTimeNames.expire}: ${MONTHS[month - 1] ?? month} ${day}`
      : S.runTimeNames[behavior.run_time];
  return [
    [S.timing, timing],
    [S.displayLength, S.displayLengthNames[behavior.display_length]],
    [S.runTime, runTime],
    [S.startMinimized, behavior.start_minimized ? S.yes : S.no],
  ];
}
