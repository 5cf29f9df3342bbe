/** Choosing a template on the setup step (spec 000 §2): what it changes and why a card is locked. */
import type { Plan } from '@hearken/addon-sdk';
import type { Survey, Template } from '../model/types';

/** The survey started from `template`: its questions and type, and its name as title unless one was typed. */
export function applyTemplate(survey: Survey, template: Template): Survey {
  return {
    ...survey,
    template: template.key,
    title: survey.title.trim() === '' && template.key !== 'blank' ? template.name : survey.title,
    type: template.type,
    questions: structuredClone(template.questions),
  };
}

/** The add-ons a template needs that are not active. */
export function missingAddons(template: Template, addonActive: (slug: string) => boolean): string[] {
  return template.required_addons.filter((slug) => !addonActive(slug));
}

/** Unavailable, or a required add-on is inactive. */
export function templateDisabled(template: Template, addonActive: (slug: string) => boolean): boolean {
  return !template.is_available || missingAddons(template, addonActive).length > 0;
}

/**
 * What a locked card offers: an upgrade (Lite), the licence entry (Pro without licence), the first
 * required add-on that is off, or nothing when no add-on is missing (the plan or the server keeps
 * it locked: the card says why and has no button).
 */
export type TemplateLock = { kind: 'upgrade'; plan: Plan } | { kind: 'license' } | { kind: 'addon'; slug: string } | { kind: 'locked' };

export function templateLock(
  template: Template,
  tier: { isPro: boolean; isLicensed: boolean },
  addonActive: (slug: string) => boolean,
): TemplateLock {
  if (!tier.isPro) return { kind: 'upgrade', plan: 'pro' };
  if (!tier.isLicensed) return { kind: 'license' };
  const missing = missingAddons(template, addonActive)[0];
  return missing === undefined ? { kind: 'locked' } : { kind: 'addon', slug: missing };
}
