/**
 * /admin/x/{slug}/…: a whole page an add-on contributes on the `route` point. The entry whose
 * target is the longest leading part of the path answers (one without a target answers the rest);
 * the remote gets the path below /x/{slug}/. A locked add-on's pages show its locked placeholder.
 */
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useApi } from '../session/SessionContext';
import { ExtensionMounts } from './ExtensionSlot';
import { useFailedExtensions } from './failures';
import { LockedPlaceholder } from './LockedPlaceholder';
import { useUiManifest } from './manifest';
import { lockedPage, routeExtension } from './pages';
import { FEDERATION_STRINGS as S } from './strings';

export default function ExtensionRoute() {
  const { slug = '', '*': path = '' } = useParams();
  const api = useApi();
  const { manifest, loading } = useUiManifest();
  const failed = useFailedExtensions();
  const extension = useMemo(() => routeExtension(manifest, slug, path, failed), [manifest, slug, path, failed]);
  const locked = useMemo(() => (extension ? undefined : lockedPage(manifest, slug, path)), [extension, manifest, slug, path]);
  if (loading) {
    return (
      <p className="loading" role="status">
        {S.loading}
      </p>
    );
  }
  if (locked) return <LockedPlaceholder addon={locked.addon} feature={locked.feature} level={1} className="addon-page" />;
  return (
    <ExtensionMounts
      extensions={extension ? [extension] : []}
      props={{ api, path }}
      fallback={<p className="inline-notice">{S.noPage}</p>}
    />
  );
}
