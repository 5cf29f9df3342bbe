/**
 * The extension points of the admin shell (add-on API 1.1): where an add-on's federated remote is
 * mounted, what `target` and `label` of a manifest entry (`[ui].extension_points`) mean there, and
 * the props the shell passes to the component the remote exposes.
 *
 * | point | `target` | `label` | component |
 * | --- | --- | --- | --- |
 * | `menu-item` | path below the add-on's pages (default `/`) | the menu text | none |
 * | `route` | path below `/admin/x/{slug}/` (default `/`) | the page's name | {@link RouteProps} |
 * | `settings-tab` | the tab's path segment (`/admin/settings/{target}`) | the tab title | {@link SettingsTabProps} |
 * | `editor-card` | a step key of the survey editor ({@link EDITOR_STEPS}) | the card title | {@link EditorCardProps} |
 * | `results-panel` | unused | the panel title | {@link ResultsPanelProps} |
 * | `question-type-editor` | the question type key | unused | {@link QuestionTypeEditorProps} |
 *
 * While an add-on is not active and licensed, the shell shows its own locked placeholder in place
 * of each settings tab, editor card, results panel and page (upgrade, license entry, Install &
 * Activate or Activate Addon), named after the entry's `label` or else the add-on's name: a remote
 * never renders a locked state itself. An entry with `locked_parts` gets one prompt per part, each
 * with the read-only text of what holds while locked (`LockedPart`). A settings tab whose `target` is a core tab's path, or an
 * editor card whose `label` is a core card's title on the same step, replaces that core part.
 *
 * The components of a settings tab, editor card, results panel and route also get `notify`
 * (optional: older shells lack it), which shows a {@link RemoteNotice} among the shell's own toast
 * notices.
 */
import type { ReactNode } from 'react';
import type { HearkenApi } from './api.js';
import { EXTENSION_POINTS, type ComponentPointId, type ExtensionPointId } from './point-ids.js';
import type { LicenseInfo, Question, QuestionTypeDefinition, Survey } from './types.js';

export { EXTENSION_POINTS };
export type { ComponentPointId, ExtensionPointId };

/** The steps of the survey editor, in order; an `editor-card`'s `target` is one of them. */
export const EDITOR_STEPS = ['setup', 'questions', 'settings', 'notifications', 'publish'] as const;

export type EditorStep = (typeof EDITOR_STEPS)[number];

/** A range of days, both ends included, as `YYYY-MM-DD` (the host's days are UTC days). */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * A toast notice a remote asks the shell to show, in the shell's notices area and its look
 * (spec 002 §2.5): `{type: 'error', heading: 'Error', title: 'The sheet could not be made.'}`
 * reads "Error The sheet could not be made.".
 */
export interface RemoteNotice {
  type: 'info' | 'success' | 'warning' | 'error';
  /** A word or two in bold before the sentence ('Error'). */
  heading?: string;
  /** The sentence shown. */
  title: string;
  /** Seconds until it closes itself; default 5; 0 keeps it open until dismissed. */
  timeout?: number;
}

/** `settings-tab`: a tab of the Settings screen at `/admin/settings/{target}`. */
export interface SettingsTabProps {
  api: HearkenApi;
  license: LicenseInfo;
  /** Shows a toast notice among the shell's ({@link RemoteNotice}); absent from older shells, so call `notify?.(…)`. */
  notify?(notice: RemoteNotice): void;
}

/**
 * `editor-card`: a card on one step of the survey editor, after the step's own cards. The survey
 * is the editor's current (unsaved) survey; `onChange` replaces it, and the editor saves it as it
 * saves its own changes. `locked` is true while the survey cannot be edited.
 */
export interface EditorCardProps {
  api: HearkenApi;
  /** The step the card is on (the entry's `target`). */
  step: EditorStep;
  survey: Survey;
  onChange(survey: Survey): void;
  locked: boolean;
  /**
   * Tells the editor whether the card lets its step continue: while a card reports `false`, Next
   * Step and the later steps of the header are disabled, as for the step's own rules (spec 000
   * §4). Report on every change that matters (an effect on the card's own verdict); the shell
   * forgets a card's report when it unmounts. Absent where the shell has no step to block.
   */
  reportValid?(valid: boolean): void;
  /** Shows a toast notice among the shell's ({@link RemoteNotice}); absent from older shells, so call `notify?.(…)`. */
  notify?(notice: RemoteNotice): void;
}

/** `question-type-editor`: the editor of one question of a type the add-on contributes. */
export interface QuestionTypeEditorProps {
  api: HearkenApi;
  question: Question;
  onChange(q: Question): void;
  type: QuestionTypeDefinition;
}

/** `results-panel`: a panel at the end of one survey's results screen. */
export interface ResultsPanelProps {
  api: HearkenApi;
  surveyId: number;
  /** The days the screen's date range shows, when the screen has one. */
  range?: DayRange;
  /** Shows a toast notice among the shell's ({@link RemoteNotice}); absent from older shells, so call `notify?.(…)`. */
  notify?(notice: RemoteNotice): void;
}

/** `route`: a whole admin page below `/admin/x/{slug}/`. `path` is the path below that, without a leading slash. */
export interface RouteProps {
  api: HearkenApi;
  path: string;
  /** Shows a toast notice among the shell's ({@link RemoteNotice}); absent from older shells, so call `notify?.(…)`. */
  notify?(notice: RemoteNotice): void;
}

/** The props of each point that mounts a component, by id. */
export interface ExtensionPropsMap {
  'settings-tab': SettingsTabProps;
  'editor-card': EditorCardProps;
  'question-type-editor': QuestionTypeEditorProps;
  'results-panel': ResultsPanelProps;
  route: RouteProps;
}

/** The props the shell passes to the component mounted at point `P`. */
export type ExtensionProps<P extends ComponentPointId> = ExtensionPropsMap[P];

/** The component a remote exposes for point `P`. */
export type ExtensionComponent<P extends ComponentPointId> = (props: ExtensionProps<P>) => ReactNode;

/** True when `value` is one of the extension point ids. */
export function isExtensionPointId(value: unknown): value is ExtensionPointId {
  return typeof value === 'string' && (EXTENSION_POINTS as readonly string[]).includes(value);
}

/** True when `value` is the id of a point that mounts a component (any point but `menu-item`). */
export function isComponentPointId(value: unknown): value is ComponentPointId {
  return isExtensionPointId(value) && value !== 'menu-item';
}

/** True when `value` is one of the editor's step keys. */
export function isEditorStep(value: unknown): value is EditorStep {
  return typeof value === 'string' && (EDITOR_STEPS as readonly string[]).includes(value);
}
