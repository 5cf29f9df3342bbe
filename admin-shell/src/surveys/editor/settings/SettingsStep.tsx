/** Settings step (spec 000 §2): the Tracking, Targeting and Behavior cards. */
import { EDITOR_STRINGS as S } from '../strings';
import { BehaviorCard } from './BehaviorCard';
import { TargetingCard } from './TargetingCard';
import { TrackingCard } from './TrackingCard';

export function SettingsStep() {
  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title">{S.settingsTitle}</h2>
      <div className="editor-cards">
        <TrackingCard />
        <TargetingCard />
        <BehaviorCard />
      </div>
    </section>
  );
}
