/**
 * The icon-choice question's own settings (spec 000 §3, §9): icon_color, default #1579EF, and
 * icon_size, small 16 px, medium 20 px (default) or large 24 px. The type definition states them
 * (definitions.json `default_settings`, `icon_sizes`); the spec's values stand in when it does not.
 */
import type { Question, QuestionTypeDefinition } from '@hearken/addon-sdk';

export type IconSize = 'small' | 'medium' | 'large';

export interface IconSizeChoice {
  key: IconSize;
  px: number;
}

export const DEFAULT_ICON_COLOR = '#1579EF';
export const DEFAULT_ICON_SIZE: IconSize = 'medium';
const SPEC_SIZES: IconSizeChoice[] = [
  { key: 'small', px: 16 },
  { key: 'medium', px: 20 },
  { key: 'large', px: 24 },
];

function isIconSize(value: unknown): value is IconSize {
  return value === 'small' || value === 'medium' || value === 'large';
}

function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
}

/** The sizes offered, in the definition's order; the spec's when the definition lists none. */
export function iconSizes(type: QuestionTypeDefinition): IconSizeChoice[] {
  // `icon_sizes` is one of the definition's extra fields, so it is not in the SDK's type.
  const listed: unknown = (type as unknown as Record<string, unknown>)['icon_sizes'];
  if (!Array.isArray(listed)) return SPEC_SIZES;
  const sizes = listed.flatMap((entry: unknown) => {
    const { key, px } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    return isIconSize(key) && typeof px === 'number' ? [{ key, px }] : [];
  });
  return sizes.length > 0 ? sizes : SPEC_SIZES;
}

export interface IconSettings {
  icon_color: string;
  icon_size: IconSize;
}

/** The question's colour and size, with the type's defaults for what it lacks. */
export function iconSettings(question: Question, type: QuestionTypeDefinition): IconSettings {
  const defaults = type.default_settings ?? {};
  const color = question.settings.icon_color ?? defaults['icon_color'];
  const size = question.settings.icon_size ?? defaults['icon_size'];
  return {
    icon_color: isHexColor(color) ? color : DEFAULT_ICON_COLOR,
    icon_size: isIconSize(size) ? size : DEFAULT_ICON_SIZE,
  };
}

/** `question` with its colour and size written out, so what the author saw is what is saved. */
export function withIconSettings(question: Question, type: QuestionTypeDefinition): Question {
  return { ...question, settings: { ...question.settings, ...iconSettings(question, type) } };
}
