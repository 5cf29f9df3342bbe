/**
 * Settings step (spec 000 §2): the Tracking, Targeting, Geo targeting and Behavior cards, then
 * Audience and limits (issue 35), then the add-ons' cards. Targeting, Geo targeting and Behavior
 * are add-ons' cards only (the shell draws their locked state), so the step keeps just their places.
 */
import { StepSection } from '../StepCards';
import { EDITOR_STRINGS as S } from '../strings';
import { AudienceLimitsCard } from './limits/AudienceLimitsCard';
import { TrackingCard } from './TrackingCard';

export function SettingsStep() {
  return (
    <StepSection
      step="settings"
      title={S.settingsTitle}
      core={[
        { label: S.tracking, card: <TrackingCard /> },
        { label: S.targetingTitle, card: null },
        { label: S.geoTitle, card: null },
        { label: S.behaviorTitle, card: null },
        { label: S.audience.title, card: <AudienceLimitsCard /> },
      ]}
    />
  );
}
