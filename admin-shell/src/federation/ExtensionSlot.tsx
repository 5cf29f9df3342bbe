/**
 * Where the shell mounts add-on remotes. A slot asks the UI manifest which active add-ons fill its
 * point (and target), loads their modules when it first renders (loader.ts, its own chunk) and
 * mounts each component inside an error boundary with the shell's own React, handing it `notify`
 * (the shell's toast notices) besides the slot's props.
 */
import { Suspense, use, useMemo, type ReactNode } from 'react';
import type { ExtensionComponent, ComponentPointId, ExtensionProps, RemoteNotice } from '@hearken/addon-sdk';
import { useNotices, type NoticeOptions, type NoticeType } from '../notices/NoticesContext';
import { useFailedExtensions } from './failures';
import { extensionKey, matchExtensions, useUiManifest, type Extension } from './manifest';
import { RemoteBoundary } from './RemoteBoundary';

export interface ExtensionSlotProps<P extends ComponentPointId> {
  point: P;
  /** Narrows the point: a question type key, a settings tab path, an editor step … */
  target?: string | undefined;
  props: ExtensionProps<P>;
  /** Shown when no active add-on fills the point (or every one that does failed to load). */
  fallback?: ReactNode;
}

/** One promise per module, so that `use` sees the same promise on every render. */
const components = new Map<string, Promise<ExtensionComponent<ComponentPointId>>>();

function componentOf(extension: Extension): Promise<ExtensionComponent<ComponentPointId>> {
  const key = extensionKey(extension);
  let component = components.get(key);
  if (!component) {
    component = import('./loader').then(({ loadExtension }) => loadExtension(extension.remote, extension.entry));
    components.set(key, component);
  }
  return component;
}

const NOTICE_TYPES: readonly NoticeType[] = ['info', 'success', 'warning', 'error'];

/**
 * A remote's notice as the shell's: only the fields the SDK promises (a remote cannot make a
 * notice exclusive and close the shell's own), an unknown type read as info.
 */
export function noticeOfRemote({ type, heading, title, timeout }: RemoteNotice): NoticeOptions {
  const notice: NoticeOptions = { type: NOTICE_TYPES.includes(type) ? type : 'info', title: String(title) };
  if (typeof heading === 'string' && heading !== '') notice.heading = heading;
  if (typeof timeout === 'number' && Number.isFinite(timeout) && timeout >= 0) notice.timeout = timeout;
  return notice;
}

function Mounted<P extends ComponentPointId>({ extension, props }: { extension: Extension; props: ExtensionProps<P> }) {
  const Remote = use(componentOf(extension)) as ExtensionComponent<P>;
  const { notify: showNotice } = useNotices();
  // Stable while the shell's notices are, so a remote may list it among an effect's dependencies.
  const notify = useMemo(() => (notice: RemoteNotice) => void showNotice(noticeOfRemote(notice)), [showNotice]);
  // Every point's props but the question type editor's name `notify`; that one just ignores it.
  const withNotify = { ...props, notify } as ExtensionProps<P>;
  return <Remote {...withNotify} />;
}

/** The remotes of `extensions`, each in its own boundary; `fallback` when there are none. */
export function ExtensionMounts<P extends ComponentPointId>({
  extensions,
  props,
  fallback = null,
}: {
  extensions: Extension[];
  props: ExtensionProps<P>;
  fallback?: ReactNode;
}) {
  if (extensions.length === 0) return <>{fallback}</>;
  // A lone remote that throws gives way to the fallback; among several, it just drops out.
  const crashFallback = extensions.length === 1 ? fallback : null;
  return (
    <>
      {extensions.map((extension) => (
        <RemoteBoundary key={extensionKey(extension)} extension={extension} fallback={crashFallback}>
          <Suspense fallback={null}>
            <Mounted extension={extension} props={props} />
          </Suspense>
        </RemoteBoundary>
      ))}
    </>
  );
}

/** The extensions of `point` (and `target`) that are active and have not failed to load. */
function useMatches(point: ComponentPointId, target: string | undefined) {
  const { manifest, loading } = useUiManifest();
  const failed = useFailedExtensions();
  const extensions = useMemo(() => matchExtensions(manifest, point, target, failed), [manifest, point, target, failed]);
  return { extensions, loading };
}

/** Renders every active remote component registered for `point` (and `target`), else `fallback`. */
export function ExtensionSlot<P extends ComponentPointId>({ point, target, props, fallback = null }: ExtensionSlotProps<P>) {
  const { extensions, loading } = useMatches(point, target);
  // Nothing while the manifest loads: a fallback shown for a moment and then replaced would jump.
  if (loading) return null;
  return <ExtensionMounts extensions={extensions} props={props} fallback={fallback} />;
}

/** One extension a remote registered: which add-on, and what the shell shows for it. */
export interface ExtensionInfo {
  slug: string;
  name: string;
  target?: string | undefined;
  label?: string | undefined;
}

/** The extensions registered for `point` (and `target`): lets a screen add a tab or a menu entry per remote. */
export function useExtensions(point: ComponentPointId, target?: string): { extensions: ExtensionInfo[]; loading: boolean } {
  const { extensions, loading } = useMatches(point, target);
  const infos = useMemo(
    () =>
      extensions.map(({ remote, entry }) => ({
        slug: remote.slug,
        name: remote.name,
        target: entry.target,
        label: entry.label,
      })),
    [extensions],
  );
  return { extensions: infos, loading };
}
