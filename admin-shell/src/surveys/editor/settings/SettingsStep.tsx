/** Settings step (spec 000 §2): the Tracking, Targeting and Behavior cards, then the add-ons' cards. */
import { StepCards } from '../StepCards';
import { EDITOR_STRINGS as S } from '../strings';
import { BehaviorCard } from './BehaviorCard';
import { TargetingCard } from './TargetingCard';
import { TrackingCard } from './TrackingCard';

export function SettingsStep() {
  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title">{S.settingsTitle}</h2>
      <div className="editor-cards">
        <StepCards
          step="settings"
          core={[
            { label: S.tracking, card: <TrackingCard /> },
            { label: S.targeting, card: <TargetingCard /> },
            { label: S.behavior, card: <BehaviorCard /> },
          ]}
        />
      </div>
    </section>
  );
}
