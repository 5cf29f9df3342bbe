import { Navigate, NavLink, Route, Routes } from 'react-router';
import type { Tier } from '../upgrade/tier';
import { useTier } from '../upgrade/useTier';
import { AboutUs } from './AboutUs';
import { loadCrossSalePlugins, type LoadCrossSale } from './crossSale';
import { GettingStarted } from './GettingStarted';
import { LiteVsPro } from './LiteVsPro';
import { ABOUT_STRINGS as S } from './strings';
import { ABOUT_TABS } from './tabs';
import './about.css';

/** Lite vs Pro for users without Pro; Pro users who follow an old link land on About Us. */
function LiteOnly({ tier }: { tier: Tier | null }) {
  if (tier === null) return <p role="status">{S.loading}</p>;
  return tier.isPro ? <Navigate to="/about" replace /> : <LiteVsPro />;
}

/**
 * `/about` (spec 002 §2.6): About Us, Getting Started and, for users without Pro, Lite vs Pro.
 * The tabs are links because each is a route. `loadPlugins` replaces the cross-sale list under test.
 */
export default function AboutScreen({ loadPlugins = loadCrossSalePlugins }: { loadPlugins?: LoadCrossSale }) {
  const tier = useTier();
  // Until the license is known the Lite-only tab stays hidden, so Pro users never see it flash.
  const showLiteOnly = tier !== null && !tier.isPro;
  const tabs = ABOUT_TABS.filter((tab) => showLiteOnly || !tab.liteOnly);

  return (
    <div className="about-screen">
      <title>{`${S.heading} ‹ Hearken`}</title>
      <h1>{S.heading}</h1>
      <nav className="about-tabs" aria-label={S.tabsLabel}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.name}>
              <NavLink to={tab.path ? `/about/${tab.path}` : '/about'} end>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        <Route index element={<AboutUs loadPlugins={loadPlugins} />} />
        <Route path="getting-started" element={<GettingStarted />} />
        <Route path="lite-vs-pro" element={<LiteOnly tier={tier} />} />
        <Route path="*" element={<Navigate to="/about" replace />} />
      </Routes>
    </div>
  );
}
