/**
 * Spec 002 §2.1: the Settings area at /settings, one route per tab, plus one tab per settings-tab
 * extension of an active add-on. The settings load once; each tab edits the shared draft.
 */
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useExtensions } from '../federation/ExtensionSlot';
import { ErrorMessage } from '../ui/ErrorMessage';
import { AddonSettingsTab, addonTabPath } from './AddonSettingsTab';
import AccessTab from './access/AccessTab';
import EmailTab from './email/EmailTab';
import GateProvider from './GateProvider';
import GeneralTab from './general/GeneralTab';
import GoogleDriveTab from './google-drive/GoogleDriveTab';
import HeatmapsTab from './heatmaps/HeatmapsTab';
import IntegrationsTab from './integrations/IntegrationsTab';
import MiscTab from './misc/MiscTab';
import { useSettings } from './queries';
import { SettingsDraftProvider } from './SettingsDraftProvider';
import { SETTINGS_STRINGS as S } from './strings';
import WidgetTab from './widget/WidgetTab';
import './settings.css';

const TABS = [
  { path: 'general', Tab: GeneralTab },
  { path: 'widget', Tab: WidgetTab },
  { path: 'email', Tab: EmailTab },
  { path: 'integrations', Tab: IntegrationsTab },
  { path: 'heatmaps', Tab: HeatmapsTab },
  { path: 'access', Tab: AccessTab },
  { path: 'misc', Tab: MiscTab },
  { path: 'google-drive', Tab: GoogleDriveTab },
] as const;

export default function SettingsScreen() {
  const settings = useSettings();
  const { extensions } = useExtensions('settings-tab');
  return (
    <>
      <title>{`${S.heading} ‹ Hearken`}</title>
      <h1>{S.heading}</h1>
      <nav aria-label={S.tabsLabel} className="settings-tabs">
        <ul>
          {TABS.map(({ path }) => (
            <li key={path}>
              <NavLink to={`/settings/${path}`}>{S.tabs[path]}</NavLink>
            </li>
          ))}
          {extensions.map((extension) => (
            <li key={addonTabPath(extension)}>
              <NavLink to={`/settings/${addonTabPath(extension)}`}>{extension.label ?? extension.name}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {settings.error ? (
        <ErrorMessage error={settings.error} />
      ) : !settings.data ? (
        <p role="status">{S.loading}</p>
      ) : (
        <GateProvider>
          <SettingsDraftProvider loaded={settings.data}>
            <div className="settings-panel">
              <Routes>
                <Route index element={<Navigate to="/settings/general" replace />} />
                {TABS.map(({ path, Tab }) => (
                  <Route key={path} path={path} element={<Tab />} />
                ))}
                <Route path="addon/:slug/:target" element={<AddonSettingsTab extensions={extensions} />} />
                <Route path="*" element={<Navigate to="/settings/general" replace />} />
              </Routes>
            </div>
          </SettingsDraftProvider>
        </GateProvider>
      )}
    </>
  );
}
