import { describe, expect, it } from 'vitest';
import { newSurvey } from '../../model/defaults';
import { progressOf, setTranslation, targetLanguages, translatedLanguages } from './model';

const TEXTS = [
  { id: 'title', base: 'Your feedback' },
  { id: 'questions.q1.title', base: 'Did you find it?' },
];

describe('translating a survey', () => {
  it('the first translation gives a survey without a base language English', () => {
    const survey = setTranslation(newSurvey(), 'de', 'title', 'Ihre Meinung');
    expect(survey.language).toBe('en');
    expect(survey.translations).toEqual({ de: { title: 'Ihre Meinung' } });
    expect(setTranslation({ ...survey, language: 'fr' }, 'de', 'title', 'Neu').language).toBe('fr');
  });

  it('an emptied translation is removed, so the text shows in the base language', () => {
    const survey = setTranslation(setTranslation(newSurvey(), 'de', 'title', 'Ihre Meinung'), 'de', 'title', '  ');
    expect(survey.translations).toEqual({ de: {} });
    expect(progressOf(TEXTS, survey.translations ?? {}, 'de')).toEqual({ language: 'de', translated: 0, total: 2 });
  });

  it('counts the texts a language has, ignoring ids the survey no longer lists', () => {
    const translations = { de: { title: 'Ihre Meinung', 'questions.q9.title': 'Weg' } };
    expect(progressOf(TEXTS, translations, 'de')).toEqual({ language: 'de', translated: 1, total: 2 });
  });

  it('offers the named languages and the survey’s own, each once, never the base language', () => {
    const survey = { language: 'de', translations: { ar: {}, fr: { title: 'Votre avis' } } };
    expect(targetLanguages(['de', 'ar'], survey)).toEqual(['ar', 'fr']);
    expect(translatedLanguages(survey)).toEqual(['fr']);
  });
});
