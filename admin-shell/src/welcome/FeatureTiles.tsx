import { useId } from 'react';
import { FEATURES } from './content';
import { WELCOME_STRINGS } from './strings';

/** The eight feature tiles. */
export function FeatureTiles() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{WELCOME_STRINGS.featuresHeading}</h2>
      <ul className="welcome-features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="welcome-feature">
            <span className="welcome-feature-icon" aria-hidden="true">
              {feature.icon}
            </span>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
