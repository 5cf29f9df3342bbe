/**
 * Around each mounted remote: a module that fails to load or a component that throws is reported
 * (one notice per add-on) and replaced by `fallback`, so the screen around it keeps working.
 */
import { Component, type ContextType, type ReactNode } from 'react';
import { NoticesContext } from '../notices/NoticesContext';
import { markFailed, noticeFailure } from './failures';
import type { Extension } from './manifest';

interface Props {
  extension: Extension;
  fallback: ReactNode;
  children: ReactNode;
}

export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  static override contextType = NoticesContext;
  declare context: ContextType<typeof NoticesContext>;
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const { extension } = this.props;
    noticeFailure(extension, this.context, error);
    // A module that did not load is skipped everywhere from now on; a component that threw is
    // only replaced here (it may work with other props).
    if (error instanceof Error && error.name === 'RemoteLoadError') markFailed(extension);
    console.warn(`Add-on ${extension.remote.slug}: ${extension.entry.module} failed.`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
