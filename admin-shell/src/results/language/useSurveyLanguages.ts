import { useSurvey } from '../../surveys/model/api';

/**
 * The languages a survey's responses can be in: its base language and each it is translated into,
 * from `GET surveys/{id}` (the editor's query, open to results viewers, which the filters read
 * already). None for a one-language survey, so its responses list shows no language filter.
 */
export function useSurveyLanguages(surveyId: number): string[] {
  const survey = useSurvey(surveyId).data;
  if (!survey) return [];
  const translated = Object.keys(survey.translations ?? {});
  if (translated.length === 0) return [];
  return [...new Set([...(survey.language ? [survey.language] : []), ...translated])];
}
