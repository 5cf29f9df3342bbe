/** The signed-in admin: router (under `/admin`), notices, the frame and its screens. */
import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { NoticesProvider } from '../notices/NoticesProvider';
import { UpgradeProvider } from '../upgrade/UpgradeProvider';
import { Frame } from './Frame';
import { MOVED, SCREENS } from './screens';

/** A whole page an add-on contributes (the `route` extension point). */
const ExtensionRoute = lazy(() => import('../federation/ExtensionRoute'));

export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<Frame />}>
        <Route index element={<Navigate to="/surveys" replace />} />
        {SCREENS.map(({ path, Screen }) => (
          <Route key={path} path={`${path}/*`} element={<Screen />} />
        ))}
        {Object.entries(MOVED).map(([from, to]) => (
          <Route key={from} path={`${from}/*`} element={<Navigate to={to} replace />} />
        ))}
        <Route path="x/:slug/*" element={<ExtensionRoute />} />
        <Route path="*" element={<Navigate to="/surveys" replace />} />
      </Route>
    </Routes>
  );
}

export default function AdminApp() {
  return (
    <BrowserRouter basename="/admin">
      <NoticesProvider>
        <UpgradeProvider>
          <AdminRoutes />
        </UpgradeProvider>
      </NoticesProvider>
    </BrowserRouter>
  );
}
