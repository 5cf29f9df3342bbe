/**
 * The start checklist's steps in order (license → add-ons → first survey → embed → first answer),
 * each ticked from what the host says, each with the screen that does it.
 */
import { START_STRINGS } from './strings';

export interface StartState {
  licensed: boolean;
  activeAddons: number;
  publishedSurveys: number;
  pagesSeen: number;
  responses: number;
}

export type StepKey = keyof typeof START_STRINGS.steps;

export interface StartStep {
  key: StepKey;
  done: boolean;
  /** Below /admin. */
  to: string;
}

export function startSteps(state: StartState): StartStep[] {
  return [
    { key: 'license', done: state.licensed, to: '/settings/general' },
    { key: 'addons', done: state.activeAddons > 0, to: '/addons' },
    { key: 'survey', done: state.publishedSurveys > 0, to: '/surveys/new/setup' },
    { key: 'embed', done: state.pagesSeen > 0, to: '/settings/widget' },
    { key: 'answer', done: state.responses > 0, to: '/results' },
  ];
}

/** The localStorage key that remembers a dismissed checklist. */
export const DISMISSED_KEY = 'hearken.start-checklist.dismissed';

/** Whether this browser's administrator dismissed the checklist (kept in localStorage). */
export function checklistDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function dismissChecklist(): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, 'true');
  } catch {
    // Storage refused (private mode): the checklist hides for this page view only.
  }
}
