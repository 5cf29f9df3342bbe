/**
 * Spec 002 §2.1: the Settings area at /settings, one route per core tab, plus one tab per
 * `settings-tab` of an add-on, active or locked, at /settings/{target}, after the core tabs (the
 * spec's Heatmaps and Google Drive tabs are their add-ons'). An add-on tab whose target is a core
 * tab's path replaces that tab. The settings load once; each core tab edits the shared draft.
 */
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { featureOf, useContributions } from '../federation/contributions';
import { placeContributions } from '../federation/placement';
import { FEDERATION_STRINGS } from '../federation/strings';
import { ErrorMessage } from '../ui/ErrorMessage';
import { LockIcon } from '../upgrade/LockIcon';
import { AddonSettingsTab, addonTabPath } from './AddonSettingsTab';
import AccessTab from './access/AccessTab';
import EmailTab from './email/EmailTab';
import GateProvider from './GateProvider';
import GeneralTab from './general/GeneralTab';
import IntegrationsTab from './integrations/IntegrationsTab';
import MiscTab from './misc/MiscTab';
import { useSettings } from './queries';
import { SettingsDraftProvider } from './SettingsDraftProvider';
import { SETTINGS_STRINGS as S } from './strings';
import VisitorsTab from './visitors/VisitorsTab';
import WidgetTab from './widget/WidgetTab';
import './settings.css';

const TABS = [
  { path: 'general', Tab: GeneralTab },
  { path: 'widget', Tab: WidgetTab },
  { path: 'visitors', Tab: VisitorsTab },
  { path: 'email', Tab: EmailTab },
  { path: 'integrations', Tab: IntegrationsTab },
  { path: 'access', Tab: AccessTab },
  { path: 'misc', Tab: MiscTab },
] as const;

export default function SettingsScreen() {
  const settings = useSettings();
  const addonTabs = useContributions('settings-tab');
  const tabs = placeContributions(TABS, (tab) => tab.path, addonTabs.contributions, addonTabPath);
  return (
    <>
      <title>{`${S.heading} ‹ Hearken`}</title>
      <h1>{S.heading}</h1>
      <nav aria-label={S.tabsLabel} className="settings-tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.key}>
              <NavLink to={`/settings/${tab.key}`}>
                {tab.kind === 'core' ? S.tabs[tab.core.path] : featureOf(tab.addon)}
                {tab.kind === 'addon' && tab.addon.kind === 'locked' && (
                  <>
                    {' '}
                    <LockIcon label={FEDERATION_STRINGS.locked} />
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {settings.error ? (
        <ErrorMessage error={settings.error} />
      ) : !settings.data || addonTabs.loading ? (
        <p role="status">{S.loading}</p>
      ) : (
        <GateProvider>
          <SettingsDraftProvider loaded={settings.data}>
            <div className="settings-panel">
              <Routes>
                <Route index element={<Navigate to="/settings/general" replace />} />
                {tabs.map((tab) => (
                  <Route
                    key={tab.key}
                    path={tab.key}
                    element={tab.kind === 'core' ? <tab.core.Tab /> : <AddonSettingsTab contribution={tab.addon} />}
                  />
                ))}
                <Route path="*" element={<Navigate to="/settings/general" replace />} />
              </Routes>
            </div>
          </SettingsDraftProvider>
        </GateProvider>
      )}
    </>
  );
}
