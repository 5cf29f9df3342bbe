/**
 * The option rules shared by the image-radio and icon-choice editors (spec 000 §5, 002 §5): a
 * minimum and maximum count from the type definition, Add hidden at the maximum, Remove only for
 * options beyond the minimum, labels trimmed on entry and required.
 */
import type { Question, QuestionTypeDefinition } from '@hearken/addon-sdk';

/** Spec 000 §9: at most 5 options; image-radio and icon-choice need at least 2. */
const FALLBACK_MIN = 2;
const FALLBACK_MAX = 5;

export interface OptionLimits {
  min: number;
  max: number;
}

/** The limits the type definition states, else the spec's. */
export function optionLimits(type: QuestionTypeDefinition): OptionLimits {
  const min = type.min_options > 0 ? type.min_options : FALLBACK_MIN;
  const max = type.max_options > 0 ? type.max_options : FALLBACK_MAX;
  return { min, max: Math.max(min, max) };
}

/** Add is offered only below the maximum. */
export function canAdd(count: number, { max }: OptionLimits): boolean {
  return count < max;
}

/** Remove is offered only for options beyond the minimum (so never below it). */
export function canRemove(index: number, { min }: OptionLimits): boolean {
  return index >= min;
}

/**
 * The options to show: the question's, read with `read`, padded with `blank()` up to the minimum
 * (spec 002 §5: the creator starts with that many empty options). Padding is not written back
 * until the author edits something, so merely opening a card never changes the survey.
 */
export function optionsToShow<T>(question: Question, limits: OptionLimits, read: (raw: unknown) => T, blank: () => T): T[] {
  const options = question.config.options.map(read);
  while (options.length < limits.min) options.push(blank());
  return options;
}

/** The question with `options` as its options; everything else unchanged. */
export function withOptions(question: Question, options: readonly unknown[]): Question {
  return { ...question, config: { ...question.config, options: [...options] } };
}

/** `list` with item `index` replaced by `item`. */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, i) => (i === index ? item : current));
}

/** `list` without item `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** Spec 000 §5: an option needs a non-empty label; whitespace alone does not count. */
export function isBlankLabel(label: string): boolean {
  return label.trim() === '';
}

function record(raw: unknown): Record<string, unknown> {
  return typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** An image-radio option: a label and one image (a web address or a data: URL). */
export interface ImageOption {
  label: string;
  image: string;
}

export function readImageOption(raw: unknown): ImageOption {
  const o = record(raw);
  return { label: text(o['label']), image: text(o['image']) };
}

export const blankImageOption = (): ImageOption => ({ label: '', image: '' });

/** Which icon of the icon list: its name and style. Both empty until one is chosen. */
export interface IconRef {
  name: string;
  style: string;
}

/** An icon-choice option: a label and an icon. */
export interface IconOption {
  label: string;
  icon: IconRef;
}

export function readIconOption(raw: unknown): IconOption {
  const o = record(raw);
  const icon = record(o['icon']);
  return { label: text(o['label']), icon: { name: text(icon['name']), style: text(icon['style']) } };
}

export const blankIconOption = (): IconOption => ({ label: '', icon: { name: '', style: '' } });
