import { useId } from 'react';
import { Link } from 'react-router';
import { WELCOME_STRINGS } from './strings';

const S = WELCOME_STRINGS.video;

/**
 * The spec's video block as a placeholder: the admin fetches nothing from the internet, so no
 * player or thumbnail loads; the frame says why and points to the written guide.
 */
export function VideoBlock() {
  const headingId = useId();
  const captionId = useId();
  return (
    <section className="welcome-video" aria-labelledby={headingId}>
      <h2 id={headingId}>{S.heading}</h2>
      <figure aria-labelledby={captionId}>
        <div className="welcome-video-frame">
          <span className="welcome-video-play" aria-hidden="true">
            ▶
          </span>
          <p>{S.placeholder}</p>
          <Link to="/about/getting-started">{S.guideLink}</Link>
        </div>
        <figcaption id={captionId}>{S.caption}</figcaption>
      </figure>
    </section>
  );
}
