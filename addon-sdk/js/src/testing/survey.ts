import type { Survey } from '../types.js';

/**
 * A saved draft survey (id 5, 'Website feedback', no questions) whose settings are `settings`: the
 * survey an editor card's test starts from. `patch` changes anything else.
 */
export function draftSurvey(settings: Survey['settings'] = {}, patch: Partial<Survey> = {}): Survey {
  return { id: 5, title: 'Website feedback', type: null, status: 'draft', questions: [], settings, notifications: {}, ...patch };
}
