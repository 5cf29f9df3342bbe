/**
 * What each translatable text is called in the editor, from its id (the host's, issue 34):
 * `title`, `questions.{qid}.title`, `questions.{qid}.options.{i}`, `questions.{qid}.config.{path}`,
 * `thank_you.message`, `settings.{key}.{path}`. A question is named by its place in the survey
 * ("Question 2"), and by its id when the survey no longer has it.
 */
import type { Question } from '../../model/types';
import { TRANSLATIONS_STRINGS } from './strings';

type QuestionRef = Pick<Question, 'id'>;

/** The question `rest` starts with (`{qid}.…`), the longest id first: an id may hold dots. */
function questionOf(rest: string, questions: readonly QuestionRef[]): { index: number; id: string } | null {
  let found: { index: number; id: string } | null = null;
  for (const [index, question] of questions.entries()) {
    const id = String(question.id);
    if (rest.startsWith(`${id}.`) && (found === null || id.length > found.id.length)) found = { index, id };
  }
  return found;
}

export function textLabel(id: string, questions: readonly QuestionRef[]): string {
  const L = TRANSLATIONS_STRINGS.labels;
  if (id === 'title') return L.title;
  if (id === 'thank_you.message') return L.thankYou;
  if (id.startsWith('settings.')) return L.setting(id.slice('settings.'.length));
  if (!id.startsWith('questions.')) return id;

  const rest = id.slice('questions.'.length);
  const found = questionOf(rest, questions);
  const cut = found ? found.id.length : rest.indexOf('.');
  if (cut <= 0) return id;
  const question = found ? String(found.index + 1) : rest.slice(0, cut);
  const part = rest.slice(cut + 1);
  if (part === 'title') return L.questionTitle(question);
  const option = /^options\.(\d+)$/.exec(part);
  if (option) return L.option(question, Number(option[1]) + 1);
  return L.questionText(question, part.startsWith('config.') ? part.slice('config.'.length) : part);
}
