/**
 * The add-on's settings `post_ratings` (spec 001 §3): a top-level key of the core settings map
 * (`GET/POST settings`), checked by the host against ../addon.toml's schema. The form always
 * sends every field, so what is saved is exactly what the preview shows.
 */
import { HearkenApiError } from '@hearken/addon-sdk';

/** The key of the settings map the add-on owns. */
export const SETTINGS_KEY = 'post_ratings';

export const ICON_IDS = ['star', 'heart', 'thumbs-up', 'smiley'] as const;
export type IconId = (typeof ICON_IDS)[number];

/** Where the widget puts the block (spec 001 §4); `manual` is wherever the shortcode is. */
export const DISPLAY_SETTINGS = ['after_content', 'before_comments', 'after_comments', 'manual'] as const;
export type DisplaySetting = (typeof DISPLAY_SETTINGS)[number];

export type YesNo = 'yes' | 'no';

/** The yes/no settings, in the form's order. */
export const YES_NO_KEYS = ['show_rating', 'show_vote_count', 'use_review_schema', 'show_uf_logo'] as const;
export type YesNoKey = (typeof YES_NO_KEYS)[number];

export const COLOUR_KEYS = ['icon_color', 'background_color', 'text_color'] as const;
export type ColourKey = (typeof COLOUR_KEYS)[number];

export type TextKey = 'rating_question' | 'rating_instruction_message' | 'thank_you_message' | 'font';

export type PostRatingsSettings = { icon_id: IconId; display_settings: DisplaySetting } & Record<ColourKey | TextKey, string> &
  Record<YesNoKey, YesNo>;

export type SettingsKey = keyof PostRatingsSettings;

/** The schema's `maxLength` of each text (../addon.toml); the inputs stop there. */
export const MAX_LENGTH: Record<TextKey, number> = {
  rating_question: 200,
  rating_instruction_message: 200,
  thank_you_message: 200,
  font: 100,
};

/** The manifest's defaults: the form starts from them while the map has no `post_ratings`. */
export const DEFAULT_SETTINGS: PostRatingsSettings = {
  icon_id: 'star',
  icon_color: '#F5A623',
  rating_question: 'Was this article helpful?',
  thank_you_message: 'Thanks for rating this post!',
  rating_instruction_message: 'Click a star to rate this post.',
  font: '',
  background_color: '#FFFFFF',
  text_color: '#23282D',
  show_vote_count: 'yes',
  show_rating: 'yes',
  display_settings: 'after_content',
  use_review_schema: 'no',
  show_uf_logo: 'no',
};

function oneOf<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

/**
 * The add-on's settings in `GET settings`' answer, each field the default where it is missing or
 * not of its type (the host stores only what the schema allows, so that is a first visit).
 */
export function settingsOf(map: unknown): PostRatingsSettings {
  const own = typeof map === 'object' && map !== null ? (map as Record<string, unknown>)[SETTINGS_KEY] : undefined;
  const stored = typeof own === 'object' && own !== null ? (own as Record<string, unknown>) : {};
  const text = (key: ColourKey | TextKey) => {
    const value = stored[key];
    return typeof value === 'string' ? value : DEFAULT_SETTINGS[key];
  };
  const yesNo = (key: YesNoKey) => oneOf<YesNo>(['yes', 'no'], stored[key], DEFAULT_SETTINGS[key]);
  return {
    icon_id: oneOf(ICON_IDS, stored['icon_id'], DEFAULT_SETTINGS.icon_id),
    icon_color: text('icon_color'),
    rating_question: text('rating_question'),
    thank_you_message: text('thank_you_message'),
    rating_instruction_message: text('rating_instruction_message'),
    font: text('font'),
    background_color: text('background_color'),
    text_color: text('text_color'),
    show_vote_count: yesNo('show_vote_count'),
    show_rating: yesNo('show_rating'),
    display_settings: oneOf(DISPLAY_SETTINGS, stored['display_settings'], DEFAULT_SETTINGS.display_settings),
    use_review_schema: yesNo('use_review_schema'),
    show_uf_logo: yesNo('show_uf_logo'),
  };
}

/** Messages beside the fields, by setting. */
export type FieldErrors = Partial<Record<SettingsKey, string>>;

/**
 * The host's refusal of a save, split into the messages of single fields (`fields`, keyed
 * `post_ratings.{field}`) and the rest, which the failure toast shows under its title.
 */
export function refusalOf(error: unknown): { fields: FieldErrors; detail: string | null } {
  if (!(error instanceof HearkenApiError)) return { fields: {}, detail: error instanceof Error ? error.message : null };
  const fields: FieldErrors = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(error.fields)) {
    const key = path.startsWith(`${SETTINGS_KEY}.`) ? path.slice(SETTINGS_KEY.length + 1) : '';
    if (Object.hasOwn(DEFAULT_SETTINGS, key)) fields[key as SettingsKey] = message;
    else others.push(message);
  }
  const detail = others.length > 0 ? others.join('\n') : Object.keys(fields).length > 0 ? null : error.message;
  return { fields, detail };
}
