import { catalogue } from '../../language/catalogue';
import en from './locales/en.json';

const m = catalogue('settings/visitors', en);

/** What Settings → Visitors says (issue 35): how often a visitor sees surveys, and what the widget stores. */
export const VISITORS_STRINGS = m.strings({
  frequencyHeading: 'frequencyHeading',
  frequencyIntro: 'frequencyIntro',
  shownCooldown: 'shownCooldown',
  shownCooldownHint: 'shownCooldownHint',
  answeredCooldown: 'answeredCooldown',
  answeredCooldownHint: 'answeredCooldownHint',
  cooldownRange: 'cooldownRange',
  perVisitToggle: 'perVisitToggle',
  perVisitToggleHint: 'perVisitToggleHint',
  perVisit: 'perVisit',
  perVisitRange: 'perVisitRange',
  privacyHeading: 'privacyHeading',
  noStorage: 'noStorage',
  noStorageHint: 'noStorageHint',
});
