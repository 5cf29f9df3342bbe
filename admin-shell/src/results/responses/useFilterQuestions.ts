import { useSurvey } from '../../surveys/model/api';
import type { ResponsesList } from '../types';
import { optionText, type FilterQuestion } from './filters';

/**
 * The questions the filters offer, with the options of choice questions. The list answer names
 * each question's id, title and type but not its options, which `GET surveys/{id}` (the editor's
 * query, open to results viewers) holds; until it answers, or if it fails, a choice question is
 * filtered by "answered" only.
 */
export function useFilterQuestions(surveyId: number, listed: ResponsesList['survey']['questions'] | undefined): FilterQuestion[] {
  const survey = useSurvey(surveyId).data;
  if (survey) {
    return survey.questions.map((q) => ({
      id: String(q.id),
      title: q.title,
      type: q.type,
      options: q.config.options.map(optionText).filter((text) => text !== ''),
    }));
  }
  return (listed ?? []).map((q) => ({ id: String(q.id), title: q.title, type: q.type, options: [] }));
}
