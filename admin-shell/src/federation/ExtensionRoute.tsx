/**
 * /admin/x/{slug}/…: a whole page an add-on contributes on the `route` point. An entry with a
 * target answers /x/{slug}/{target}/…; one without answers the rest. The remote gets the path below
 * /x/{slug}/.
 */
import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { UiManifest } from '@hearken/addon-sdk';
import { useApi } from '../session/SessionContext';
import { ExtensionMounts } from './ExtensionSlot';
import { useFailedExtensions } from './failures';
import { matchExtensions, useUiManifest, type Extension } from './manifest';
import { FEDERATION_STRINGS as S } from './strings';

/** The route entry of add-on `slug` for `path`: the one whose target is its first segment, else the one without. */
export function routeExtension(
  manifest: UiManifest | undefined,
  slug: string,
  path: string,
  failed: ReadonlySet<string>,
): Extension | undefined {
  const own = matchExtensions(manifest, 'route', undefined, failed).filter(({ remote }) => remote.slug === slug);
  const first = path.split('/')[0];
  return own.find(({ entry }) => entry.target !== undefined && entry.target === first) ?? own.find(({ entry }) => entry.target === undefined);
}

export default function ExtensionRoute() {
  const { slug = '', '*': path = '' } = useParams();
  const api = useApi();
  const { manifest, loading } = useUiManifest();
  const failed = useFailedExtensions();
  const extension = useMemo(() => routeExtension(manifest, slug, path, failed), [manifest, slug, path, failed]);
  if (loading) {
    return (
      <p className="loading" role="status">
        {S.loading}
      </p>
    );
  }
  return (
    <ExtensionMounts
      extensions={extension ? [extension] : []}
      props={{ api, path }}
      fallback={<p className="inline-notice">{S.noPage}</p>}
    />
  );
}
