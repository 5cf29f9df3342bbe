import { describe, expect, it } from 'vitest';
import { newSurvey } from '../../model/defaults';
import {
  optionRemoved,
  progressOf,
  remapOptionTranslations,
  setTranslation,
  targetLanguages,
  translatedLanguages,
} from './model';

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

describe('option translations follow their options', () => {
  const translated = {
    translations: {
      de: {
        'questions.q1.title': 'Farbe?',
        'questions.q1.options.0': 'Rot',
        'questions.q1.options.1': 'Grün',
        'questions.q1.options.2': 'Blau',
        'questions.q2.options.0': 'Ja',
      },
      fr: { 'questions.q1.options.2': 'Bleu' },
    },
  };

  it('moving the first option to third place keeps the German text with its option', () => {
    // Red, Green, Blue → Green, Blue, Red.
    const moved = remapOptionTranslations(translated, 'q1', [2, 0, 1]);
    expect(moved.translations.de).toEqual({
      'questions.q1.title': 'Farbe?',
      'questions.q1.options.0': 'Grün',
      'questions.q1.options.1': 'Blau',
      'questions.q1.options.2': 'Rot',
      'questions.q2.options.0': 'Ja',
    });
    expect(moved.translations.fr).toEqual({ 'questions.q1.options.1': 'Bleu' });
  });

  it('removing an option drops its translations and moves the later ones up, in every language', () => {
    const removed = remapOptionTranslations(translated, 'q1', optionRemoved(3, 1));
    expect(removed.translations.de).toEqual({
      'questions.q1.title': 'Farbe?',
      'questions.q1.options.0': 'Rot',
      'questions.q1.options.1': 'Blau',
      'questions.q2.options.0': 'Ja',
    });
    expect(removed.translations.fr).toEqual({ 'questions.q1.options.1': 'Bleu' });
  });

  it('leaves a survey whose translations do not change as it is', () => {
    const untranslated = newSurvey();
    expect(remapOptionTranslations(untranslated, 'q1', optionRemoved(3, 0))).toBe(untranslated);
    const none = { translations: {} };
    expect(remapOptionTranslations(none, 'q1', [1, 0])).toBe(none);
    // Only q2's options moved, and q2 has one translated option, which stays put.
    expect(remapOptionTranslations(translated, 'q2', [0, null])).toBe(translated);
  });

  it('matches the question by the host’s form of its id, so a longer id is another question', () => {
    const survey = { translations: { de: { 'questions.7.options.0': 'Rot', 'questions.7.1.options.0': 'Ja' } } };
    expect(remapOptionTranslations(survey, 7, [null]).translations).toEqual({ de: { 'questions.7.1.options.0': 'Ja' } });
  });
});
