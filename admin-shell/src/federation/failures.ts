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

/**
 * The messages of `error` and of each `cause` under it, outermost first: the shell's "could not
 * be loaded", then what the Module Federation runtime or the browser said. At most ten, and a
 * cause seen twice ends the chain.
 */
export function causeChain(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current = error;
  while (current !== undefined && current !== null && !seen.has(current) && messages.length < 10) {
    seen.add(current);
    if (current instanceof Error) {
      messages.push(current.name && current.name !== 'Error' ? `${current.name}: ${current.message}` : current.message);
      current = current.cause;
    } else {
      const message = (current as { message?: unknown }).message;
      messages.push(typeof message === 'string' ? message : String(current));
      break;
    }
  }
  return messages;
}

/**
 * Tells the admin, once per add-on version, that its remote is skipped, with the cause under
 * 'Details'. The notice stays until dismissed: it may have to be read, or copied, to be fixed.
 */
export function noticeFailure(extension: Extension, notices: NoticesApi | null, error: unknown) {
  const { remote } = extension;
  if (noticed.has(remote.remote_entry)) return;
  noticed.add(remote.remote_entry);
  const details = causeChain(error).join('\n');
  notices?.notify({ type: 'warning', title: S.failed(remote.name), timeout: 0, ...(details ? { details } : {}) });
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
