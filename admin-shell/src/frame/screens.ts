/** The admin's screens in navigation order: route path, navigation label, and the lazily loaded screen. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ScreenEntry {
  /** The route below /admin; the screen routes everything under it. */
  path: string;
  label: string;
  Screen: LazyExoticComponent<ComponentType>;
}

export const SCREENS: ScreenEntry[] = [
  { path: 'surveys', label: 'Surveys', Screen: lazy(() => import('../surveys/SurveysScreen')) },
  { path: 'results', label: 'Results', Screen: lazy(() => import('../results/ResultsScreen')) },
  { path: 'settings', label: 'Settings', Screen: lazy(() => import('../settings/SettingsScreen')) },
  { path: 'access', label: 'Access', Screen: lazy(() => import('../access/AccessScreen')) },
  { path: 'addons', label: 'Add-ons', Screen: lazy(() => import('../addons/AddonsScreen')) },
  { path: 'about', label: 'About', Screen: lazy(() => import('../about/AboutScreen')) },
  { path: 'growth-tools', label: 'Growth Tools', Screen: lazy(() => import('../growth-tools/GrowthToolsScreen')) },
  { path: 'welcome', label: 'Welcome', Screen: lazy(() => import('../welcome/WelcomeScreen')) },
];
