import { Link } from 'react-router';
import { useTier } from '../upgrade/useTier';
import { FeatureTiles } from './FeatureTiles';
import { WELCOME_STRINGS as S } from './strings';
import { Testimonials } from './Testimonials';
import { UpgradeBanner } from './UpgradeBanner';
import { VideoBlock } from './VideoBlock';
import { WelcomeFooter } from './WelcomeFooter';
import './welcome.css';

/**
 * `/welcome` (spec 002 §2.7): hero, video block, eight feature tiles, upgrade banner, testimonials
 * and footer. The upgrade banner is for users without Pro: a paid license has nothing to upgrade to
 * here.
 */
export default function WelcomeScreen() {
  const tier = useTier();
  return (
    <div className="welcome-screen">
      <title>{`${S.pageTitle} ‹ Hearken`}</title>
      <section className="welcome-hero" aria-labelledby="welcome-heading">
        <h1 id="welcome-heading">{S.heading}</h1>
        <p className="welcome-lead">{S.lead}</p>
        <div className="welcome-actions">
          <Link className="button button-primary" to="/surveys/new/setup">
            {S.createSurvey}
          </Link>
          <Link className="button" to="/about/getting-started">
            {S.readGuide}
          </Link>
        </div>
      </section>
      <VideoBlock />
      <FeatureTiles />
      {tier && !tier.isPro && <UpgradeBanner />}
      <Testimonials />
      <WelcomeFooter />
    </div>
  );
}
