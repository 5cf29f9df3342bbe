/** The toast notices of spec 2.5: banners that open, close after a timeout and slide away. */
import { createContext, useContext } from 'react';

export type NoticeType = 'info' | 'success' | 'warning' | 'error';

export interface NoticeOptions {
  type: NoticeType;
  /** A word or two in bold before the sentence: a toast "titled 'Error'" (spec 002 §8). */
  heading?: string;
  /** The sentence shown (the spec's words, or the server's message). */
  title: string;
  /** Seconds until it closes itself; default 5; 0 keeps it open until dismissed. */
  timeout?: number;
  /** Opening this notice closes every other one (progress of one flow replaces its last step). */
  exclusive?: boolean;
  /** A link after the title, shown as '{title} - {label}' ('Your Survey was Saved! - View Surveys'). */
  link?: NoticeLink;
  /**
   * Text folded under the title in a disclosure ('Details'), kept as written line by line: what
   * someone fixing the problem needs (the cause of a failure), out of everyone else's way.
   */
  details?: string;
}

export interface NoticeLink {
  label: string;
  /** A path inside the admin (`/surveys`). */
  to: string;
}

export interface Notice extends Required<Omit<NoticeOptions, 'exclusive' | 'heading' | 'link' | 'details'>> {
  heading: string | null;
  link: NoticeLink | null;
  details: string | null;
  id: number;
  /** Closed and sliding out; removed a moment later. */
  closing: boolean;
}

export interface NoticesApi {
  notify(options: NoticeOptions): number;
  close(id: number): void;
}

export const NoticesContext = createContext<NoticesApi | null>(null);

export function useNotices(): NoticesApi {
  const api = useContext(NoticesContext);
  if (api === null) throw new Error('useNotices is used outside NoticesProvider.');
  return api;
}
