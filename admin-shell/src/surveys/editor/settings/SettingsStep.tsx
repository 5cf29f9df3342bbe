/**
 * Settings step (spec 000 §2): the Tracking, Targeting, Geo targeting and Behavior cards, then the
 * add-ons' cards. All but Tracking are add-ons' cards only (the shell draws their locked state), so
 * the step keeps just their places.
 */
import { StepSection } from '../StepCards';
import { EDITOR_STRINGS as S } from '../strings';
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
      ]}
    />
  );
}
