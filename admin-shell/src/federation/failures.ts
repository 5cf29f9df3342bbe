/**
 * Remote modules that failed to load, for the rest of the page's life: slots skip them, and each
 * add-on gets one warning notice however many of its modules fail. A new version of the add-on has
 * a new entry URL, so it is tried afresh.
 */
import { useSyncExternalStore } from 'react';
import type { NoticesApi } from '../notices/NoticesContext';
import { extensionKey, type Extension } from './manifest';
import { FEDERATION_STRINGS as S } from './strings';

let failed: ReadonlySet<string> = new Set();
const noticed = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The keys (extensionKey) of the modules that failed to load. */
export function useFailedExtensions(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => failed);
}

/** Tells the admin, once per add-on version, that its remote is skipped. */
export function noticeFailure(extension: Extension, notices: NoticesApi | null) {
  const { remote } = extension;
  if (noticed.has(remote.remote_entry)) return;
  noticed.add(remote.remote_entry);
  notices?.notify({ type: 'warning', title: S.failed(remote.name) });
}

/** Skips the module from now on. */
export function markFailed(extension: Extension) {
  const key = extensionKey(extension);
  if (failed.has(key)) return;
  failed = new Set([...failed, key]);
  listeners.forEach((listener) => listener());
}

/** For tests: forget every failure. */
export function resetFailures() {
  failed = new Set();
  noticed.clear();
  listeners.forEach((listener) => listener());
}
