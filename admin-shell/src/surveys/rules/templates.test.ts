import { describe, expect, it } from 'vitest';
import { newSurvey } from '../model/defaults';
import type { Template } from '../model/types';
import { applyTemplate, templateDisabled, templateLock } from './templates';

const NPS: Template = {
  key: 'nps',
  name: 'Net Promoter Score',
  description: 'How likely are visitors to recommend you?',
  is_available: true,
  required_addons: ['question-types'],
  type: 'nps',
  questions: [],
};

describe('templates', () => {
  it('applying a template sets its key, type and questions, and its name as title when none was typed', () => {
    const applied = applyTemplate(newSurvey(), NPS);
    expect(applied).toMatchObject({ template: 'nps', type: 'nps', title: 'Net Promoter Score', questions: [] });
    expect(applyTemplate({ ...newSurvey(), title: 'Mine' }, NPS).title).toBe('Mine');
  });

  it('a template is disabled while unavailable or while a required add-on is inactive', () => {
    expect(templateDisabled(NPS, () => false)).toBe(true);
    expect(templateDisabled(NPS, () => true)).toBe(false);
    expect(templateDisabled({ ...NPS, is_available: false }, () => true)).toBe(true);
  });

  it('a locked card offers an upgrade on Lite, the licence without a key, the missing add-on with one', () => {
    expect(templateLock(NPS, { isPro: false, isLicensed: false }, () => false)).toEqual({ kind: 'upgrade', plan: 'pro' });
    expect(templateLock(NPS, { isPro: true, isLicensed: false }, () => false)).toEqual({ kind: 'license' });
    expect(templateLock(NPS, { isPro: true, isLicensed: true }, () => false)).toEqual({ kind: 'addon', slug: 'question-types' });
  });

  it('a licensed site whose template misses no add-on has no add-on to offer: the card stays locked without one', () => {
    expect(templateLock({ ...NPS, is_available: false }, { isPro: true, isLicensed: true }, () => true)).toEqual({ kind: 'locked' });
    expect(templateLock({ ...NPS, required_addons: [], is_available: false }, { isPro: true, isLicensed: true }, () => false)).toEqual({
      kind: 'locked',
    });
  });
});
