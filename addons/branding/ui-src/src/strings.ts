/**
 * The Theming card's words. The spec's and the host's messages are quoted word for word (spec 002
 * §5, §8, §9; the manifest's schema; host/src/addons/schema.rs); the control labels are those of
 * the shell's Settings > Widget tab. The card's title is the manifest entry's label.
 */
export const STRINGS = {
  title: 'Theming',
  colorScheme: 'Color scheme',
  schemeNames: { light: 'Light', dark: 'Dark' },
  schemeHint: 'Choosing a scheme replaces the three colors below with its preset.',
  colors: {
    widget_color: 'Widget background color',
    text_color: 'Text color',
    button_color: 'Button color',
  },
  /** The text box beside each colour picker. */
  hex: (label: string) => `${label} (hex)`,
  /** The host's message for a value that is not `#` and six hex digits. */
  colourInvalid: 'Colours are hex colours such as #2D87F1.',
  logo: 'Logo',
  /** A field the survey leaves out keeps the site's widget settings. */
  siteDefault: 'As in the widget settings',
  logoNames: { hearken: 'Hearken logo', custom: 'Custom logo', none: 'No logo' },
  customLogo: 'Custom logo URL',
  customLogoHint: 'A web address (https://…) or a path on your site (/…).',
  customLogoPreview: 'Custom logo preview',
  /** Spec 002 §5 and §8. */
  customLogoRequired: 'You must select a custom logo.',
  /** The manifest schema's message for `custom_logo`. */
  customLogoInvalid: 'Please enter a valid image URL.',
  skipText: 'Skip button text',
  nextText: 'Next button text',
  /** The widget's own labels (spec 002 §9), shown while the survey sets none. */
  skipDefault: 'Skip',
  nextDefault: 'Next',
  labelHint: 'Leave empty to use the text of the widget settings.',
  position: 'Position',
  positionNames: {
    bottom_right: 'Bottom right',
    bottom_left: 'Bottom left',
    middle_right: 'Middle right',
    middle_left: 'Middle left',
    top_right: 'Top right',
    top_left: 'Top left',
  },
  positionHint: 'The preview shows the survey in the page; on the site it floats at this position.',
  preview: 'Preview',
  previewLoading: 'Loading the preview…',
  previewFallback: 'The live widget could not be loaded; this sketch shows the colors and labels.',
  /** Shown by the preview when the survey has no question yet. */
  sampleQuestion: 'How would you rate your experience today?',
  sampleAnswer: 'Type your answer here...',
} as const;
