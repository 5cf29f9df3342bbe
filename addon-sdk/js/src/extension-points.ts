/**
 * The extension points of the admin shell: where an add-on's federated remote is mounted, and
 * the props the shell passes to the component the remote exposes there.
 */
import type { ReactNode } from 'react';
import type { HearkenApi } from './api.js';
import type { LicenseInfo, Question, QuestionTypeDefinition, Survey } from './types.js';

/** Every extension point id, in the order the shell documents them. */
export const EXTENSION_POINTS = [
  'settings-tab',
  'editor-card',
  'question-type-editor',
  'results-panel',
  'route',
] as const;

export type ExtensionPointId = (typeof EXTENSION_POINTS)[number];

/** A tab of the settings screen. */
export interface SettingsTabProps {
  api: HearkenApi;
  license: LicenseInfo;
}

/** A card of the survey editor. `locked` is true while the survey cannot be edited. */
export interface EditorCardProps {
  api: HearkenApi;
  survey: Survey;
  onChange(survey: Survey): void;
  locked: boolean;
}

/** The editor of one question of a type the add-on contributes. */
export interface QuestionTypeEditorProps {
  api: HearkenApi;
  question: Question;
  onChange(q: Question): void;
  type: QuestionTypeDefinition;
}

/** A panel of a survey's results screen. */
export interface ResultsPanelProps {
  api: HearkenApi;
  surveyId: number;
}

/** A whole admin page under the add-on's route. `path` is the path below that route. */
export interface RouteProps {
  api: HearkenApi;
  path: string;
}

/** The props of each extension point, by id. */
export interface ExtensionPropsMap {
  'settings-tab': SettingsTabProps;
  'editor-card': EditorCardProps;
  'question-type-editor': QuestionTypeEditorProps;
  'results-panel': ResultsPanelProps;
  route: RouteProps;
}

/** The props the shell passes to the component mounted at point `P`. */
export type ExtensionProps<P extends ExtensionPointId> = ExtensionPropsMap[P];

/** The component a remote exposes for point `P`. */
export type ExtensionComponent<P extends ExtensionPointId> = (props: ExtensionProps<P>) => ReactNode;

/** True when `value` is one of the extension point ids. */
export function isExtensionPointId(value: unknown): value is ExtensionPointId {
  return typeof value === 'string' && (EXTENSION_POINTS as readonly string[]).includes(value);
}
