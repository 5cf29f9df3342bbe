/**
 * What the question-type editors say. The spec's words (000 §5, §9; 002 §5) are quoted exactly;
 * the rest is ours. Tests import these so a change of wording is one edit.
 */
import widgetWords from '../../widget-src/locales/en.json';

/** Spec 000 §5 / §8: an image-radio or icon-choice option without a label. */
export const OPTIONS_REQUIRED = 'Options are required.';

/**
 * Spec 000 §5, §9: the NPS end labels (used when the question and its type carry none), as the
 * widget module says them in English (its catalogues in ../../widget-src/locales/).
 */
export const NPS_LOW_LABEL = widgetWords.npsLow;
export const NPS_HIGH_LABEL = widgetWords.npsHigh;

export const OPTIONS_HEADING = 'Options';
export const ADD_OPTION = 'Add Option';
export const optionHeading = (n: number) => `Option ${n}`;
export const LABEL = 'Label';
export const removeOption = (n: number) => `Remove option ${n}`;

export const starCount = (n: number) => `${n} stars`;
export const starExplanation = (n: number) =>
  `Visitors answer by choosing from 1 to ${n} stars. The scale is fixed: there is nothing else to set up.`;
export const PREVIEW = 'Preview';

export const npsScale = (max: number) => `Scale from 1 to ${max}`;
export const npsExplanation = (max: number) =>
  `Visitors answer by choosing a number from 1 to ${max}. The scale and its labels are fixed.`;

export const IMAGE_ADDRESS = 'Image address';
export const UPLOAD_IMAGE = 'Upload image';
export const imagePreview = (n: number) => `Image of option ${n}`;
export const NO_IMAGE = 'No image';
/** The add-on's own message for an image that is not a web address (../src/lib.rs). */
export const IMAGE_ADDRESS_INVALID = 'Images must be a web address (http, https) or a path on this site.';
export const UPLOADED_IMAGE = 'Using an uploaded image.';
export const REMOVE_IMAGE = 'Remove image';
export const NOT_AN_IMAGE = 'That file is not an image. Choose a PNG, JPEG, GIF, WebP or SVG file.';
export const imageTooLarge = (limit: string) =>
  `That image is larger than ${limit}. Choose a smaller file or enter the image's web address.`;
export const IMAGE_UNREADABLE = 'That file could not be read. Try another one.';

export const CHOOSE_ICON_FOR_OPTION = 'Choose icon';
export const CHANGE_ICON = 'Change icon';
export const iconOf = (name: string, style: string) => `Icon: ${name} (${style})`;
export const NO_ICON = 'No icon yet';
export const ICON_COLOR = 'Icon Color';
export const ICON_SIZE = 'Icon Size';
export const sizeLabel = (key: string, px: number) =>
  `${key.charAt(0).toUpperCase()}${key.slice(1)} (${px} px)`;

/** The icon modal's words, for the modal and its tests together. */
export const ICON_PICKER = {
  title: 'Select an Icon',
  search: 'Search icons',
  loading: 'Loading icons…',
  failed: 'The icon list could not be loaded.',
  retry: 'Try again',
  noneMatch: (query: string) => `No icons match “${query}”.`,
  group: 'Icons',
  /** Spec 000 §2: the confirm button, disabled until an icon is selected. */
  choose: 'Choose Icon',
  cancel: 'Cancel',
  /** An icon's button in the grid: 'heart (solid)'. */
  iconLabel: (name: string, style: string) => `${name} (${style})`,
} as const;
