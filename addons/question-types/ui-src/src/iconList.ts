/**
 * The icon list icon-choice options pick from: a static file of the add-on's assets (spec 002 §7,
 * "GET static icon list file in assets … list of icon and style"). Each entry is
 * `{name, style, path}`: `path` is SVG path data on a 24×24 grid; style "regular" is drawn as a
 * 2 px outline, "solid" is filled. The file is fetched once per page and shared by every editor.
 */
import { useEffect, useState } from 'react';

/** Where the host serves the add-on's assets folder. */
export const ICON_LIST_URL = '/addons/question-types/assets/icons.json';

export interface IconDefinition {
  name: string;
  style: string;
  path: string;
}

/** The well-formed entries of the file; anything else is skipped rather than failing the list. */
export function parseIconList(data: unknown): IconDefinition[] {
  if (!Array.isArray(data)) throw new Error('The icon list is not a list.');
  return data.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { name, style, path } = entry as Record<string, unknown>;
    return typeof name === 'string' && typeof style === 'string' && typeof path === 'string' && name !== ''
      ? [{ name, style, path }]
      : [];
  });
}

let pending: Promise<IconDefinition[]> | null = null;

/** Fetches the list once; a failure is not remembered, so a retry fetches again. */
export function loadIconList(): Promise<IconDefinition[]> {
  pending ??= fetch(ICON_LIST_URL)
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET ${ICON_LIST_URL} answered ${response.status}.`);
      return parseIconList(await response.json());
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** Forgets the fetched list (tests start from a clean page). */
export function forgetIconList() {
  pending = null;
}

export type IconListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; icons: IconDefinition[] };

/** The icon list as it loads, and `retry` after a failure. */
export function useIconList(): IconListState & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<IconListState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadIconList().then(
      (icons) => current && setState({ status: 'ready', icons }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return {
    ...state,
    retry() {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}

/** The entry for `name` and `style`, if the list has it. */
export function findIcon(icons: readonly IconDefinition[], name: string, style: string): IconDefinition | undefined {
  return icons.find((icon) => icon.name === name && icon.style === style);
}
