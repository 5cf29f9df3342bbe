/**
 * The admin's screens in navigation order: route path, navigation label, the lazily loaded screen,
 * and whether the entry sits under Help (About, Welcome and Growth Tools) rather than at the top.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { FRAME_STRINGS } from './strings';

export interface ScreenEntry {
  /** The route below /admin; the screen routes everything under it. */
  path: string;
  /** Read when shown: the admin's language may have changed since this module loaded. */
  readonly label: string;
  Screen: LazyExoticComponent<ComponentType>;
  help?: boolean;
}

const L = FRAME_STRINGS.nav;

export const SCREENS: ScreenEntry[] = [
  { path: 'surveys', get label() { return L.surveys; }, Screen: lazy(() => import('../surveys/SurveysScreen')) },
  { path: 'results', get label() { return L.results; }, Screen: lazy(() => import('../results/ResultsScreen')) },
  { path: 'settings', get label() { return L.settings; }, Screen: lazy(() => import('../settings/SettingsScreen')) },
  { path: 'users', get label() { return L.users; }, Screen: lazy(() => import('../access/AccessScreen')) },
  { path: 'addons', get label() { return L.addons; }, Screen: lazy(() => import('../addons/AddonsScreen')) },
  { path: 'welcome', get label() { return L.welcome; }, Screen: lazy(() => import('../welcome/WelcomeScreen')), help: true },
  { path: 'about', get label() { return L.about; }, Screen: lazy(() => import('../about/AboutScreen')), help: true },
  { path: 'growth-tools', get label() { return L.growthTools; }, Screen: lazy(() => import('../growth-tools/GrowthToolsScreen')), help: true },
];

/** Paths a screen had before, for links and bookmarks made then: `/access` is the Users screen. */
export const MOVED: Record<string, string> = { access: '/users' };
