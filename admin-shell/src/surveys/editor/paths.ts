/** The editor's URLs below the router's basename (spec 000 §2 routes). */
import type { StepKey } from '../rules/steps';

export const SURVEYS_PATH = '/surveys';

/** `/surveys/new/{step}` until the survey has an id, `/surveys/edit/{id}/{step}` after. */
export function stepPath(id: number | null, step: StepKey): string {
  return id === null ? `${SURVEYS_PATH}/new/${step}` : `${SURVEYS_PATH}/edit/${id}/${step}`;
}

export type EditorRoute = { id: number | null; step: string };

/** The part of the URL below `/surveys/` as an editor route, or null when it is not one. */
export function parseEditorPath(rest: string | undefined): EditorRoute | null {
  const newMatch = /^new\/([^/]+)\/?$/.exec(rest ?? '');
  if (newMatch?.[1]) return { id: null, step: newMatch[1] };
  const editMatch = /^edit\/(\d+)\/([^/]+)\/?$/.exec(rest ?? '');
  if (editMatch?.[1] && editMatch[2]) return { id: Number(editMatch[1]), step: editMatch[2] };
  return null;
}
