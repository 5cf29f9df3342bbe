/** Test helpers of the module, which the admin remote's preview tests use too. */
import type { WidgetLook } from '@hearken/addon-sdk';

/** The widget's look before any module: its defaults (spec 002 §9). */
export const SITE_LOOK: WidgetLook = {
  background: '#FFFFFF',
  text: '#23282D',
  button: '#2D87F1',
  toggle: '#23282D',
  font: null,
  position: 'bottom_right',
  logo: '',
  skipText: 'Skip',
  nextText: 'Next',
  closeText: 'Close',
  toggleText: '',
  toggleIcon: 'field-userfeedback',
};
